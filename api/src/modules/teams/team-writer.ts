import { ConflictException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { API_MSG, buildTeamId, CLASSES_BY_CATEGORY, LIMITS, MSG, type Category, type FieldError, type Gender } from '@hackathon/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fieldError, fieldErrors } from '../../common/field-rules';
import { auditDiff, recordAudit, type AuditActor, isUuid, lockSchoolParticipants } from '../../kernel';
import { queryRows, type Db, type DbOrTx } from '../../database';
import { uniqueViolation } from '../../database/pg-errors';
import { mentors, schools, teamMembers, teams } from '../../database/schema';

export interface NewTeamMember {
  memberId?: string;
  studentId: string;
  name: string;
  class: number;
  fathersName: string;
  gender: Gender;
  isLeader?: boolean;
}

export interface NewTeam {
  schoolCode: string;
  teamName: string;
  category: Category;
  passwordHash: string;
  teamEmail?: string | null;
  members: NewTeamMember[];
  /** A mentor of the school: its `_id` or mentorId (null or absent: none). */
  assignedMentor?: string | null;
}

/** What an edit changes; absent fields stay as they are. */
export interface TeamChange {
  teamName?: string;
  category?: Category;
  passwordHash?: string;
  teamEmail?: string | null;
  members?: NewTeamMember[];
  assignedMentor?: string | null;
  /**
   * Optimistic concurrency: the team's updatedAt as the client last read it (ISO). When it is not
   * the stored one (at millisecond precision, what the wire carries) the edit is refused with 409
   * and nothing is written.
   */
  expectedUpdatedAt?: string;
}

export interface WrittenTeam {
  id: string;
  teamId: string;
  teamNumber: number;
}

// Conflicts another request can cause by taking the same number first: try the next free one.
const NUMBER_RACES = new Set(['teams_school_code_team_number_key', 'teams_team_id_key']);
const MAX_ATTEMPTS = 5;

const classMessage = (category: Category) => (category === 'jr' ? MSG.juniorClass : MSG.seniorClass);

/** Member ID as stored: the one sent, else `<Team ID>-M<position>` (participant spec, section 3). */
function memberIdsFor(teamId: string, members: readonly NewTeamMember[]): string[] {
  return members.map((m, index) => m.memberId?.trim() || `${teamId}-M${index + 1}`);
}

/**
 * The spec's team rules, checked before the database (which enforces the same as constraints).
 * Problems come back as field errors (`members.1.studentId`) so the form can attach them.
 */
export function checkTeamMembers(category: Category, members: readonly NewTeamMember[], memberIds?: readonly string[]): void {
  if (members.length < LIMITS.minTeamMembers) throw fieldError('members', MSG.atLeastOneMember);
  if (members.length > LIMITS.maxTeamMembers) throw fieldError('members', MSG.maxMembers);
  if (members.filter((m) => m.isLeader === true).length !== 1) throw fieldError('members', MSG.exactlyOneLeader);
  const errors: FieldError[] = [];
  const seenStudents = new Set<string>();
  const seenMembers = new Set<string>();
  members.forEach((member, index) => {
    const studentId = member.studentId.trim().toLowerCase();
    if (seenStudents.has(studentId)) errors.push({ path: `members.${index}.studentId`, msg: MSG.studentIdUnique });
    seenStudents.add(studentId);
    if (!CLASSES_BY_CATEGORY[category].includes(member.class)) errors.push({ path: `members.${index}.class`, msg: classMessage(category) });
    const memberId = memberIds?.[index];
    if (memberId !== undefined) {
      if (seenMembers.has(memberId)) errors.push({ path: `members.${index}.memberId`, msg: API_MSG.memberIdUnique });
      seenMembers.add(memberId);
    }
  });
  if (errors.length > 0) throw fieldErrors(errors);
}

/**
 * The mentor named by a team form, inside the school's lock: an active mentor of the same school
 * with room for one more team (capacity 2). Returns its row id; null clears the assignment.
 */
async function resolveMentor(tx: DbOrTx, schoolCode: string, ref: string | null, teamUuid: string | null): Promise<string | null> {
  if (ref === null || ref.trim() === '') return null;
  const value = ref.trim();
  const [mentor] = await tx
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.schoolCode, schoolCode), eq(mentors.isActive, true), isUuid(value) ? eq(mentors.id, value.toLowerCase()) : eq(mentors.mentorId, value)))
    .limit(1);
  if (!mentor) throw fieldError('assignedMentor', API_MSG.mentorNotAvailable);
  const others = teamUuid ? and(eq(teams.assignedMentorId, mentor.id), ne(teams.id, teamUuid)) : eq(teams.assignedMentorId, mentor.id);
  const [{ n }] = (await tx.select({ n: count() }).from(teams).where(others)) as [{ n: number }];
  if (n >= LIMITS.mentorTeamCapacity) throw fieldError('assignedMentor', API_MSG.mentorFull);
  return mentor.id;
}

async function insertMembers(tx: DbOrTx, teamUuid: string, members: readonly NewTeamMember[], memberIds: readonly string[]): Promise<void> {
  await tx.insert(teamMembers).values(
    members.map((member, index) => ({
      teamId: teamUuid,
      position: index + 1,
      memberId: memberIds[index]!,
      studentId: member.studentId.trim(),
      name: member.name.trim(),
      class: member.class,
      fathersName: member.fathersName.trim(),
      gender: member.gender,
      isLeader: member.isLeader === true,
    })),
  );
}

/**
 * The team as the audit trail records it: the fields a form edits, the mentor by its readable
 * ID and name, the members in order (never the password hash).
 */
async function teamSnapshot(tx: DbOrTx, teamUuid: string): Promise<Record<string, unknown> | null> {
  const [team] = await tx
    .select({
      teamId: teams.teamId,
      teamName: teams.teamName,
      category: teams.category,
      teamEmail: teams.teamEmail,
      mentorUuid: teams.assignedMentorId,
      mentorId: mentors.mentorId,
      mentorName: mentors.name,
    })
    .from(teams)
    .leftJoin(mentors, eq(mentors.id, teams.assignedMentorId))
    .where(eq(teams.id, teamUuid))
    .limit(1);
  if (!team) return null;
  const members = await tx
    .select({
      memberId: teamMembers.memberId,
      studentId: teamMembers.studentId,
      name: teamMembers.name,
      class: teamMembers.class,
      fathersName: teamMembers.fathersName,
      gender: teamMembers.gender,
      isLeader: teamMembers.isLeader,
    })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamUuid))
    .orderBy(asc(teamMembers.position));
  const { mentorUuid, mentorId, mentorName, ...fields } = team;
  return { ...fields, assignedMentor: mentorUuid ? { _id: mentorUuid, mentorId, name: mentorName } : null, members };
}

/**
 * updated_at at millisecond precision (what the wire carries), strictly later than before, so a
 * client holding the old value can never match the new one.
 */
const nextTeamStamp = () => sql`date_trunc('milliseconds', greatest(clock_timestamp(), ${teams.updatedAt} + interval '1 millisecond'))`;

/** The audit action of an edit: an assignment alone reads as one. */
function editAction(changed: Record<string, unknown>, passwordChanged: boolean): string {
  const keys = Object.keys(changed);
  if (!passwordChanged && keys.length === 1 && keys[0] === 'assignedMentor') return changed.assignedMentor ? 'team.mentor_assigned' : 'team.mentor_removed';
  return 'team.updated';
}

/** Unique violations a client can cause, as 409s; anything else is rethrown. */
function clientConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'teams_email_unique') throw new ConflictException(API_MSG.teamEmailInUse);
  if (constraint !== null) throw new ConflictException(API_MSG.tryAgain);
  throw error;
}

/**
 * Creates a team with the lowest free number 1-4 of its school and its members, in one
 * transaction under the school's lock. The four-team limit is also the database's (unique
 * school + number, number 1-4): a creation that still loses a race tries the next number; when
 * no number is free the answer is 409.
 */
export async function createTeamRecord(db: Db, input: NewTeam, actor?: AuditActor): Promise<WrittenTeam> {
  checkTeamMembers(input.category, input.members);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await lockSchoolParticipants(tx, input.schoolCode);
        const [school] = await tx.select({ region: schools.region }).from(schools).where(eq(schools.code, input.schoolCode)).limit(1);
        if (!school) throw new NotFoundException(API_MSG.schoolNotFound);
        const free = await queryRows<{ n: number }>(
          tx,
          sql`select n::int as n from generate_series(1, ${LIMITS.maxTeamsPerSchool}::int) as n
              where n not in (select ${teams.teamNumber} from ${teams} where ${teams.schoolCode} = ${input.schoolCode})
              order by n limit 1`,
        );
        const teamNumber = free[0]?.n;
        if (teamNumber === undefined) throw new ConflictException(API_MSG.maxTeamsReached);
        const teamId = buildTeamId(school.region, input.schoolCode, input.category, teamNumber);
        const memberIds = memberIdsFor(teamId, input.members);
        checkTeamMembers(input.category, input.members, memberIds);
        const assignedMentorId = await resolveMentor(tx, input.schoolCode, input.assignedMentor ?? null, null);
        const [row] = await tx
          .insert(teams)
          .values({
            teamId,
            schoolCode: input.schoolCode,
            teamNumber,
            teamName: input.teamName.trim(),
            category: input.category,
            passwordHash: input.passwordHash,
            teamEmail: input.teamEmail ?? null,
            assignedMentorId,
          })
          .returning({ id: teams.id });
        await insertMembers(tx, row!.id, input.members, memberIds);
        if (actor) {
          await recordAudit(tx, actor, { action: 'team.created', entityType: 'team', entityId: row!.id, schoolCode: input.schoolCode, after: await teamSnapshot(tx, row!.id) });
        }
        return { id: row!.id, teamId, teamNumber };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== null && NUMBER_RACES.has(constraint)) continue; // another request took this number meanwhile
      clientConflict(error);
    }
  }
  throw new ServiceUnavailableException(API_MSG.tryAgain);
}

/**
 * Applies an edit in one transaction under the school's lock. A new category gives the team the
 * Team ID of that category with the same number (the ID always says the category), and member
 * IDs generated from the old ID follow it. Without a new member list, the current members must
 * suit the new category. Returns the team's row id and (possibly new) Team ID.
 */
export async function updateTeamRecord(db: Db, teamUuid: string, change: TeamChange, actor?: AuditActor): Promise<WrittenTeam> {
  try {
    return await db.transaction(async (tx) => {
      const [owner] = await tx.select({ schoolCode: teams.schoolCode }).from(teams).where(eq(teams.id, teamUuid)).limit(1);
      if (!owner) throw new NotFoundException(API_MSG.teamNotFound);
      await lockSchoolParticipants(tx, owner.schoolCode);
      // the row lock also orders this edit after a phase action or status change on the team
      const [current] = await tx
        .select({
          teamId: teams.teamId,
          teamNumber: teams.teamNumber,
          category: teams.category,
          region: schools.region,
          stale: change.expectedUpdatedAt
            ? sql<boolean>`date_trunc('milliseconds', ${teams.updatedAt}) <> ${new Date(change.expectedUpdatedAt).toISOString()}::timestamptz`.mapWith(Boolean)
            : sql<boolean>`false`.mapWith(Boolean),
        })
        .from(teams)
        .innerJoin(schools, eq(schools.code, teams.schoolCode))
        .where(eq(teams.id, teamUuid))
        .limit(1)
        .for('update', { of: teams });
      if (!current) throw new NotFoundException(API_MSG.teamNotFound);
      if (current.stale) throw new ConflictException(API_MSG.teamStale);
      const before = actor ? await teamSnapshot(tx, teamUuid) : null;

      const category = change.category ?? current.category;
      const teamId = category === current.category ? current.teamId : buildTeamId(current.region, owner.schoolCode, category, current.teamNumber);
      // member IDs generated from the old Team ID follow the new one
      const renamed = (memberId: string) => (teamId !== current.teamId && memberId.startsWith(`${current.teamId}-M`) ? `${teamId}${memberId.slice(current.teamId.length)}` : memberId);

      let members = change.members;
      if (members) {
        members = members.map((m) => (m.memberId ? { ...m, memberId: renamed(m.memberId.trim()) } : m));
        checkTeamMembers(category, members, memberIdsFor(teamId, members));
      } else if (teamId !== current.teamId) {
        const existing = await tx.select({ position: teamMembers.position, class: teamMembers.class }).from(teamMembers).where(eq(teamMembers.teamId, teamUuid));
        if (existing.some((m) => !CLASSES_BY_CATEGORY[category].includes(m.class))) throw fieldError('category', classMessage(category));
      }

      const set: PgUpdateSetSource<typeof teams> = { updatedAt: nextTeamStamp() };
      if (change.teamName !== undefined) set.teamName = change.teamName.trim();
      if (change.passwordHash !== undefined) set.passwordHash = change.passwordHash;
      if (change.teamEmail !== undefined) set.teamEmail = change.teamEmail;
      if (teamId !== current.teamId) Object.assign(set, { teamId, category });
      if (change.assignedMentor !== undefined) set.assignedMentorId = await resolveMentor(tx, owner.schoolCode, change.assignedMentor, teamUuid);
      await tx.update(teams).set(set).where(eq(teams.id, teamUuid));

      if (members) {
        await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamUuid));
        await insertMembers(tx, teamUuid, members, memberIdsFor(teamId, members));
      } else if (teamId !== current.teamId) {
        await tx
          .update(teamMembers)
          .set({ memberId: sql`${teamId} || substr(${teamMembers.memberId}, ${current.teamId.length + 1})` })
          .where(and(eq(teamMembers.teamId, teamUuid), sql`starts_with(${teamMembers.memberId}, ${`${current.teamId}-M`})`));
      }
      if (actor && before) {
        const passwordChanged = change.passwordHash !== undefined;
        const diff = auditDiff(before, (await teamSnapshot(tx, teamUuid)) ?? {});
        if (diff || passwordChanged) {
          await recordAudit(tx, actor, {
            action: editAction(diff?.after ?? {}, passwordChanged),
            entityType: 'team',
            entityId: teamUuid,
            schoolCode: owner.schoolCode,
            // a new password is recorded as a fact, never as a value
            before: diff?.before ?? {},
            after: { ...(diff?.after ?? {}), ...(passwordChanged && { passwordChanged: true }) },
          });
        }
      }
      return { id: teamUuid, teamId, teamNumber: current.teamNumber };
    });
  } catch (error) {
    clientConflict(error);
  }
}

/** Deletes a team with its members (and its reset links, by cascade). */
export async function deleteTeamRecord(db: Db, teamUuid: string, actor?: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ schoolCode: teams.schoolCode }).from(teams).where(eq(teams.id, teamUuid)).limit(1);
    if (!owner) throw new NotFoundException(API_MSG.teamNotFound);
    await lockSchoolParticipants(tx, owner.schoolCode);
    const before = actor ? await teamSnapshot(tx, teamUuid) : null;
    const deleted = await tx.delete(teams).where(eq(teams.id, teamUuid)).returning({ id: teams.id });
    if (actor && deleted.length > 0) {
      await recordAudit(tx, actor, { action: 'team.deleted', entityType: 'team', entityId: teamUuid, schoolCode: owner.schoolCode, before });
    }
  });
}

/** Records a new team password (as a fact, never the value) in the caller's transaction. */
export async function recordTeamPasswordChange(tx: DbOrTx, actor: AuditActor, teamUuid: string, schoolCode: string): Promise<void> {
  await recordAudit(tx, actor, { action: 'team.password_changed', entityType: 'team', entityId: teamUuid, schoolCode, after: { passwordChanged: true } });
}
