import { ConflictException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { API_MSG, LIMITS, MSG, type Gender } from '@hackathon/contracts';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { auditDiff, recordAudit, type AuditActor, lockSchoolParticipants } from '../../kernel';
import { type Db, type DbOrTx } from '../../database';
import { uniqueViolation } from '../../database/pg-errors';
import { mentors, schools, teams } from '../../database/schema';

export interface NewMentor {
  schoolCode: string;
  teacherId: string;
  name: string;
  designation: string;
  gender: Gender | null;
  contactNumber: string;
  email: string;
  isActive?: boolean;
}

export type MentorChange = Partial<Omit<NewMentor, 'schoolCode'>>;

export interface CreatedMentor {
  id: string;
  mentorId: string;
  slot: number;
}

const SLOT_RACES = new Set(['mentors_school_code_slot_key', 'mentors_mentor_id_key']);

/** The mentor as the audit trail records it (the fields a form edits). */
async function mentorSnapshot(tx: DbOrTx, mentorUuid: string): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({
      mentorId: mentors.mentorId,
      teacherId: mentors.teacherId,
      name: mentors.name,
      designation: mentors.designation,
      gender: mentors.gender,
      contactNumber: mentors.contactNumber,
      emailId: mentors.email,
      isActive: mentors.isActive,
    })
    .from(mentors)
    .where(eq(mentors.id, mentorUuid))
    .limit(1);
  return row ?? null;
}
const MAX_ATTEMPTS = 5;

/**
 * 409 when another mentor of the school already has this email (any case), teacher ID (any
 * case) or contact number. Runs inside the school's lock, so two concurrent forms cannot both pass.
 */
async function assertNoDuplicate(tx: DbOrTx, schoolCode: string, fields: { email?: string; teacherId?: string; contactNumber?: string }, exceptId: string | null): Promise<void> {
  const same: SQL[] = [];
  if (fields.email) same.push(sql`lower(${mentors.email}) = ${fields.email.trim().toLowerCase()}`);
  if (fields.teacherId) same.push(sql`lower(${mentors.teacherId}) = ${fields.teacherId.trim().toLowerCase()}`);
  if (fields.contactNumber) same.push(eq(mentors.contactNumber, fields.contactNumber));
  if (same.length === 0) return;
  const [clash] = await tx
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.schoolCode, schoolCode), or(...same), exceptId ? ne(mentors.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw new ConflictException(MSG.mentorConflict);
}

/**
 * Creates a mentor in the lowest free slot (1 or 2) of its school, under the school's lock. The
 * two-mentor limit is also the database's (unique school + slot, slot 1-2): a creation that still
 * loses a race looks again; with no slot free the answer is 409. The mentor ID follows the demo
 * data: `MNT-<school code>-<slot>`.
 */
export async function createMentorRecord(db: Db, input: NewMentor, actor?: AuditActor): Promise<CreatedMentor> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await lockSchoolParticipants(tx, input.schoolCode);
        const [school] = await tx.select({ code: schools.code }).from(schools).where(eq(schools.code, input.schoolCode)).limit(1);
        if (!school) throw new NotFoundException(API_MSG.schoolNotFound);
        const taken = await tx.select({ slot: mentors.slot }).from(mentors).where(eq(mentors.schoolCode, input.schoolCode));
        const used = new Set(taken.map((m) => m.slot));
        const slot = Array.from({ length: LIMITS.maxMentorsPerSchool }, (_, i) => i + 1).find((n) => !used.has(n));
        if (slot === undefined) throw new ConflictException(API_MSG.maxMentorsReached);
        await assertNoDuplicate(tx, input.schoolCode, input, null);
        const mentorId = `MNT-${input.schoolCode}-${slot}`;
        const [row] = await tx
          .insert(mentors)
          .values({
            mentorId,
            teacherId: input.teacherId.trim(),
            schoolCode: input.schoolCode,
            slot,
            name: input.name.trim(),
            designation: input.designation.trim(),
            gender: input.gender,
            contactNumber: input.contactNumber,
            email: input.email.trim().toLowerCase(),
            isActive: input.isActive ?? true,
            updatedAt: sql`now()`,
          })
          .returning({ id: mentors.id });
        if (actor) {
          await recordAudit(tx, actor, { action: 'mentor.created', entityType: 'mentor', entityId: row!.id, schoolCode: input.schoolCode, after: await mentorSnapshot(tx, row!.id) });
        }
        return { id: row!.id, mentorId, slot };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (!SLOT_RACES.has(constraint)) throw new ConflictException(API_MSG.tryAgain);
    }
  }
  throw new ServiceUnavailableException(API_MSG.tryAgain);
}

/** Applies an edit under the school's lock (the duplicate rule as on create). */
export async function updateMentorRecord(db: Db, mentorUuid: string, change: MentorChange, actor?: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ schoolCode: mentors.schoolCode }).from(mentors).where(eq(mentors.id, mentorUuid)).limit(1);
    if (!current) throw new NotFoundException(API_MSG.mentorNotFound);
    await lockSchoolParticipants(tx, current.schoolCode);
    await assertNoDuplicate(tx, current.schoolCode, change, mentorUuid);
    const before = actor ? await mentorSnapshot(tx, mentorUuid) : null;
    const set: PgUpdateSetSource<typeof mentors> = { updatedAt: sql`now()` };
    if (change.teacherId !== undefined) set.teacherId = change.teacherId.trim();
    if (change.name !== undefined) set.name = change.name.trim();
    if (change.designation !== undefined) set.designation = change.designation.trim();
    if (change.gender !== undefined) set.gender = change.gender;
    if (change.contactNumber !== undefined) set.contactNumber = change.contactNumber;
    if (change.email !== undefined) set.email = change.email.trim().toLowerCase();
    if (typeof change.isActive === 'boolean') set.isActive = change.isActive;
    await tx.update(mentors).set(set).where(eq(mentors.id, mentorUuid));
    if (actor && before) {
      const diff = auditDiff(before, (await mentorSnapshot(tx, mentorUuid)) ?? {});
      if (diff) await recordAudit(tx, actor, { action: 'mentor.updated', entityType: 'mentor', entityId: mentorUuid, schoolCode: current.schoolCode, ...diff });
    }
  });
}

/**
 * Deletes a mentor. A mentor still assigned to teams is refused (409 naming the teams) unless
 * `force`, which takes it off those teams in the same transaction. Returns the Team IDs unassigned.
 */
export async function deleteMentorRecord(db: Db, mentorUuid: string, force: boolean, actor?: AuditActor): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ schoolCode: mentors.schoolCode }).from(mentors).where(eq(mentors.id, mentorUuid)).limit(1);
    if (!current) throw new NotFoundException(API_MSG.mentorNotFound);
    await lockSchoolParticipants(tx, current.schoolCode);
    const assigned = await tx.select({ id: teams.id, teamId: teams.teamId }).from(teams).where(eq(teams.assignedMentorId, mentorUuid)).orderBy(asc(teams.teamNumber));
    const teamIds = assigned.map((a) => a.teamId);
    if (teamIds.length > 0 && !force) throw new ConflictException(API_MSG.mentorAssignedToTeams(teamIds));
    const before = actor ? await mentorSnapshot(tx, mentorUuid) : null;
    if (teamIds.length > 0) await tx.update(teams).set({ assignedMentorId: null, updatedAt: sql`now()` }).where(eq(teams.assignedMentorId, mentorUuid));
    await tx.delete(mentors).where(eq(mentors.id, mentorUuid));
    if (actor) {
      const mentorRef = before ? { _id: mentorUuid, mentorId: before.mentorId, name: before.name } : { _id: mentorUuid };
      await recordAudit(tx, actor, [
        { action: 'mentor.deleted', entityType: 'mentor', entityId: mentorUuid, schoolCode: current.schoolCode, before, after: teamIds.length > 0 ? { unassignedTeams: teamIds } : null },
        // each team's own history shows that it lost its mentor, and why
        ...assigned.map((team) => ({
          action: 'team.mentor_removed',
          entityType: 'team' as const,
          entityId: team.id,
          schoolCode: current.schoolCode,
          reason: 'Mentor deleted',
          before: { assignedMentor: mentorRef },
          after: { assignedMentor: null },
        })),
      ]);
    }
    return teamIds;
  });
}
