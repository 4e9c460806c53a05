import type { Readable } from 'node:stream';
import type { ActivityEntityType, Role } from '@hackathon/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../database/db';
import { accounts, auditLog } from '../database/schema';

/** Who did it, as the audit trail records it (built once per request by `@Actor()`). */
export interface AuditActor {
  id: string | null;
  role: Role | 'system';
  /** Email or username when the token carries one, for people reading the trail. */
  label: string;
  ip: string | null;
}

export interface AuditEntry {
  /** A verb phrase in the past tense, dotted by domain: 'team.updated', 'phase.promoted_phase2'. */
  action: string;
  entityType: ActivityEntityType;
  entityId: string;
  schoolCode?: string | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records back-office writes. Pass the transaction that makes the change, so the change and its
 * record commit (or roll back) together: `await recordAudit(tx, actor, { ... })`.
 */
/** The actor's stored account as a column value: null when the token's subject is no account (never an error). */
export function actorAccountId(actor: AuditActor): SQL {
  return sql`(select ${accounts.id} from ${accounts} where ${accounts.id}::text = ${actor.id ?? ''})`;
}

export async function recordAudit(db: DbOrTx, actor: AuditActor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  // 11 parameters a row: batches keep a bulk action under PostgreSQL's 65,535-parameter limit
  for (let start = 0; start < list.length; start += AUDIT_BATCH) {
    await insertBatch(db, actor, list.slice(start, start + AUDIT_BATCH));
  }
}

const AUDIT_BATCH = 1000;

async function insertBatch(db: DbOrTx, actor: AuditActor, list: AuditEntry[]): Promise<void> {
  await db.insert(auditLog).values(
    list.map((entry) => ({
      actorId: actor.id,
      actorRole: actor.role,
      actorLabel: actor.label,
      ip: actor.ip,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      schoolCode: entry.schoolCode ?? null,
      reason: entry.reason ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/**
 * A value as the trail stores it (jsonb): dates as ISO text and object keys sorted (jsonb
 * reorders keys), so before and after compare alike.
 */
function comparable(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (v instanceof Date) return v.toISOString();
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const record = v as Record<string, unknown>;
        return Object.fromEntries(Object.keys(record).sort().map((k) => [k, record[k]]));
      }
      return v;
    }) ?? 'undefined'
  );
}

/**
 * The fields that differ between two snapshots, as `{ before, after }` holding only those fields
 * (the trail records what changed, not the whole record); null when nothing changed.
 */
export function auditDiff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of keys) {
    if (comparable(before[key]) === comparable(after[key])) continue;
    changedBefore[key] = before[key] ?? null;
    changedAfter[key] = after[key] ?? null;
  }
  return Object.keys(changedAfter).length === 0 ? null : { before: changedBefore, after: changedAfter };
}

/** The search and filters of an export's query as the trail keeps them (paging and sort say nothing about what left). */
export function exportFilters(query: object): Record<string, unknown> {
  const skip = new Set(['page', 'limit', 'sort', 'order']);
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => !skip.has(key) && value !== undefined && value !== null && value !== ''));
}

/**
 * Records who took which list out as a file, with which search and filters ('export.downloaded':
 * the files hold students' and teachers' personal data). Call it once the CSV stream is open: if
 * the record fails, the stream is destroyed and the error thrown, so no file leaves unrecorded.
 */
export async function recordExport(db: DbOrTx, actor: AuditActor, stream: Readable, type: string, query: object): Promise<void> {
  try {
    const filters = exportFilters(query);
    const schoolCode = typeof filters.schoolCode === 'string' ? filters.schoolCode : null;
    await recordAudit(db, actor, { action: 'export.downloaded', entityType: 'export', entityId: type, schoolCode, after: { type, ...filters } });
  } catch (error) {
    stream.destroy();
    throw error;
  }
}
