import { decideRouteAccess } from './guard';

describe('route guard decisions', () => {
  const signedIn = { loading: false, isAuthenticated: true };

  it('shows a spinner while the session loads', () => {
    expect(decideRouteAccess({ loading: true, isAuthenticated: false, role: null, path: '/dashboard' })).toEqual({ kind: 'loading' });
  });

  it('sends an anonymous visitor to /login remembering the origin (with its query)', () => {
    expect(
      decideRouteAccess({ loading: false, isAuthenticated: false, role: null, path: '/registration/42?tab=pay', requiredRole: 'admin' }),
    ).toEqual({ kind: 'login', from: '/registration/42?tab=pay' });
  });

  it("sends a user with another role to that user's home", () => {
    expect(decideRouteAccess({ ...signedIn, role: 'team', path: '/dashboard', requiredRole: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/simple-team',
    });
    expect(decideRouteAccess({ ...signedIn, role: 'school_admin', path: '/dashboard', requiredRole: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/mentor-team',
    });
    // issue 26: a mentor's home is its portal
    expect(decideRouteAccess({ ...signedIn, role: 'mentor', path: '/dashboard', requiredRole: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/mentor-dashboard',
    });
  });

  it('allows paths under the role prefixes', () => {
    expect(decideRouteAccess({ ...signedIn, role: 'admin', path: '/registration/abc', requiredRole: 'admin' })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ ...signedIn, role: 'admin', path: '/dashboard' })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ ...signedIn, role: 'admin', path: '/edit-registration/abc', requiredRole: 'admin' })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ ...signedIn, role: 'team', path: '/team-dashboard', requiredRole: 'team' })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ ...signedIn, role: 'mentor', path: '/' })).toEqual({ kind: 'allow' });
  });

  it('redirects home when the path is outside the role prefixes, even with the right role', () => {
    // /school-dashboard is the same screen as /mentor-team, but only /mentor-team is an allowed prefix
    expect(decideRouteAccess({ ...signedIn, role: 'school_admin', path: '/school-dashboard', requiredRole: 'school_admin' })).toEqual({
      kind: 'redirect',
      to: '/mentor-team',
    });
    expect(decideRouteAccess({ ...signedIn, role: 'admin', path: '/registrations-export' })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});
