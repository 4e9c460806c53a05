import { MSG } from '@hackathon/contracts';

/** Team IDs are upper case (e.g. N1234JR1); what the team typed is trimmed and upper-cased. */
export function normaliseTeamId(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * The request body of POST /teams/forgot-password, or the message that stops it. Only emptiness is
 * checked: the server answers the same whether the team exists or not, so nothing else is worth a
 * client-side refusal.
 */
export function teamForgotPasswordRequest(raw: string): { ok: true; body: { teamId: string } } | { ok: false; error: string } {
  const teamId = normaliseTeamId(raw);
  return teamId ? { ok: true, body: { teamId } } : { ok: false, error: MSG.teamIdRequired };
}
