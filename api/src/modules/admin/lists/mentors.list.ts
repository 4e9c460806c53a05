import {
  LIMITS,
  regionGroupOf,
  type AdminMentorCounters,
  type AdminMentorRow,
  type AdminMentorSort,
  type AssignedTeam,
  type MentorAssignmentFilter,
  type Paginated,
} from '@hackathon/contracts';
import { and, asc, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { regionCondition } from '../../../common/paging';
import type { DbOrTx } from '../../../database';
import type { ReaderScope } from '../../../kernel';
import { mentors, mentorTeamCounts, schools, teamMembers, teams } from '../../../database/schema';
import type { AdminMentorsQueryDto } from '../dto/admin-list-queries.dto';
import { MENTOR_ACCOUNT_COLUMNS, mentorAccountStateIs, toMentorAccount, counterRow, keysetExport, listPage, matchOn, matchOwn, search, listSearchCondition, type ListSorting, type SearchPart, iso, type AdminListSource, type ExportColumn, type ExportSource, aliased, intSql, outer } from '../../../kernel';
import { schoolPlaceColumns } from './export-columns';

const assignedTeamsCount = intSql(sql`select count(*) from ${teams} as mt where mt.assigned_mentor_id = ${outer(mentors.id)}`);

const COLUMNS = {
  id: mentors.id,
  mentorId: mentors.mentorId,
  teacherId: mentors.teacherId,
  schoolCode: mentors.schoolCode,
  name: mentors.name,
  designation: mentors.designation,
  gender: mentors.gender,
  contactNumber: mentors.contactNumber,
  email: mentors.email,
  isActive: mentors.isActive,
  createdAt: mentors.createdAt,
  updatedAt: mentors.updatedAt,
  schoolName: schools.name,
  district: schools.district,
  state: schools.state,
  region: schools.region,
  zone: schools.zone,
  assignedTeamsCount,
  // the portal account's state (issue 26)
  ...MENTOR_ACCOUNT_COLUMNS,
};

const SORTING: ListSorting<AdminMentorSort> = {
  sortable: {
    name: mentors.name,
    mentorId: mentors.mentorId,
    schoolCode: mentors.schoolCode,
    schoolName: schools.name,
    assignedTeams: assignedTeamsCount,
    createdAt: mentors.createdAt,
  },
  defaultSort: { key: 'name', order: 'asc' },
  tiebreaker: mentors.id,
};

function assignmentCondition(filter: MentorAssignmentFilter | undefined): SQL | undefined {
  const assigned = sql`select 1 from ${teams} as ma where ma.assigned_mentor_id = ${mentors.id}`;
  switch (filter) {
    case 'assigned':
      return sql`exists (${assigned})`;
    case 'unassigned':
      return sql`not exists (${assigned})`;
    case 'full':
      return sql`${assignedTeamsCount} >= ${LIMITS.mentorTeamCapacity}`;
    default:
      return undefined;
  }
}

/** Search over the mentor (name, mentor ID, teacher ID, email, phone, school code) and its school's name. */
const SEARCH: readonly SearchPart[] = [
  matchOwn(
    mentors.id,
    'ms',
    [mentors.name, mentors.mentorId, mentors.teacherId, mentors.email, mentors.contactNumber, mentors.schoolCode],
    (scope) => scope.schools(aliased('ms', mentors.schoolCode)),
  ),
  matchOn(mentors.schoolCode, schools.code, { alias: 'ss', searched: [schools.name], within: (scope) => scope.schools(aliased('ss', schools.code)) }),
];

/** Scope, search and filters. */
function where(scope: ReaderScope, q: AdminMentorsQueryDto, searched: SQL | undefined): SQL | undefined {
  return and(
    scope.schools(mentors.schoolCode),
    searched,
    q.status ? eq(mentors.isActive, q.status === 'active') : undefined,
    assignmentCondition(q.assignment),
    q.accountState ? mentorAccountStateIs(q.accountState) : undefined,
    regionCondition(schools.region, q.region),
    q.schoolCode ? eq(mentors.schoolCode, q.schoolCode) : undefined,
  );
}

/** A left join to the school (every mentor has one: a foreign key), so an unfiltered count needs no join. */
function select(db: DbOrTx, condition: SQL | undefined) {
  return db.select(COLUMNS).from(mentors).leftJoin(schools, eq(schools.code, mentors.schoolCode)).where(condition).$dynamic();
}

type MentorListRow = Awaited<ReturnType<typeof select>>[number];

/** The teams each mentor of the page mentors (with their member counts), in one query. */
async function assignedTeamsOf(db: DbOrTx, mentorUuids: string[]): Promise<Map<string, AssignedTeam[]>> {
  const byMentor = new Map<string, AssignedTeam[]>();
  if (mentorUuids.length === 0) return byMentor;
  const rows = await db
    .select({ mentor: teams.assignedMentorId, teamId: teams.teamId, teamName: teams.teamName, category: teams.category, members: count(teamMembers.id) })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(inArray(teams.assignedMentorId, mentorUuids))
    .groupBy(teams.id)
    .orderBy(asc(teams.teamId));
  for (const r of rows) {
    if (!r.mentor) continue;
    const list = byMentor.get(r.mentor) ?? [];
    list.push({ teamId: r.teamId, teamName: r.teamName, category: r.category, members: Number(r.members) });
    byMentor.set(r.mentor, list);
  }
  return byMentor;
}

function toRow(r: MentorListRow, assigned: AssignedTeam[]): AdminMentorRow {
  return {
    _id: r.id,
    mentorId: r.mentorId,
    teacherId: r.teacherId,
    name: r.name,
    fullName: r.name,
    designation: r.designation,
    gender: r.gender ?? null,
    contactNumber: r.contactNumber,
    emailId: r.email,
    schoolCode: r.schoolCode,
    schoolName: r.schoolName ?? '',
    district: r.district ?? '',
    region: r.region ?? '',
    state: r.state ?? '',
    zone: r.zone ?? '',
    isActive: r.isActive,
    assignedTeams: assigned,
    account: toMentorAccount(r),
    assignedTeamsCount: r.assignedTeamsCount,
    isFull: r.assignedTeamsCount >= LIMITS.mentorTeamCapacity,
    regionGroup: regionGroupOf(r.region),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<MentorListRow>> = [
  { header: 'mail.csv.mentorID', value: (r) => r.mentorId },
  { header: 'mail.csv.teacherID', value: (r) => r.teacherId },
  { header: 'mail.csv.name', value: (r) => r.name },
  { header: 'mail.csv.designation', value: (r) => r.designation },
  { header: 'mail.csv.gender', value: (r) => r.gender },
  { header: 'mail.csv.email', value: (r) => r.email },
  { header: 'mail.csv.contactNumber', value: (r) => r.contactNumber },
  { header: 'mail.csv.status', value: (r) => (r.isActive ? 'active' : 'inactive') },
  { header: 'mail.csv.assignedTeams', value: (r) => r.assignedTeamsCount },
  ...schoolPlaceColumns<MentorListRow>(),
  { header: 'mail.csv.createdAt', value: (r) => iso(r.createdAt) },
];

export const mentorsList: AdminListSource<AdminMentorsQueryDto, AdminMentorRow, AdminMentorCounters, MentorListRow> = {
  async page(db, scope, q): Promise<Paginated<AdminMentorRow>> {
    const found = await search(db, q.search, SEARCH, scope);
    const listed = (searched: SQL | undefined) => select(db, where(scope, q, searched));
    return listPage(db, listed(found?.condition), q, SORTING, async (rows) => {
      const assigned = await assignedTeamsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toRow(r, assigned.get(r.id) ?? []));
    }, found && { atMost: found.atMost, query: listed(found.forCount) });
  },

  /**
   * Assigned and full from the teams per mentor the database keeps (mentor_team_counts, migration
   * 0016). Over everything, the mentors and the kept rows are each added up on their own (a kept
   * row's mentor exists); over a region or a school, the scope's mentors with their kept rows.
   */
  async counters(db, scope): Promise<AdminMentorCounters> {
    const kept = mentorTeamCounts;
    const assigned = (teamsOf: AnyColumn | SQL) => sql`count(*) filter (where ${teamsOf} > 0)::int as assigned,
      count(*) filter (where ${teamsOf} >= ${LIMITS.mentorTeamCapacity})::int as full`;
    const narrowing = scope.schoolFilter(mentors.schoolCode);
    const c = await counterRow(
      db,
      narrowing
        ? sql`select count(*)::int as total, count(*) filter (where ${mentors.isActive})::int as active, ${assigned(sql`coalesce(${kept.teams}, 0)`)}
            from ${mentors} left join ${kept} on ${kept.mentorId} = ${mentors.id}
            where ${narrowing}`
        : sql`select mentor_total.total, mentor_total.active, kept_total.assigned, kept_total.full
            from (select count(*)::int as total, count(*) filter (where ${mentors.isActive})::int as active from ${mentors}) as mentor_total,
              (select ${assigned(kept.teams)} from ${kept}) as kept_total`,
    );
    const n = c.n;
    return { total: n('total'), active: n('active'), inactive: n('total') - n('active'), assigned: n('assigned'), unassigned: n('total') - n('assigned'), full: n('full') };
  },

  /** In mentor ID order, keyset on the (unique) mentor ID. */
  async exportSource(db, scope, q): Promise<ExportSource<MentorListRow>> {
    const condition = where(scope, q, await listSearchCondition(db, q.search, SEARCH, scope));
    return keysetExport({ columns: EXPORT_COLUMNS, key: mentors.mentorId, rows: (after) => select(db, and(condition, after)), cursorOf: (r) => r.mentorId });
  },
};
