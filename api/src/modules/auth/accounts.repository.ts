import { Injectable } from '@nestjs/common';
import type { Role } from '@hackathon/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { accounts } from '../../database/schema';
import { normalizeEmail } from './secrets';
import type { AccountRow } from './session-user';

/** Reads of `accounts` shared by the auth flows (addresses and usernames compare lower-cased). */
@Injectable()
export class AccountsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async byId(id: string, db: DbOrTx = this.db): Promise<AccountRow | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row ?? null;
  }

  async byEmail(email: string, roles?: readonly Role[], db: DbOrTx = this.db): Promise<AccountRow | null> {
    const conditions = [sql`lower(${accounts.email}) = ${normalizeEmail(email)}`];
    if (roles) conditions.push(inArray(accounts.role, [...roles]));
    const [row] = await db.select().from(accounts).where(and(...conditions)).limit(1);
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

  /** Sets a new password hash and clears the login lock (a reset proves control of the mailbox). */
  async setPassword(id: string, passwordHash: string, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(accounts)
      .set({
        passwordHash,
        failedLoginCount: 0,
        lockedUntil: null,
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, id));
  }
}
