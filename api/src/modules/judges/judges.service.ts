import { Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, toNamedPage, type Judge, type JudgeDeleteResult, type JudgeInput, type JudgesPage, type JudgeUpdateInput, type Role } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { InjectDb, type Db } from '../../database';
import { judges } from '../../database/schema';
import { auditDiff, recordAudit, type AuditActor } from '../../kernel';
import type { AdminJudgesQueryDto } from './dto/judges-query.dto';
import { JudgeAccountsService } from './judge-accounts.service';
import { duplicateEmailAs409, judgeAudit, judgeSchoolCode, judgeSnapshot, parseJudgeId } from './judge-record';
import { judgesPage, readJudge } from './judges.list';

/** Who manages judges (list, add, edit, delete, invite, import): the admin and the super admin. */
export const JUDGE_MANAGERS: Role[] = ['admin', 'super_admin'];

/** '' or null from a form: none. */
const orNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/**
 * The admin's judges (issue 27): each write in its own transaction with its audit entry; the
 * portal account follows (JudgeAccountsService): invited when added, disabled when deactivated,
 * invited again at a new address, deleted with the judge (its sessions forgotten at once).
 */
@Injectable()
export class JudgesService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly accounts: JudgeAccountsService,
  ) {}

  /** GET /admin/judges. */
  async list(query: AdminJudgesQueryDto): Promise<JudgesPage> {
    return toNamedPage(await judgesPage(this.db, query), 'judges');
  }

  /** POST /admin/judges: 400 for a school the directory lacks, 409 for an address a judge has; then the invitation. */
  async create(actor: AuditActor, input: JudgeInput): Promise<Judge> {
    const schoolCode = await judgeSchoolCode(this.db, input.schoolCode);
    const id = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(judges)
          .values({
            name: input.name.trim(),
            email: input.email.trim().toLowerCase(),
            organisation: input.organisation?.trim() ?? '',
            expertise: input.expertise?.trim() ?? '',
            homeRegion: orNull(input.homeRegion),
            schoolCode,
            isActive: input.isActive ?? true,
          })
          .returning({ id: judges.id });
        await recordAudit(tx, actor, judgeAudit('created', row!.id, { after: await judgeSnapshot(tx, row!.id) }));
        return row!.id;
      })
      .catch(duplicateEmailAs409);
    await this.accounts.inviteNew(id);
    return this.readOne(id);
  }

  /** PUT /admin/judges/{id}: the fields sent change (null clears homeRegion and schoolCode); audited as a diff. */
  async update(actor: AuditActor, rawId: string, input: JudgeUpdateInput): Promise<Judge> {
    const id = parseJudgeId(rawId);
    const schoolCode = input.schoolCode === undefined ? undefined : await judgeSchoolCode(this.db, input.schoolCode);
    const emailChanged = await this.db
      .transaction(async (tx) => {
        const before = await judgeSnapshot(tx, id, true);
        if (!before) throw new NotFoundException(API_MSG.judgeNotFound);
        const email = input.email?.trim().toLowerCase();
        const set: PgUpdateSetSource<typeof judges> = { updatedAt: sql`now()` };
        if (input.name !== undefined) set.name = input.name.trim();
        if (email !== undefined) set.email = email;
        if (input.organisation !== undefined) set.organisation = input.organisation?.trim() ?? '';
        if (input.expertise !== undefined) set.expertise = input.expertise?.trim() ?? '';
        if (input.homeRegion !== undefined) set.homeRegion = orNull(input.homeRegion);
        if (schoolCode !== undefined) set.schoolCode = schoolCode;
        if (typeof input.isActive === 'boolean') set.isActive = input.isActive;
        await tx.update(judges).set(set).where(eq(judges.id, id));
        const diff = auditDiff(before, (await judgeSnapshot(tx, id)) ?? {});
        if (diff) await recordAudit(tx, actor, judgeAudit('updated', id, diff));
        return email !== undefined && email !== String(before.email).toLowerCase();
      })
      .catch(duplicateEmailAs409);
    await this.accounts.afterUpdate(id, { emailChanged, deactivated: input.isActive === false });
    return this.readOne(id);
  }

  /** DELETE /admin/judges/{id}: the judge and its account (ON DELETE CASCADE); the account's sessions end at once. */
  async remove(actor: AuditActor, rawId: string): Promise<JudgeDeleteResult> {
    const id = parseJudgeId(rawId);
    await this.requireJudge(id);
    const account = await this.accounts.accountOf(id);
    const before = await this.db.transaction(async (tx) => {
      const snapshot = await judgeSnapshot(tx, id, true);
      if (!snapshot) throw new NotFoundException(API_MSG.judgeNotFound);
      await tx.delete(judges).where(eq(judges.id, id));
      await recordAudit(tx, actor, judgeAudit('deleted', id, { before: snapshot }));
      return snapshot;
    });
    await this.accounts.forgetSessions(account);
    return { _id: id, name: String(before.name), email: String(before.email) };
  }

  /** POST /admin/judges/{id}/invite: the invitation (or a new one); answers the judge with its account state. */
  async invite(rawId: string): Promise<Judge> {
    const id = parseJudgeId(rawId);
    await this.requireJudge(id);
    await this.accounts.invite(id);
    return this.readOne(id);
  }

  private async requireJudge(id: string): Promise<void> {
    const [row] = await this.db.select({ id: judges.id }).from(judges).where(eq(judges.id, id)).limit(1);
    if (!row) throw new NotFoundException(API_MSG.judgeNotFound);
  }

  private async readOne(id: string): Promise<Judge> {
    const judge = await readJudge(this.db, id);
    if (!judge) throw new NotFoundException(API_MSG.judgeNotFound);
    return judge;
  }
}
