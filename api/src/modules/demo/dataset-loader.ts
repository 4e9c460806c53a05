import { getTableColumns, type Table } from 'drizzle-orm';
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

// PostgreSQL's bind-parameter limit per statement is 65535; stay well below it.
const MAX_PARAMS = 30_000;

/**
 * Inserts a generated data set in bulk, parents before children, in multi-row statements.
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

async function insertAll<T extends PgTable>(db: DbOrTx, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table as Table)).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db.insert(table).values(rows.slice(start, start + perStatement) as T['$inferInsert'][]);
  }
}
