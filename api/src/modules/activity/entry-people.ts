import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { accounts, auditLog, mentors, notifications, schools, teams } from '../../database/schema';

/*
 * Issue 25, "people, not ids": the trail stores a record by its row id (`team 05cf3612-…`); the
 * Activity section shows it as people name it (the Team ID, the school code and name, the mentor's
 * ID and name, the account's username), resolved by left joins in the list's own statement, so a
 * page of 50 entries stays one query, and its count the same joins. A record deleted since is named
 * from the snapshot the trail kept of it (before, else after).
 */

const entityTeam = alias(teams, 'entry_team');
const entityMentor = alias(mentors, 'entry_mentor');
const entityAccount = alias(accounts, 'entry_account');
const entityNotice = alias(notifications, 'entry_notice');
const entrySchool = alias(schools, 'entry_school');
const actorAccount = alias(accounts, 'entry_actor');

const UUID_TEXT = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A text column as a uuid when it holds one (else null, never a cast error), so the join uses the row's primary key. */
const asUuid = (column: AnyColumn | SQL): SQL =>
  sql`(case when ${column} ~ ${UUID_TEXT} then (${column})::uuid end)`;

/** The entry's id as the uuid of a row of `type`; null for any other type. */
const entityUuid = (type: string): SQL => sql`(case when ${auditLog.entityType} = ${type} then ${asUuid(auditLog.entityId)} end)`;

/** A field of the kept snapshot (before, else after), for a record deleted since. */
const kept = (field: string): SQL => sql`coalesce(${auditLog.before} ->> ${field}, ${auditLog.after} ->> ${field})`;
const blankless = (value: AnyColumn | SQL): SQL => sql`nullif(trim(${value}), '')`;

/** The columns the entries add (select them beside the audit row's own; `withEntryPeople` adds their joins). */
export const ENTRY_PEOPLE = {
  actorName: sql<string | null>`coalesce(${blankless(actorAccount.fullName)}, ${blankless(actorAccount.username)})`,
  entityRef: sql<string | null>`(case ${auditLog.entityType}
      when 'team' then coalesce(${entityTeam.teamId}, ${kept('teamId')})
      when 'mentor' then coalesce(${entityMentor.mentorId}, ${kept('mentorId')})
      when 'registration' then ${auditLog.schoolCode}
      when 'payment' then ${auditLog.schoolCode}
      when 'school' then ${auditLog.entityId}
      when 'user' then coalesce(${entityAccount.username}, ${entityAccount.email}, ${kept('username')}, ${kept('email')})
      when 'settings' then ${auditLog.entityId}
      when 'export' then ${auditLog.entityId}
    end)`,
  entityName: sql<string | null>`(case ${auditLog.entityType}
      when 'team' then coalesce(${entityTeam.teamName}, ${kept('teamName')})
      when 'mentor' then coalesce(${entityMentor.name}, ${kept('name')})
      when 'registration' then ${entrySchool.name}
      when 'payment' then ${entrySchool.name}
      when 'school' then ${entrySchool.name}
      when 'user' then coalesce(${blankless(entityAccount.fullName)}, ${kept('fullName')})
      when 'notification' then coalesce(${entityNotice.title}, ${kept('title')})
    end)`,
  schoolName: sql<string | null>`${entrySchool.name}`,
};

/** The joins behind ENTRY_PEOPLE: each to a primary key, at most one row each, so they never multiply entries. */
export function withEntryPeople<T extends PgSelect>(query: T): T {
  return query
    .leftJoin(entityTeam, eq(entityTeam.id, entityUuid('team')))
    .leftJoin(entityMentor, eq(entityMentor.id, entityUuid('mentor')))
    .leftJoin(entityAccount, eq(entityAccount.id, entityUuid('user')))
    .leftJoin(entityNotice, eq(entityNotice.id, entityUuid('notification')))
    .leftJoin(entrySchool, eq(entrySchool.code, auditLog.schoolCode))
    .leftJoin(actorAccount, eq(actorAccount.id, asUuid(auditLog.actorId))) as unknown as T;
}
