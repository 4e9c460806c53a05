import { EMAIL_PATTERN, JUDGE_LIMITS, MSG, type FieldError, type Judge, type JudgeInput, type JudgeUpdateInput } from '@hackathon/contracts';

/**
 * The Add judge / Edit judge dialog (issue 27): the API's checks (CreateJudgeDto) before sending,
 * its 400 `errors[{path,msg}]` placed on the fields after. The school code's shape and existence
 * are the directory's to say: the server's answer lands on that field.
 */
export interface JudgeFormValues {
  name: string;
  email: string;
  organisation: string;
  expertise: string;
  /** '' for none. */
  homeRegion: string;
  /** '' for none. */
  schoolCode: string;
  isActive: boolean;
}

export type JudgeField = keyof JudgeFormValues;
export type JudgeFormErrors = Partial<Record<JudgeField, string>>;

export const JUDGE_FORM_FIELDS: readonly JudgeField[] = ['name', 'email', 'organisation', 'expertise', 'homeRegion', 'schoolCode', 'isActive'];

export function judgeToForm(judge: Judge | null): JudgeFormValues {
  return {
    name: judge?.name ?? '',
    email: judge?.email ?? '',
    organisation: judge?.organisation ?? '',
    expertise: judge?.expertise ?? '',
    homeRegion: judge?.homeRegion ?? '',
    schoolCode: judge?.schoolCode ?? '',
    isActive: judge?.isActive ?? true,
  };
}

export function validateJudge(values: JudgeFormValues): JudgeFormErrors {
  const errors: JudgeFormErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = MSG.required;
  else if (name.length > JUDGE_LIMITS.nameMax) errors.name = MSG.maxLength(JUDGE_LIMITS.nameMax);
  if (!email) errors.email = MSG.required;
  else if (email.length > JUDGE_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) errors.email = MSG.invalidEmail;
  if (values.organisation.trim().length > JUDGE_LIMITS.organisationMax) errors.organisation = MSG.maxLength(JUDGE_LIMITS.organisationMax);
  if (values.expertise.trim().length > JUDGE_LIMITS.expertiseMax) errors.expertise = MSG.maxLength(JUDGE_LIMITS.expertiseMax);
  return errors;
}

/** `POST /admin/judges`: trimmed; no region or school is null. */
export function toJudgeInput(values: JudgeFormValues): JudgeInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    organisation: values.organisation.trim(),
    expertise: values.expertise.trim(),
    homeRegion: values.homeRegion || null,
    schoolCode: values.schoolCode.trim() || null,
    isActive: values.isActive,
  };
}

/** `PUT /admin/judges/{id}`: only what changed (an unchanged address is not invited again, an inactive judge not disabled twice). */
export function toJudgeUpdate(values: JudgeFormValues, judge: Judge): JudgeUpdateInput {
  const next = toJudgeInput(values);
  const before = toJudgeInput(judgeToForm(judge));
  const changed = (Object.keys(next) as (keyof JudgeInput)[]).filter((key) =>
    key === 'email' ? next.email.toLowerCase() !== before.email.toLowerCase() : next[key] !== before[key],
  );
  return Object.fromEntries(changed.map((key) => [key, next[key]])) as JudgeUpdateInput;
}

/** The server's field errors on the dialog's fields (the first per field); the form's alert has the API's message. */
export function serverErrorsToForm(errors: readonly FieldError[]): JudgeFormErrors {
  const fields: JudgeFormErrors = {};
  for (const { path, msg } of errors) if ((JUDGE_FORM_FIELDS as readonly string[]).includes(path)) fields[path as JudgeField] ??= msg;
  return fields;
}

/** The DOM id of a field of the dialog. */
export const judgeFieldId = (field: JudgeField) => `judge-${field}`;
