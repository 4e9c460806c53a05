import { sql } from 'drizzle-orm';
import type { CertificateBatchState, CertificateHolderType, CertificateKind, CertificateLanguage, CertificateSelection, CertificateStatus } from '@hackathon/contracts';
import { index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bytea } from './columns';

/** The serial of the printed certificate numbers (`2025/RQ/000123`), one for every kind (migration 0029). */
export const certificateSerial = pgSequence('certificate_serial');

/** An issued batch (migration 0029) and its background job's progress and lease. */
export const certificateBatches = pgTable(
  'certificate_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().$type<CertificateKind>(),
    selection: jsonb('selection').notNull().default({}).$type<CertificateSelection>(),
    state: text('state').notNull().default('queued').$type<CertificateBatchState>(),
    total: integer('total').notNull().default(0),
    rendered: integer('rendered').notNull().default(0),
    notified: integer('notified').notNull().default(0),
    toNotify: integer('to_notify').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The job working the batch (its process's token) until lockedUntil. */
    lockedBy: uuid('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('certificate_batches_created_idx').on(sql`${t.createdAt} desc`, t.id), index('certificate_batches_open_idx').on(t.createdAt).where(sql`state in ('queued', 'running')`)],
);

/**
 * One certificate (migration 0029): its holder (no foreign key: a certificate outlives edits) and
 * the snapshot it prints; at most one valid per kind and holder (certificates_one_valid).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    number: text('number').notNull(),
    kind: text('kind').notNull().$type<CertificateKind>(),
    holderType: text('holder_type').notNull().$type<CertificateHolderType>(),
    /** team_members.id, mentors.id (as text) or the school code. */
    holderRef: text('holder_ref').notNull(),
    holderName: text('holder_name').notNull(),
    schoolCode: text('school_code').notNull(),
    schoolName: text('school_name').notNull(),
    region: text('region').notNull(),
    zone: text('zone').notNull(),
    teamRef: uuid('team_ref'),
    /** The Team ID. */
    teamCode: text('team_code'),
    teamName: text('team_name'),
    language: text('language').notNull().default('en').$type<CertificateLanguage>(),
    status: text('status').notNull().default('valid').$type<CertificateStatus>(),
    batchId: uuid('batch_id').references(() => certificateBatches.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => accounts.id, { onDelete: 'set null' }),
    supersededBy: uuid('superseded_by').references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_number_unique').on(t.number),
    uniqueIndex('certificates_one_valid').on(t.kind, t.holderType, t.holderRef).where(sql`status = 'valid'`),
    index('certificates_holder_idx').on(t.holderType, t.holderRef),
    index('certificates_batch_idx').on(t.batchId, t.id),
    index('certificates_school_idx').on(t.schoolCode, t.id),
    index('certificates_team_idx').on(t.teamRef).where(sql`team_ref is not null`),
    index('certificates_issued_idx').on(sql`${t.issuedAt} desc`, t.id),
  ],
);

/** A certificate's PDF in one language, made once (by the job or the first download). */
export const certificateFiles = pgTable(
  'certificate_files',
  {
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    language: text('language').notNull().$type<CertificateLanguage>(),
    data: bytea('data').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.language] })],
);

/** Who a batch tells, one row per recipient; sent_at is set (committed) before the mail goes out: at most once. */
export const certificateNotices = pgTable(
  'certificate_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => certificateBatches.id, { onDelete: 'cascade' }),
    recipientKey: text('recipient_key').notNull(),
    recipientKind: text('recipient_kind').notNull().$type<'school_admin' | 'team' | 'mentor'>(),
    payload: jsonb('payload').notNull().default({}).$type<Record<string, unknown>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('certificate_notices_recipient').on(t.batchId, t.recipientKey), index('certificate_notices_pending').on(t.batchId, t.id).where(sql`sent_at is null`)],
);
