/**
 * Pure helpers of the rubric editor: the criteria as the form holds them, their shares of the
 * total weight, and the same checks the server makes (api rounds/rubric-rules.ts, one problem per
 * field path, in its words), so a form that passes here is not refused for its rubric.
 */
import { JUDGING_MSG, RUBRIC_KEY_PATTERN, RUBRIC_LIMITS, type BilingualText, type FieldError, type RubricCriterionDef } from '@hackathon/contracts';

/** A criterion being edited: weight and maximum as typed, and a React key that survives reordering. */
export interface CriterionDraft {
  uid: string;
  key: string;
  name: BilingualText;
  description: BilingualText;
  weight: string;
  max: string;
}

let lastUid = 0;
const nextUid = () => `criterion-${++lastUid}`;

export function criterionDrafts(criteria: readonly RubricCriterionDef[]): CriterionDraft[] {
  return criteria.map((c) => ({ uid: nextUid(), key: c.key, name: { ...c.name }, description: { ...c.description }, weight: String(c.weight), max: String(c.max) }));
}

/** A new criterion with a key no other has ('criterion-5'), weight 1, out of 10. */
export function blankCriterion(existing: readonly CriterionDraft[]): CriterionDraft {
  const taken = new Set(existing.map((c) => c.key));
  let n = existing.length + 1;
  while (taken.has(`criterion-${n}`)) n += 1;
  return { uid: nextUid(), key: `criterion-${n}`, name: { en: '', hi: '' }, description: { en: '', hi: '' }, weight: '1', max: '10' };
}

/** The list with the criterion at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveCriterion<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A number as typed ('2.5', ' 3 '); null when it is not one. */
export function numberOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

const validWeight = (text: string): number | null => {
  const weight = numberOf(text);
  return weight !== null && weight > 0 && weight <= RUBRIC_LIMITS.weightMax ? weight : null;
};

/** The sum of the valid weights (what each share is a part of). */
export function totalWeight(criteria: readonly Pick<CriterionDraft, 'weight'>[]): number {
  return criteria.reduce((sum, c) => sum + (validWeight(c.weight) ?? 0), 0);
}

/** Each criterion's share of the total weight (0-1), null where its weight is not valid yet. */
export function weightShares(criteria: readonly Pick<CriterionDraft, 'weight'>[]): (number | null)[] {
  const total = totalWeight(criteria);
  return criteria.map((c) => {
    const weight = validWeight(c.weight);
    return weight === null || total === 0 ? null : weight / total;
  });
}

const textOk = (text: string, max: number, required: boolean) => (!required || text.trim() !== '') && text.trim().length <= max;
const boundedNumber = (text: string, max: number) => {
  const value = numberOf(text);
  return value !== null && value > 0 && value <= max ? value : null;
};

function criterionProblems(c: CriterionDraft, at: string, seen: Set<string>): FieldError[] {
  const problems: FieldError[] = [];
  if (c.key.length > RUBRIC_LIMITS.keyMax || !RUBRIC_KEY_PATTERN.test(c.key)) problems.push({ path: `${at}.key`, msg: JUDGING_MSG.criterionKey() });
  else if (seen.has(c.key)) problems.push({ path: `${at}.key`, msg: JUDGING_MSG.criterionKeyTaken });
  seen.add(c.key);
  if (!textOk(c.name.en, RUBRIC_LIMITS.nameMax, true) || !textOk(c.name.hi, RUBRIC_LIMITS.nameMax, true)) problems.push({ path: `${at}.name`, msg: JUDGING_MSG.criterionName() });
  if (!textOk(c.description.en, RUBRIC_LIMITS.descriptionMax, false) || !textOk(c.description.hi, RUBRIC_LIMITS.descriptionMax, false)) {
    problems.push({ path: `${at}.description`, msg: JUDGING_MSG.criterionDescription() });
  }
  if (boundedNumber(c.weight, RUBRIC_LIMITS.weightMax) === null) problems.push({ path: `${at}.weight`, msg: JUDGING_MSG.criterionWeight() });
  if (boundedNumber(c.max, RUBRIC_LIMITS.maxMax) === null) problems.push({ path: `${at}.max`, msg: JUDGING_MSG.criterionMax() });
  return problems;
}

/** The criteria as the API takes them (texts trimmed), or every problem with the server's paths (`criteria[2].weight`). */
export function checkCriteria(drafts: readonly CriterionDraft[]): { criteria: RubricCriterionDef[] | null; problems: FieldError[] } {
  if (drafts.length === 0 || drafts.length > RUBRIC_LIMITS.criteriaMax) return { criteria: null, problems: [{ path: 'criteria', msg: JUDGING_MSG.criteriaCount() }] };
  const seen = new Set<string>();
  const problems = drafts.flatMap((c, i) => criterionProblems(c, `criteria[${i}]`, seen));
  if (problems.length > 0) return { criteria: null, problems };
  const criteria = drafts.map((c) => ({
    key: c.key,
    name: { en: c.name.en.trim(), hi: c.name.hi.trim() },
    description: { en: c.description.en.trim(), hi: c.description.hi.trim() },
    weight: numberOf(c.weight)!,
    max: numberOf(c.max)!,
  }));
  return { criteria, problems: [] };
}
