import { dashboardPath, LOGIN_ITEMS, navPlan, roleNavItems, welcomeName } from './navItems';

describe('navigation items', () => {
  it('filters the menu by role', () => {
    expect(roleNavItems('admin')).toEqual([{ label: 'Dashboard', to: '/dashboard' }]);
    expect(roleNavItems('mentor')).toEqual([{ label: 'Mentor Portal', to: '/mentor-dashboard' }]);
    expect(roleNavItems('judge')).toEqual([{ label: 'Judge Portal', to: '/judge' }]);
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
    expect(dashboardPath('judge')).toBe('/judge');
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

describe('navigation bar plan', () => {
  const plan = (signedIn: boolean, role: string | null, pathname: string) => navPlan({ signedIn, role, pathname });

  it('shows admins one Dashboard, not the menu item and the button', () => {
    expect(plan(true, 'admin', '/registration/abc').roleItems).toEqual([]);
    expect(plan(true, 'team', '/simple-team').roleItems).toEqual([{ label: 'Team Portal', to: '/simple-team' }]);
    expect(plan(true, 'region_admin', '/').roleItems).toEqual([{ label: 'KVS Admin', to: '/region-admin-dashboard' }]);
    expect(plan(false, 'admin', '/').roleItems).toEqual([]);
  });

  it('moves the landing sections into the menu when signed in, so the bar does not wrap at 1200-1366 px', () => {
    expect(plan(false, null, '/')).toMatchObject({ sectionLinksInBar: true, menuButton: { md: true, lg: false } });
    expect(plan(true, 'school_admin', '/')).toMatchObject({ sectionLinksInBar: false, menuButton: { md: true, lg: true } });
    expect(plan(true, 'school_admin', '/mentor-team')).toMatchObject({ sectionLinksInBar: false, menuButton: { md: false, lg: false } });
  });

  it('leaves the welcome line and Logout to the back-office dashboards, whose header has them', () => {
    for (const [role, path] of [
      ['admin', '/dashboard'],
      ['super_admin', '/super-admin-dashboard'],
      ['region_admin', '/region-admin-dashboard'],
    ]) {
      expect(plan(true, role, path).accountInBar).toBe(false);
    }
    expect(plan(true, 'admin', '/registration/abc').accountInBar).toBe(true);
    expect(plan(true, 'team', '/simple-team').accountInBar).toBe(true);
    expect(plan(false, null, '/login').accountInBar).toBe(false);
  });
});
