import { BadRequestException } from '@nestjs/common';
import { NOTIFICATION_MSG } from '@hackathon/contracts';
import { notificationReaderOf } from './notification-reader';
import { readRate, targetOf } from './notifications-admin.service';

describe('notificationReaderOf', () => {
  it("takes a region admin's region from the token", () => {
    expect(notificationReaderOf({ sub: 'a1', role: 'region_admin', region: ' Agra ' })).toEqual({ key: 'region_admin:a1', role: 'region_admin', region: { from: 'token', name: 'Agra' }, accountId: null, teamId: null });
  });

  it.each(['school_admin', 'mentor', 'team'] as const)("takes a %s's region from its school", (role) => {
    expect(notificationReaderOf({ sub: 's1', role, schoolCode: '1001' }).region).toEqual({ from: 'school', schoolCode: '1001' });
  });

  it('gives admins, super admins and tokens without the claim no region', () => {
    expect(notificationReaderOf({ sub: 'x', role: 'admin' }).region).toBeNull();
    expect(notificationReaderOf({ sub: 'x', role: 'super_admin', region: 'Agra' }).region).toBeNull();
    expect(notificationReaderOf({ sub: 'x', role: 'region_admin' }).region).toBeNull();
    expect(notificationReaderOf({ sub: 'x', role: 'team' }).region).toBeNull();
  });

  it("is its account for notifications addressed to one account: an account's UUID subject, never a team's", () => {
    const id = '0F6B1E9A-3C2D-4E5F-8A9B-0C1D2E3F4A5B';
    expect(notificationReaderOf({ sub: id, role: 'school_admin', schoolCode: '1001' }).accountId).toBe(id.toLowerCase());
    expect(notificationReaderOf({ sub: id, role: 'super_admin' }).accountId).toBe(id.toLowerCase());
    expect(notificationReaderOf({ sub: id, role: 'team', schoolCode: '1001' }).accountId).toBeNull();
    expect(notificationReaderOf({ sub: 'not-a-uuid', role: 'school_admin', schoolCode: '1001' }).accountId).toBeNull();
  });

  it('keeps the read states of an account and a team with the same id apart', () => {
    expect(notificationReaderOf({ sub: 'same', role: 'team' }).key).not.toBe(notificationReaderOf({ sub: 'same', role: 'school_admin' }).key);
  });
});

describe('targetOf', () => {
  it('is everyone when absent or empty', () => {
    expect(targetOf(undefined)).toEqual({ roles: [], regions: [] });
    expect(targetOf({})).toEqual({ roles: [], regions: [] });
  });

  it('drops duplicates and sorts, so equal targets compare equal', () => {
    expect(targetOf({ roles: ['team', 'school_admin', 'team'], regions: ['Delhi', 'Agra', 'Delhi'] })).toEqual({ roles: ['school_admin', 'team'], regions: ['Agra', 'Delhi'] });
  });

  it('refuses a target that reaches nobody', () => {
    expect(() => targetOf({ roles: ['admin'], regions: ['Agra'] })).toThrow(new BadRequestException(NOTIFICATION_MSG.targetReachesNobody));
  });
});

describe('readRate', () => {
  it('is a percentage with one decimal, 0 without deliveries, at most 100', () => {
    expect(readRate(4, 24)).toBe(16.7);
    expect(readRate(0, 0)).toBe(0);
    expect(readRate(5, 3)).toBe(100);
    expect(readRate(1, 3)).toBe(33.3);
  });
});
