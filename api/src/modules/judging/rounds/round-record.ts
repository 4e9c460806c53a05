import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { JUDGING_MSG, type JudgingRound, type JudgingRoundStatus } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../database';
import { judges, judgingAssignments, judgingRoundJudges, judgingRounds } from '../../../database/schema';
import { iso, isUuid, type AuditEntry } from '../../../kernel';

/*
 * What every part of judging shares about a round: ids from a path, the row as the API answers
 * it, reading (and locking) one, and its audit entries.
 */

export type RoundRow = typeof judgingRounds.$inferSelect;

/** An id from a path (round or assignment): 400 when it cannot be one. */
export function parseJudgingId(raw: string): string {
  const value = (raw ?? '').trim();
  if (!isUuid(value)) throw new BadRequestException(JUDGING_MSG.invalidId);
  return value.toLowerCase();
}

export function roundStatus(row: Pick<RoundRow, 'assignedAt' | 'publishedAt'>): JudgingRoundStatus {
  if (row.publishedAt) return 'published';
  return row.assignedAt ? 'assigned' : 'draft';
}

export function toJudgingRound(row: RoundRow, roundJudges: RoundJudge[], teamCount: number): JudgingRound {
  return {
    _id: row.id,
    name: row.name,
    phase: row.phase,
    categories: row.categories as JudgingRound['categories'],
    regions: row.regions,
    zones: row.zones,
    schoolCodes: row.schoolCodes,
    criteria: row.criteria,
    judgeIds: roundJudges.map((j) => j._id),
    judges: roundJudges,
    judgesPerTeam: row.judgesPerTeam,
    blind: row.blind,
    excludeSameRegion: row.excludeSameRegion,
    shareComments: row.shareComments,
    disagreementThreshold: row.disagreementThreshold,
    deadline: iso(row.deadline)!,
    status: roundStatus(row),
    teamCount,
    assignedAt: iso(row.assignedAt),
    publishedAt: iso(row.publishedAt),
    publishedScore: row.publishedScore ?? null,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** The round's row (locked for the transaction when asked); 404 when there is none. */
export async function requireRound(db: DbOrTx, roundId: string, lock = false): Promise<RoundRow> {
  const query = db.select().from(judgingRounds).where(eq(judgingRounds.id, roundId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundException(JUDGING_MSG.roundNotFound);
  return row;
}

/** 409 until the round has been assigned (coverage, results and publishing need its pairs). */
export function requireAssigned(row: RoundRow): void {
  if (!row.assignedAt) throw new ConflictException(JUDGING_MSG.notAssigned);
}

export interface RoundJudge {
  _id: string;
  name: string;
}

/** The round's judges, in id order. */
export async function roundJudges(db: DbOrTx, roundId: string): Promise<RoundJudge[]> {
  return db
    .select({ _id: judges.id, name: judges.name })
    .from(judgingRoundJudges)
    .innerJoin(judges, eq(judges.id, judgingRoundJudges.judgeId))
    .where(eq(judgingRoundJudges.roundId, roundId))
    .orderBy(judgingRoundJudges.judgeId);
}

/** Teams with at least one pair in the round. */
export async function roundTeamCount(db: DbOrTx, roundId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${judgingAssignments.teamId})::int` })
    .from(judgingAssignments)
    .where(eq(judgingAssignments.roundId, roundId));
  return row?.n ?? 0;
}

/** The round as the API answers it. */
export async function readRound(db: DbOrTx, roundId: string): Promise<JudgingRound> {
  const row = await requireRound(db, roundId);
  const [panel, teamCount] = await Promise.all([roundJudges(db, roundId), roundTeamCount(db, roundId)]);
  return toJudgingRound(row, panel, teamCount);
}

/** 'judging_round.<verb>' of one round: the back office's own record (no school's history shows it). */
export function roundAudit(action: string, roundId: string, change: Pick<AuditEntry, 'before' | 'after' | 'reason'>): AuditEntry {
  return { action: `judging_round.${action}`, entityType: 'judging_round', entityId: roundId, schoolCode: null, ...change };
}
