import { ForbiddenException } from '@nestjs/common';
import { API_MSG, type Role } from '@hackathon/contracts';
import type { AuthUser } from './auth-user';

/** Roles that see every school, region and team. */
export const PLATFORM_ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];

export function isPlatformAdmin(user: AuthUser): boolean {
  return PLATFORM_ADMIN_ROLES.includes(user.role);
}

function forbid(): never {
  throw new ForbiddenException(API_MSG.forbidden);
}

/**
 * The caller may act on this school: admin/super_admin always; anyone else only when the
 * token's schoolCode is this code. A region admin reaching a school goes through
 * assertOwnRegion(user, school.region) instead.
 */
export function assertOwnSchool(user: AuthUser, schoolCode: string | null | undefined): void {
  if (isPlatformAdmin(user)) return;
  if (!schoolCode || !user.schoolCode || user.schoolCode !== schoolCode) forbid();
}

/** The caller may act on this region: admin/super_admin always; others when the token's region matches (case-insensitive). */
export function assertOwnRegion(user: AuthUser, region: string | null | undefined): void {
  if (isPlatformAdmin(user)) return;
  if (!region || !user.region || user.region.trim().toLowerCase() !== region.trim().toLowerCase()) forbid();
}

/**
 * The caller may act on this team: admin/super_admin always; others when the token's teamId
 * is this team. A school admin reaching its own teams uses assertOwnSchool(user, team.schoolCode).
 */
export function assertOwnTeam(user: AuthUser, teamId: string | null | undefined): void {
  if (isPlatformAdmin(user)) return;
  if (!teamId || !user.teamId || user.teamId !== teamId) forbid();
}
