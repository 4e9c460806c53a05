import { uniqueViolation } from './pg-errors';

describe('uniqueViolation', () => {
  it('finds the constraint of a 23505 error, directly or through causes', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'accounts_email_unique' });
    expect(uniqueViolation(driver)).toBe('accounts_email_unique');
    expect(uniqueViolation(new Error('Failed query', { cause: driver }))).toBe('accounts_email_unique');
  });

  it('is null for other errors', () => {
    expect(uniqueViolation(Object.assign(new Error('fk'), { code: '23503', constraint: 'x' }))).toBeNull();
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });
});
