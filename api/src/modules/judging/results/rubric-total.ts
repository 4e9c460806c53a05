import { round2 } from './rounding';

/**
 * One judge's total for one team, from its rubric sheet (issue 27).
 *
 * A rubric is a list of criteria, each with a weight and a maximum. The total is the weighted mean
 * of each score as a share of its maximum, on the familiar 0-100 scale:
 *
 *   total = 100 * Σ (w_i * s_i / max_i) / Σ w_i
 *
 * so a criterion of weight 2 counts twice as much as one of weight 1 whatever its maximum, and full
 * marks everywhere give 100. Only the total is rounded: 2 decimals, half away from zero
 * (./rounding.ts); the shares are summed unrounded.
 *
 * Nothing is thrown for a bad sheet: the answer lists one problem per criterion (its key and the
 * reason), so the API can answer 400 with every problem of the sheet at once. A score may have
 * decimals (half points).
 */

export interface RubricCriterion {
  /** Stable key of the criterion within its rubric, e.g. 'innovation'. */
  key: string;
  /** Relative importance; greater than 0. */
  weight: number;
  /** The highest score a judge can give; greater than 0 (the lowest is 0). */
  max: number;
}

/** A judge's scores by criterion key. */
export type RubricScores = Readonly<Record<string, number>>;

export const RUBRIC_PROBLEM_REASONS = [
  /** The rubric has no criterion at all (key null). */
  'no-criteria',
  /** Two criteria share the key. */
  'duplicate-criterion',
  /** The weight is not a number greater than 0. */
  'weight-not-positive',
  /** The maximum is not a number greater than 0. */
  'max-not-positive',
  /** The criterion has no score. */
  'missing',
  /** The score is not a finite number. */
  'not-a-number',
  /** The score is below 0. */
  'below-zero',
  /** The score is above the criterion's maximum. */
  'above-max',
  /** A score for a key the rubric does not have. */
  'unknown-criterion',
] as const;
export type RubricProblemReason = (typeof RUBRIC_PROBLEM_REASONS)[number];

export interface RubricProblem {
  /** The criterion concerned; null for a problem of the rubric as a whole ('no-criteria'). */
  key: string | null;
  reason: RubricProblemReason;
}

export type RubricTotalResult = { ok: true; total: number } | { ok: false; problems: RubricProblem[] };

const isPositiveNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The problems of a rubric itself (no criterion, a key used twice, a weight or maximum not
 * greater than 0), in criteria order; empty when the rubric can be scored.
 */
export function rubricProblems(criteria: readonly RubricCriterion[]): RubricProblem[] {
  if (criteria.length === 0) return [{ key: null, reason: 'no-criteria' }];
  const problems: RubricProblem[] = [];
  const seen = new Set<string>();
  for (const { key, weight, max } of criteria) {
    if (seen.has(key)) problems.push({ key, reason: 'duplicate-criterion' });
    seen.add(key);
    if (!isPositiveNumber(weight)) problems.push({ key, reason: 'weight-not-positive' });
    if (!isPositiveNumber(max)) problems.push({ key, reason: 'max-not-positive' });
  }
  return problems;
}

/**
 * The total (0-100, 2 decimals) of one rubric sheet, or every problem of the rubric and the sheet:
 * first the rubric's own, then per criterion in rubric order (missing, not a number, below 0, above
 * its maximum), then scores for keys the rubric does not have, in the sheet's order.
 */
export function rubricTotal(criteria: readonly RubricCriterion[], scores: RubricScores): RubricTotalResult {
  const problems = rubricProblems(criteria);
  const known = new Set<string>();
  let weighted = 0;
  let weights = 0;
  for (const { key, weight, max } of criteria) {
    if (known.has(key)) continue; // reported as a duplicate
    known.add(key);
    const score: unknown = Object.hasOwn(scores, key) ? scores[key] : undefined;
    if (score === undefined || score === null) {
      problems.push({ key, reason: 'missing' });
    } else if (typeof score !== 'number' || !Number.isFinite(score)) {
      problems.push({ key, reason: 'not-a-number' });
    } else if (score < 0) {
      problems.push({ key, reason: 'below-zero' });
    } else if (isPositiveNumber(max) && score > max) {
      problems.push({ key, reason: 'above-max' });
    } else {
      weighted += (weight * score) / max;
      weights += weight;
    }
  }
  for (const key of Object.keys(scores)) {
    if (!known.has(key)) problems.push({ key, reason: 'unknown-criterion' });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, total: round2((100 * weighted) / weights) };
}
