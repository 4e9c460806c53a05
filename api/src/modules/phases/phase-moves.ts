import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import {
  PHASE_MOVE_MSG,
  PHASE_MOVE_UNDO_MINUTES,
  type PhaseAction,
  type PhaseMoveRef,
  type PhaseRefusal,
  type PhaseUndoRefusal,
  type PhaseUndoResult,
  type TeamStatus,
} from '@hackathon/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../database';
import { phaseMoves, schools, teams, type PhaseMoveTeam } from '../../database/schema';
import { inScopeFlag, isUuid, recordAudit, type AuditActor, type AuditEntry, type ReaderScope } from '../../kernel';
import { PHASE_TEAM_COLUMNS, phaseSnapshot, RETURNED_COLUMNS, toPhaseTeam, type PhaseTeamRow } from './phase-view';

/**
 * The undo of a bulk move (issue 25). A move that changed teams is recorded with each team's
 * phase state before it and the `updated_at` it left (as PostgreSQL's text, exact to the
 * microsecond). Undo puts back exactly those teams, all or none: only within the window, only
 * once, and only if no team was written since (a later move, a score, an edit), each restored
 * team audited as 'phase.move_undone'.
 */

/** `updated_at` as the server prints it: compared as text, it never loses the microseconds a JS Date drops. */
const UPDATED_AT_TEXT = sql<string>`${teams.updatedAt}::text`;

/** Records a move of `moved` (their states before it), inside the move's transaction. */
export async function recordMove(tx: DbOrTx, actor: AuditActor, action: PhaseAction, moved: readonly PhaseTeamRow[]): Promise<PhaseMoveRef> {
  const ids = moved.map((row) => row.id);
  const after = await tx
    .select({ id: teams.id, updatedAt: UPDATED_AT_TEXT })
    .from(teams)
    .where(sql`${teams.id} = any(${sql.param(ids)}::uuid[])`);
  const stamp = new Map(after.map((row) => [row.id, row.updatedAt]));
  const recorded: PhaseMoveTeam[] = moved.map((row) => ({ id: row.id, before: phaseSnapshot(row), updatedAt: stamp.get(row.id) ?? '' }));
  const [move] = await tx
    .insert(phaseMoves)
    .values({ action, actorId: actor.id, teams: recorded, undoUntil: sql`now() + make_interval(mins => ${PHASE_MOVE_UNDO_MINUTES})` })
    .returning({ id: phaseMoves.id, undoUntil: phaseMoves.undoUntil });
  return { id: move!.id, undoUntil: new Date(move!.undoUntil).toISOString(), teams: recorded.length };
}

function refuse(reason: PhaseUndoRefusal['reason'], message: string, changed: PhaseRefusal[] = []): never {
  const data: PhaseUndoRefusal = { reason, changed };
  throw new ConflictException({ message, error: 'PHASE_UNDO_REFUSED', data });
}

type LockedTeam = PhaseTeamRow & { inScope: boolean; updatedAtText: string };

/** Undoes move `id`: 400 malformed id, 404 unknown, 409 expired, undone or changed since. */
export async function undoMove(db: Db, actor: AuditActor, scope: ReaderScope, id: string): Promise<PhaseUndoResult> {
  if (!isUuid(id)) throw new BadRequestException(PHASE_MOVE_MSG.invalidId());
  return db.transaction(async (tx) => {
    const [move] = await tx
      .select({ id: phaseMoves.id, teams: phaseMoves.teams, undoneAt: phaseMoves.undoneAt, expired: sql<boolean>`now() > ${phaseMoves.undoUntil}`.mapWith(Boolean) })
      .from(phaseMoves)
      .where(eq(phaseMoves.id, id.toLowerCase()))
      .for('update');
    if (!move) throw new NotFoundException(PHASE_MOVE_MSG.notFound());
    if (move.undoneAt) refuse('undone', PHASE_MOVE_MSG.alreadyUndone());
    if (move.expired) refuse('expired', PHASE_MOVE_MSG.expired());

    const ids = move.teams.map((team) => team.id);
    const locked: LockedTeam[] = await tx
      .select({ ...PHASE_TEAM_COLUMNS, updatedAtText: UPDATED_AT_TEXT, inScope: inScopeFlag(scope.teams({ id: teams.id, schoolCode: teams.schoolCode })) })
      .from(teams)
      .innerJoin(schools, eq(schools.code, teams.schoolCode))
      .where(sql`${teams.id} = any(${sql.param(ids)}::uuid[])`)
      .orderBy(asc(teams.id))
      .for('update', { of: teams });
    const byId = new Map(locked.map((row) => [row.id, row]));

    const changed: PhaseRefusal[] = [];
    for (const recorded of move.teams) {
      const row = byId.get(recorded.id);
      if (row && row.inScope && row.updatedAtText === recorded.updatedAt) continue;
      const teamId = row?.teamId ?? String(recorded.before.teamId ?? recorded.id);
      const teamName = row?.teamName ?? (recorded.before.teamName as string | undefined) ?? null;
      changed.push({ teamId, _id: recorded.id, teamName, reason: row ? PHASE_MOVE_MSG.changedReason(row.status, row.currentPhase) : PHASE_MOVE_MSG.notFound() });
    }
    if (changed.length > 0) {
      const names = changed.map((team) => (team.teamName ? `${team.teamId} ${team.teamName}` : team.teamId)).join(', ');
      refuse('changed', PHASE_MOVE_MSG.changedSince(changed.length, names), changed);
    }

    const restored: PhaseUndoResult['restored'] = [];
    const entries: AuditEntry[] = [];
    for (const recorded of move.teams) {
      const row = byId.get(recorded.id)!;
      const before = recorded.before;
      const [updated] = await tx
        .update(teams)
        .set({
          status: before.status as TeamStatus,
          currentPhase: before.currentPhase as number,
          phase1Qualified: before.phase1Qualified as boolean,
          phase2Qualified: before.phase2Qualified as boolean,
          finalistQualified: before.finalistQualified as boolean,
          eliminatedAt: before.eliminatedAt ? new Date(before.eliminatedAt as string) : null,
          eliminationReason: (before.eliminationReason as string | null) ?? null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(teams.id, row.id), scope.teams({ id: teams.id, schoolCode: teams.schoolCode })))
        .returning(RETURNED_COLUMNS);
      const after: PhaseTeamRow = { ...row, ...updated! };
      restored.push(toPhaseTeam(after));
      entries.push({ action: 'phase.move_undone', entityType: 'team', entityId: row.id, schoolCode: row.schoolCode, before: phaseSnapshot(row), after: phaseSnapshot(after) });
    }
    await recordAudit(tx, actor, entries);
    await tx.update(phaseMoves).set({ undoneAt: sql`now()` }).where(eq(phaseMoves.id, move.id));
    return { moveId: move.id, restored };
  });
}
