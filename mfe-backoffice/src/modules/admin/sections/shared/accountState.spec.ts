import { ACCOUNT_STATE_FILTER } from './accountState';

describe('ACCOUNT_STATE_FILTER', () => {
  it('sends accountState with the four states', () => {
    expect(ACCOUNT_STATE_FILTER.key).toBe('accountState');
    expect(ACCOUNT_STATE_FILTER.label).toBe('Portal account');
    expect(ACCOUNT_STATE_FILTER.options).toEqual([
      { value: 'not_invited', label: 'Not invited' },
      { value: 'invited', label: 'Invited' },
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ]);
  });
});
