import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  applySiteContent,
  canonicalContentJson,
  defaultSiteContent,
  photosWithoutConsent,
  siteContentProblems,
  translate,
  type ContentFileRef,
  type ContentVersionSummary,
  type ContentWorkspace,
  type PublishedContent,
  type SiteContent,
} from '@hackathon/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { accounts, contentDraft, contentFiles, contentVersions } from '../../database/schema';
import { actorAccountId, recordAudit, type AuditActor } from '../../kernel';
import { liveHeadlineCounts } from './live-counts';

/** How often each API process looks for a version another process published. */
const REFRESH_MS = 5_000;

const hashOf = (content: SiteContent): string => createHash('sha256').update(canonicalContentJson(content)).digest('hex').slice(0, 16);

/** The top-level parts whose value changed between two contents: what the audit entry records. */
function changedParts(before: SiteContent, after: SiteContent): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after) as (keyof SiteContent)[];
  const changed = keys.filter((key) => canonicalContentJson(before[key]) !== canonicalContentJson(after[key]));
  if (changed.length === 0) return null;
  return { before: Object.fromEntries(changed.map((key) => [key, before[key]])), after: Object.fromEntries(changed.map((key) => [key, after[key]])) };
}

/** Every uploaded file a content refers to. */
function fileRefs(content: SiteContent): { path: string; ref: ContentFileRef }[] {
  const refs: { path: string; ref: ContentFileRef }[] = [];
  for (const [key, doc] of Object.entries(content.documents)) {
    if (doc.en) refs.push({ path: `documents.${key}.en`, ref: doc.en });
    if (doc.hi) refs.push({ path: `documents.${key}.hi`, ref: doc.hi });
  }
  if (content.introPoster) refs.push({ path: 'introPoster', ref: content.introPoster });
  content.gallery.forEach((entry, index) => {
    if (entry.type === 'image' && entry.file) refs.push({ path: `gallery.${index}.file`, ref: entry.file });
  });
  return refs;
}

/** The purpose a reference's place requires of its upload: 'documents.rulebook.en' takes a 'document:rulebook:en'. */
const purposeAt = (path: string): string => (path.startsWith('documents.') ? `document:${path.split('.').slice(1).join(':')}` : path === 'introPoster' ? 'poster' : 'gallery');

/**
 * The organisers' content (issue 25): the draft, the published versions and what the API's own
 * EVENT says. Each process applies the newest published version at start and whenever another
 * process published one (checked every few seconds and before every public read).
 */
@Injectable()
export class ContentService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Content');
  private current: PublishedContent | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(@InjectDb() private readonly db: Db) {}

  async onModuleInit(): Promise<void> {
    await this.ensureFirstEdition();
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch((error: unknown) => this.logger.warn(`content refresh failed: ${String(error)}`)), REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** A new database publishes the first edition's defaults (the event catalogue) as version 1. */
  private async ensureFirstEdition(): Promise<void> {
    const content = defaultSiteContent();
    await this.db.insert(contentVersions).values({ version: 1, content, hash: hashOf(content) }).onConflictDoNothing();
  }

  /** Applies the newest published version when it is not the one applied. */
  async refresh(): Promise<PublishedContent> {
    const [latest] = await this.db.select({ version: contentVersions.version }).from(contentVersions).orderBy(desc(contentVersions.version)).limit(1);
    if (this.current && latest && latest.version === this.current.version) return this.current;
    const [row] = await this.db.select().from(contentVersions).orderBy(desc(contentVersions.version)).limit(1);
    if (!row) throw new Error('no published content: migration 0025 and the first edition are missing');
    this.current = { version: row.version, publishedAt: row.publishedAt.toISOString(), hash: row.hash, content: row.content };
    applySiteContent(row.content, row.hash);
    return this.current;
  }

  /** `GET /content`: what visitors see, with the live counts counted now. */
  async published(): Promise<PublishedContent> {
    const current = await this.refresh();
    const stats = await liveHeadlineCounts(this.db, current.content.stats);
    return { ...current, content: { ...current.content, stats } };
  }

  async workspace(): Promise<ContentWorkspace> {
    const published = await this.refresh();
    const [draft] = await this.db.select().from(contentDraft).where(eq(contentDraft.id, 1));
    const content = draft?.content ?? published.content;
    return {
      draft: content,
      draftUpdatedAt: draft?.updatedAt.toISOString() ?? null,
      draftChanged: draft !== undefined && hashOf(draft.content) !== published.hash,
      published,
    };
  }

  /** Checks and keeps the draft (the whole content: the Content section sends what it shows). */
  async saveDraft(body: unknown, actor: AuditActor): Promise<ContentWorkspace> {
    const problems = siteContentProblems(body);
    if (problems.length > 0) throw new BadRequestException({ message: problems[0]!.msg, error: 'VALIDATION_ERROR', details: problems.slice(0, 50) });
    const content = body as SiteContent;
    await this.checkFiles(this.db, content);
    const updatedBy = actorAccountId(actor);
    await this.db
      .insert(contentDraft)
      .values({ id: 1, content, updatedBy, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: contentDraft.id, set: { content, updatedBy, updatedAt: sql`now()` } });
    return this.workspace();
  }

  async discardDraft(actor: AuditActor): Promise<ContentWorkspace> {
    await this.db.transaction(async (tx) => {
      const removed = await tx.delete(contentDraft).where(eq(contentDraft.id, 1)).returning({ id: contentDraft.id });
      if (removed.length > 0) await recordAudit(tx, actor, { action: 'content.draft_discarded', entityType: 'content', entityId: 'draft' });
    });
    return this.workspace();
  }

  /** Publishes the draft as the next version, in one transaction with its audit entry. */
  async publish(actor: AuditActor): Promise<ContentWorkspace> {
    await this.db.transaction(async (tx) => {
      const [draft] = await tx.select().from(contentDraft).where(eq(contentDraft.id, 1)).for('update');
      const latest = await this.latestIn(tx);
      if (!draft || hashOf(draft.content) === latest.hash) throw new ConflictException({ message: translate('api.content.nothingToPublish'), error: 'NOTHING_TO_PUBLISH' });
      const unconsented = photosWithoutConsent(draft.content);
      if (unconsented.length > 0) throw new BadRequestException({ message: translate('api.content.consentMissing', { photos: unconsented.join(', ') }), error: 'CONSENT_MISSING' });
      await this.checkFiles(tx, draft.content);
      await this.publishIn(tx, draft.content, latest, actor, null);
      await tx.delete(contentDraft).where(eq(contentDraft.id, 1));
    });
    await this.refresh();
    return this.workspace();
  }

  /** Publishes again the version before the newest one (itself a new version: the history only grows). */
  async rollback(actor: AuditActor): Promise<ContentWorkspace> {
    await this.db.transaction(async (tx) => {
      const latest = await this.latestIn(tx);
      // what is on show is the newest version's content, or the one it restored: go one before that
      const target = (latest.restoredFrom ?? latest.version) - 1;
      const [previous] = await tx.select().from(contentVersions).where(eq(contentVersions.version, target));
      if (!previous) throw new ConflictException({ message: translate('api.content.noEarlierVersion'), error: 'NO_EARLIER_VERSION' });
      await this.publishIn(tx, previous.content, latest, actor, previous.version);
    });
    await this.refresh();
    return this.workspace();
  }

  async versions(): Promise<ContentVersionSummary[]> {
    const rows = await this.db
      .select({ version: contentVersions.version, publishedAt: contentVersions.publishedAt, restoredFrom: contentVersions.restoredFrom, publishedBy: accounts.email })
      .from(contentVersions)
      .leftJoin(accounts, eq(accounts.id, contentVersions.publishedBy))
      .orderBy(desc(contentVersions.version))
      .limit(50);
    return rows.map((row) => ({ version: row.version, publishedAt: row.publishedAt.toISOString(), publishedBy: row.publishedBy, restoredFrom: row.restoredFrom }));
  }

  private async latestIn(tx: DbOrTx) {
    // the newest version row, locked: two publishes at once take turns (the second sees the first)
    const [latest] = await tx.select().from(contentVersions).orderBy(desc(contentVersions.version)).limit(1).for('update');
    if (!latest) throw new Error('no published content');
    return latest;
  }

  private async publishIn(tx: DbOrTx, content: SiteContent, latest: typeof contentVersions.$inferSelect, actor: AuditActor, restoredFrom: number | null): Promise<void> {
    const version = latest.version + 1;
    await tx.insert(contentVersions).values({ version, content, hash: hashOf(content), publishedBy: actorAccountId(actor), restoredFrom });
    const diff = changedParts(latest.content, content);
    await recordAudit(tx, actor, {
      action: restoredFrom === null ? 'content.published' : 'content.rolled_back',
      entityType: 'content',
      entityId: String(version),
      reason: restoredFrom === null ? null : `version ${restoredFrom}`,
      before: diff?.before ?? null,
      after: diff?.after ?? null,
    });
  }

  /** Every upload the content names exists and was uploaded for that place. */
  private async checkFiles(db: DbOrTx, content: SiteContent): Promise<void> {
    const refs = fileRefs(content);
    if (refs.length === 0) return;
    const ids = [...new Set(refs.map(({ ref }) => ref.fileId))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const rows = ids.length > 0 ? await db.select({ id: contentFiles.id, purpose: contentFiles.purpose }).from(contentFiles).where(inArray(contentFiles.id, ids)) : [];
    const purposes = new Map(rows.map((row) => [row.id, row.purpose]));
    const missing = refs.filter(({ path, ref }) => purposes.get(ref.fileId) !== purposeAt(path));
    if (missing.length > 0) {
      const details = missing.map(({ path }) => ({ path, msg: translate('api.content.fileGone', { field: path }) }));
      throw new BadRequestException({ message: details[0]!.msg, error: 'VALIDATION_ERROR', details });
    }
  }

}
