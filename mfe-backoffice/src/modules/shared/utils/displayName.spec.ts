import { adminDisplayName, regionBadge, welcomeName } from './displayName';
import { connectionState } from './connection';

describe('adminDisplayName', () => {
  it('uses the full name first', () => {
    expect(adminDisplayName({ fullName: 'Asha Rao', email: 'asha@example.org' })).toBe('Asha Rao');
  });

  it('falls back to the part of the email before the @', () => {
    expect(adminDisplayName({ fullName: '  ', email: 'ops.team@example.org' })).toBe('ops.team');
    expect(adminDisplayName({ email: 'solo' })).toBe('solo');
  });

  it('falls back to Admin when neither is known', () => {
    expect(adminDisplayName({ fullName: null, email: '@example.org' })).toBe('Admin');
    expect(adminDisplayName(null)).toBe('Admin');
  });
});

describe('welcomeName', () => {
  it('prefers the full name, then the username', () => {
    expect(welcomeName({ fullName: 'North Admin', username: 'north' })).toBe('North Admin');
    expect(welcomeName({ username: 'north', email: 'n@x.org' })).toBe('north');
    expect(welcomeName({ email: 'n@x.org' })).toBe('n');
  });
});

describe('regionBadge', () => {
  it('reads ALL REGIONS for a super admin', () => {
    expect(regionBadge('super_admin', 'Delhi')).toBe('ALL REGIONS');
  });

  it('upper-cases a region admin region', () => {
    expect(regionBadge('region_admin', 'Bhopal')).toBe('BHOPAL');
  });
});

describe('connectionState', () => {
  it('is Loading before the first answer, Connected after, Error on failure', () => {
    expect(connectionState({ isError: false, isPending: true, isFetching: true })).toBe('Loading');
    expect(connectionState({ isError: false, isPending: false, isFetching: true, data: {} })).toBe('Connected');
    expect(connectionState({ isError: false, isPending: false, isFetching: false, data: {} })).toBe('Connected');
    expect(connectionState({ isError: true, isPending: false, isFetching: false, data: {} })).toBe('Error');
  });
});
