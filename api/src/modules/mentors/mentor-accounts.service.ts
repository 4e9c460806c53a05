import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AccountLimitsService, MENTOR_INVITATIONS_PER_MENTOR, PasswordService, RetryLaterException, SessionFloorsService, limitKey, newUrlToken } from '../../auth';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { uniqueViolation } from '../../database/pg-errors';
import { accounts, mentors, schools } from '../../database/schema';
import { currentRequestLocale, inLocale } from '../../kernel';
import { BackgroundMailService } from '../../mail';
import { OneTimeTokensService, TOKEN_TTL_MS, mentorInvitationMail } from '../auth';

/** What an invitation needs of the mentor. */
interface InvitedMentor {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  schoolCode: string;
  schoolName: string;
}

const INVITATION: ['mentor_invitation'] = ['mentor_invitation'];

/**
 * Mentor accounts by invitation (issue 26). The account (role mentor, the mentor's school) is bound
 * to its mentor record by accounts.mentor_id. An invitation gives it an unusable password (a hash
 * of a secret nobody keeps), un-verifies it, clears a disabled mark and mails a single-use link
 * (72 h) in place of every earlier one; accepting sets the password and verifies the address.
 * Deactivating the mentor disables the account, which ends its sessions (the trigger of migration
 * 0026 raises the session floor; forget() makes it count at once); deleting the mentor deletes
 * the account with it (ON DELETE CASCADE, the delete trigger of 0011).
 */
@Injectable()
export class MentorAccountsService {
  private readonly logger = new Logger(MentorAccountsService.name);

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly tokens: OneTimeTokensService,
    private readonly passwords: PasswordService,
    private readonly limits: AccountLimitsService,
    private readonly floors: SessionFloorsService,
    private readonly mail: BackgroundMailService,
  ) {}

  /**
   * POST /mentors/{id}/invite (the caller's reach of the mentor is checked before): 400 without an
   * address, 409 for an inactive mentor, an account already active or an address another account
   * holds, 429 past 3 invitations in an hour for this mentor.
   */
  async invite(mentorUuid: string): Promise<void> {
    const mentor = await this.mentor(mentorUuid);
    if (!mentor.email.trim()) throw new BadRequestException(API_MSG.mentorNoEmail);
    if (!mentor.isActive) throw new ConflictException(API_MSG.mentorInactiveInvite);
    const [account] = await this.db.select({ disabledAt: accounts.disabledAt, emailVerifiedAt: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.mentorId, mentorUuid)).limit(1);
    if (account && account.disabledAt === null && account.emailVerifiedAt !== null) throw new ConflictException(API_MSG.mentorAccountActive);
    const key = limitKey.mentorInvitation(mentorUuid);
    if (!(await this.limits.take(key, MENTOR_INVITATIONS_PER_MENTOR))) throw new RetryLaterException(API_MSG.mentorInviteLimit, MENTOR_INVITATIONS_PER_MENTOR.minutes * 60);
    try {
      await this.sendInvitation(mentor);
    } catch (error) {
      // nothing was sent: the attempt does not count against the hour's three
      await this.limits.giveBack(key);
      throw error;
    }
  }

  /**
   * After POST /mentors: a mentor with an address is invited at once. The mentor exists whatever
   * happens here: an address another account holds leaves it not invited (the card offers Invite).
   */
  async inviteNew(mentorUuid: string): Promise<void> {
    const mentor = await this.mentor(mentorUuid);
    if (!mentor.email.trim() || !mentor.isActive) return;
    await this.limits.take(limitKey.mentorInvitation(mentorUuid), MENTOR_INVITATIONS_PER_MENTOR);
    await this.sendInvitation(mentor).catch((error: unknown) => {
      if (!(error instanceof ConflictException)) throw error;
      this.logger.warn(`mentor ${mentorUuid} not invited: ${error.message}`);
    });
  }

  /**
   * After PUT /mentors/{id}. Deactivated: the account is disabled and its sessions end at once. A new
   * address of a mentor with an account: the old invitation and sessions end and the mentor is
   * invited at the new address. Reactivating leaves the account disabled until it is invited again.
   */
  async afterUpdate(mentorUuid: string, change: { emailChanged: boolean; deactivated: boolean }): Promise<void> {
    if (change.deactivated) {
      await this.disable(mentorUuid);
      return;
    }
    if (!change.emailChanged) return;
    const [account] = await this.db.select({ id: accounts.id, disabledAt: accounts.disabledAt }).from(accounts).where(eq(accounts.mentorId, mentorUuid)).limit(1);
    if (!account || account.disabledAt !== null) return;
    const mentor = await this.mentor(mentorUuid);
    if (!mentor.isActive) return;
    await this.limits.take(limitKey.mentorInvitation(mentorUuid), MENTOR_INVITATIONS_PER_MENTOR);
    await this.sendInvitation(mentor);
  }

  /**
   * 409 before an edit gives a mentor with an account an address that another account holds. The
   * account of another mentor of the same school is left to the form's duplicate rule (its message).
   */
  async assertEmailFree(mentor: { id: string; schoolCode: string }, email: string): Promise<void> {
    const [clash] = await this.db
      .select({ mentorId: accounts.mentorId, schoolCode: accounts.schoolCode })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`, sql`${accounts.mentorId} is distinct from ${mentor.id}::uuid`))
      .limit(1);
    if (!clash || (clash.mentorId !== null && clash.schoolCode === mentor.schoolCode)) return;
    if (await this.accountOf(mentor.id)) throw new ConflictException(API_MSG.mentorEmailTaken);
  }

  /** Disables the mentor's account (if any): no sign-in, every session and invitation ended at once. */
  async disable(mentorUuid: string): Promise<void> {
    const accountId = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accounts)
        .set({ disabledAt: sql`now()`, passwordHash: await this.unusablePassword(), updatedAt: sql`now()` })
        .where(and(eq(accounts.mentorId, mentorUuid), isNull(accounts.disabledAt)))
        .returning({ id: accounts.id });
      if (row) await this.tokens.revoke(row.id, INVITATION, tx);
      return row?.id ?? null;
    });
    if (accountId) await this.floors.forget(accountId);
  }

  /** The account bound to a mentor, read before the mentor is deleted (its sessions are forgotten after). */
  async accountOf(mentorUuid: string): Promise<string | null> {
    const [row] = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mentorId, mentorUuid)).limit(1);
    return row?.id ?? null;
  }

  /** After the mentor's deletion deleted its account (cascade): its sessions end at once here and elsewhere. */
  async forgetSessions(accountId: string | null): Promise<void> {
    if (accountId) await this.floors.forget(accountId);
  }

  /**
   * POST /mentor-invitations/accept: uses the invitation, sets the password and verifies the address
   * (the link came by mail). An unknown, expired or used token, or an account disabled since: 400.
   */
  async accept(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.passwords.hash(newPassword);
    const accountId = await this.db.transaction(async (tx) => {
      const owner = await this.tokens.consume('mentor_invitation', token, tx);
      if (!owner) return null;
      const [row] = await tx
        .update(accounts)
        .set({ passwordHash, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(accounts.id, owner), eq(accounts.role, 'mentor'), isNull(accounts.disabledAt)))
        .returning({ id: accounts.id });
      return row?.id ?? null;
    });
    if (!accountId) throw new BadRequestException(API_MSG.mentorInvitationInvalid);
    await this.floors.forget(accountId);
  }

  /**
   * Creates or renews the account (unusable password, not verified, not disabled, the mentor's
   * address, name and school) and mails a new link in place of the earlier ones. 409 when another
   * account holds the address.
   */
  private async sendInvitation(mentor: InvitedMentor): Promise<void> {
    const unusable = await this.unusablePassword();
    const email = mentor.email.trim().toLowerCase();
    let done: { accountId: string; token: string; language: string | null };
    try {
      done = await this.db.transaction(async (tx) => {
        const fields = { email, fullName: mentor.name, schoolCode: mentor.schoolCode, passwordHash: unusable, emailVerifiedAt: null, disabledAt: null, invitedAt: sql`now()`, updatedAt: sql`now()` };
        const [account] = await tx
          .insert(accounts)
          .values({ role: 'mentor', mentorId: mentor.id, ...fields })
          .onConflictDoUpdate({ target: accounts.mentorId, targetWhere: sql`mentor_id is not null`, set: fields })
          .returning({ id: accounts.id, language: accounts.language });
        await this.tokens.revoke(account!.id, INVITATION, tx);
        const token = await this.tokens.issue('mentor_invitation', account!.id, TOKEN_TTL_MS.mentorInvitation, tx);
        return { accountId: account!.id, token, language: account!.language ?? null };
      });
    } catch (error) {
      if (uniqueViolation(error) === 'accounts_email_unique') throw new ConflictException(API_MSG.mentorEmailTaken);
      throw error;
    }
    // a renewed account's sessions (an earlier password, an earlier address) end at once
    await this.floors.forget(done.accountId);
    const base = this.config.publicUrl;
    const link = `${base}/mentor-invitation?token=${encodeURIComponent(done.token)}`;
    this.mail.dispatch(inLocale(done.language ?? currentRequestLocale(), () => mentorInvitationMail(email, mentor.name, mentor.schoolName, link, `${base}/login`)));
  }

  private async mentor(mentorUuid: string, db: DbOrTx = this.db): Promise<InvitedMentor> {
    const [row] = await db
      .select({ id: mentors.id, name: mentors.name, email: mentors.email, isActive: mentors.isActive, schoolCode: mentors.schoolCode, schoolName: schools.name })
      .from(mentors)
      .innerJoin(schools, eq(schools.code, mentors.schoolCode))
      .where(eq(mentors.id, mentorUuid))
      .limit(1);
    if (!row) throw new NotFoundException(API_MSG.mentorNotFound);
    return row;
  }

  /** The hash of a secret nobody keeps: no password signs in until the invitation sets one. */
  private unusablePassword(): Promise<string> {
    return this.passwords.hash(newUrlToken());
  }
}
