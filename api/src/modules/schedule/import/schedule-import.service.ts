import { Injectable } from '@nestjs/common';
import {
  SCHEDULE_IMPORT_FIELDS,
  type ScheduleFieldChange,
  type ScheduleImportChange,
  type ScheduleImportField,
  type ScheduleImportPreview,
  type ScheduleImportResult,
  type ScheduleImportSummary,
} from '@hackathon/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../../database';
import { recordAudit, type AuditActor, type AuditEntry, type ReaderScope } from '../../../kernel';
import { schoolSchedules, schools } from '../../../database/schema';
import { SCHEDULE_COLUMNS, SCHEDULE_KEYS } from '../schedule-record';
import { checkRows, codesOf, readScheduleCsv, type DirectorySchool, type ValidRow } from './schedule-csv';

/** Rows per upsert statement: 14 parameters a row keeps a statement far under PostgreSQL's 65,535. */
const UPSERT_BATCH = 500;

type Current = Record<ScheduleImportField, string | null>;

/** What an import would do: per valid row its action and changed fields, the refused rows, the counts. */
interface Plan extends ScheduleImportPreview {
  /** The rows to write (created or updated), with their changes. */
  writes: { row: ValidRow; change: ScheduleImportChange }[];
}

/**
 * `POST /schedule/import/preview` and `/apply` (super admin): the same file read, checked against
 * the school directory and compared with the stored schedules. Apply does it again inside one
 * transaction (the stored rows locked while compared) and writes every valid row that changes
 * anything, with one audit entry per school, or nothing at all.
 */
@Injectable()
export class ScheduleImportService {
  constructor(@InjectDb() private readonly db: Db) {}

  async preview(scope: ReaderScope, bytes: Uint8Array): Promise<ScheduleImportPreview> {
    const { rows, changes, rejected, summary } = await this.plan(this.db, scope, bytes, false);
    return { rows, changes, rejected, summary };
  }

  async apply(actor: AuditActor, scope: ReaderScope, bytes: Uint8Array): Promise<ScheduleImportResult> {
    return this.db.transaction(async (tx) => {
      const plan = await this.plan(tx, scope, bytes, true);
      for (let start = 0; start < plan.writes.length; start += UPSERT_BATCH) {
        await upsert(tx, plan.writes.slice(start, start + UPSERT_BATCH).map((w) => w.row));
      }
      await recordAudit(tx, actor, plan.writes.map(({ change }) => auditEntry(change)));
      return { rows: plan.rows, summary: plan.summary, rejected: plan.rejected };
    });
  }

  /** Reads and checks the file, then compares each valid row with the stored schedule (locked when `lock`). */
  private async plan(db: DbOrTx, scope: ReaderScope, bytes: Uint8Array, lock: boolean): Promise<Plan> {
    const csv = readScheduleCsv(bytes);
    const codes = codesOf(csv);
    const directory = await loadDirectory(db, scope, codes);
    const { valid, rejected } = checkRows(csv, directory);
    const current = await loadCurrent(
      db,
      scope,
      valid.map((row) => row.kvCode),
      lock,
    );

    const changes: ScheduleImportChange[] = [];
    const writes: Plan['writes'] = [];
    const summary: ScheduleImportSummary = { create: 0, update: 0, unchanged: 0, rejected: rejected.length };
    for (const row of valid) {
      const before = current.get(row.kvCode);
      const fields: ScheduleFieldChange[] = [];
      for (const field of SCHEDULE_IMPORT_FIELDS) {
        const was = before ? before[field] : null;
        const now = row.values[field];
        if (before ? was !== now : now !== null) fields.push({ field, before: was, after: now });
      }
      const action = !before ? 'create' : fields.length > 0 ? 'update' : 'unchanged';
      summary[action] += 1;
      const change: ScheduleImportChange = { line: row.line, kvCode: row.kvCode, kvName: row.kvName, action, fields };
      changes.push(change);
      if (action !== 'unchanged') writes.push({ row, change });
    }
    return { rows: csv.rows.length, changes, rejected, summary, writes };
  }
}

/** The directory's schools among `codes`, in the caller's scope (a region admin never reaches this; the scope stays all the same). */
async function loadDirectory(db: DbOrTx, scope: ReaderScope, codes: string[]): Promise<Map<string, DirectorySchool>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: schools.code, name: schools.name, region: schools.region })
    .from(schools)
    .where(and(inArray(schools.code, codes), scope.schools(schools.code)));
  return new Map(rows.map((row) => [row.code, row]));
}

/** The stored schedules of `codes`; `lock` holds them (FOR UPDATE) until the transaction ends. */
async function loadCurrent(db: DbOrTx, scope: ReaderScope, codes: string[], lock: boolean): Promise<Map<string, Current>> {
  if (codes.length === 0) return new Map();
  const query = db
    .select({ code: schoolSchedules.schoolCode, ...SCHEDULE_COLUMNS })
    .from(schoolSchedules)
    .where(and(inArray(schoolSchedules.schoolCode, codes), scope.schools(schoolSchedules.schoolCode)));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map(({ code, ...values }) => [code, values]));
}

/** insert ... on conflict (school_code) do update: the whole record as the file gives it. */
async function upsert(tx: DbOrTx, rows: ValidRow[]): Promise<void> {
  const values = rows.map((row) => {
    const out: typeof schoolSchedules.$inferInsert = { schoolCode: row.kvCode, updatedAt: new Date() };
    for (const field of SCHEDULE_IMPORT_FIELDS) out[SCHEDULE_KEYS[field]] = row.values[field];
    return out;
  });
  const set: Record<string, unknown> = { updatedAt: sql`now()` };
  for (const field of SCHEDULE_IMPORT_FIELDS) set[SCHEDULE_KEYS[field]] = sql.raw(`excluded."${SCHEDULE_COLUMNS[field].name}"`);
  await tx.insert(schoolSchedules).values(values).onConflictDoUpdate({ target: schoolSchedules.schoolCode, set });
}

/** 'schedule.imported' for one school: the fields it changed, before and after (a created schedule has no before). */
function auditEntry(change: ScheduleImportChange): AuditEntry {
  const before = Object.fromEntries(change.fields.map((f) => [f.field, f.before]));
  const after = Object.fromEntries(change.fields.map((f) => [f.field, f.after]));
  return {
    action: 'schedule.imported',
    entityType: 'school',
    entityId: change.kvCode,
    schoolCode: change.kvCode,
    before: change.action === 'create' ? null : before,
    after,
  };
}
