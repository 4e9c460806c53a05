import {
  EMAIL_PATTERN,
  GENDERS,
  LIMITS,
  MSG,
  TEACHER_ID_PATTERN,
  type Gender,
  type Mentor,
  type MentorInput,
} from '@hackathon/contracts';
import { labelTable } from '../../../i18n';

/** What the Add New Mentor / Edit Mentor dialog edits (the school comes from the session). */
export interface MentorFormValues {
  teacherId: string;
  name: string;
  designation: string;
  gender: Gender | '';
  contactNumber: string;
  emailId: string;
}

export type MentorField = keyof MentorFormValues;
export type MentorFormErrors = Partial<Record<MentorField, string>>;

/** Field order of the form: errors are focused in this order. */
export const MENTOR_FIELDS: readonly MentorField[] = ['teacherId', 'name', 'designation', 'gender', 'contactNumber', 'emailId'];

export const MENTOR_FIELD_LABEL: Record<MentorField | 'schoolCode', string> = labelTable({
  teacherId: 'school.mentors.field.teacherId',
  name: 'school.mentors.field.name',
  designation: 'school.mentors.field.designation',
  gender: 'school.mentors.field.gender',
  contactNumber: 'school.mentors.field.contactNumber',
  emailId: 'school.mentors.field.emailId',
  schoolCode: 'school.mentors.field.schoolCode',
});

/** How a gender is shown (the value sent stays 'male', 'female' or 'other'). */
export const GENDER_OPTION_LABEL: Record<Gender, string> = labelTable({
  male: 'school.gender.male',
  female: 'school.gender.female',
  other: 'school.gender.other',
});

export const EMPTY_MENTOR_FORM: MentorFormValues = {
  teacherId: '',
  name: '',
  designation: '',
  gender: '',
  contactNumber: '',
  emailId: '',
};

export function mentorToForm(mentor: Mentor): MentorFormValues {
  return {
    teacherId: mentor.teacherId ?? '',
    name: mentor.name ?? '',
    designation: mentor.designation ?? '',
    gender: mentor.gender && (GENDERS as readonly string[]).includes(mentor.gender) ? mentor.gender : '',
    contactNumber: normaliseContact(mentor.contactNumber ?? ''),
    emailId: mentor.emailId ?? '',
  };
}

/** Contact input: non-digits are stripped and the input is capped at 10 digits. */
export function normaliseContact(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.contactDigits);
}

/** One field's rule (participant spec, section 5, mentor form); undefined when valid. */
export function validateMentorField(field: MentorField, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'teacherId':
      if (!value) return MSG.required;
      if (!TEACHER_ID_PATTERN.test(value)) return MSG.teacherIdChars;
      if (value.length > LIMITS.teacherIdMax) return MSG.teacherIdMax;
      return undefined;
    case 'name':
      if (!value) return MSG.required;
      return value.length > LIMITS.mentorNameMax ? MSG.maxLength(LIMITS.mentorNameMax) : undefined;
    case 'designation':
      if (!value) return MSG.required;
      return value.length > LIMITS.designationMax ? MSG.maxLength(LIMITS.designationMax) : undefined;
    case 'gender':
      if (!value) return MSG.required;
      return (GENDERS as readonly string[]).includes(value) ? undefined : MSG.invalidGender;
    case 'contactNumber':
      if (!value) return MSG.required;
      return /^\d{10}$/.test(value) ? undefined : MSG.invalidContact;
    case 'emailId':
      if (!value) return MSG.required;
      return EMAIL_PATTERN.test(value) ? undefined : MSG.invalidEmail;
  }
}

export function validateMentorForm(values: MentorFormValues): MentorFormErrors {
  const errors: MentorFormErrors = {};
  for (const field of MENTOR_FIELDS) {
    const message = validateMentorField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Labels of the required fields left empty (the school code included): 'Missing required fields: {list}'. */
export function missingMentorFields(values: MentorFormValues, schoolCode: string | null | undefined): string[] {
  const missing = MENTOR_FIELDS.filter((field) => values[field].trim() === '').map((field) => MENTOR_FIELD_LABEL[field]);
  if (!schoolCode || !schoolCode.trim()) missing.push(MENTOR_FIELD_LABEL.schoolCode);
  return missing;
}

/** The first field with an error, in form order (server paths outside the form are skipped). */
export function firstErrorField(errors: Partial<Record<string, string>>): MentorField | null {
  return MENTOR_FIELDS.find((field) => Boolean(errors[field])) ?? null;
}

/** The request body: trimmed, the email lower-cased, the contact digits only. */
export function toMentorInput(values: MentorFormValues, schoolCode: string): MentorInput {
  return {
    teacherId: values.teacherId.trim(),
    name: values.name.trim(),
    designation: values.designation.trim(),
    gender: values.gender as Gender,
    contactNumber: normaliseContact(values.contactNumber),
    emailId: values.emailId.trim().toLowerCase(),
    schoolCode,
  };
}

export type DuplicateField = 'teacherId' | 'contactNumber' | 'emailId';

/**
 * Fields whose value another mentor of the school already uses. The spec makes this a warning
 * only: the form still submits and the server decides (409).
 */
export function duplicateMentorFields(
  values: MentorFormValues,
  others: readonly Pick<Mentor, '_id' | 'mentorId' | 'teacherId' | 'contactNumber' | 'emailId'>[],
  editingId?: string | null,
): DuplicateField[] {
  const rest = others.filter((mentor) => !editingId || (mentor._id !== editingId && mentor.mentorId !== editingId));
  const same = (a: string | null | undefined, b: string) => Boolean(b) && (a ?? '').trim().toLowerCase() === b;
  const out: DuplicateField[] = [];
  const teacherId = values.teacherId.trim().toLowerCase();
  const contact = normaliseContact(values.contactNumber);
  const email = values.emailId.trim().toLowerCase();
  if (rest.some((m) => same(m.teacherId, teacherId))) out.push('teacherId');
  if (rest.some((m) => same(m.contactNumber, contact))) out.push('contactNumber');
  if (rest.some((m) => same(m.emailId, email))) out.push('emailId');
  return out;
}
