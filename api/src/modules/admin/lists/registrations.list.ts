import {
  CATEGORIES,
  PAYMENT_STATUSES,
  regionGroupOf,
  REGISTRATION_STATUSES,
  type AdminRegistrationCounters,
  type AdminRegistrationRow,
  type AdminRegistrationSort,
  type Category,
  type Paginated,
} from '@hackathon/contracts';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { regionCondition } from '../../../common/paging';
import type { DbOrTx } from '../../../database';
import type { ReaderScope } from '../../../kernel';
import { mentors, registrations, teams } from '../../../database/schema';
import { toRegistrationView } from '../../registration';
import type { AdminRegistrationsQueryDto } from '../dto/admin-list-queries.dto';
import { counterRow, keysetExport, listPage, matchOwn, search, listSearchCondition, type ListSorting, type SearchPart, iso, type AdminListSource, type ExportColumn, type ExportSource, aliased, countsBy, intSql, outer } from '../../../kernel';

const teamsOfCategory = (category: Category) =>
  intSql(sql`select count(*) from ${teams} as rt where rt.school_code = ${outer(registrations.schoolCode)} and rt.category = ${category}`);
const jrTeams = teamsOfCategory('jr');
const srTeams = teamsOfCategory('sr');
const mentorCount = intSql(sql`select count(*) from ${mentors} as rm where rm.school_code = ${outer(registrations.schoolCode)}`);

const COLUMNS = { ...getTableColumns(registrations), jrTeams, srTeams, mentorCount };

const SORTING: ListSorting<AdminRegistrationSort> = {
  sortable: {
    registrationTimestamp: registrations.registrationTimestamp,
    kvCode: registrations.schoolCode,
    kvName: registrations.kvName,
    email: registrations.email,
    district: registrations.district,
    state: registrations.state,
    region: registrations.region,
    paymentStatus: registrations.paymentStatus,
    registrationStatus: registrations.registrationStatus,
    updatedAt: registrations.updatedAt,
  },
  defaultSort: { key: 'registrationTimestamp', order: 'desc' },
  tiebreaker: registrations.id,
};

/** Search over the registration: email, contact number, school code and name, district, state. */
const SEARCH: readonly SearchPart[] = [
  matchOwn(
    registrations.id,
    'rs',
    [registrations.email, registrations.contactNumber, registrations.schoolCode, registrations.kvName, registrations.district, registrations.state],
    (scope) => scope.schools(aliased('rs', registrations.schoolCode)),
  ),
];

/** The list's filters (its query without paging and sort): what the bulk status change selects by, too. */
type RegistrationFilters = Pick<AdminRegistrationsQueryDto, 'search' | 'paymentStatus' | 'registrationStatus' | 'region' | 'state' | 'category'>;

/** Scope, search and filters. */
function where(scope: ReaderScope, q: RegistrationFilters, searched: SQL | undefined): SQL | undefined {
  return and(
    scope.schools(registrations.schoolCode),
    searched,
    q.paymentStatus ? eq(registrations.paymentStatus, q.paymentStatus) : undefined,
    q.registrationStatus ? eq(registrations.registrationStatus, q.registrationStatus) : undefined,
    regionCondition(registrations.region, q.region),
    q.state ? sql`lower(${registrations.state}) = ${q.state.toLowerCase()}` : undefined,
    q.category
      ? sql`exists (select 1 from ${teams} as rc where rc.school_code = ${registrations.schoolCode} and rc.category = ${q.category})`
      : undefined,
  );
}

function select(db: DbOrTx, condition: SQL | undefined) {
  return db.select(COLUMNS).from(registrations).where(condition).$dynamic();
}

type RegistrationListRow = Awaited<ReturnType<typeof select>>[number];

function toRow(r: RegistrationListRow): AdminRegistrationRow {
  const { jrTeams: jr, srTeams: sr, mentorCount: mentorsOfSchool, ...registration } = r;
  const categories = CATEGORIES.filter((c) => (c === 'jr' ? jr : sr) > 0);
  return {
    ...toRegistrationView(registration),
    regionGroup: regionGroupOf(r.region),
    teamCount: jr + sr,
    jrTeams: jr,
    srTeams: sr,
    categories,
    mentorCount: mentorsOfSchool,
  };
}

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<RegistrationListRow>> = [
  { header: 'mail.csv.referenceNumber', value: (r) => r.referenceNumber },
  { header: 'mail.csv.schoolCode', value: (r) => r.schoolCode },
  { header: 'mail.csv.schoolName', value: (r) => r.kvName },
  { header: 'mail.csv.fullName', value: (r) => r.fullName },
  { header: 'mail.csv.email', value: (r) => r.email },
  { header: 'mail.csv.contactNumber', value: (r) => r.contactNumber },
  { header: 'mail.csv.district', value: (r) => r.district },
  { header: 'mail.csv.state', value: (r) => r.state },
  { header: 'mail.csv.region', value: (r) => r.region },
  { header: 'mail.csv.zone', value: (r) => r.zone },
  { header: 'mail.csv.registrationStatus', value: (r) => r.registrationStatus },
  { header: 'mail.csv.paymentStatus', value: (r) => r.paymentStatus },
  { header: 'mail.csv.otpVerified', value: (r) => (r.otpVerified ? 'Yes' : 'No') },
  { header: 'mail.csv.juniorTeams', value: (r) => r.jrTeams },
  { header: 'mail.csv.seniorTeams', value: (r) => r.srTeams },
  { header: 'mail.csv.mentors', value: (r) => r.mentorCount },
  { header: 'mail.csv.registeredAt', value: (r) => iso(r.registrationTimestamp) },
  { header: 'mail.csv.updatedAt', value: (r) => iso(r.updatedAt) },
];

/**
 * The registrations the list shows for this search and filters, as one condition on
 * `registrations` (scope included): the bulk approve or reject of "all matching" selects by it.
 */
export async function registrationsMatching(db: DbOrTx, scope: ReaderScope, filters: RegistrationFilters): Promise<SQL | undefined> {
  return where(scope, filters, await listSearchCondition(db, filters.search, SEARCH, scope));
}

export const registrationsList: AdminListSource<AdminRegistrationsQueryDto, AdminRegistrationRow, AdminRegistrationCounters, RegistrationListRow> = {
  async page(db, scope, q): Promise<Paginated<AdminRegistrationRow>> {
    const found = await search(db, q.search, SEARCH, scope);
    const listed = (searched: SQL | undefined) => select(db, where(scope, q, searched));
    return listPage(db, listed(found?.condition), q, SORTING, (rows) => rows.map(toRow), found && { atMost: found.atMost, query: listed(found.forCount) });
  },

  async counters(db, scope): Promise<AdminRegistrationCounters> {
    const c = await counterRow(
      db,
      sql`select count(*)::int as total,
          ${countsBy(PAYMENT_STATUSES, 'payment_', (s) => sql`${registrations.paymentStatus} = ${s}`)},
          ${countsBy(REGISTRATION_STATUSES, 'registration_', (s) => sql`${registrations.registrationStatus} = ${s}`)},
          count(*) filter (where ${registrations.otpVerified})::int as otp_verified
        from ${registrations}
        where ${scope.schools(registrations.schoolCode)}`,
    );
    return {
      total: c.n('total'),
      byPaymentStatus: c.by(PAYMENT_STATUSES, 'payment_'),
      byRegistrationStatus: c.by(REGISTRATION_STATUSES, 'registration_'),
      otpVerified: c.n('otp_verified'),
    };
  },

  /** In school code order, keyset on the school code (one registration per school). */
  async exportSource(db, scope, q): Promise<ExportSource<RegistrationListRow>> {
    const condition = where(scope, q, await listSearchCondition(db, q.search, SEARCH, scope));
    return keysetExport({
      columns: EXPORT_COLUMNS,
      key: registrations.schoolCode,
      rows: (after) => select(db, and(condition, after)),
      cursorOf: (r) => r.schoolCode,
    });
  },
};
