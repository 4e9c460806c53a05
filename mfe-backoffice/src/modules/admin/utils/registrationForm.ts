import { ApiError } from '@hackathon/api-client';
import {
  EMAIL_PATTERN,
  MSG,
  PHONE_PATTERN,
  REGISTRATION_STATUSES,
  type FieldError,
  type Registration,
  type RegistrationStatus,
  type UpdateRegistrationRequest,
} from '@hackathon/contracts';

/**
 * What the admin may change on /edit-registration/{id}: the fields `PUT /registration/{id}`
 * accepts that a person edits (contact person, email, contact number, and the admin-only
 * registration status). The school, its place and region come from the directory and are not
 * editable (UpdateRegistrationRequest has no such field).
 */
export interface RegistrationFormValues {
  fullName: string;
  email: string;
  contactNumber: string;
  registrationStatus: RegistrationStatus;
}

export type RegistrationField = keyof RegistrationFormValues;
export type RegistrationFormErrors = Partial<Record<RegistrationField, string>>;

export { REGISTRATION_STATUSES };
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const FIELD_ORDER: readonly RegistrationField[] = ['fullName', 'email', 'contactNumber', 'registrationStatus'];

export function formValuesOf(r: Registration): RegistrationFormValues {
  return {
    fullName: r.fullName ?? '',
    email: r.email ?? '',
    contactNumber: r.contactNumber ?? '',
    registrationStatus: r.registrationStatus ?? 'pending',
  };
}

/** The same rules the API applies (participant spec, section 5), checked before sending. */
export function validateRegistrationForm(values: RegistrationFormValues): RegistrationFormErrors {
  const errors: RegistrationFormErrors = {};
  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = MSG.required;
  else if (fullName.length > FULL_NAME_MAX) errors.fullName = MSG.maxLength(FULL_NAME_MAX);
  const email = values.email.trim();
  if (!email) errors.email = MSG.required;
  else if (email.length > EMAIL_MAX) errors.email = MSG.maxLength(EMAIL_MAX);
  else if (!EMAIL_PATTERN.test(email)) errors.email = MSG.invalidEmail;
  const phone = values.contactNumber.trim();
  if (!phone) errors.contactNumber = MSG.required;
  else if (!PHONE_PATTERN.test(phone)) errors.contactNumber = MSG.invalidPhone;
  if (!(REGISTRATION_STATUSES as readonly string[]).includes(values.registrationStatus)) errors.registrationStatus = MSG.required;
  return errors;
}

/**
 * The PUT body: only the fields that differ from what was read (trimmed; email lower-cased as the
 * API stores it), always with the `updatedAt` last read, so a stale edit is refused (409) instead
 * of overwriting someone else's change. Null when nothing changed.
 */
export function registrationUpdateBody(read: Registration, values: RegistrationFormValues): UpdateRegistrationRequest | null {
  const body: UpdateRegistrationRequest = { updatedAt: read.updatedAt };
  const fullName = values.fullName.trim();
  const email = values.email.trim().toLowerCase();
  const contactNumber = values.contactNumber.trim();
  if (fullName !== (read.fullName ?? '')) body.fullName = fullName;
  if (email !== (read.email ?? '').toLowerCase()) body.email = email;
  if (contactNumber !== (read.contactNumber ?? '')) body.contactNumber = contactNumber;
  if (values.registrationStatus !== read.registrationStatus) body.registrationStatus = values.registrationStatus;
  return Object.keys(body).length > 1 ? body : null;
}

/** A refusal because someone else saved first (the server's 409 carries the words to show). */
export function isStaleEdit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

function isFieldError(value: unknown): value is FieldError {
  return value !== null && typeof value === 'object' && typeof (value as FieldError).path === 'string' && typeof (value as FieldError).msg === 'string';
}

/** The server's field errors of a 400, keyed by the form's fields (first message per field). */
export function serverFormErrors(error: unknown): RegistrationFormErrors {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { errors?: unknown } | undefined;
  const list = Array.isArray(body?.errors) ? body.errors : Array.isArray(error.details) ? error.details : [];
  const out: RegistrationFormErrors = {};
  for (const item of list.filter(isFieldError)) {
    const field = item.path as RegistrationField;
    if (FIELD_ORDER.includes(field) && !(field in out)) out[field] = item.msg;
  }
  return out;
}

/** The first field with an error, in form order (to focus it). */
export function firstErrorField(errors: RegistrationFormErrors): RegistrationField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}
