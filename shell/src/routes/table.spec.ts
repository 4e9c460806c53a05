import { areaOfPath, matchShellRoute, ROUTE_TABLE } from './table';

describe('shell route table', () => {
  it.each([
    ['/', 'mfe_public'],
    ['/register', 'mfe_public'],
    ['/success', 'mfe_public'],
    ['/login', 'mfe_public'],
    ['/team-login', 'mfe_public'],
    ['/region-admin-login', 'mfe_public'],
    ['/reset-team-password', 'mfe_public'],
    ['/verify-email', 'mfe_public'],
    ['/forgot-password', 'mfe_public'],
    ['/reset-password', 'mfe_public'],
    ['/rulebook', 'mfe_public'],
    ['/404', 'mfe_public'],
    ['/simple-team', 'mfe_team'],
    ['/team-dashboard', 'mfe_team'],
    ['/mentor-team', 'mfe_school'],
    ['/school-dashboard', 'mfe_school'],
    ['/dashboard', 'mfe_backoffice'],
    ['/registration/66f1c2', 'mfe_backoffice'],
    ['/super-admin-dashboard', 'mfe_backoffice'],
    ['/region-admin-dashboard', 'mfe_backoffice'],
    ['/edit-registration/66f1c2', 'mfe_backoffice'],
    ['/mentor-dashboard', 'mfe_team'],
    ['/mentor-invitation', 'mfe_public'],
    ['/judge-invitation', 'mfe_public'],
    ['/judge', 'mfe_team'],
    ['/verify', 'mfe_public'],
    ['/verify/7KQ2-M9XD-4HTR', 'mfe_public'],
  ])('%s is rendered by %s', (path, area) => {
    expect(matchShellRoute(path)?.area).toBe(area);
  });

  it('guards the role routes with the spec roles', () => {
    const roles = Object.fromEntries(ROUTE_TABLE.filter((r) => r.guarded).map((r) => [r.path, r.requiredRole]));
    expect(roles).toEqual({
      '/team-dashboard': 'team',
      '/mentor-team': 'school_admin',
      '/school-dashboard': 'school_admin',
      '/dashboard': 'admin',
      '/registration/:id': 'admin',
      '/edit-registration/:id': 'admin',
      '/super-admin-dashboard': 'super_admin',
      '/region-admin-dashboard': 'region_admin',
      '/mentor-dashboard': 'mentor',
      '/judge': 'judge',
    });
    expect(matchShellRoute('/simple-team')?.guarded).toBeFalsy();
    // a certificate's verification is for anyone (the QR code on paper)
    expect(matchShellRoute('/verify/7KQ2-M9XD-4HTR')?.guarded).toBeFalsy();
    expect(matchShellRoute('/verify')?.guarded).toBeFalsy();
  });

  it('hides the logos on the auth pages and renders the rulebook bare', () => {
    const hidden = ROUTE_TABLE.filter((r) => r.hideLogos).map((r) => r.path).sort();
    expect(hidden).toEqual(
      ['/forgot-password', '/judge-invitation', '/login', '/mentor-invitation', '/region-admin-login', '/reset-password', '/reset-team-password', '/team-login', '/verify-email'].sort(),
    );
    expect(matchShellRoute('/rulebook')?.wrapper).toBe(false);
    expect(ROUTE_TABLE.filter((r) => r.wrapper === false)).toHaveLength(1);
  });

  it('matches whole paths only (unknown paths go to /404)', () => {
    expect(matchShellRoute('/dashboard/extra')).toBeNull();
    expect(matchShellRoute('/registration')).toBeNull();
    expect(matchShellRoute('/nope')).toBeNull();
    expect(matchShellRoute('/login/')?.path).toBe('/login');
  });

  it('finds the same area without react-router (the entry chunk preloads that remote)', () => {
    const paths = ['/', '/login', '/login/', '/mentor-team', '/registration/66f1c2', '/edit-registration/x-1', '/registration', '/dashboard/extra', '/nope', '/mentor-dashboard', '/judge', '/judge/x', '/verify', '/verify/7KQ2-M9XD-4HTR', '/verify/a/b'];
    for (const path of paths) expect([path, areaOfPath(path)]).toEqual([path, matchShellRoute(path)?.area ?? null]);
  });
});
