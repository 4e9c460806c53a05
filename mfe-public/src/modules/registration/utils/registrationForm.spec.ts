import { API_MSG, DEFAULTS, MSG, type SchoolLookup } from '@hackathon/contracts';
import {
  EMPTY_REGISTRATION_FORM,
  buildRegisterPayload,
  completedFields,
  fallbackSchool,
  validateRegistration,
  validateRegistrationField,
  type RegistrationFormValues,
} from './registrationForm';

const valid: RegistrationFormValues = {
  fullName: 'Asha Verma',
  email: 'Principal@KV.edu.in ',
  contactNumber: '9876543210',
  password: 'Secret#12',
  confirmPassword: 'Secret#12',
  termsAccepted: true,
};

const facts = { userAgent: 'jest', screenResolution: '1280x720', timezone: 'Asia/Kolkata', now: new Date('2025-08-20T10:00:00Z') };

const school: SchoolLookup = {
  kvCode: '1001', kvName: 'PM SHRI KV No. 1', district: 'Delhi', state: 'DELHI', region: 'Delhi', zone: 'N', contactNumber: '', email: '',
};

describe('registration form validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration({ ...valid, email: 'principal@kv.edu.in' })).toEqual({});
  });

  it('reports every empty field with the spec messages', () => {
    expect(validateRegistration(EMPTY_REGISTRATION_FORM)).toEqual({
      fullName: MSG.required,
      email: MSG.required,
      contactNumber: MSG.required,
      password: MSG.required,
      confirmPassword: MSG.required,
      termsAccepted: API_MSG.termsNotAccepted,
    });
  });

  it('checks each rule', () => {
    expect(validateRegistrationField('fullName', { ...valid, fullName: 'A' })).toBe(MSG.minLength(2));
    expect(validateRegistrationField('fullName', { ...valid, fullName: 'A'.repeat(101) })).toBe(MSG.maxLength(100));
    expect(validateRegistrationField('email', { ...valid, email: 'nope' })).toBe(MSG.invalidEmail);
    expect(validateRegistrationField('email', { ...valid, email: `${'a'.repeat(250)}@kv.in` })).toBe(MSG.maxLength(254));
    expect(validateRegistrationField('contactNumber', { ...valid, contactNumber: '12345' })).toBe(MSG.invalidPhone);
    expect(validateRegistrationField('password', { ...valid, password: 'weakpass' })).toBe(MSG.strongPassword);
    expect(validateRegistrationField('confirmPassword', { ...valid, confirmPassword: 'Secret#13' })).toBe(MSG.passwordsDoNotMatch);
    expect(validateRegistrationField('termsAccepted', { ...valid, termsAccepted: false })).toBe(API_MSG.termsNotAccepted);
  });
});

describe('registration payload', () => {
  it('carries the metadata of the spec', () => {
    const payload = buildRegisterPayload(school, false, valid, facts);
    expect(payload).toMatchObject({
      schoolCode: '1001',
      fullName: 'Asha Verma',
      email: 'principal@kv.edu.in',
      contactNumber: '9876543210',
      termsAccepted: true,
      schoolDetails: school,
      registrationMetadata: {
        registrationSource: DEFAULTS.registrationSource,
        registrationMethod: DEFAULTS.registrationMethod,
        registrationTimestamp: '2025-08-20T10:00:00.000Z',
        termsAccepted: true,
        browserAgent: 'jest',
        screenResolution: '1280x720',
        timezone: 'Asia/Kolkata',
      },
    });
    expect(payload.registrationMetadata.completedFields).toEqual(['fullName', 'email', 'contactNumber', 'password', 'confirmPassword', 'termsAccepted']);
  });

  it('does not send placeholder details of a fallback school', () => {
    const payload = buildRegisterPayload(fallbackSchool('9999'), true, valid, facts);
    expect(payload.schoolCode).toBe('9999');
    expect(payload).not.toHaveProperty('schoolDetails');
  });

  it('keeps browser facts within the lengths the API accepts', () => {
    const payload = buildRegisterPayload(school, false, valid, { ...facts, userAgent: 'x'.repeat(900) });
    expect(payload.registrationMetadata.browserAgent).toHaveLength(500);
  });

  it('lists only completed fields', () => {
    expect(completedFields({ ...EMPTY_REGISTRATION_FORM, email: 'a@b.in' })).toEqual(['email']);
  });
});

describe('fallbackSchool', () => {
  it('uses the placeholder name and the lookup defaults', () => {
    expect(fallbackSchool('1234')).toEqual({
      kvCode: '1234', kvName: 'KV 1234', district: 'Unknown', state: 'Unknown', region: 'Unknown', zone: 'N', contactNumber: '', email: '',
    });
  });
});
