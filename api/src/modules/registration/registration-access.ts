import { ForbiddenException } from '@nestjs/common';
import { API_MSG, type Role } from '@hackathon/contracts';
import { assertOwnRegion, assertOwnSchool, type AuthUser } from '../../auth';

/** Who may read a registration (then narrowed by scope): docs/api/public-flows.md, brief of capability 2. */
export const REGISTRATION_READERS: Role[] = ['admin', 'super_admin', 'region_admin', 'school_admin'];
/** Who may create or change one: the platform admin, or the school admin of that school. */
export const REGISTRATION_WRITERS: Role[] = ['admin', 'school_admin'];

/** Admin and super admin: any; region admin: its region; school admin: its own school. */
export function assertCanReadRegistration(user: AuthUser, target: { schoolCode: string; region: string }): void {
  if (!REGISTRATION_READERS.includes(user.role)) throw new ForbiddenException(API_MSG.forbidden);
  if (user.role === 'region_admin') assertOwnRegion(user, target.region);
  else assertOwnSchool(user, target.schoolCode);
}

/** Admin: any; school admin: its own school. Super and region admins only read. */
export function assertCanWriteRegistration(user: AuthUser, schoolCode: string): void {
  if (!REGISTRATION_WRITERS.includes(user.role)) throw new ForbiddenException(API_MSG.forbidden);
  assertOwnSchool(user, schoolCode);
}
