import { canResendVerification, resendCounterLabel, verifyScreenState } from './verifyEmail';

describe('verifyScreenState', () => {
  it('waits for the mail without parameters', () => {
    expect(verifyScreenState({ token: null, verified: null, tokenResult: 'pending' })).toBe('verifying');
  });

  it('follows the verified query parameter', () => {
    expect(verifyScreenState({ token: null, verified: 'true', tokenResult: 'pending' })).toBe('success');
    expect(verifyScreenState({ token: null, verified: 'false', tokenResult: 'pending' })).toBe('error');
  });

  it('confirms a token with the server before showing the outcome', () => {
    expect(verifyScreenState({ token: 'abc', verified: null, tokenResult: 'pending' })).toBe('confirming');
    expect(verifyScreenState({ token: 'abc', verified: null, tokenResult: 'success' })).toBe('success');
    expect(verifyScreenState({ token: 'abc', verified: 'true', tokenResult: 'error' })).toBe('error');
  });
});

describe('resend counter', () => {
  it('counts up to 3', () => {
    expect(resendCounterLabel(0)).toBe('0/3');
    expect(resendCounterLabel(2)).toBe('2/3');
    expect(resendCounterLabel(5)).toBe('3/3');
    expect(canResendVerification(2)).toBe(true);
    expect(canResendVerification(3)).toBe(false);
  });
});
