import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { JUDGING_MSG, type AssignmentPlanResult, type CoverageAssignment } from '@hackathon/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../../database';
import { judges, judgingAssignments, judgingRounds } from '../../../database/schema';
import { recordAudit, type AuditActor } from '../../../kernel';
import { parseJudgingId, requireRound, roundAudit } from '../rounds/round-record';
import { planAssignment, replaceJudge, whyIneligible, type AssignmentPair } from './plan-assignment';
import { poolJudges, poolTeams, roundPairs } from './round-pool';

/** Pairs per INSERT of new pairs (two array parameters per statement) and per DELETE of dropped ones. */
const INSERT_BATCH = 20_000;
const pairKey = (p: AssignmentPair) => `${p.teamId}|${p.judgeId}`;
/** UUIDs as one array literal parameter ('{a,b}'): the same on the server's driver and PGlite. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The round's assignment (issue 27): the plan (./plan-assignment.ts) over the round's teams and
 * judges, applied in one transaction; an admin's swap of one judge; the judge who takes a
 * conflicted team's place. Sheets begun (draft, submitted) are never moved.
 */
@Injectable()
export class AssignmentService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** POST /judging/rounds/{id}/assign: the plan; applied unless dryRun. */
  async assign(actor: AuditActor, rawId: string, dryRun: boolean): Promise<AssignmentPlanResult> {
    const roundId = parseJudgingId(rawId);
    return this.db.transaction(async (tx) => {
      const round = await requireRound(tx, roundId, !dryRun);
      if (round.publishedAt && !dryRun) throw new ConflictException(JUDGING_MSG.roundAssigned);
      const [teams, judgeRows, pairs] = await Promise.all([poolTeams(tx, round), poolJudges(tx, roundId), roundPairs(tx, roundId)]);
      if (teams.length === 0) throw new ConflictException(JUDGING_MSG.noTeams);
      if (judgeRows.length === 0) throw new ConflictException(JUDGING_MSG.noJudges);
      const plan = planAssignment({
        teams,
        judges: judgeRows,
        judgesPerTeam: round.judgesPerTeam,
        excludeSameRegion: round.excludeSameRegion,
        fixed: pairs.kept,
        conflicts: pairs.conflicts,
      });
      const teamById = new Map(teams.map((t) => [t.id, t]));
      const judgeById = new Map(judgeRows.map((j) => [j.id, j]));
      const loads = [...plan.loads].map(([judgeId, load]) => ({ judgeId, name: judgeById.get(judgeId)!.name, load }));
      const result: AssignmentPlanResult = {
        applied: !dryRun,
        teamCount: teams.length,
        judgeCount: judgeRows.length,
        pairCount: plan.pairs.length,
        sameSchoolPairs: plan.pairs.filter((p) => whyIneligible(teamById.get(p.teamId)!, { ...judgeById.get(p.judgeId)!, region: null }, false) === 'same_school').length,
        sameRegionPairs: plan.pairs.filter((p) => teamById.get(p.teamId)!.region === judgeById.get(p.judgeId)!.region).length,
        minLoad: Math.min(...loads.map((l) => l.load)),
        maxLoad: Math.max(...loads.map((l) => l.load)),
        loads,
        shortfalls: plan.shortfalls.map((s) => ({ teamId: teamById.get(s.teamId)!.teamId, teamName: teamById.get(s.teamId)!.teamName, assigned: s.assigned })),
      };
      if (!dryRun) await this.apply(tx, actor, roundId, plan.pairs, pairs.pending, result);
      return result;
    });
  }

  /** Writes the plan: pending pairs it dropped go, its new pairs come; the round is marked assigned. */
  private async apply(tx: DbOrTx, actor: AuditActor, roundId: string, planned: AssignmentPair[], pending: (AssignmentPair & { id: string })[], result: AssignmentPlanResult): Promise<void> {
    const wanted = new Set(planned.map(pairKey));
    const dropped = pending.filter((p) => !wanted.has(pairKey(p))).map((p) => p.id);
    for (let i = 0; i < dropped.length; i += INSERT_BATCH) await tx.delete(judgingAssignments).where(inArray(judgingAssignments.id, dropped.slice(i, i + INSERT_BATCH)));
    const have = new Set(pending.map(pairKey));
    const added = planned.filter((p) => !have.has(pairKey(p)));
    // one statement per batch over two arrays (unnest): far cheaper than a parameter per cell
    for (let i = 0; i < added.length; i += INSERT_BATCH) {
      const batch = added.slice(i, i + INSERT_BATCH);
      await tx.execute(sql`insert into ${judgingAssignments} (round_id, team_id, judge_id)
        select ${roundId}::uuid, pair.team_id, pair.judge_id
        from unnest(${uuidArray(batch.map((p) => p.teamId))}::uuid[], ${uuidArray(batch.map((p) => p.judgeId))}::uuid[]) as pair(team_id, judge_id)
        on conflict do nothing`);
    }
    await tx.update(judgingRounds).set({ assignedAt: sql`coalesce(${judgingRounds.assignedAt}, now())`, updatedAt: sql`now()` }).where(eq(judgingRounds.id, roundId));
    const { loads: _loads, shortfalls, ...figures } = result;
    await recordAudit(tx, actor, roundAudit('assigned', roundId, { after: { ...figures, shortfallCount: shortfalls.length, added: added.length, removed: dropped.length } }));
  }

  /** POST /judging/assignments/{id}/swap: the named judge, or the best eligible one, takes a sheet not yet submitted. */
  async swap(actor: AuditActor, rawId: string, judgeId: string | undefined): Promise<CoverageAssignment> {
    const id = parseJudgingId(rawId);
    return this.db.transaction(async (tx) => {
      const pair = await this.lockPair(tx, id);
      if (pair.state === 'submitted' || pair.state === 'conflict') throw new ConflictException(JUDGING_MSG.sheetLocked);
      const next = await this.successor(tx, pair, judgeId?.toLowerCase(), []);
      if (!next) throw new ConflictException(JUDGING_MSG.noEligibleJudge);
      await this.moveSheet(tx, id, next);
      await recordAudit(tx, actor, roundAudit('judge_swapped', pair.roundId, { before: { assignmentId: id, teamId: pair.teamId, judgeId: pair.judgeId }, after: { assignmentId: id, teamId: pair.teamId, judgeId: next } }));
      return this.coverageRow(tx, id);
    });
  }

  /**
   * A judge's declared conflict: its pair becomes a conflict (kept, with the reason, so no plan
   * gives it back) and a new pending pair goes to the best eligible judge. False when none is.
   */
  async replaceConflicted(tx: DbOrTx, pair: LockedPair, reason: string): Promise<boolean> {
    await tx
      .update(judgingAssignments)
      .set({ state: 'conflict', conflictReason: reason, scores: {}, total: null, comment: '', privateNote: '', submittedAt: null, submissionId: null, updatedAt: sql`now()` })
      .where(eq(judgingAssignments.id, pair.id));
    const next = await this.successor(tx, pair, undefined, [{ teamId: pair.teamId, judgeId: pair.judgeId }]);
    if (!next) return false;
    await tx.insert(judgingAssignments).values({ roundId: pair.roundId, teamId: pair.teamId, judgeId: next }).onConflictDoNothing();
    return true;
  }

  /** The pair, locked; 404 when there is none. */
  async lockPair(tx: DbOrTx, id: string): Promise<LockedPair> {
    const [row] = await tx
      .select({ id: judgingAssignments.id, roundId: judgingAssignments.roundId, teamId: judgingAssignments.teamId, judgeId: judgingAssignments.judgeId, state: judgingAssignments.state })
      .from(judgingAssignments)
      .where(eq(judgingAssignments.id, id))
      .for('update');
    if (!row) throw new NotFoundException(JUDGING_MSG.assignmentNotFound);
    return row;
  }

  /** Who takes `pair`'s place: `wanted` when it is eligible (else 400), or the planner's choice. */
  private async successor(tx: DbOrTx, pair: LockedPair, wanted: string | undefined, extraConflicts: AssignmentPair[]): Promise<string | null> {
    const round = await requireRound(tx, pair.roundId);
    const [teams, judgeRows, pairs] = await Promise.all([poolTeams(tx, round), poolJudges(tx, pair.roundId), roundPairs(tx, pair.roundId)]);
    const team = teams.find((t) => t.id === pair.teamId);
    if (!team) throw new ConflictException(JUDGING_MSG.noEligibleJudge);
    const live = [...pairs.kept, ...pairs.pending];
    const conflicts = [...pairs.conflicts, ...extraConflicts];
    if (wanted) {
      const judge = judgeRows.find((j) => j.id === wanted);
      const taken = live.some((p) => p.teamId === team.id && p.judgeId === wanted) || conflicts.some((p) => p.teamId === team.id && p.judgeId === wanted);
      if (!judge || taken || whyIneligible(team, judge, round.excludeSameRegion)) throw new BadRequestException(JUDGING_MSG.judgeNotEligible);
      return wanted;
    }
    return replaceJudge({ teams: [team], judges: judgeRows, excludeSameRegion: round.excludeSameRegion, pairs: live }, team.id, pair.judgeId, conflicts);
  }

  /** The sheet goes to another judge, blank (a draft is its judge's own work). */
  private async moveSheet(tx: DbOrTx, id: string, judgeId: string): Promise<void> {
    await tx
      .update(judgingAssignments)
      .set({ judgeId, state: 'pending', scores: {}, total: null, comment: '', privateNote: '', submittedAt: null, submissionId: null, updatedAt: sql`now()` })
      .where(eq(judgingAssignments.id, id));
  }

  /** One pair as the coverage board shows it. */
  async coverageRow(db: DbOrTx, id: string): Promise<CoverageAssignment> {
    const [row] = await db
      .select({
        assignmentId: judgingAssignments.id,
        judgeId: judgingAssignments.judgeId,
        judgeName: judges.name,
        state: judgingAssignments.state,
        conflictReason: judgingAssignments.conflictReason,
        total: judgingAssignments.total,
      })
      .from(judgingAssignments)
      .innerJoin(judges, eq(judges.id, judgingAssignments.judgeId))
      .where(and(eq(judgingAssignments.id, id)));
    return row!;
  }
}

export interface LockedPair extends AssignmentPair {
  id: string;
  roundId: string;
  state: CoverageAssignment['state'];
}
