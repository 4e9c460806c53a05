import { isPathAllowedForRole, NAV_DASHBOARD, roleHome } from './roles';
import { isStrongPassword, TEAM_ID_PATTERN, TEAM_RESET_PASSWORD_PATTERN } from './validation';

describe('role homes (route guard)', () => {
  it.each([
    ['admin', '/dashboard'],
    ['super_admin', '/super-admin-dashboard'],
    ['region_admin', '/region-admin-dashboard'],
    ['school_admin', '/mentor-team'],
    ['team', '/simple-team'],
    // issue 26: the mentor portal is the mentor's home (the spec's guard names none)
    ['mentor', '/mentor-dashboard'],
    ['someone', '/login'],
    [undefined, '/login'],
  ])('%s goes to %s', (role, home) => {
    expect(roleHome(role)).toBe(home);
  });

  it("sends mentors to /mentor-dashboard from the navigation's Dashboard button", () => {
    expect(NAV_DASHBOARD.mentor).toBe('/mentor-dashboard');
  });
});

describe('allowed prefixes', () => {
  it.each([
    ['admin', '/dashboard', true],
    ['admin', '/registration/42', true],
    ['admin', '/registrations', false],
    ['admin', '/edit-registration/42', true],
    ['school_admin', '/edit-registration/42', false],
    ['school_admin', '/mentor-team', true],
    ['school_admin', '/school-dashboard', false],
    ['team', '/team-dashboard', true],
    ['team', '/dashboard', false],
    ['region_admin', '/super-admin-dashboard', false],
    ['mentor', '/', true],
    ['mentor', '/mentor-dashboard', true],
    ['mentor', '/mentor-team', false],
    ['school_admin', '/mentor-dashboard', false],
  ])('%s on %s: %s', (role, path, allowed) => {
    expect(isPathAllowedForRole(role, path)).toBe(allowed);
  });
});

describe('team ID shape', () => {
  it.each(['A1001JR1', 'N1234SR4', 'H1505SR3'])('accepts %s', (id) => expect(TEAM_ID_PATTERN.test(id)).toBe(true));
  it.each(['1001JR1', 'A1001JR5', 'A1001XR1', 'a1001JR1', 'A1001JR'])('rejects %s', (id) => expect(TEAM_ID_PATTERN.test(id)).toBe(false));
});

describe('password rules', () => {
  it('strong password: 8+ with lowercase, uppercase, digit and special character', () => {
    expect(isStrongPassword('Secret#2025')).toBe(true);
    expect(isStrongPassword('Secret2025')).toBe(false);
    expect(isStrongPassword('Sh#1a')).toBe(false);
  });

  it('team reset: 6+ with uppercase, lowercase and a digit', () => {
    expect(TEAM_RESET_PASSWORD_PATTERN.test('Abc123')).toBe(true);
    expect(TEAM_RESET_PASSWORD_PATTERN.test('abc123')).toBe(false);
    expect(TEAM_RESET_PASSWORD_PATTERN.test('Ab12')).toBe(false);
  });
});
