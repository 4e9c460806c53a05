import type { RubricCriterionDef } from '@hackathon/contracts';

/** Half points are allowed (docs/adr/0012-judging.md); the lowest score is 0. */
export const SCORE_STEP = 0.5;

/** What a score field holds: nothing yet, a score the rubric accepts, or something to correct. */
export type ScoreCheck = { kind: 'empty' } | { kind: 'ok'; value: number } | { kind: 'invalid' };

/** Reads a typed score against the criterion's maximum (a decimal comma is read as a point). */
export function checkScore(text: string, max: number): ScoreCheck {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { kind: 'empty' };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || value > max || !Number.isInteger(value / SCORE_STEP)) return { kind: 'invalid' };
  return { kind: 'ok', value };
}

/** The criteria's fields read at once: the scores to send, and the keys of the fields to correct. */
export function readScores(criteria: readonly RubricCriterionDef[], texts: Readonly<Record<string, string>>) {
  const scores: Record<string, number> = {};
  const invalid: string[] = [];
  for (const criterion of criteria) {
    const check = checkScore(texts[criterion.key] ?? '', criterion.max);
    if (check.kind === 'ok') scores[criterion.key] = check.value;
    else if (check.kind === 'invalid') invalid.push(criterion.key);
  }
  return { scores, invalid, complete: invalid.length === 0 && Object.keys(scores).length === criteria.length };
}

/**
 * The sheet's total out of 100: 100 * Σ(w·s/max) / Σw, to 2 decimals, as the server computes it
 * (ADR 0012). A criterion not scored yet counts 0, so the live figure only grows as the judge scores.
 */
export function weightedTotal(criteria: readonly RubricCriterionDef[], scores: Readonly<Record<string, number>>): number {
  const weights = criteria.reduce((sum, c) => sum + c.weight, 0);
  if (weights <= 0) return 0;
  const earned = criteria.reduce((sum, c) => sum + (c.weight * (scores[c.key] ?? 0)) / c.max, 0);
  return Math.round(((100 * earned) / weights + Number.EPSILON) * 100) / 100;
}

/** '72.50': totals always show two decimals, so a list of them lines up. */
export const totalText = (total: number): string => total.toFixed(2);
