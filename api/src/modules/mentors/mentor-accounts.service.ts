import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { AccountLimitsService, INVITATIONS_PER_PERSON, RetryLaterException, limitKey } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { accounts, mentors, schools } from '../../database/schema';
import { AccountInvitationsService, InvitationAddressTaken, mentorInvitationMail, type InvitedPerson } from '../auth';

/** What an invitation needs of the mentor. */
interface InvitedMentor {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  schoolCode: string;
  schoolName: string;
}

const person = (mentorUuid: string): InvitedPerson => ({ kind: 'mentor', id: mentorUuid });

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
    private readonly invitations: AccountInvitationsService,
    private readonly limits: AccountLimitsService,
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
    const account = await this.invitations.account(person(mentorUuid));
    if (account && account.disabledAt === null && account.emailVerifiedAt !== null) throw new ConflictException(API_MSG.mentorAccountActive);
    const key = limitKey.mentorInvitation(mentorUuid);
    if (!(await this.limits.take(key, INVITATIONS_PER_PERSON))) throw new RetryLaterException(API_MSG.mentorInviteLimit, INVITATIONS_PER_PERSON.minutes * 60);
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
    await this.limits.take(limitKey.mentorInvitation(mentorUuid), INVITATIONS_PER_PERSON);
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
    const account = await this.invitations.account(person(mentorUuid));
    if (!account || account.disabledAt !== null) return;
    const mentor = await this.mentor(mentorUuid);
    if (!mentor.isActive) return;
    await this.limits.take(limitKey.mentorInvitation(mentorUuid), INVITATIONS_PER_PERSON);
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
    await this.invitations.disable(person(mentorUuid));
  }

  /** The account bound to a mentor, read before the mentor is deleted (its sessions are forgotten after). */
  async accountOf(mentorUuid: string): Promise<string | null> {
    return (await this.invitations.account(person(mentorUuid)))?.id ?? null;
  }

  /** After the mentor's deletion deleted its account (cascade): its sessions end at once here and elsewhere. */
  async forgetSessions(accountId: string | null): Promise<void> {
    await this.invitations.forgetSessions(accountId);
  }

  /**
   * POST /mentor-invitations/accept: uses the invitation, sets the password and verifies the address
   * (the link came by mail). An unknown, expired or used token, or an account disabled since: 400.
   */
  async accept(token: string, newPassword: string): Promise<void> {
    if (!(await this.invitations.accept('mentor', token, newPassword))) throw new BadRequestException(API_MSG.mentorInvitationInvalid);
  }

  /** Creates or renews the account and mails the link (AccountInvitationsService); 409 when another account holds the address. */
  private async sendInvitation(mentor: InvitedMentor): Promise<void> {
    const letter = { email: mentor.email, fullName: mentor.name, schoolCode: mentor.schoolCode, mail: (to: string, link: string, loginUrl: string) => mentorInvitationMail(to, mentor.name, mentor.schoolName, link, loginUrl) };
    await this.invitations.send(person(mentor.id), letter).catch((error: unknown) => {
      throw error instanceof InvitationAddressTaken ? new ConflictException(API_MSG.mentorEmailTaken) : error;
    });
  }

  private async mentor(mentorUuid: string): Promise<InvitedMentor> {
    const [row] = await this.db
      .select({ id: mentors.id, name: mentors.name, email: mentors.email, isActive: mentors.isActive, schoolCode: mentors.schoolCode, schoolName: schools.name })
      .from(mentors)
      .innerJoin(schools, eq(schools.code, mentors.schoolCode))
      .where(eq(mentors.id, mentorUuid))
      .limit(1);
    if (!row) throw new NotFoundException(API_MSG.mentorNotFound);
    return row;
  }
}
