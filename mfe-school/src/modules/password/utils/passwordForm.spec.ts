import { MSG } from '@hackathon/contracts';
import { EMPTY_PASSWORD_FORM, validateTeamPassword } from './passwordForm';

describe('team password change rules', () => {
  it('asks for a team, a password and its confirmation', () => {
    expect(validateTeamPassword(EMPTY_PASSWORD_FORM)).toEqual({
      teamId: 'Please select a team',
      newPassword: MSG.required,
      confirmPassword: 'Please confirm the password',
    });
  });

  it('needs 6 or more characters', () => {
    expect(validateTeamPassword({ teamId: 't', newPassword: '12345', confirmPassword: '12345' }).newPassword).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('needs the confirmation to match', () => {
    expect(validateTeamPassword({ teamId: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateTeamPassword({ teamId: 't', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });
});
