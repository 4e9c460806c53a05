import { MSG } from '@hackathon/contracts';
import { normaliseTeamId, teamForgotPasswordRequest } from './teamForgotPassword';

describe('team forgot password request', () => {
  it('trims and upper-cases the Team ID', () => {
    expect(normaliseTeamId('  n1234jr1 ')).toBe('N1234JR1');
    expect(teamForgotPasswordRequest(' a1001sr3')).toEqual({ ok: true, body: { teamId: 'A1001SR3' } });
  });

  it('asks for the Team ID when it is blank', () => {
    expect(teamForgotPasswordRequest('')).toEqual({ ok: false, error: MSG.teamIdRequired });
    expect(teamForgotPasswordRequest('   ')).toEqual({ ok: false, error: MSG.teamIdRequired });
  });

  it('sends any other shape as typed: the server gives the same answer for every Team ID', () => {
    expect(teamForgotPasswordRequest('not-a-team')).toEqual({ ok: true, body: { teamId: 'NOT-A-TEAM' } });
  });
});
