import { adminExportQuery, countOf, filtersOnly, rowIdOf } from './listQuery';

describe('list queries', () => {
  const query = { page: 3, limit: 25, sort: 'kvName', order: 'desc', search: 'kv one', paymentStatus: 'verified', region: 'North' };

  it('keeps the search and filters, not the paging or sort', () => {
    expect(filtersOnly(query)).toEqual({ search: 'kv one', paymentStatus: 'verified', region: 'North' });
  });

  it('exports the list type with its current search and filters', () => {
    expect(adminExportQuery('registrations', query)).toEqual({ search: 'kv one', paymentStatus: 'verified', region: 'North', type: 'registrations' });
    expect(adminExportQuery('students', { page: 1, limit: 50 })).toEqual({ type: 'students' });
  });

  it('shows a tile count, or a dash when unknown', () => {
    expect(countOf(12345)).toBe('12,345');
    expect(countOf(0)).toBe('0');
    expect(countOf(undefined)).toBe('—');
    expect(countOf(Number.NaN)).toBe('—');
  });

  it('keys schools by code and the other lists by id', () => {
    expect(rowIdOf('schools', { schoolCode: '1001', _id: 'x' })).toBe('1001');
    expect(rowIdOf('schools', { kvCode: '1002' })).toBe('1002');
    expect(rowIdOf('teams', { _id: 't1' })).toBe('t1');
  });
});
