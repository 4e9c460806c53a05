import { JUDGING_MSG, type FieldError, type RubricCriterionDef } from '@hackathon/contracts';
import { fieldErrors } from '../../../common/field-rules';
import { rubricTotal } from '../results';

/*
 * A judge's sheet against its round's rubric: a draft may leave criteria out, a submit needs
 * them all; every score 0 to its criterion's maximum; keys the rubric lacks are refused.
 */

/** The scores as stored and the total when every criterion is scored; a 400 listing every problem. */
export function checkedSheet(criteria: readonly RubricCriterionDef[], scores: Record<string, number>, submit: boolean): { scores: Record<string, number>; total: number | null } {
  const byKey = new Map(criteria.map((c) => [c.key, c]));
  const problems: FieldError[] = [];
  for (const [key, score] of Object.entries(scores)) {
    const criterion = byKey.get(key);
    if (!criterion) problems.push({ path: `scores.${key}`, msg: JUDGING_MSG.unknownCriterion(key) });
    else if (!Number.isFinite(score) || score < 0 || score > criterion.max) problems.push({ path: `scores.${key}`, msg: JUDGING_MSG.scoreProblem(key, criterion.max) });
  }
  const complete = criteria.every((c) => Object.hasOwn(scores, c.key));
  if (submit && !complete) problems.push({ path: 'scores', msg: JUDGING_MSG.missingScores });
  if (problems.length > 0) throw fieldErrors(problems);
  const stored = Object.fromEntries(criteria.filter((c) => Object.hasOwn(scores, c.key)).map((c) => [c.key, scores[c.key]!]));
  if (!complete) return { scores: stored, total: null };
  const result = rubricTotal(criteria, stored);
  return { scores: stored, total: result.ok ? result.total : null };
}
