/**
 * The admin's writes (back-office spec, sections 2, 4 and 7): a team's fields or mentor, a team's
 * status, and the user accounts (list, verification, deletion).
 */
import type { Category } from './constants';
import type { TeamStatus } from './entities';
import type { ListQuery } from './paging';
import type { TeamMemberInput } from './school-participants';

/**
 * `PUT /admin/teams/{id}`: the Edit Team dialog's fields, or `{ assignedMentor }` from the
 * assign-mentor modal (a mentor's `_id` or mentorId; null removes the mentor).
 *
 * `updatedAt` is the team's `updatedAt` as last read. It is required with teamName, category or
 * members (two admins editing one team: the second save is refused with 409 instead of silently
 * overwriting the first); with `assignedMentor` alone it is optional and checked when sent.
 */
export interface AdminTeamUpdateInput {
  teamName?: string;
  category?: Category;
  /** The whole new member list (1 to 5, exactly one leader, classes of the category). */
  members?: TeamMemberInput[];
  assignedMentor?: string | null;
  updatedAt?: string;
}

/**
 * Statuses the admin sets by hand (spec section 4: Mark Active / Mark Inactive; Suspended is
 * listed in the filters). FINALIST, WINNER and ELIMINATED belong to Phase Management.
 */
export const ADMIN_TEAM_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const satisfies readonly TeamStatus[];
export type AdminTeamStatus = (typeof ADMIN_TEAM_STATUSES)[number];

/** `PUT /admin/teams/{id}/status`. */
export interface AdminTeamStatusInput {
  status: AdminTeamStatus;
}

/** Roles an account (a person who signs in with a password) can have; teams sign in as teams. */
export const ACCOUNT_ROLES = ['school_admin', 'mentor', 'admin', 'region_admin', 'super_admin', 'judge'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** A user account as the admin's user list shows it (never the password or the lock counters). */
export interface AdminUser {
  _id: string;
  role: AccountRole;
  email: string | null;
  username: string | null;
  fullName: string;
  schoolCode: string | null;
  schoolName: string | null;
  region: string | null;
  /** The email address was confirmed (a school admin cannot sign in before). */
  isVerified: boolean;
  verifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const ADMIN_USER_SORTS = ['createdAt', 'email', 'fullName', 'role'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** `GET /admin/users`: search over email, username, full name and school code. */
export interface AdminUserListQuery extends ListQuery<AdminUserSort> {
  role?: AccountRole;
  verified?: 'true' | 'false';
}

/** `PUT /admin/users/{id}/verification`. */
export interface AdminUserVerificationInput {
  isVerified: boolean;
}

/** `DELETE /admin/users/{id}`: a school admin's registration is kept, unlinked from the account. */
export interface AdminUserDeleteResult {
  _id: string;
  role: AccountRole;
  email: string | null;
  /** The registration that belonged to the deleted school admin (kept, now without an account). */
  registrationKept: string | null;
}
