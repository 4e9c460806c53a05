import { originPath, postLoginTarget, regionAdminTarget } from './postLoginRedirect';

describe('postLoginTarget', () => {
  it('defaults to /dashboard when there is no origin', () => {
    expect(postLoginTarget(null, 'school_admin')).toBe('/dashboard');
    expect(postLoginTarget({}, 'admin')).toBe('/dashboard');
  });

  it('returns to the page the user came from (string or Location)', () => {
    expect(postLoginTarget({ from: '/mentor-team' }, 'school_admin')).toBe('/mentor-team');
    expect(postLoginTarget({ from: { pathname: '/registration/42', search: '?tab=1' } }, 'admin')).toBe('/registration/42?tab=1');
  });

  it('sends admin to /dashboard and other roles to /mentor-team when the origin is / or /login', () => {
    expect(postLoginTarget({ from: '/' }, 'admin')).toBe('/dashboard');
    expect(postLoginTarget({ from: '/login' }, 'admin')).toBe('/dashboard');
    expect(postLoginTarget({ from: '/' }, 'school_admin')).toBe('/mentor-team');
    expect(postLoginTarget({ from: { pathname: '/login', search: '?verified=true' } }, 'school_admin')).toBe('/mentor-team');
  });

  it('sends a mentor home (/mentor-dashboard) unless the guard stopped it on its way somewhere', () => {
    expect(postLoginTarget(null, 'mentor')).toBe('/mentor-dashboard');
    expect(postLoginTarget({ from: '/login' }, 'mentor')).toBe('/mentor-dashboard');
    expect(postLoginTarget({ from: '/mentor-dashboard?x=1' }, 'mentor')).toBe('/mentor-dashboard?x=1');
  });

  it('ignores malformed state', () => {
    expect(originPath('oops')).toBeNull();
    expect(originPath({ from: 42 })).toBeNull();
    expect(originPath({ from: { pathname: '' } })).toBeNull();
  });
});

describe('regionAdminTarget', () => {
  it('routes super admins and region admins to their dashboards', () => {
    expect(regionAdminTarget('super_admin')).toBe('/super-admin-dashboard');
    expect(regionAdminTarget('region_admin')).toBe('/region-admin-dashboard');
  });
});
