import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { certificateVerifyPath, ROLE_HOME, type CertificateKind, type CertificateLanguage } from '@hackathon/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { InjectDb, queryRows, type Db, type DbOrTx } from '../../../database';
import { accounts, certificateBatches, certificateNotices, certificates, mentors, notifications, teams } from '../../../database/schema';
import { inLocale, notifyAccount, outer } from '../../../kernel';
import { MailService, type MailMessage } from '../../../mail';
import { CertificateFilesService } from '../files/certificate-files.service';
import type { BatchRecord } from '../records/certificate-record';
import { mentorMail, mentorNotice, schoolMail, schoolNotice, teamNotice } from './notice-texts';

type NoticeRecord = typeof certificateNotices.$inferSelect;

/** The lease moved to another process (this one was too slow, or presumed dead): stop touching the batch. */
class LeaseLost extends Error {}

/**
 * The batches' background job (issue 28), in the API process. It takes a queued batch, or a
 * running one whose lease expired (a killed process's), under a lease (`FOR UPDATE SKIP LOCKED`,
 * locked_by/locked_until): two processes never work one batch. It makes the missing PDFs in chunks
 * (keyset on the certificate id, memory flat: one chunk at a time), saving progress after each,
 * then tells the holders: each notice is claimed (sent_at, with its bells, committed) BEFORE its
 * mail is sent, so a restart never tells anyone twice (at most once; a failed mail is logged).
 * A failure marks the batch failed, keeping the work done; a stop hands the batch back at once.
 */
@Injectable()
export class CertificateJobService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CertificateJob');
  private readonly token = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly files: CertificateFilesService,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Looks for work now (after an issue). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.run();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run();
    }, this.config.certificates.jobPollMs);
    this.timer.unref();
  }

  private run(): void {
    this.again = false;
    this.running = this.workAll()
      .catch((error: unknown) => this.logger.error(`The certificate job stopped: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
        if (this.again) this.kick();
        else this.schedule();
      });
  }

  private async workAll(): Promise<void> {
    while (!this.stopped) {
      const batch = await this.claim();
      if (!batch) return;
      await this.work(batch);
    }
  }

  /** The oldest batch to work, leased to this process; null when there is none. */
  private async claim(): Promise<BatchRecord | null> {
    const [row] = await this.db
      .update(certificateBatches)
      .set({ state: 'running', lockedBy: this.token, lockedUntil: this.leaseEnd() })
      .where(
        sql`${certificateBatches.id} = (select open_batch.id from certificate_batches as open_batch
          where open_batch.state in ('queued', 'running') and (open_batch.locked_until is null or open_batch.locked_until < now())
          order by open_batch.created_at, open_batch.id limit 1 for update skip locked)`,
      )
      .returning();
    return row ?? null;
  }

  private leaseEnd() {
    return sql`now() + ${this.config.certificates.jobLeaseMs} * interval '1 millisecond'`;
  }

  private async work(batch: BatchRecord): Promise<void> {
    try {
      if (!(await this.renderAll(batch))) return this.release(batch.id);
      if (!(await this.notifyAll(batch))) return this.release(batch.id);
      await this.db
        .update(certificateBatches)
        .set({ state: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(this.mine(batch.id));
    } catch (error) {
      if (error instanceof LeaseLost) return;
      const message = (error as Error).message ?? String(error);
      this.logger.error(`Certificate batch ${batch.id} failed: ${message}`);
      await this.db
        .update(certificateBatches)
        .set({ state: 'failed', error: message.slice(0, 1000), finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(this.mine(batch.id));
    }
  }

  private mine(batchId: string) {
    return and(eq(certificateBatches.id, batchId), eq(certificateBatches.lockedBy, this.token));
  }

  /** Saves progress and renews the lease; LeaseLost when another process holds it now. */
  private async progress(db: DbOrTx, batchId: string, set: Partial<Record<'rendered' | 'notified', ReturnType<typeof sql>>>): Promise<void> {
    const updated = await db
      .update(certificateBatches)
      .set({ ...set, lockedUntil: this.leaseEnd() })
      .where(this.mine(batchId))
      .returning({ id: certificateBatches.id });
    if (updated.length === 0) throw new LeaseLost();
  }

  /** Hands a stopped batch back (the next start, or another process, takes it at once). */
  private async release(batchId: string): Promise<void> {
    await this.db.update(certificateBatches).set({ lockedBy: null, lockedUntil: null }).where(this.mine(batchId));
  }

  /** `rendered` counted afresh: the certificates of the batch with their PDF in their language. */
  private renderedCount(batchId: string) {
    return sql`(select count(*)::int from certificates rc join certificate_files rf on rf.certificate_id = rc.id and rf.language = rc.language where rc.batch_id = ${batchId}::uuid)`;
  }

  /** Makes the missing PDFs, a chunk at a time; false when stopped half-way. */
  private async renderAll(batch: BatchRecord): Promise<boolean> {
    await this.progress(this.db, batch.id, { rendered: this.renderedCount(batch.id) });
    let after: string | null = null;
    for (;;) {
      if (this.stopped) return false;
      const chunk: (typeof certificates.$inferSelect)[] = await this.db
        .select()
        .from(certificates)
        .where(
          and(
            eq(certificates.batchId, batch.id),
            after ? gt(certificates.id, after) : undefined,
            sql`not exists (select 1 from certificate_files as made where made.certificate_id = ${outer(certificates.id)} and made.language = ${outer(certificates.language)})`,
          ),
        )
        .orderBy(asc(certificates.id))
        .limit(this.config.certificates.jobChunk);
      if (chunk.length === 0) break;
      let made = 0;
      for (const cert of chunk) {
        if (await this.files.ensure(this.db, cert, cert.language)) made += 1;
        // rendering is CPU work: let the requests waiting meanwhile be answered between PDFs
        await new Promise((resolve) => setImmediate(resolve));
      }
      await this.progress(this.db, batch.id, { rendered: sql`${certificateBatches.rendered} + ${made}` });
      after = chunk[chunk.length - 1]!.id;
    }
    // a download may have made some first: count them all once
    await this.progress(this.db, batch.id, { rendered: this.renderedCount(batch.id) });
    return true;
  }

  /** Tells every recipient not yet told; false when stopped half-way. */
  private async notifyAll(batch: BatchRecord): Promise<boolean> {
    for (;;) {
      if (this.stopped) return false;
      const claimed = await this.db.transaction(async (tx) => {
        const [notice] = await tx
          .select()
          .from(certificateNotices)
          .where(and(eq(certificateNotices.batchId, batch.id), isNull(certificateNotices.sentAt)))
          .orderBy(asc(certificateNotices.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!notice) return null;
        await tx.update(certificateNotices).set({ sentAt: sql`now()` }).where(eq(certificateNotices.id, notice.id));
        const mail = await this.tell(tx, batch.kind, notice);
        await this.progress(tx, batch.id, { notified: sql`${certificateBatches.notified} + 1` });
        return { mail };
      });
      if (!claimed) return true;
      if (claimed.mail) {
        const message = claimed.mail;
        await this.mail.send(message).catch((error: unknown) => this.logger.error(`Could not send "${message.subject}" to ${message.to}: ${(error as Error).message}`));
      }
    }
  }

  /** The notice's bells (in the transaction that claims it) and its mail, in the recipient's language. */
  private async tell(tx: DbOrTx, kind: CertificateKind, notice: NoticeRecord): Promise<MailMessage | null> {
    const payload = notice.payload;
    const base = this.config.publicUrl;
    if (notice.recipientKind === 'team') {
      const [team] = await tx.select({ id: teams.id, language: teams.language }).from(teams).where(eq(teams.id, String(payload.teamRef)));
      if (!team) return null;
      const told = inLocale(team.language, () => teamNotice(kind, String(payload.teamName ?? ''), Number(payload.count)));
      await tx.insert(notifications).values({ ...told, type: told.type ?? 'success', priority: told.priority ?? 'medium', targetTeamId: team.id });
      return null;
    }
    if (notice.recipientKind === 'school_admin') {
      const schoolCode = String(payload.schoolCode);
      const [admin] = await tx
        .select({ id: accounts.id, email: accounts.email, name: accounts.fullName, language: accounts.language })
        .from(accounts)
        .where(and(eq(accounts.role, 'school_admin'), eq(accounts.schoolCode, schoolCode)))
        .limit(1);
      if (!admin) {
        this.logger.warn(`School ${schoolCode} has no school admin to tell of its certificates`);
        return null;
      }
      const holderType = payload.holderType === 'school' ? 'school' : 'student';
      const facts = { kind, count: Number(payload.count), schoolCode, schoolName: String(payload.schoolName ?? ''), url: `${base}/school-dashboard` };
      const told = inLocale(admin.language, () => ({ notice: schoolNotice(facts, holderType), mail: admin.email ? schoolMail(admin.email, admin.name, facts, holderType) : null }));
      await notifyAccount(tx, admin.id, told.notice);
      return told.mail;
    }
    // a mentor: its account (bell and mail), else the address on its mentor record (mail only)
    const mentorId = String(payload.mentorId);
    const [account] = await queryRows<{ id: string; email: string | null; language: CertificateLanguage | null }>(
      tx,
      sql`select id, email, language from ${accounts} where mentor_id::text = ${mentorId} and disabled_at is null limit 1`,
    );
    const facts = { kind, name: String(payload.name ?? ''), code: String(payload.code ?? '') };
    if (account) {
      const told = inLocale(account.language, () => ({
        notice: mentorNotice(kind),
        mail: account.email ? mentorMail(account.email, { ...facts, url: `${base}${ROLE_HOME.mentor}`, hasAccount: true }) : null,
      }));
      await notifyAccount(tx, account.id, told.notice);
      return told.mail;
    }
    const [record] = await tx.select({ email: mentors.email }).from(mentors).where(sql`${mentors.id}::text = ${mentorId}`);
    if (!record?.email) return null;
    return inLocale(String(payload.language ?? 'en'), () => mentorMail(record.email, { ...facts, url: `${base}${certificateVerifyPath(facts.code)}`, hasAccount: false }));
  }
}
