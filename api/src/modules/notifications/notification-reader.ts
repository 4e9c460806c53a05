import type { Role } from '@hackathon/contracts';
import type { AuthUser } from '../../auth';
import { isUuid } from '../../kernel';

/**
 * The bell's reach. Notifications are addressed to a target (roles and/or regions), not to
 * schools, so their scope is who the caller is: its role, and where its region comes from. Read
 * states are kept per reader (an account or a team). The SQL is in notification-audience.ts.
 */
export interface NotificationReader {
  /** `<role>:<subject id>`: keeps the read states of an account and a team with the same id apart. */
  key: string;
  role: Role;
  /**
   * Where the reader's region comes from: the token (a region admin's region), the directory row
   * of its school (school admin, mentor, team: the school's region today, not a copy in the token),
   * or nowhere (admin, super admin, or a token without the claim): region targets never match.
   */
  region: { from: 'token'; name: string } | { from: 'school'; schoolCode: string } | null;
  /**
   * The reader's account id, for the notifications addressed to one account (migration 0010): the
   * token's subject, except for a team (its subject is a team, never an account) or a subject
   * that is not a UUID (then no account-addressed notification can be its own).
   */
  accountId: string | null;
  /** The reader's team row id (role team), for the notifications addressed to one team (migration 0028). */
  teamId: string | null;
}

export function notificationReaderOf(user: AuthUser): NotificationReader {
  const accountId = user.role !== 'team' && isUuid(user.sub) ? user.sub.toLowerCase() : null;
  const teamId = user.role === 'team' && isUuid(user.sub) ? user.sub.toLowerCase() : null;
  return { key: `${user.role}:${user.sub}`, role: user.role, region: regionSourceOf(user), accountId, teamId };
}

function regionSourceOf(user: AuthUser): NotificationReader['region'] {
  switch (user.role) {
    case 'region_admin':
      return user.region?.trim() ? { from: 'token', name: user.region.trim() } : null;
    case 'school_admin':
    case 'mentor':
    case 'team':
      return user.schoolCode ? { from: 'school', schoolCode: user.schoolCode } : null;
    default:
      return null;
  }
}
