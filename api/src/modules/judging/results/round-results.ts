import type { Category } from '@hackathon/contracts';
import { round2, roundHalfAwayFromZero } from './rounding';

/**
 * The results of one judging round (issue 27): per team, each judge's total, the plain mean, a
 * normalised score that corrects for strict and lenient judges, the judges' disagreement, and the
 * ranks. Pure: no database, no clock; the caller reads the round's teams and submitted totals.
 *
 * Mean: the plain mean of the team's judges' totals.
 *
 * Normalised score: each judge is compared with itself, so that a strict judge's 55 and a lenient
 * judge's 80 can both mean "better than usual for this judge".
 *   1. For each judge, over the totals it submitted in the round: its mean μ_j and its population
 *      standard deviation σ_j = sqrt(Σ (x - μ_j)² / n_j). Each of its totals becomes a z-score,
 *      z = (x - μ_j) / σ_j: how many of its own usual spreads above (+) or below (-) its own
 *      average the judge placed the team.
 *      A judge with fewer than 2 teams, or who gave all its teams the same total (σ_j = 0), gives
 *      z = 0 to its teams: its scores say nothing about how strict it is, so they count as
 *      "average for this judge". Its totals still count in the plain mean and in M and S below.
 *   2. A team's z̄ is the mean of its judges' z-scores.
 *   3. Back to the familiar 0-100 scale: normalised = M + S * z̄, where M and S are the mean and
 *      population standard deviation of ALL the totals submitted in the round; kept within 0-100.
 *      The round's normalised scores so keep the round's overall level and spread, and a team the
 *      judges placed exactly at their own averages gets M.
 * A judge uniformly 10 points stricter than another changes nobody's z̄, so nobody's order; it
 * only moves M (and S), which moves every team's normalised score together.
 *
 * Spread: the highest minus the lowest of the team's totals (0 with one judge). A team whose
 * spread is above the round's threshold (default 25) is flagged for review.
 *
 * Ranks, for the mean and for the normalised score, within the team's category, within its
 * category and region, and within its category and zone: competition ranking, higher first; equal
 * scores (as shown, to 2 decimals) share a rank and the next rank skips (1, 1, 3).
 *
 * Rounding: mean, normalised, spread, M, S, and the judges' μ and σ to 2 decimals, z̄ to 4, half
 * away from zero, once, at the end (./rounding.ts); the computation uses the unrounded values. The
 * totals come in as submitted (already 2 decimals, rubric-total.ts) and are used as they are.
 *
 * A team of the round with no submitted total gets null for its mean, normalised score, spread,
 * z̄ and ranks, and is not flagged. A total for a team not in `teams` (e.g. one withdrawn after it
 * was scored) takes no part anywhere and is counted in `ignoredTotals`. Inconsistent input (a
 * team listed twice, two totals of one judge for one team, a total outside 0-100, a negative
 * threshold) is a caller's bug and throws a RangeError.
 *
 * Cost: one pass over the totals to group them by judge and by team, one over the judges, one over
 * the teams, and one sort of the scored teams per ranked score (mean, normalised), walked once per
 * scope: O(n + t log t) for n totals and t teams.
 */

export interface RoundTeam {
  teamId: string;
  category: Category;
  region: string;
  zone: string;
}

export interface JudgeTotal {
  teamId: string;
  judgeId: string;
  /** The judge's rubric total for the team, 0-100. */
  total: number;
}

export interface RoundResultsInput {
  teams: readonly RoundTeam[];
  totals: readonly JudgeTotal[];
  /** A team whose judges' totals spread over more than this is flagged; default 25. */
  disagreementThreshold?: number;
}

/** Competition ranks (1 = best) of one score. */
export interface RankSet {
  category: number;
  region: number;
  zone: number;
}

export interface TeamResult extends RoundTeam {
  /** Each judge's total for the team, in the order the totals were given. */
  judgeTotals: { judgeId: string; total: number }[];
  judgeCount: number;
  /** Plain mean of the judges' totals, 2 decimals; null without totals. */
  mean: number | null;
  /** Mean z-score of the team over its judges, 4 decimals; null without totals. */
  z: number | null;
  /** M + S * z̄ within 0-100, 2 decimals; null without totals. */
  normalised: number | null;
  /** Highest minus lowest total, 2 decimals; null without totals. */
  spread: number | null;
  /** The spread is above the round's threshold. */
  flagged: boolean;
  /** Null without totals. */
  ranks: { mean: RankSet; normalised: RankSet } | null;
}

/** What the normalisation read from one judge, for the explanation beside the results. */
export interface JudgeStats {
  judgeId: string;
  teamCount: number;
  /** μ_j, 2 decimals. */
  mean: number;
  /** σ_j (population), 2 decimals. */
  sd: number;
  /** False: fewer than 2 teams or all totals equal, so z = 0 for all its teams. */
  informative: boolean;
}

export interface RoundResults {
  /** In the order of the input's teams. */
  teams: TeamResult[];
  /** In the order each judge first appears in the totals. */
  judges: JudgeStats[];
  /** M and S: mean and population standard deviation of all the round's totals (2 decimals; 0 without totals). */
  scale: { mean: number; sd: number; totalCount: number };
  disagreementThreshold: number;
  /** Totals for teams not in the round, left out of everything. */
  ignoredTotals: number;
}

export const DEFAULT_DISAGREEMENT_THRESHOLD = 25;

// Module-level aliases of the built-ins the loops call: the API's tests run in jest's vm context,
// where every global lookup (Math, Number) costs about 0.5 µs, measured 25 times a local's.
const { max, min, sqrt } = Math;
const { isFinite: isFiniteNumber, isNaN: isNaNNumber, NaN: NO_SCORE } = Number;

interface JudgeAccumulator {
  judgeId: string;
  totals: number[];
  /** Where each total goes: index into the round's teams. */
  teamIndexes: number[];
}

/** Population mean and standard deviation, two passes (no cancellation from Σx² - nμ²). */
function meanAndSd(values: ArrayLike<number>): { mean: number; sd: number } {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i];
  const mean = sum / values.length;
  let squares = 0;
  for (let i = 0; i < values.length; i += 1) squares += (values[i] - mean) ** 2;
  return { mean, sd: sqrt(squares / values.length) };
}

export function roundResults(input: RoundResultsInput): RoundResults {
  const threshold = input.disagreementThreshold ?? DEFAULT_DISAGREEMENT_THRESHOLD;
  if (!isFiniteNumber(threshold) || threshold < 0) throw new RangeError(`Disagreement threshold ${threshold} is not a number of 0 or more`);

  const teamCount = input.teams.length;
  const teamIndex = new Map<string, number>();
  input.teams.forEach((team, index) => {
    if (teamIndex.has(team.teamId)) throw new RangeError(`Team ${team.teamId} is listed twice`);
    teamIndex.set(team.teamId, index);
  });
  const judgeTotals: { judgeId: string; total: number }[][] = input.teams.map(() => []);

  // one pass over the totals: by judge (for z) and by team (for mean and spread)
  const judges = new Map<string, JudgeAccumulator>();
  const allTotals: number[] = [];
  let ignoredTotals = 0;
  for (const { teamId, judgeId, total } of input.totals) {
    if (!isFiniteNumber(total) || total < 0 || total > 100) throw new RangeError(`Total ${total} of judge ${judgeId} for team ${teamId} is not within 0-100`);
    const index = teamIndex.get(teamId);
    if (index === undefined) {
      ignoredTotals += 1;
      continue;
    }
    const teamTotals = judgeTotals[index];
    // a team has a handful of judges (3 by default): a scan of its own list is the cheapest check
    if (teamTotals.some((other) => other.judgeId === judgeId)) throw new RangeError(`Judge ${judgeId} has two totals for team ${teamId}`);
    teamTotals.push({ judgeId, total });
    let judge = judges.get(judgeId);
    if (!judge) {
      judge = { judgeId, totals: [], teamIndexes: [] };
      judges.set(judgeId, judge);
    }
    judge.totals.push(total);
    judge.teamIndexes.push(index);
    allTotals.push(total);
  }

  // one pass over the judges: μ_j, σ_j, and each total's z added to its team
  const zSums = new Float64Array(teamCount);
  const judgeStats: JudgeStats[] = [];
  for (const judge of judges.values()) {
    const { totals, teamIndexes } = judge;
    const { mean, sd } = meanAndSd(totals);
    // all totals equal (which includes a single team) is tested on the totals themselves, not on σ_j:
    // the mean of equal decimals can differ from them in the last bit, leaving a σ_j of 1e-17
    const informative = totals.some((total) => total !== totals[0]);
    if (informative) {
      for (let k = 0; k < totals.length; k += 1) zSums[teamIndexes[k]] += (totals[k] - mean) / sd;
    }
    judgeStats.push({ judgeId: judge.judgeId, teamCount: totals.length, mean: round2(mean), sd: round2(sd), informative });
  }

  const scale = allTotals.length > 0 ? meanAndSd(allTotals) : { mean: 0, sd: 0 };

  // one pass over the teams: the scores as shown (NaN: no totals)
  const means = new Float64Array(teamCount);
  const normalised = new Float64Array(teamCount);
  const zMeans = new Float64Array(teamCount);
  const spreads = new Float64Array(teamCount);
  for (let index = 0; index < teamCount; index += 1) {
    const totals = judgeTotals[index];
    if (totals.length === 0) {
      means[index] = normalised[index] = zMeans[index] = spreads[index] = NO_SCORE;
      continue;
    }
    let sum = 0;
    let lowest = totals[0].total;
    let highest = lowest;
    for (const { total } of totals) {
      sum += total;
      if (total < lowest) lowest = total;
      if (total > highest) highest = total;
    }
    const zMean = zSums[index] / totals.length;
    means[index] = round2(sum / totals.length);
    zMeans[index] = roundHalfAwayFromZero(zMean, 4);
    normalised[index] = round2(min(100, max(0, scale.mean + scale.sd * zMean)));
    spreads[index] = round2(highest - lowest);
  }

  const groups = rankingGroups(input.teams);
  const meanRanks = competitionRanks(means, groups);
  const normalisedRanks = competitionRanks(normalised, groups);

  const shown = (value: number): number | null => (isNaNNumber(value) ? null : value);
  const results: TeamResult[] = input.teams.map(({ teamId, category, region, zone }, index) => ({
    teamId,
    category,
    region,
    zone,
    judgeTotals: judgeTotals[index],
    judgeCount: judgeTotals[index].length,
    mean: shown(means[index]),
    z: shown(zMeans[index]),
    normalised: shown(normalised[index]),
    spread: shown(spreads[index]),
    flagged: spreads[index] > threshold, // false for NaN
    ranks: isNaNNumber(means[index])
      ? null
      : {
          mean: { category: meanRanks.category[index], region: meanRanks.region[index], zone: meanRanks.zone[index] },
          normalised: { category: normalisedRanks.category[index], region: normalisedRanks.region[index], zone: normalisedRanks.zone[index] },
        },
  }));

  return {
    teams: results,
    judges: judgeStats,
    scale: { mean: round2(scale.mean), sd: round2(scale.sd), totalCount: allTotals.length },
    disagreementThreshold: threshold,
    ignoredTotals,
  };
}

const SCOPES = ['category', 'region', 'zone'] as const satisfies readonly (keyof RankSet)[];

/** Per scope, each team's ranking group as a number (0, 1, ...), and how many groups there are. */
type RankingGroups = Record<keyof RankSet, { ids: Int32Array; count: number }>;

function rankingGroups(teams: readonly RoundTeam[]): RankingGroups {
  // the category never holds a NUL: one text per category and region (or zone)
  const keyOf: Record<keyof RankSet, (team: RoundTeam) => string> = {
    category: (team) => team.category,
    region: (team) => `${team.category}\u0000${team.region}`,
    zone: (team) => `${team.category}\u0000${team.zone}`,
  };
  const groups = {} as RankingGroups;
  for (const scope of SCOPES) {
    const numbers = new Map<string, number>();
    const ids = new Int32Array(teams.length);
    teams.forEach((team, index) => {
      const key = keyOf[scope](team);
      let id = numbers.get(key);
      if (id === undefined) {
        id = numbers.size;
        numbers.set(key, id);
      }
      ids[index] = id;
    });
    groups[scope] = { ids, count: numbers.size };
  }
  return groups;
}

/**
 * Competition ranks of the scores shown (NaN: unranked, rank 0) within each group, per scope:
 * 1 + the number of teams of the group scored higher. One sort of the scored teams, best first;
 * walking it, a team takes the next place of its group, or its predecessor's rank when their
 * scores are equal.
 */
function competitionRanks(values: Float64Array, groups: RankingGroups): Record<keyof RankSet, Int32Array> {
  const order: number[] = [];
  values.forEach((value, index) => {
    if (!isNaNNumber(value)) order.push(index);
  });
  order.sort((a, b) => values[b] - values[a]);
  const ranks = {} as Record<keyof RankSet, Int32Array>;
  for (const scope of SCOPES) {
    const { ids, count } = groups[scope];
    const rankOf = new Int32Array(values.length);
    const placed = new Int32Array(count);
    const lastValue = new Float64Array(count);
    const lastRank = new Int32Array(count);
    for (const index of order) {
      const group = ids[index];
      placed[group] += 1;
      const rank = placed[group] > 1 && lastValue[group] === values[index] ? lastRank[group] : placed[group];
      lastValue[group] = values[index];
      lastRank[group] = rank;
      rankOf[index] = rank;
    }
    ranks[scope] = rankOf;
  }
  return ranks;
}
