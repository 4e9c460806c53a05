import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_MSG,
  AUTO_ELIMINABLE_STATUSES,
  AUTO_ELIMINATE_PREVIEW_MAX,
  DEFAULTS,
  PHASE_MSG,
  PROMOTE_TOP_ACTION,
  PROMOTE_TOP_MSG,
  type AutoEliminateResult,
  type Paginated,
  type PhaseAction,
  type PhaseActionResult,
  type PhaseNumber,
  type PhaseRefusal,
  type PhaseScoreFilter,
  type PhaseTeam,
  type PhaseUndoResult,
  type PromoteTopInput,
  type PromoteTopResult,
} from '@hackathon/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { paginate, searchCondition, type SortMap } from '../../common/paging';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { inScopeFlag, recordAudit, requireInScope, type AuditActor, type AuditEntry, type ReaderScope, parseTeamRef } from '../../kernel';
import { schools, teams } from '../../database/schema';
import type { PhaseListQueryDto } from './dto/phases.dto';
import { recordMove, undoMove } from './phase-moves';
import { pickTop, readTopCandidates } from './phase-top';
import { allows, fromCondition, TRANSITIONS, type Transition } from './phase-transitions';
import { PHASE_TEAM_COLUMNS, phaseSnapshot, RETURNED_COLUMNS, scoreSnapshot, toPhaseTeam, type PhaseTeamRow } from './phase-view';

const SORTABLE: SortMap<PhaseListQueryDto['sort'] & string> = {
  teamId: teams.teamId,
  teamName: teams.teamName,
  schoolName: schools.name,
  currentPhase: teams.currentPhase,
  totalScore: teams.totalScore,
  // unscored teams sort as the lowest
  phase1Score: sql`coalesce(${teams.phase1Score}, -1)`,
  phase2Score: sql`coalesce(${teams.phase2Score}, -1)`,
  phase3Score: sql`coalesce(${teams.phase3Score}, -1)`,
  updatedAt: teams.updatedAt,
};

const SCORE_COLUMN = { 1: teams.phase1Score, 2: teams.phase2Score, 3: teams.phase3Score } as const;

/** The score of the phase a team is in: null means "not yet scored" (issue 25's filter). */
const CURRENT_PHASE_SCORE = sql`case ${teams.currentPhase} when 3 then ${teams.phase3Score} when 2 then ${teams.phase2Score} else ${teams.phase1Score} end`;
const SCORE_FILTER: Record<PhaseScoreFilter, SQL> = {
  unscored: sql`${CURRENT_PHASE_SCORE} is null`,
  scored: sql`${CURRENT_PHASE_SCORE} is not null`,
};

type LockedRow = PhaseTeamRow & { inScope: boolean };

/**
 * Phase Management: the list, the transitions of spec section 4 checked per team, auto-eliminate
 * and scores. Every write runs in one transaction that first locks the teams it reads (in id
 * order, so two bulk actions never deadlock), updates only the rows still in the required state
 * (the state condition is in the UPDATE's WHERE), and records one audit entry per changed team.
 */
@Injectable()
export class PhasesService {
  constructor(@InjectDb() private readonly db: Db) {}

  async list(scope: ReaderScope, query: PhaseListQueryDto): Promise<Paginated<PhaseTeam>> {
    const where = and(
      scope.teams({ id: teams.id, schoolCode: teams.schoolCode }),
      searchCondition([teams.teamName, teams.teamId, schools.name, teams.schoolCode], query.search),
      query.phase ? eq(teams.currentPhase, query.phase) : undefined,
      query.status ? eq(teams.status, query.status) : undefined,
      query.category ? eq(teams.category, query.category) : undefined,
      query.score ? SCORE_FILTER[query.score] : undefined,
    );
    const page = await paginate(this.db, {
      query: this.db.select(PHASE_TEAM_COLUMNS).from(teams).innerJoin(schools, eq(schools.code, teams.schoolCode)).where(where).$dynamic(),
      page: query.page,
      limit: query.limit,
      sortable: SORTABLE,
      sort: query.sort,
      order: query.order,
      defaultSort: { key: 'teamId', order: 'asc' },
      tiebreaker: teams.id,
    });
    return { items: page.items.map(toPhaseTeam), pagination: page.pagination };
  }

  /**
   * One bulk transition. Teams in the wrong state (or unknown, or outside the scope) are refused
   * and reported; the others change. When none changes, the answer is a 409 (404 when none of
   * the teams exists) that still carries `data: { applied: [], refused }`.
   */
  async transition(actor: AuditActor, scope: ReaderScope, action: PhaseAction, refs: string[], reason: string | null = null): Promise<PhaseActionResult> {
    const result = await this.db.transaction((tx) => this.move(tx, actor, scope, action, refs, reason));
    return refuseUnlessApplied(action, result);
  }

  /**
   * Promote top N (issue 27): per region (or zone) and category, the N best-scored teams the
   * phase's promotion accepts, ties at the Nth score all in (phase-top.ts). Without `confirm`, a
   * preview. With it, the choice is made again over the locked candidates and promoted by the same
   * `move` as the bulk action, in the same transaction: its rules, audit entries and undo record.
   */
  async promoteTop(actor: AuditActor, scope: ReaderScope, input: Omit<PromoteTopInput, 'confirm'>, confirm: boolean): Promise<PromoteTopResult> {
    const { phase, n, groupBy } = input;
    const roundId = input.roundId?.toLowerCase() ?? null;
    const action = PROMOTE_TOP_ACTION[phase];
    const base = { phase, n, groupBy };
    if (!confirm) {
      const groups = pickTop(await readTopCandidates(this.db, scope, TRANSITIONS[action], phase, groupBy, roundId), n);
      return { ...base, confirmed: false, total: groups.reduce((sum, group) => sum + group.teams.length, 0), groups, applied: [], refused: [] };
    }
    const { groups, result } = await this.db.transaction(async (tx) => {
      const chosen = pickTop(await readTopCandidates(tx, scope, TRANSITIONS[action], phase, groupBy, roundId, true), n);
      const ids = chosen.flatMap((group) => group.teams.map((team) => team._id));
      return { groups: chosen, result: ids.length > 0 ? await this.move(tx, actor, scope, action, ids, null) : null };
    });
    if (!result) throw new ConflictException({ message: PROMOTE_TOP_MSG.nothingToPromote(phase), error: 'PROMOTE_TOP_EMPTY' });
    const outcome = refuseUnlessApplied(action, result);
    return { ...base, ...outcome, confirmed: true, total: outcome.applied.length, groups };
  }

  /** The body of a bulk transition, inside the caller's transaction. */
  private async move(tx: DbOrTx, actor: AuditActor, scope: ReaderScope, action: PhaseAction, refs: string[], reason: string | null): Promise<PhaseActionResult> {
    const transition = TRANSITIONS[action];
    const locked = await this.lockByRefs(tx, scope, refs);
    const byUuid = new Map(locked.map((row) => [row.id, row]));
    const byTeamId = new Map(locked.map((row) => [row.teamId, row]));
    const refused: PhaseRefusal[] = [];
    const eligible = new Map<string, LockedRow>();
    const seen = new Set<string>();
    for (const ref of refs) {
      const parsed = parseTeamRef(ref);
      const row = parsed.kind === 'uuid' ? byUuid.get(parsed.value) : byTeamId.get(parsed.value);
      if (row && seen.has(row.id)) continue; // the same team named twice (by _id and Team ID) counts once
      if (row) seen.add(row.id);
      if (!row) refused.push({ teamId: ref, _id: null, teamName: null, reason: API_MSG.teamNotFound });
      else if (!row.inScope) refused.push(refusalOf(ref, row, API_MSG.forbidden));
      else if (!allows(transition.from, row)) refused.push(refusalOf(ref, row, PHASE_MSG.refusal(action, row.status, row.currentPhase)));
      else eligible.set(row.id, row);
    }
    const { applied, missed } = await this.apply(tx, actor, transition, eligible, reason);
    for (const row of missed) refused.push(refusalOf(row.teamId, row, PHASE_MSG.refusal(action, row.status, row.currentPhase)));
    if (applied.length === 0) return { applied, refused };
    // the move can be undone for a few minutes: its teams as they were before it
    const moved = applied.map((team) => eligible.get(team._id)!);
    return { applied, refused, move: await recordMove(tx, actor, action, moved) };
  }

  /**
   * Auto-eliminate: the teams of `phase` (competing, not winners) whose score for it is below
   * `threshold`. Teams without a score for the phase are left alone. Without `confirm`, a preview.
   */
  async autoEliminate(actor: AuditActor, scope: ReaderScope, threshold: number, phase: PhaseNumber, confirm: boolean): Promise<AutoEliminateResult> {
    const reason = PHASE_MSG.autoEliminationReason(phase, threshold);
    const score = SCORE_COLUMN[phase];
    const inPhase = and(
      scope.teams({ id: teams.id, schoolCode: teams.schoolCode }),
      eq(teams.currentPhase, phase),
      inArray(teams.status, [...AUTO_ELIMINABLE_STATUSES]),
    ) as SQL;
    const candidate = and(inPhase, isNotNull(score), lt(score, threshold)) as SQL;
    const base = { phase, threshold, reason };

    if (!confirm) {
      const [rows, [counts]] = await Promise.all([
        this.db
          .select(PHASE_TEAM_COLUMNS)
          .from(teams)
          .innerJoin(schools, eq(schools.code, teams.schoolCode))
          .where(candidate)
          .orderBy(asc(score), asc(teams.teamId))
          .limit(AUTO_ELIMINATE_PREVIEW_MAX),
        this.db
          .select({
            total: sql<number>`count(*) filter (where ${score} < ${threshold})`.mapWith(Number),
            unscored: sql<number>`count(*) filter (where ${score} is null)`.mapWith(Number),
          })
          .from(teams)
          .where(inPhase),
      ]);
      return { ...base, confirmed: false, total: counts?.total ?? 0, unscored: counts?.unscored ?? 0, candidates: rows.map(toPhaseTeam), applied: [], refused: [] };
    }

    return this.db.transaction(async (tx) => {
      // FOR UPDATE re-checks the condition on rows another transaction changed meanwhile, so
      // exactly the teams below the threshold at this moment are locked, read and eliminated
      const locked = await tx
        .select({ ...PHASE_TEAM_COLUMNS, inScope: sql<boolean>`true`.mapWith(Boolean) })
        .from(teams)
        .innerJoin(schools, eq(schools.code, teams.schoolCode))
        .where(candidate)
        .orderBy(asc(teams.id))
        .for('update', { of: teams });
      const [unscored] = await tx.select({ n: count() }).from(teams).where(and(inPhase, isNull(score)));
      const eligible = new Map(locked.map((row) => [row.id, row]));
      const { applied } = await this.apply(tx, actor, { ...TRANSITIONS.eliminate, audit: 'phase.auto_eliminated' }, eligible, reason, candidate);
      return { ...base, confirmed: true, total: applied.length, unscored: unscored?.n ?? 0, candidates: [], applied, refused: [] };
    });
  }

  /** Undoes a recorded bulk move (issue 25): see phase-moves.ts. */
  undoMove(actor: AuditActor, scope: ReaderScope, id: string): Promise<PhaseUndoResult> {
    return undoMove(this.db, actor, scope, id);
  }

  /** Sets one phase's score and the total (the sum of the phase scores); unchanged scores write nothing. */
  async setScore(actor: AuditActor, scope: ReaderScope, rawRef: string, phase: PhaseNumber, score: number): Promise<{ team: PhaseTeam; changed: boolean }> {
    const ref = parseTeamRef(rawRef);
    return this.db.transaction(async (tx) => {
      const [found] = await this.lockByRefs(tx, scope, [ref.value]);
      const row = requireInScope(found, API_MSG.teamNotFound);
      if (phase > row.currentPhase) throw new ConflictException(PHASE_MSG.notReachedPhase(phase));
      const scores = { 1: row.phase1Score, 2: row.phase2Score, 3: row.phase3Score, [phase]: score };
      if (scoreOf(row, phase) === score) return { team: toPhaseTeam(row), changed: false };

      const totalScore = (scores[1] ?? 0) + (scores[2] ?? 0) + (scores[3] ?? 0);
      const scoreField = phase === 1 ? { phase1Score: score } : phase === 2 ? { phase2Score: score } : { phase3Score: score };
      const [updated] = await tx
        .update(teams)
        .set({ ...scoreField, totalScore, updatedAt: sql`now()` })
        .where(eq(teams.id, row.id))
        .returning(RETURNED_COLUMNS);
      const after: PhaseTeamRow = { ...row, ...updated };
      await recordAudit(tx, actor, {
        action: 'phase.score_updated',
        entityType: 'team',
        entityId: row.id,
        schoolCode: row.schoolCode,
        before: scoreSnapshot(row, phase),
        after: scoreSnapshot(after, phase),
      });
      return { team: toPhaseTeam(after), changed: true };
    });
  }

  /** The teams named by `_id` or Team ID, locked for the rest of the transaction, in id order. */
  private async lockByRefs(tx: DbOrTx, scope: ReaderScope, refs: string[]): Promise<LockedRow[]> {
    const uuids: string[] = [];
    const teamIds: string[] = [];
    for (const raw of refs) {
      const ref = parseTeamRef(raw);
      (ref.kind === 'uuid' ? uuids : teamIds).push(ref.value);
    }
    const byRef = or(uuids.length ? inArray(teams.id, uuids) : undefined, teamIds.length ? inArray(teams.teamId, teamIds) : undefined);
    if (!byRef) return [];
    return tx
      .select({ ...PHASE_TEAM_COLUMNS, inScope: inScopeFlag(scope.teams({ id: teams.id, schoolCode: teams.schoolCode })) })
      .from(teams)
      .innerJoin(schools, eq(schools.code, teams.schoolCode))
      .where(byRef)
      .orderBy(asc(teams.id))
      .for('update', { of: teams });
  }

  /**
   * Writes the transition to the eligible (locked) teams: one UPDATE whose WHERE repeats the
   * state condition (and `guard`, if any), then one audit entry per team it changed. Teams the
   * UPDATE did not change come back as `missed`.
   */
  private async apply(
    tx: DbOrTx,
    actor: AuditActor,
    transition: Transition,
    eligible: Map<string, PhaseTeamRow>,
    reason: string | null,
    guard?: SQL,
  ): Promise<{ applied: PhaseTeam[]; missed: PhaseTeamRow[] }> {
    if (eligible.size === 0) return { applied: [], missed: [] };
    const ids = [...eligible.keys()];
    const updated = await tx
      .update(teams)
      .set({ ...transition.set(reason), updatedAt: sql`now()` })
      // one array parameter, whatever the number of teams (auto-eliminate may reach thousands)
      .where(and(sql`${teams.id} = any(${sql.param(ids)}::uuid[])`, fromCondition(transition.from), guard))
      .returning(RETURNED_COLUMNS);

    const entries: AuditEntry[] = [];
    const applied: PhaseTeam[] = [];
    const changed = new Set<string>();
    for (const row of updated) {
      const before = eligible.get(row.id)!;
      const after: PhaseTeamRow = { ...before, ...row };
      changed.add(row.id);
      applied.push(toPhaseTeam(after));
      entries.push({
        action: transition.audit,
        entityType: 'team',
        entityId: row.id,
        schoolCode: before.schoolCode,
        reason: after.status === 'ELIMINATED' ? after.eliminationReason : null,
        before: phaseSnapshot(before),
        after: phaseSnapshot(after),
      });
    }
    await recordAudit(tx, actor, entries);
    const missed = [...eligible.values()].filter((row) => !changed.has(row.id));
    return { applied, missed };
  }
}

/**
 * A bulk transition that changed no team is an error that still carries `data: { applied: [], refused }`:
 * a 409, or a 404 when none of the named teams exists.
 */
function refuseUnlessApplied(action: PhaseAction, result: PhaseActionResult): PhaseActionResult {
  if (result.applied.length > 0) return result;
  const allMissing = result.refused.every((r) => r._id === null);
  const body = { message: allMissing ? API_MSG.teamNotFound : PHASE_MSG.noneApplied(action), error: 'PHASE_TRANSITION_REFUSED', data: result };
  throw allMissing ? new NotFoundException(body) : new ConflictException(body);
}

/** A refused team that exists is named by its Team ID and name, whatever reference was sent (issue 25: people, not ids). */
function refusalOf(_ref: string, row: PhaseTeamRow, reason: string): PhaseRefusal {
  return { teamId: row.teamId, _id: row.id, teamName: row.teamName, reason };
}

function scoreOf(row: PhaseTeamRow, phase: PhaseNumber): number | null {
  return phase === 1 ? row.phase1Score : phase === 2 ? row.phase2Score : row.phase3Score;
}

/** The elimination reason to write: the admin's, or the spec's default. */
export function eliminationReason(reason: string | undefined | null): string {
  const trimmed = reason?.trim();
  return trimmed ? trimmed : DEFAULTS.eliminationReason;
}
