import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../database';
import { judges, judgingAssignments, judgingRoundJudges, schools, teams } from '../../../database/schema';
import type { RoundRow } from '../rounds/round-record';
import type { AssignmentJudge, AssignmentPair, AssignmentTeam } from './plan-assignment';

/*
 * What the planner reads of a round: its teams (by the round's filter), its judges, and the pairs
 * it has (kept, conflicts, and the pending ones a new plan may move).
 */

export interface PoolTeam extends AssignmentTeam {
  teamId: string;
  teamName: string;
}

/** The teams of the round's phase still in the running, by the round's categories, regions and zones. */
export function roundTeamFilter(round: Pick<RoundRow, 'phase' | 'categories' | 'regions' | 'zones' | 'schoolCodes'>): SQL {
  return and(
    // a phase's teams: active in it, or finalists for the finale (phase 3)
    sql`${teams.currentPhase} = ${round.phase}`,
    inArray(teams.status, round.phase === 3 ? ['ACTIVE', 'FINALIST'] : ['ACTIVE']),
    round.categories.length ? inArray(teams.category, round.categories as never[]) : undefined,
    round.regions.length ? inArray(schools.region, round.regions) : undefined,
    round.zones.length ? inArray(schools.zone, round.zones) : undefined,
    round.schoolCodes.length ? inArray(teams.schoolCode, round.schoolCodes) : undefined,
  )!;
}

export async function poolTeams(db: DbOrTx, round: RoundRow): Promise<PoolTeam[]> {
  const rows = await db
    .select({ id: teams.id, teamId: teams.teamId, teamName: teams.teamName, schoolCode: teams.schoolCode, region: schools.region, zone: schools.zone })
    .from(teams)
    .innerJoin(schools, eq(schools.code, teams.schoolCode))
    .where(roundTeamFilter(round));
  return rows;
}

export interface PoolJudge extends AssignmentJudge {
  name: string;
}

/** The round's judges still active. */
export async function poolJudges(db: DbOrTx, roundId: string): Promise<PoolJudge[]> {
  return db
    .select({ id: judges.id, name: judges.name, schoolCode: judges.schoolCode, region: judges.homeRegion })
    .from(judgingRoundJudges)
    .innerJoin(judges, eq(judges.id, judgingRoundJudges.judgeId))
    .where(and(eq(judgingRoundJudges.roundId, roundId), eq(judges.isActive, true)));
}

export interface RoundPairs {
  /** Sheets begun or done (draft, submitted): kept by every plan. */
  kept: AssignmentPair[];
  /** Declared conflicts: never planned again. */
  conflicts: AssignmentPair[];
  /** Pending pairs: a new plan may move them. */
  pending: (AssignmentPair & { id: string })[];
}

export async function roundPairs(db: DbOrTx, roundId: string): Promise<RoundPairs> {
  const rows = await db
    .select({ id: judgingAssignments.id, teamId: judgingAssignments.teamId, judgeId: judgingAssignments.judgeId, state: judgingAssignments.state })
    .from(judgingAssignments)
    .where(eq(judgingAssignments.roundId, roundId));
  const out: RoundPairs = { kept: [], conflicts: [], pending: [] };
  for (const r of rows) {
    if (r.state === 'conflict') out.conflicts.push(r);
    else if (r.state === 'pending') out.pending.push(r);
    else out.kept.push(r);
  }
  return out;
}

