import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SiteContent } from '@hackathon/contracts';
import { accounts } from './accounts';
import { bytea } from './columns';

/** Every published version of the organisers' content (issue 25); the newest is what visitors see. */
export const contentVersions = pgTable('content_versions', {
  version: integer('version').primaryKey(),
  content: jsonb('content').$type<SiteContent>().notNull(),
  hash: text('hash').notNull(),
  publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  restoredFrom: integer('restored_from'),
});

/** The one draft being edited (id 1); absent when nothing has been saved since the last publish. */
export const contentDraft = pgTable('content_draft', {
  id: smallint('id').primaryKey().default(1),
  content: jsonb('content').$type<SiteContent>().notNull(),
  updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded documents, photos and posters, never overwritten (an old version stays reachable). */
export const contentFiles = pgTable('content_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A photo's web sizes (WebP), made once at upload. */
export const contentFileSizes = pgTable(
  'content_file_sizes',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => contentFiles.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.width] })],
);
