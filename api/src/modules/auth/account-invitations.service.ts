import { Injectable } from '@nestjs/common';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PasswordService, SessionFloorsService, newUrlToken } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db } from '../../database';
import { uniqueViolation } from '../../database/pg-errors';
import { accounts, type TokenPurpose } from '../../database/schema';
import { currentRequestLocale, inLocale } from '../../kernel';
import { BackgroundMailService, type MailMessage } from '../../mail';
import { OneTimeTokensService, TOKEN_TTL_MS } from './one-time-tokens.service';

/** Whom an invitation makes an account for: a mentor record (issue 26) or a judge (issue 27). */
export type InvitedPerson = { kind: 'mentor'; id: string } | { kind: 'judge'; id: string };

type InvitationPurpose = Extract<TokenPurpose, 'mentor_invitation' | 'judge_invitation'>;

const PURPOSE: Record<InvitedPerson['kind'], InvitationPurpose> = { mentor: 'mentor_invitation', judge: 'judge_invitation' };
/** The public page of each kind's link (mfe-public). */
const LINK_PATH: Record<InvitedPerson['kind'], string> = { mentor: '/mentor-invitation', judge: '/judge-invitation' };

export interface InvitationLetter {
  email: string;
  fullName: string;
  /** The school the account belongs to (a mentor's; a judge teaching at a school), or null. */
  schoolCode: string | null;
  /** The mail in the recipient's language: `link` sets the password, `loginUrl` signs in. */
  mail: (to: string, link: string, loginUrl: string) => MailMessage;
}

/** Thrown by send() when another account holds the address. */
export class InvitationAddressTaken extends Error {}

/**
 * Accounts by invitation, for people someone else adds (mentors, judges): the account is bound to
 * its person (accounts.mentor_id or judge_id, deleted with it). Sending gives the account an
 * unusable password (a hash of a secret nobody keeps), un-verifies it, clears a disabled mark and
 * mails a single-use link (72 h) in place of every earlier one; accepting sets the password and
 * verifies the address (the link came by mail); disabling ends every session and link at once.
 * The callers keep their own rules (who may be invited, how often, their messages).
 */
@Injectable()
export class AccountInvitationsService {
  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly tokens: OneTimeTokensService,
    private readonly passwords: PasswordService,
    private readonly floors: SessionFloorsService,
    private readonly mail: BackgroundMailService,
  ) {}

  /** The bound account's state columns (null: never invited). */
  async account(person: InvitedPerson): Promise<{ id: string; disabledAt: Date | null; emailVerifiedAt: Date | null } | null> {
    const [row] = await this.db
      .select({ id: accounts.id, disabledAt: accounts.disabledAt, emailVerifiedAt: accounts.emailVerifiedAt })
      .from(accounts)
      .where(bound(person))
      .limit(1);
    return row ?? null;
  }

  /** Creates or renews the account and mails a new link in place of the earlier ones; InvitationAddressTaken when another account holds the address. */
  async send(person: InvitedPerson, letter: InvitationLetter): Promise<void> {
    const unusable = await this.unusablePassword();
    const email = letter.email.trim().toLowerCase();
    const purpose = PURPOSE[person.kind];
    let done: { accountId: string; token: string; language: string | null };
    try {
      done = await this.db.transaction(async (tx) => {
        const fields = { email, fullName: letter.fullName, schoolCode: letter.schoolCode, passwordHash: unusable, emailVerifiedAt: null, disabledAt: null, invitedAt: sql`now()`, updatedAt: sql`now()` };
        const insert = tx.insert(accounts);
        const [account] = await (person.kind === 'mentor'
          ? insert.values({ role: 'mentor', mentorId: person.id, ...fields }).onConflictDoUpdate({ target: accounts.mentorId, targetWhere: sql`mentor_id is not null`, set: fields })
          : insert.values({ role: 'judge', judgeId: person.id, ...fields }).onConflictDoUpdate({ target: accounts.judgeId, targetWhere: sql`judge_id is not null`, set: fields })
        ).returning({ id: accounts.id, language: accounts.language });
        await this.tokens.revoke(account!.id, [purpose], tx);
        const token = await this.tokens.issue(purpose, account!.id, TOKEN_TTL_MS.invitation, tx);
        return { accountId: account!.id, token, language: account!.language ?? null };
      });
    } catch (error) {
      if (uniqueViolation(error) === 'accounts_email_unique') throw new InvitationAddressTaken();
      throw error;
    }
    // a renewed account's sessions (an earlier password, an earlier address) end at once
    await this.floors.forget(done.accountId);
    const base = this.config.publicUrl;
    const link = `${base}${LINK_PATH[person.kind]}?token=${encodeURIComponent(done.token)}`;
    this.mail.dispatch(inLocale(done.language ?? currentRequestLocale(), () => letter.mail(email, link, `${base}/login`)));
  }

  /** Uses the link: sets the password and verifies the address; false for an unknown, expired or used token, or an account disabled since. */
  async accept(kind: InvitedPerson['kind'], token: string, newPassword: string): Promise<boolean> {
    const passwordHash = await this.passwords.hash(newPassword);
    const accountId = await this.db.transaction(async (tx) => {
      const owner = await this.tokens.consume(PURPOSE[kind], token, tx);
      if (!owner) return null;
      const [row] = await tx
        .update(accounts)
        .set({ passwordHash, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(accounts.id, owner), eq(accounts.role, kind), isNull(accounts.disabledAt)))
        .returning({ id: accounts.id });
      return row?.id ?? null;
    });
    if (!accountId) return false;
    await this.floors.forget(accountId);
    return true;
  }

  /** Disables the bound account (if any): no sign-in, every session and open link ended at once. */
  async disable(person: InvitedPerson): Promise<void> {
    const accountId = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accounts)
        .set({ disabledAt: sql`now()`, passwordHash: await this.unusablePassword(), updatedAt: sql`now()` })
        .where(and(bound(person), isNull(accounts.disabledAt)))
        .returning({ id: accounts.id });
      if (row) await this.tokens.revoke(row.id, [PURPOSE[person.kind]], tx);
      return row?.id ?? null;
    });
    if (accountId) await this.floors.forget(accountId);
  }

  /** After the person's deletion deleted its account (cascade): its sessions end at once here and elsewhere. */
  async forgetSessions(accountId: string | null): Promise<void> {
    if (accountId) await this.floors.forget(accountId);
  }

  /** The hash of a secret nobody keeps: no password signs in until the invitation sets one. */
  private unusablePassword(): Promise<string> {
    return this.passwords.hash(newUrlToken());
  }
}

function bound(person: InvitedPerson): SQL {
  return person.kind === 'mentor' ? eq(accounts.mentorId, person.id) : eq(accounts.judgeId, person.id);
}
