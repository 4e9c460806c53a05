import { getTableColumns, getTableName, sql, type Column, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../database';
import { accounts, files, mentors, paymentSubmissions, registrations, schools, schoolSchedules, teamMembers, teams } from '../../database/schema';
import type { Dataset } from './generator';

export interface LoadOptions {
  /** Stored for every school admin account (hash one unknown password once, not per row). */
  schoolAdminPasswordHash: string;
  /** Stored for every team. */
  teamPasswordHash: string;
  /** The account recorded as the reviewer of verified and rejected payments (the super admin). */
  reviewerId: string | null;
}

const ROWS_PER_STATEMENT = 5000;
const timing = process.env.LOAD_TIMING === '1';

/**
 * Inserts a generated data set in bulk, parents before children. Each statement sends up to
 * 5,000 rows as one JSON parameter expanded by json_populate_recordset: far fewer bind
 * parameters to parse than a multi-row VALUES list, on PGlite and PostgreSQL alike.
 * Call it inside a transaction: a failure leaves nothing half-loaded.
 */
export async function loadDataset(db: DbOrTx, dataset: Dataset, options: LoadOptions): Promise<void> {
  await insertAll(db, schools, dataset.schools);
  await insertAll(
    db,
    accounts,
    dataset.schoolAdmins.map((row) => ({ ...row, passwordHash: options.schoolAdminPasswordHash })),
  );
  await insertAll(db, registrations, dataset.registrations);
  await insertAll(db, files, dataset.files);
  await insertAll(
    db,
    paymentSubmissions,
    dataset.paymentSubmissions.map((row) => ({ ...row, verifiedBy: row.status === 'submitted' ? null : options.reviewerId })),
  );
  await insertAll(db, mentors, dataset.mentors);
  await insertAll(
    db,
    teams,
    dataset.teams.map((row) => ({ ...row, passwordHash: options.teamPasswordHash })),
  );
  await insertAll(db, teamMembers, dataset.teamMembers);
  await insertAll(db, schoolSchedules, dataset.schedules);
}

/** A value as json_populate_recordset reads it into the column's type. */
function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return '\\x' + value.toString('hex');
  return value ?? null;
}

async function insertAll<T extends PgTable>(db: DbOrTx, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  const started = Date.now();
  const columns = getTableColumns(table as Table) as Record<string, Column>;
  // the columns the rows set (the rest keep their defaults)
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row as object)))].filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table as Table)}"`);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((key, i) => (out[names[i]!] = toJsonValue((row as Record<string, unknown>)[key])));
      return out;
    });
    await db.execute(sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${JSON.stringify(chunk)}::json)`);
  }
  if (timing) console.log('insert', getTableName(table as Table), rows.length, Date.now() - started);
}
