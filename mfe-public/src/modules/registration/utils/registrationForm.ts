/** The school registration form: its fields, validation and the payload of POST /auth/register. */
import { API_MSG, DEFAULTS, LIMITS, MSG, type RegisterRequest, type RegistrationMetadata, type SchoolLookup } from '@hackathon/contracts';
import { email, firstError, maxLength, minLength, phone, required, strongPassword } from '../../shared/rules';

export interface RegistrationFormValues {
  fullName: string;
  email: string;
  contactNumber: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

export type RegistrationField = keyof RegistrationFormValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_REGISTRATION_FORM: RegistrationFormValues = {
  fullName: '',
  email: '',
  contactNumber: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

const FULL_NAME_MIN = 2;
const FULL_NAME_MAX = LIMITS.mentorNameMax;
/** Upper bounds the API also enforces, so a valid-looking form is never refused for length. */
const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;
const METADATA_MAX = { browserAgent: 500, screenResolution: 30, timezone: 64 } as const;

export function validateRegistrationField(field: RegistrationField, values: RegistrationFormValues): string | null {
  switch (field) {
    case 'fullName':
      return firstError(values.fullName, required, minLength(FULL_NAME_MIN), maxLength(FULL_NAME_MAX));
    case 'email':
      return firstError(values.email, required, email, maxLength(EMAIL_MAX));
    case 'contactNumber':
      return firstError(values.contactNumber, required, phone);
    case 'password':
      return firstError(values.password, required, strongPassword, maxLength(PASSWORD_MAX));
    case 'confirmPassword':
      if (!values.confirmPassword) return MSG.required;
      return values.confirmPassword === values.password ? null : MSG.passwordsDoNotMatch;
    case 'termsAccepted':
      return values.termsAccepted ? null : API_MSG.termsNotAccepted;
  }
}

export function validateRegistration(values: RegistrationFormValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of Object.keys(values) as RegistrationField[]) {
    const message = validateRegistrationField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export interface BrowserFacts {
  userAgent: string;
  screenResolution: string;
  timezone: string;
  now: Date;
}

export function readBrowserFacts(): BrowserFacts {
  return {
    userAgent: typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent,
    screenResolution: typeof window === 'undefined' ? 'unknown' : `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    now: new Date(),
  };
}

export function completedFields(values: RegistrationFormValues): RegistrationField[] {
  return (Object.keys(values) as RegistrationField[]).filter((field) => {
    const value = values[field];
    return typeof value === 'boolean' ? value : value.trim() !== '';
  });
}

export function buildRegistrationMetadata(values: RegistrationFormValues, facts: BrowserFacts): Required<RegistrationMetadata> {
  return {
    registrationSource: DEFAULTS.registrationSource,
    registrationMethod: DEFAULTS.registrationMethod,
    registrationTimestamp: facts.now.toISOString(),
    termsAccepted: values.termsAccepted,
    completedFields: completedFields(values),
    browserAgent: facts.userAgent.slice(0, METADATA_MAX.browserAgent),
    screenResolution: facts.screenResolution.slice(0, METADATA_MAX.screenResolution),
    timezone: facts.timezone.slice(0, METADATA_MAX.timezone),
  };
}

/** The `POST /auth/register` body (contract RegisterRequest) as this form always sends it. */
export interface RegisterPayload extends RegisterRequest {
  confirmPassword: string;
  termsAccepted: true;
  registrationMetadata: Required<RegistrationMetadata>;
}

/**
 * A fallback school (lookup failed) is display-only: its placeholder details are not sent, so the
 * API decides from its own directory (a valid code registers, an unknown one is rejected).
 */
export function buildRegisterPayload(
  school: SchoolLookup,
  isFallback: boolean,
  values: RegistrationFormValues,
  facts: BrowserFacts,
): RegisterPayload {
  return {
    schoolCode: school.kvCode,
    fullName: values.fullName.trim(),
    email: values.email.trim().toLowerCase(),
    contactNumber: values.contactNumber,
    password: values.password,
    confirmPassword: values.confirmPassword,
    termsAccepted: true,
    ...(isFallback ? {} : { schoolDetails: { ...school } }),
    registrationMetadata: buildRegistrationMetadata(values, facts),
  };
}

/**
 * Placeholder school shown when the lookup fails (participant spec, section 8): no answer or a server
 * error. A code the directory does not have (404) is not a failure: the page says so at the code field.
 */
export function fallbackSchool(code: string): SchoolLookup {
  return {
    kvCode: code,
    kvName: `KV ${code}`,
    district: DEFAULTS.unknown,
    state: DEFAULTS.unknown,
    region: DEFAULTS.unknown,
    zone: DEFAULTS.zone,
    contactNumber: '',
    email: '',
  };
}

/** Normalises a typed school code before the lookup. */
export function normaliseSchoolCode(code: string): string {
  return code.trim();
}
