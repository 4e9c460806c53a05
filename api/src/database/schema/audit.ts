import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The append-only audit trail (migration 0007; a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: text('actor_id'),
  actorRole: text('actor_role').notNull(),
  actorLabel: text('actor_label').notNull().default(''),
  ip: text('ip'),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  schoolCode: text('school_code'),
  reason: text('reason'),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
});
