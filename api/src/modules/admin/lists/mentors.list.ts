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
import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { paginate, type SortMap } from '../../../common/paging';
import { queryRows, type DbOrTx, type ReaderScope } from '../../../database';
import { mentors, schools, teamMembers, teams } from '../../../database/schema';
import type { AdminMentorsQueryDto } from '../dto/admin-list-queries.dto';
import { EXPORT_BATCH_SIZE, iso, type AdminListSource, type ExportColumn, type ExportSource } from './list-source';
import { aliased, anyLike, intSql, likePattern, matchesIn, outer, regionCondition } from './sql';

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
};

const SORTABLE: SortMap<AdminMentorSort> = {
  name: mentors.name,
  mentorId: mentors.mentorId,
  schoolCode: mentors.schoolCode,
  schoolName: schools.name,
  assignedTeams: assignedTeamsCount,
  createdAt: mentors.createdAt,
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

/** The mentor's own searched columns: name, mentor ID, teacher ID, email, phone, school code. */
const SEARCHED = [mentors.name, mentors.mentorId, mentors.teacherId, mentors.email, mentors.contactNumber, mentors.schoolCode];

/**
 * Search over the mentor's own columns and its school's name: each table's matches are found
 * first (see matchesIn), then listed by key.
 */
async function searchOf(db: DbOrTx, term: string | undefined): Promise<SQL | undefined> {
  const pattern = likePattern(term);
  if (!pattern) return undefined;
  const own = await matchesIn(
    db,
    mentors.id,
    sql`select ms.id from ${mentors} as ms where ${anyLike(
      SEARCHED.map((column) => aliased('ms', column)),
      pattern,
    )}`,
    { type: 'uuid', whenMany: anyLike(SEARCHED, pattern) },
  );
  const bySchool = await matchesIn(db, mentors.schoolCode, sql`select ss.code from ${schools} as ss where ss.name ilike ${pattern}`, {
    type: 'text',
  });
  return or(own, bySchool) ?? sql`false`;
}

/** Scope, search and filters. */
async function where(db: DbOrTx, scope: ReaderScope, q: AdminMentorsQueryDto): Promise<SQL | undefined> {
  return and(
    scope.schools(mentors.schoolCode),
    await searchOf(db, q.search),
    q.status ? eq(mentors.isActive, q.status === 'active') : undefined,
    assignmentCondition(q.assignment),
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
    assignedTeamsCount: r.assignedTeamsCount,
    isFull: r.assignedTeamsCount >= LIMITS.mentorTeamCapacity,
    regionGroup: regionGroupOf(r.region),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<MentorListRow>> = [
  { header: 'Mentor ID', value: (r) => r.mentorId },
  { header: 'Teacher ID', value: (r) => r.teacherId },
  { header: 'Name', value: (r) => r.name },
  { header: 'Designation', value: (r) => r.designation },
  { header: 'Gender', value: (r) => r.gender },
  { header: 'Email', value: (r) => r.email },
  { header: 'Contact Number', value: (r) => r.contactNumber },
  { header: 'Status', value: (r) => (r.isActive ? 'active' : 'inactive') },
  { header: 'Assigned Teams', value: (r) => r.assignedTeamsCount },
  { header: 'School Code', value: (r) => r.schoolCode },
  { header: 'School Name', value: (r) => r.schoolName },
  { header: 'District', value: (r) => r.district },
  { header: 'State', value: (r) => r.state },
  { header: 'Region', value: (r) => r.region },
  { header: 'Zone', value: (r) => r.zone },
  { header: 'Created At', value: (r) => iso(r.createdAt) },
];

export const mentorsList: AdminListSource<AdminMentorsQueryDto, AdminMentorRow, AdminMentorCounters, MentorListRow> = {
  async page(db, scope, q): Promise<Paginated<AdminMentorRow>> {
    const page = await paginate(db, {
      query: select(db, await where(db, scope, q)),
      page: q.page,
      limit: q.limit,
      sortable: SORTABLE,
      sort: q.sort,
      order: q.order,
      defaultSort: { key: 'name', order: 'asc' },
      tiebreaker: mentors.id,
    });
    const assigned = await assignedTeamsOf(
      db,
      page.items.map((r) => r.id),
    );
    return { items: page.items.map((r) => toRow(r, assigned.get(r.id) ?? [])), pagination: page.pagination };
  },

  async counters(db, scope): Promise<AdminMentorCounters> {
    const [row] = await queryRows<Record<string, number>>(
      db,
      sql`select count(*)::int as total,
          count(*) filter (where ${mentors.isActive})::int as active,
          count(*) filter (where coalesce(ac.n, 0) > 0)::int as assigned,
          count(*) filter (where coalesce(ac.n, 0) >= ${LIMITS.mentorTeamCapacity})::int as full
        from ${mentors}
        left join (select assigned_mentor_id, count(*) as n from ${teams} where assigned_mentor_id is not null group by assigned_mentor_id) as ac
          on ac.assigned_mentor_id = ${mentors.id}
        where ${scope.schools(mentors.schoolCode)}`,
    );
    const r = row ?? {};
    const n = (key: string) => Number(r[key] ?? 0);
    return { total: n('total'), active: n('active'), inactive: n('total') - n('active'), assigned: n('assigned'), unassigned: n('total') - n('assigned'), full: n('full') };
  },

  /** In mentor ID order, keyset on the (unique) mentor ID. */
  async exportSource(db, scope, q): Promise<ExportSource<MentorListRow>> {
    const condition = await where(db, scope, q);
    return {
      columns: EXPORT_COLUMNS,
      async batch(cursor) {
        const rows = await select(db, and(condition, cursor === null ? undefined : gt(mentors.mentorId, cursor)))
          .orderBy(asc(mentors.mentorId))
          .limit(EXPORT_BATCH_SIZE);
        return { rows, next: rows.length === EXPORT_BATCH_SIZE ? rows[rows.length - 1]!.mentorId : null };
      },
    };
  },
};
