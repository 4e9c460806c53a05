import { Injectable } from '@nestjs/common';
import type { Role } from '@hackathon/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { accounts } from '../../database/schema';
import { normalizeEmail } from '../../auth';
import type { AccountRow } from './session-user';

/**
 * The look-ups' conditions, from the key they compare (the normalised value, or a placeholder of a
 * statement prepared once, LoginService): addresses and usernames compare lower-cased.
 */
export const addressMatches = (key: unknown): SQL => sql`lower(${accounts.email}) = ${key}`;
export const usernameMatches = (key: unknown): SQL => sql`lower(${accounts.username}) = ${key}`;
export const ofRoles = (match: SQL, roles: readonly Role[]): SQL => and(match, inArray(accounts.role, [...roles])) as SQL;

/** The account of an address (compared lower-cased), optionally of one of `roles`. */
export function emailIs(email: string, roles?: readonly Role[]): SQL {
  const byAddress = addressMatches(normalizeEmail(email));
  return roles ? ofRoles(byAddress, roles) : byAddress;
}

/** A back-office account by username, or by address when the name holds an '@' (usernames never do). */
export function usernameOrEmailIs(name: string, roles: readonly Role[]): SQL {
  const byName = usernameMatches(name.trim().toLowerCase());
  return ofRoles(name.includes('@') ? sql`(${byName} OR ${addressMatches(normalizeEmail(name))})` : byName, roles);
}

/** Reads of `accounts` shared by the auth flows (addresses and usernames compare lower-cased). */
@Injectable()
export class AccountsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async byId(id: string, db: DbOrTx = this.db): Promise<AccountRow | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row ?? null;
  }

  async byEmail(email: string, roles?: readonly Role[], db: DbOrTx = this.db): Promise<AccountRow | null> {
    const [row] = await db.select().from(accounts).where(emailIs(email, roles)).limit(1);
    return row ?? null;
  }

  async byUsername(username: string, roles: readonly Role[], db: DbOrTx = this.db): Promise<AccountRow | null> {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(sql`lower(${accounts.username}) = ${username.trim().toLowerCase()}`, inArray(accounts.role, [...roles])))
      .limit(1);
    return row ?? null;
  }

  /** Sets a new password hash; a trigger lifts the sign-in locks (a reset proves control of the mailbox). */
  async setPassword(id: string, passwordHash: string, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(accounts)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, id));
  }
}
