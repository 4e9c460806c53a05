import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { AccountLimitsService, INVITATIONS_PER_PERSON, RetryLaterException, limitKey } from '../../auth';
import { InjectDb, type Db } from '../../database';
import { judges } from '../../database/schema';
import { AccountInvitationsService, InvitationAddressTaken, judgeInvitationMail, type InvitedPerson } from '../auth';

interface InvitedJudge {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  schoolCode: string | null;
}

const person = (judgeUuid: string): InvitedPerson => ({ kind: 'judge', id: judgeUuid });

/**
 * Judge accounts by invitation (issue 27), the mentors' mechanism (AccountInvitationsService): the
 * account (role judge) is bound to its judge by accounts.judge_id and deleted with it; deactivating
 * the judge disables it and ends its sessions at once. At most 3 invitations an hour per judge.
 */
@Injectable()
export class JudgeAccountsService {
  private readonly logger = new Logger(JudgeAccountsService.name);

  constructor(
    @InjectDb() private readonly db: Db,
    private readonly invitations: AccountInvitationsService,
    private readonly limits: AccountLimitsService,
  ) {}

  /** POST /admin/judges/{id}/invite: 409 for an inactive judge, an account already active or an address another account holds; 429 past 3 in an hour. */
  async invite(judgeUuid: string): Promise<void> {
    const judge = await this.judge(judgeUuid);
    if (!judge.isActive) throw new ConflictException(API_MSG.judgeInactiveInvite);
    const account = await this.invitations.account(person(judgeUuid));
    if (account && account.disabledAt === null && account.emailVerifiedAt !== null) throw new ConflictException(API_MSG.judgeAccountActive);
    const key = limitKey.judgeInvitation(judgeUuid);
    if (!(await this.limits.take(key, INVITATIONS_PER_PERSON))) throw new RetryLaterException(API_MSG.judgeInviteLimit, INVITATIONS_PER_PERSON.minutes * 60);
    try {
      await this.send(judge);
    } catch (error) {
      // nothing was sent: the attempt does not count against the hour's three
      await this.limits.giveBack(key);
      throw error;
    }
  }

  /** After a judge is added (one by one or by import): invited at once; an address another account holds leaves it not invited. */
  async inviteNew(judgeUuid: string): Promise<void> {
    const judge = await this.judge(judgeUuid);
    if (!judge.isActive) return;
    await this.limits.take(limitKey.judgeInvitation(judgeUuid), INVITATIONS_PER_PERSON);
    await this.send(judge).catch((error: unknown) => {
      if (!(error instanceof ConflictException)) throw error;
      this.logger.warn(`judge ${judgeUuid} not invited: ${error.message}`);
    });
  }

  /** After an edit: deactivated, the account is disabled; a new address of an enabled account re-invites at it. */
  async afterUpdate(judgeUuid: string, change: { emailChanged: boolean; deactivated: boolean }): Promise<void> {
    if (change.deactivated) {
      await this.invitations.disable(person(judgeUuid));
      return;
    }
    if (!change.emailChanged) return;
    const account = await this.invitations.account(person(judgeUuid));
    if (!account || account.disabledAt !== null) return;
    const judge = await this.judge(judgeUuid);
    if (!judge.isActive) return;
    await this.limits.take(limitKey.judgeInvitation(judgeUuid), INVITATIONS_PER_PERSON);
    await this.send(judge);
  }

  /** The account bound to a judge, read before the judge is deleted (its sessions are forgotten after). */
  async accountOf(judgeUuid: string): Promise<string | null> {
    return (await this.invitations.account(person(judgeUuid)))?.id ?? null;
  }

  async forgetSessions(accountId: string | null): Promise<void> {
    await this.invitations.forgetSessions(accountId);
  }

  /** POST /judge-invitations/accept: false for an unknown, expired or used token (the controller answers 400). */
  accept(token: string, newPassword: string): Promise<boolean> {
    return this.invitations.accept('judge', token, newPassword);
  }

  private async send(judge: InvitedJudge): Promise<void> {
    // no school on the account: a judge's school keeps it off that school's teams, it opens no school's data
    const letter = { email: judge.email, fullName: judge.name, schoolCode: null, mail: (to: string, link: string, loginUrl: string) => judgeInvitationMail(to, judge.name, link, loginUrl) };
    await this.invitations.send(person(judge.id), letter).catch((error: unknown) => {
      throw error instanceof InvitationAddressTaken ? new ConflictException(API_MSG.judgeEmailTaken) : error;
    });
  }

  private async judge(judgeUuid: string): Promise<InvitedJudge> {
    const [row] = await this.db
      .select({ id: judges.id, name: judges.name, email: judges.email, isActive: judges.isActive, schoolCode: judges.schoolCode })
      .from(judges)
      .where(eq(judges.id, judgeUuid))
      .limit(1);
    if (!row) throw new NotFoundException(API_MSG.judgeNotFound);
    return row;
  }
}
