import { filterOf, MENTOR_FILTERS, optionsOf, PAYMENT_STATUS_FILTER, STUDENT_FILTERS, TEAM_FILTERS } from './filters';

describe('list filters', () => {
  it('builds a filter from its choices, in order, with an optional all-label', () => {
    expect(filterOf('payment', 'Payment', { submitted: 'Submitted', not_submitted: 'Not Submitted' })).toEqual({
      key: 'payment',
      label: 'Payment',
      options: [
        { value: 'submitted', label: 'Submitted' },
        { value: 'not_submitted', label: 'Not Submitted' },
      ],
    });
    expect(filterOf('mentor', 'Mentor', optionsOf(['a']), 'All')).toMatchObject({ allLabel: 'All', options: [{ value: 'a', label: 'a' }] });
    expect(optionsOf([9, 10], (c) => `Class ${c}`)).toEqual([
      { value: '9', label: 'Class 9' },
      { value: '10', label: 'Class 10' },
    ]);
  });

  it("lists the teams' statuses with the spec's Active, Inactive and Suspended first", () => {
    const status = TEAM_FILTERS.find((f) => f.key === 'status');
    expect(status?.options.slice(0, 3).map((o) => o.label)).toEqual(['Active', 'Inactive', 'Suspended']);
    expect(TEAM_FILTERS.find((f) => f.key === 'phase')?.options.map((o) => o.label)).toEqual(['Phase 1', 'Phase 2', 'Finalist']);
  });

  it("words the stored values as the spec's screens do", () => {
    expect(PAYMENT_STATUS_FILTER.options.find((o) => o.value === 'submitted')?.label).toBe('Pending');
    expect(STUDENT_FILTERS.find((f) => f.key === 'gender')?.options.map((o) => o.label)).toContain('Female');
    expect(MENTOR_FILTERS[1].options.map((o) => o.value)).toEqual(['assigned', 'unassigned', 'full']);
  });
});
