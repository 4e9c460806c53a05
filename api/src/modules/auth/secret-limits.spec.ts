import { limitKey, RESET_CODE_GUESSES_PER_ACCOUNT, RESET_CODES_PER_ACCOUNT, RESET_MAILS_PER_RECIPIENT, SIGN_IN_CODES_PER_ACCOUNT } from '../../auth';
import { OTP_MAX_ATTEMPTS } from './one-time-tokens.service';

describe('per-account limits on mailed secrets', () => {
  it('keys addresses as the look-ups compare them (trimmed, lower-cased), accounts by id', () => {
    expect(limitKey.resetMail(' Head@School.TEST ')).toBe('reset-mail:head@school.test');
    expect(limitKey.resetGuess('Head@School.test')).toBe('otp-guess:head@school.test');
    expect(limitKey.resetCode('6f1c')).toBe('otp-code:6f1c');
    expect(limitKey.signInCode('6f1c')).toBe('sign-in-code:6f1c');
    // a registering address has no account: its codes and guesses are keyed by the address
    expect(limitKey.registrationCode(' New@School.TEST')).toBe('registration-code:new@school.test');
    expect(limitKey.registrationGuess('New@School.TEST ')).toBe('registration-guess:new@school.test');
  });

  it('bound a reset-code guesser to a few tries an hour per account, whatever the addresses', () => {
    const perHour = (limit: { max: number; minutes: number }) => (limit.max * 60) / limit.minutes;
    // wrong guesses: the per-account cap, and never more than the codes allow
    const guessesPerHour = Math.min(perHour(RESET_CODE_GUESSES_PER_ACCOUNT), perHour(RESET_CODES_PER_ACCOUNT) * OTP_MAX_ATTEMPTS);
    expect(guessesPerHour).toBeLessThanOrEqual(40);
    // half the 10^6 codes at that rate takes years, not the probe's 1.3 hours
    expect(500_000 / guessesPerHour / 24 / 365).toBeGreaterThan(1);
    // a code per account never outnumbers the mails its recipient may get
    expect(RESET_CODES_PER_ACCOUNT.max).toBeLessThanOrEqual(RESET_MAILS_PER_RECIPIENT.max);
    expect(RESET_MAILS_PER_RECIPIENT.max).toBeLessThanOrEqual(5);
    expect(SIGN_IN_CODES_PER_ACCOUNT.max).toBeLessThanOrEqual(5);
  });
});
