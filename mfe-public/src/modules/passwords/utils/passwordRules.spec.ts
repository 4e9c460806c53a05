import { MSG } from '@hackathon/contracts';
import { validateOtpNewPassword, validateTeamResetPassword, validateTokenResetPassword } from './passwordRules';

describe('password reset rules', () => {
  it('OTP reset checks length before the confirmation', () => {
    expect(validateOtpNewPassword('abc', 'xyz')).toBe(MSG.passwordMin6Long);
    expect(validateOtpNewPassword('abcdef', 'abcdeg')).toBe(MSG.passwordsDoNotMatch);
    expect(validateOtpNewPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('token reset checks the confirmation before the length', () => {
    expect(validateTokenResetPassword('abc', 'xyz')).toBe(MSG.passwordsDoNotMatch);
    expect(validateTokenResetPassword('abc', 'abc')).toBe(MSG.passwordMin6Long);
    expect(validateTokenResetPassword('abcdef', 'abcdef')).toBeNull();
  });

  it('team reset requires both, equal, then 6+ with upper, lower and digit', () => {
    expect(validateTeamResetPassword('', 'x')).toBe(MSG.fillAllFields);
    expect(validateTeamResetPassword('Abc123', 'Abc124')).toBe(MSG.passwordsDoNotMatch);
    expect(validateTeamResetPassword('abc123', 'abc123')).toBe(MSG.teamResetPasswordRule);
    expect(validateTeamResetPassword('Ab12', 'Ab12')).toBe(MSG.teamResetPasswordRule);
    expect(validateTeamResetPassword('Abc123', 'Abc123')).toBeNull();
  });
});
