import { CATEGORIES, type Category, type PromoteTopGroup, type PromoteTopGroupBy, type PromoteTopPhase } from '@hackathon/contracts';
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../database';
import { judgingAssignments, schools, teams } from '../../database/schema';
import type { ReaderScope } from '../../kernel';
import { fromCondition, type Transition } from './phase-transitions';

/**
 * Promote top N (issue 27): which teams of a phase are the N best of their region (or zone) and
 * category. The candidates are the teams the phase's promotion accepts (its transition's `from`)
 * that have a score for the phase; the choice itself is a pure function, so the tie rule is tested
 * without a database.
 */

export interface TopCandidate {
  id: string;
  teamId: string;
  teamName: string;
  schoolCode: string;
  schoolName: string;
  category: Category;
  /** The region's name or the zone's code. */
  groupKey: string;
  score: number;
}

/**
 * Per group and category, the N best by score (Team ID breaks the order, not the choice): every
 * team whose score equals the Nth best's is chosen too, so a group may give more than N.
 */
export function pickTop(candidates: readonly TopCandidate[], n: number): PromoteTopGroup[] {
  const byGroup = new Map<string, TopCandidate[]>();
  for (const candidate of candidates) {
    const key = `${candidate.groupKey}\u0000${candidate.category}`;
    const members = byGroup.get(key) ?? [];
    members.push(candidate);
    byGroup.set(key, members);
  }
  const groups: PromoteTopGroup[] = [];
  for (const members of byGroup.values()) {
    const ranked = [...members].sort((a, b) => b.score - a.score || compare(a.teamId, b.teamId));
    const cut = ranked[Math.min(n, ranked.length) - 1]!.score;
    const chosen = ranked.filter((team) => team.score >= cut);
    groups.push({
      key: members[0]!.groupKey,
      category: members[0]!.category,
      candidates: members.length,
      teams: chosen.map(({ id, teamId, teamName, schoolCode, schoolName, score }) => ({ _id: id, teamId, teamName, schoolCode, schoolName, score })),
      tied: chosen.length > n,
    });
  }
  return groups.sort((a, b) => compare(a.key, b.key) || CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
}

/** Code-point order: the same on every machine, whatever its locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The candidates of promote-top for `phase`, in id order. `lock`: FOR UPDATE, so that the teams
 * chosen cannot change (a score, a move) before the promotion of the same transaction.
 */
export async function readTopCandidates(
  db: DbOrTx,
  scope: ReaderScope,
  transition: Transition,
  phase: PromoteTopPhase,
  groupBy: PromoteTopGroupBy,
  roundId: string | null,
  lock = false,
): Promise<TopCandidate[]> {
  const score = phase === 1 ? teams.phase1Score : teams.phase2Score;
  // a judging round's teams only (issue 27): its result decides among the teams it judged
  const inRound = roundId ? sql`${teams.id} in (select round_pair.team_id from ${judgingAssignments} as round_pair where round_pair.round_id = ${roundId} and round_pair.state <> 'conflict')` : undefined;
  const where = and(scope.teams({ id: teams.id, schoolCode: teams.schoolCode }), fromCondition(transition.from), eq(teams.currentPhase, phase), isNotNull(score), inRound) as SQL;
  const query = db
    .select({
      id: teams.id,
      teamId: teams.teamId,
      teamName: teams.teamName,
      schoolCode: teams.schoolCode,
      schoolName: schools.name,
      category: teams.category,
      groupKey: groupBy === 'zone' ? schools.zone : schools.region,
      score,
    })
    .from(teams)
    .innerJoin(schools, eq(schools.code, teams.schoolCode))
    .where(where)
    .orderBy(asc(teams.id));
  const rows = lock ? await query.for('update', { of: teams }) : await query;
  return rows.map((row) => ({ ...row, category: row.category as Category, score: row.score! }));
}
