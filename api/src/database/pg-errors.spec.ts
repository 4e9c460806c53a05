import { isDatabaseUnavailable, uniqueViolation } from './pg-errors';

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

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or timed-out database, directly, through causes and in an AggregateError', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all failed'))).toBe(true);
    for (const code of ['08006', '08001', '57P01', '57P03', '57014']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is false for query and authentication errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('password authentication failed'), { code: '28P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
