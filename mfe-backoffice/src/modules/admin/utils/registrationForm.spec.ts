import { ApiError } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { REGISTRATION } from '../../shared/testing/fixtures';
import {
  firstErrorField,
  formValuesOf,
  isStaleEdit,
  registrationUpdateBody,
  serverFormErrors,
  validateRegistrationForm,
} from './registrationForm';

describe('validateRegistrationForm', () => {
  it('accepts the values as read', () => {
    expect(validateRegistrationForm(formValuesOf(REGISTRATION))).toEqual({});
  });

  it('words each problem with the shared messages', () => {
    const errors = validateRegistrationForm({ fullName: '  ', email: 'not-an-email', contactNumber: '98765', registrationStatus: 'approved' });
    expect(errors).toEqual({ fullName: MSG.required, email: MSG.invalidEmail, contactNumber: MSG.invalidPhone });
    expect(firstErrorField(errors)).toBe('fullName');
    expect(validateRegistrationForm({ ...formValuesOf(REGISTRATION), fullName: 'x'.repeat(101) }).fullName).toBe(MSG.maxLength(100));
    expect(validateRegistrationForm({ ...formValuesOf(REGISTRATION), email: '' }).email).toBe(MSG.required);
  });
});

describe('registrationUpdateBody', () => {
  it('is null when nothing changed (spaces and email case aside)', () => {
    const values = formValuesOf(REGISTRATION);
    expect(registrationUpdateBody(REGISTRATION, { ...values, fullName: ` ${values.fullName} `, email: values.email.toUpperCase() })).toBeNull();
  });

  it('sends only the changed fields, trimmed, with the updatedAt last read', () => {
    const values = { ...formValuesOf(REGISTRATION), contactNumber: ' 9123456780 ', registrationStatus: 'rejected' as const };
    expect(registrationUpdateBody(REGISTRATION, values)).toEqual({
      updatedAt: REGISTRATION.updatedAt,
      contactNumber: '9123456780',
      registrationStatus: 'rejected',
    });
    expect(registrationUpdateBody(REGISTRATION, { ...formValuesOf(REGISTRATION), email: 'New@Example.ORG' })).toEqual({
      updatedAt: REGISTRATION.updatedAt,
      email: 'new@example.org',
    });
  });
});

describe('server refusals', () => {
  it('recognises a stale edit by its 409', () => {
    expect(isStaleEdit(new ApiError({ code: 'UNKNOWN_ERROR', status: 409, message: 'changed' }))).toBe(true);
    expect(isStaleEdit(new ApiError({ code: 'UNKNOWN_ERROR', status: 400, message: 'bad' }))).toBe(false);
  });

  it("maps the server's field errors to the form's fields, first message each", () => {
    const error = new ApiError({
      code: 'UNKNOWN_ERROR',
      status: 400,
      message: 'Validation failed',
      details: [
        { path: 'email', msg: MSG.invalidEmail },
        { path: 'email', msg: 'second' },
        { path: 'schoolDetails', msg: 'not a form field' },
        { path: 'contactNumber', msg: MSG.invalidPhone },
      ],
    });
    expect(serverFormErrors(error)).toEqual({ email: MSG.invalidEmail, contactNumber: MSG.invalidPhone });
    expect(firstErrorField(serverFormErrors(error))).toBe('email');
    expect(serverFormErrors(new Error('x'))).toEqual({});
  });
});
