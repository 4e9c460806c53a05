import { dashboardTab, dashboardTabs, tabFromParam, tabSearch } from './tabs';

describe('dashboard tabs', () => {
  it("lists the region admin's tabs and the super admin's, in the spec's order", () => {
    expect(dashboardTabs('region').map((tab) => tab.label)).toEqual(['Overview', 'Schools', 'Teams', 'Students', 'Mentors', 'Registrations', 'Payment Verification']);
    expect(dashboardTabs('super').map((tab) => tab.label)).toEqual([
      'Overview',
      'Registration Data',
      'Team Data',
      'Student Data',
      'Schools Data',
      'Mentor Data',
      'Schedule & Attendance',
      'Payment Verification',
    ]);
    expect(dashboardTab('super', 'teams').listType).toBe('teams');
    expect(dashboardTab('region', 'payments').listType).toBeUndefined();
  });

  it('reads ?tab=, any case, and falls back to the overview', () => {
    expect(tabFromParam('region', 'Teams ')).toBe('teams');
    expect(tabFromParam('super', 'schedule')).toBe('schedule');
    expect(tabFromParam('region', 'schedule')).toBe('overview');
    expect(tabFromParam('region', 'nope')).toBe('overview');
    expect(tabFromParam('super', null)).toBe('overview');
  });

  it('writes ?tab= and keeps the other parameters; the overview has none', () => {
    expect(tabSearch(new URLSearchParams('x=1'), 'mentors').toString()).toBe('x=1&tab=mentors');
    expect(tabSearch(new URLSearchParams('tab=mentors&x=1'), 'overview').toString()).toBe('x=1');
  });
});
