import { and, eq, sql, type SQL } from 'drizzle-orm';
import { notifications, schools } from '../../database/schema';
import type { NotificationReader } from './notification-reader';

/**
 * Notifications whose target matches the reader: role listed (or no roles listed) and region
 * listed (or no regions listed), and, for one addressed to an account, the reader is that
 * account. Region names compare case-insensitively (the directory's spelling may differ in case
 * from the region list's).
 */
export function targetMatches(reader: NotificationReader): SQL {
  const roleMatches = sql`(cardinality(${notifications.targetRoles}) = 0 or ${reader.role} = any(${notifications.targetRoles}))`;
  const region = regionOf(reader);
  const regionMatches = region
    ? sql`(cardinality(${notifications.targetRegions}) = 0 or exists (select 1 from unnest(${notifications.targetRegions}) as target_region(name) where lower(target_region.name) = lower(${region})))`
    : sql`cardinality(${notifications.targetRegions}) = 0`;
  // one account's own notification (0010) reaches that account only
  const accountMatches = reader.accountId
    ? sql`(${notifications.targetAccountId} is null or ${notifications.targetAccountId} = ${reader.accountId})`
    : sql`${notifications.targetAccountId} is null`;
  // one team's own notification (0028) reaches that team only
  const teamMatches = reader.teamId
    ? sql`(${notifications.targetTeamId} is null or ${notifications.targetTeamId} = ${reader.teamId})`
    : sql`${notifications.targetTeamId} is null`;
  return sql`(${roleMatches} and ${regionMatches} and ${accountMatches} and ${teamMatches})`;
}

/** Notifications addressed by role/region (the admin manages these), not to one account or team. */
export const BROADCAST: SQL = sql`(${notifications.targetAccountId} is null and ${notifications.targetTeamId} is null)`;

/** Active notifications addressed to the reader: in the WHERE of every bell read and write. */
export function visibleTo(reader: NotificationReader): SQL {
  return and(eq(notifications.status, 'active'), targetMatches(reader)) as SQL;
}

/** The reader's region as SQL: the token's, or its school's directory region (an aliased subquery). */
function regionOf(reader: NotificationReader): SQL | null {
  if (!reader.region) return null;
  if (reader.region.from === 'token') return sql`${reader.region.name}`;
  return sql`(select reader_school.region from ${schools} as reader_school where reader_school.code = ${reader.region.schoolCode})`;
}
