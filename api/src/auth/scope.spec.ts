import { ForbiddenException } from '@nestjs/common';
import type { AuthUser } from './auth-user';
import { toAuthUser } from './auth-user';
import { assertOwnRegion, assertOwnSchool, assertOwnTeam } from './scope';

const user = (u: Partial<AuthUser> & Pick<AuthUser, 'role'>): AuthUser => ({ sub: 'id', ...u });

describe('scope helpers', () => {
  it('assertOwnSchool', () => {
    expect(() => assertOwnSchool(user({ role: 'school_admin', schoolCode: '1234' }), '1234')).not.toThrow();
    expect(() => assertOwnSchool(user({ role: 'school_admin', schoolCode: '1234' }), '12345')).toThrow(ForbiddenException);
    expect(() => assertOwnSchool(user({ role: 'school_admin' }), undefined)).toThrow(ForbiddenException);
    expect(() => assertOwnSchool(user({ role: 'team', schoolCode: '1234' }), '1234')).not.toThrow();
    expect(() => assertOwnSchool(user({ role: 'admin' }), '9')).not.toThrow();
    expect(() => assertOwnSchool(user({ role: 'super_admin' }), null)).not.toThrow();
    expect(() => assertOwnSchool(user({ role: 'region_admin', region: 'Delhi' }), '1234')).toThrow(ForbiddenException);
  });

  it('assertOwnRegion', () => {
    expect(() => assertOwnRegion(user({ role: 'region_admin', region: 'Delhi ' }), 'delhi')).not.toThrow();
    expect(() => assertOwnRegion(user({ role: 'region_admin', region: 'Delhi' }), 'Patna')).toThrow(ForbiddenException);
    expect(() => assertOwnRegion(user({ role: 'region_admin' }), 'Patna')).toThrow(ForbiddenException);
    expect(() => assertOwnRegion(user({ role: 'admin' }), 'Patna')).not.toThrow();
  });

  it('assertOwnTeam', () => {
    expect(() => assertOwnTeam(user({ role: 'team', teamId: 'N1JR1' }), 'N1JR1')).not.toThrow();
    expect(() => assertOwnTeam(user({ role: 'team', teamId: 'N1JR1' }), 'N1JR2')).toThrow(ForbiddenException);
    expect(() => assertOwnTeam(user({ role: 'school_admin', schoolCode: '1' }), 'N1JR1')).toThrow(ForbiddenException);
    expect(() => assertOwnTeam(user({ role: 'super_admin' }), 'N1JR1')).not.toThrow();
  });
});

describe('toAuthUser', () => {
  it('keeps known claims of a well-formed payload', () => {
    expect(toAuthUser({ sub: 'a', role: 'team', teamId: 'N1JR1', iat: 1, extra: 'x', email: '' })).toEqual({ sub: 'a', role: 'team', teamId: 'N1JR1' });
  });
  it('refuses payloads without a subject or a known role', () => {
    expect(toAuthUser({ role: 'admin' })).toBeNull();
    expect(toAuthUser({ sub: 'a', role: 'root' })).toBeNull();
    expect(toAuthUser('token')).toBeNull();
    expect(toAuthUser(null)).toBeNull();
  });
});
