import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../database';
import { authTokens } from '../../database/schema';
import { newUrlToken, sha256Hex } from '../../auth';

/** A team reset link is valid for one hour and works once. */
export const TEAM_RESET_TTL_MS = 60 * 60 * 1000;
const PURPOSE = 'team_password_reset' as const;

/** Issues a reset secret for the team (older live ones stop working); returns it in clear, for the mail. */
export async function issueTeamResetToken(db: DbOrTx, teamUuid: string): Promise<string> {
  await revokeTeamResetTokens(db, teamUuid);
  const token = newUrlToken();
  await db.insert(authTokens).values({
    purpose: PURPOSE,
    teamId: teamUuid,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + TEAM_RESET_TTL_MS),
  });
  return token;
}

function live(token: string) {
  return and(eq(authTokens.purpose, PURPOSE), eq(authTokens.tokenHash, sha256Hex(token)), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`));
}

/** The team (row id) a live secret belongs to, without using it (the page's link check). */
export async function peekTeamResetToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db.select({ teamId: authTokens.teamId }).from(authTokens).where(live(token)).limit(1);
  return row?.teamId ?? null;
}

/** Uses the secret: one conditional UPDATE, so two concurrent resets cannot both succeed. */
export async function consumeTeamResetToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db.update(authTokens).set({ usedAt: sql`now()` }).where(live(token)).returning({ teamId: authTokens.teamId });
  return row?.teamId ?? null;
}

export async function revokeTeamResetTokens(db: DbOrTx, teamUuid: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.purpose, PURPOSE), eq(authTokens.teamId, teamUuid), isNull(authTokens.usedAt)));
}
