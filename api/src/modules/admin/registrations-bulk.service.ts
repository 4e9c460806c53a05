import { Injectable } from '@nestjs/common';
import {
  BULK_MSG,
  BULK_SAMPLE_MAX,
  REGISTRATION_BULK_STATUS,
  REGISTRATION_STATUSES,
  type RegistrationBulkAction,
  type RegistrationBulkResult,
  type RegistrationStatus,
} from '@hackathon/contracts';
import { and, asc, sql, type SQL } from 'drizzle-orm';
import { assertExpectedChanges, bulkSelectionOf, type BulkSelection } from '../../common/bulk-selection';
import { InjectDb, type Db, type DbOrTx } from '../../database';
import { registrations } from '../../database/schema';
import { recordAudit, type AuditActor, type AuditEntry, type ReaderScope } from '../../kernel';
import { setRegistrationStatuses } from '../registration';
import type { RegistrationBulkFilterDto, RegistrationsBulkDto } from './dto/registrations-bulk.dto';
import { registrationsMatching } from './lists/registrations.list';

const SELECTED = { id: registrations.id, kvCode: registrations.schoolCode, kvName: registrations.kvName, registrationStatus: registrations.registrationStatus };
type SelectedRow = { id: string; kvCode: string; kvName: string; registrationStatus: RegistrationStatus };

/**
 * Bulk approve and reject of registrations (issue 25): the registration status of Edit
 * Registration, set for the picked registrations or every one the list's search and filters
 * match. The preview reads; the apply locks the selected rows (in id order, so two bulk calls
 * never deadlock), changes those not yet in the status and records one audit entry per change
 * ('registration.updated', as Edit Registration does, with the batch in the reason), all in one
 * transaction: nothing is half written.
 */
@Injectable()
export class RegistrationsBulkService {
  constructor(@InjectDb() private readonly db: Db) {}

  async run(actor: AuditActor, scope: ReaderScope, input: RegistrationsBulkDto): Promise<RegistrationBulkResult> {
    // approving or rejecting is the back office's decision (as in Edit Registration)
    scope.assertReachesEverything();
    const selection = bulkSelectionOf<RegistrationBulkFilterDto>('registrationIds', input.registrationIds, input.filter, (id) => id.toLowerCase());
    const status = REGISTRATION_BULK_STATUS[input.action];
    if (input.confirm !== true) {
      const rows = await this.select(this.db, scope, selection, false);
      return outcomeOf(input.action, status, selection, rows, false);
    }
    return this.db.transaction(async (tx) => {
      const rows = await this.select(tx, scope, selection, true);
      const outcome = outcomeOf(input.action, status, selection, rows, true);
      assertExpectedChanges(input.expectedChanges, outcome);
      const leaving = new Map(rows.filter((row) => row.registrationStatus !== status).map((row) => [row.id, row.registrationStatus]));
      const changed = await setRegistrationStatuses(tx, [...leaving.keys()], status);
      const audit = BULK_MSG.registrationsAudit(input.action, changed.length);
      const reason = input.reason ? BULK_MSG.withReason(audit, input.reason) : audit;
      const entries: AuditEntry[] = changed.map((row) => ({
        action: 'registration.updated',
        entityType: 'registration',
        entityId: row.id,
        schoolCode: row.schoolCode,
        reason,
        before: { registrationStatus: leaving.get(row.id) },
        after: { registrationStatus: status },
      }));
      await recordAudit(tx, actor, entries);
      return outcome;
    });
  }

  /** The selected registrations in the caller's scope, in id order (locked for the transaction when applying). */
  private async select(db: DbOrTx, scope: ReaderScope, selection: BulkSelection<RegistrationBulkFilterDto>, lock: boolean): Promise<SelectedRow[]> {
    const condition: SQL | undefined =
      selection.kind === 'ids'
        ? and(sql`${registrations.id} = any(${sql.param(selection.ids)}::uuid[])`, scope.schools(registrations.schoolCode))
        : await registrationsMatching(db, scope, selection.filter);
    const query = db.select(SELECTED).from(registrations).where(condition).orderBy(asc(registrations.id));
    return lock ? query.for('update') : query;
  }
}

/** The counts, the first changes by school code and the named ids not found. */
function outcomeOf(
  action: RegistrationBulkAction,
  status: RegistrationStatus,
  selection: BulkSelection<unknown>,
  rows: SelectedRow[],
  confirmed: boolean,
): RegistrationBulkResult {
  const changing = rows.filter((row) => row.registrationStatus !== status);
  const fromStatus = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, changing.filter((row) => row.registrationStatus === s).length])) as Record<RegistrationStatus, number>;
  const found = new Set(rows.map((row) => row.id));
  const sample = [...changing]
    .sort((a, b) => a.kvCode.localeCompare(b.kvCode, 'en'))
    .slice(0, BULK_SAMPLE_MAX)
    .map((row) => ({ _id: row.id, kvCode: row.kvCode, kvName: row.kvName, registrationStatus: row.registrationStatus }));
  return {
    confirmed,
    action,
    status,
    selected: rows.length,
    changes: changing.length,
    skipped: rows.length - changing.length,
    notFound: selection.kind === 'ids' ? selection.ids.filter((id) => !found.has(id)) : [],
    fromStatus,
    sample,
  };
}
