import { dashboardPath, LOGIN_ITEMS, roleNavItems, welcomeName } from './navItems';

describe('navigation items', () => {
  it('filters the menu by role', () => {
    expect(roleNavItems('admin')).toEqual([{ label: 'Dashboard', to: '/dashboard' }]);
    expect(roleNavItems('mentor')).toEqual([{ label: 'Mentor Portal', to: '/mentor-dashboard' }]);
    expect(roleNavItems('team')).toEqual([{ label: 'Team Portal', to: '/simple-team' }]);
    expect(roleNavItems('region_admin')).toEqual([{ label: 'KVS Admin', to: '/region-admin-dashboard' }]);
    expect(roleNavItems('school_admin')).toEqual([]);
    expect(roleNavItems(null)).toEqual([]);
  });

  it('sends the Dashboard button to the role home, mentors to /mentor-dashboard', () => {
    expect(dashboardPath('school_admin')).toBe('/mentor-team');
    expect(dashboardPath('super_admin')).toBe('/super-admin-dashboard');
    expect(dashboardPath('mentor')).toBe('/mentor-dashboard');
    expect(dashboardPath('team')).toBe('/simple-team');
    expect(dashboardPath('stranger')).toBe('/login');
  });

  it('offers the three logins', () => {
    expect(LOGIN_ITEMS.map((item) => `${item.label} ${item.to}`)).toEqual([
      'School Admin Login /login',
      'Team Login /team-login',
      'KVS Admin Login /region-admin-login',
    ]);
  });

  it('welcomes by full name, else email', () => {
    expect(welcomeName({ fullName: 'Asha Rao', email: 'a@x' })).toBe('Asha Rao');
    expect(welcomeName({ fullName: '  ', email: 'a@x' })).toBe('a@x');
    expect(welcomeName(null)).toBe('');
  });
});
