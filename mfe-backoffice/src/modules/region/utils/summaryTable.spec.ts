import { studentsMet, summaryExportQuery, summaryFilters, teamsMet } from './summaryTable';

describe('summary table rules', () => {
  it('turns counts green at 4 teams and 20 students', () => {
    expect(teamsMet(3)).toBe(false);
    expect(teamsMet(4)).toBe(true);
    expect(studentsMet(19)).toBe(false);
    expect(studentsMet(20)).toBe(true);
  });

  it('offers the region filter to the super admin only, groups in upper case', () => {
    expect(summaryFilters('region').map((f) => f.key)).toEqual(['registration', 'payment', 'category', 'mentors']);
    const [region] = summaryFilters('super');
    expect(region?.key).toBe('region');
    expect(region?.options.slice(0, 6).map((o) => o.label)).toEqual(['NORTH', 'SOUTH', 'EAST', 'WEST', 'CENTRAL', 'NORTHEAST']);
    expect(region?.options.map((o) => o.value)).toContain('Delhi');
  });

  it('exports the search, filters and sort without the page', () => {
    expect(summaryExportQuery({ page: 3, limit: 50, search: 'kv', payment: 'submitted', sort: 'kvName', order: 'desc' })).toEqual({
      search: 'kv',
      payment: 'submitted',
      sort: 'kvName',
      order: 'desc',
    });
  });
});
