import { JUDGING_MSG, RUBRIC_KEY_PATTERN, RUBRIC_LIMITS, type FieldError, type RubricCriterionDef } from '@hackathon/contracts';
import { fieldErrors } from '../../../common/field-rules';

/*
 * A rubric's criteria as the admin sends them (a round's or a template's): every problem at once,
 * one per field path (`criteria[2].weight`), and the criteria as stored (texts trimmed, only the
 * known fields kept).
 */

const isText = (value: unknown, max: number, required: boolean): boolean =>
  (value === undefined && !required) || (typeof value === 'string' && (!required || value.trim() !== '') && value.trim().length <= max);

const isBoundedNumber = (value: unknown, max: number): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max;

function criterionProblems(c: Partial<RubricCriterionDef> | null, at: string, seen: Set<string>): FieldError[] {
  const problems: FieldError[] = [];
  const key = c?.key;
  if (typeof key !== 'string' || key.length > RUBRIC_LIMITS.keyMax || !RUBRIC_KEY_PATTERN.test(key)) problems.push({ path: `${at}.key`, msg: JUDGING_MSG.criterionKey() });
  else if (seen.has(key)) problems.push({ path: `${at}.key`, msg: JUDGING_MSG.criterionKeyTaken });
  if (typeof key === 'string') seen.add(key);
  if (!isText(c?.name?.en, RUBRIC_LIMITS.nameMax, true) || !isText(c?.name?.hi, RUBRIC_LIMITS.nameMax, true)) problems.push({ path: `${at}.name`, msg: JUDGING_MSG.criterionName() });
  if (!isText(c?.description?.en ?? '', RUBRIC_LIMITS.descriptionMax, false) || !isText(c?.description?.hi ?? '', RUBRIC_LIMITS.descriptionMax, false)) {
    problems.push({ path: `${at}.description`, msg: JUDGING_MSG.criterionDescription() });
  }
  if (!isBoundedNumber(c?.weight, RUBRIC_LIMITS.weightMax)) problems.push({ path: `${at}.weight`, msg: JUDGING_MSG.criterionWeight() });
  if (!isBoundedNumber(c?.max, RUBRIC_LIMITS.maxMax)) problems.push({ path: `${at}.max`, msg: JUDGING_MSG.criterionMax() });
  return problems;
}

/** The criteria as stored, or a 400 listing every problem. */
export function checkedCriteria(raw: unknown): RubricCriterionDef[] {
  const list = Array.isArray(raw) ? (raw as (Partial<RubricCriterionDef> | null)[]) : [];
  if (list.length === 0 || list.length > RUBRIC_LIMITS.criteriaMax) throw fieldErrors([{ path: 'criteria', msg: JUDGING_MSG.criteriaCount() }]);
  const seen = new Set<string>();
  const problems = list.flatMap((c, i) => criterionProblems(c && typeof c === 'object' ? c : null, `criteria[${i}]`, seen));
  if (problems.length > 0) throw fieldErrors(problems);
  return list.map((c) => ({
    key: c!.key!,
    name: { en: c!.name!.en.trim(), hi: c!.name!.hi.trim() },
    description: { en: (c!.description?.en ?? '').trim(), hi: (c!.description?.hi ?? '').trim() },
    weight: c!.weight!,
    max: c!.max!,
  }));
}
