import {
  CATEGORIES,
  PHASES,
  regionGroupOf,
  TEAM_STATUSES,
  type AdminTeamCounters,
  type AdminTeamRow,
  type AdminTeamSort,
  type Paginated,
  type TeamMember,
} from '@hackathon/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { regionCondition } from '../../../common/paging';
import { queryRows, type DbOrTx } from '../../../database';
import { type ReaderScope, SAFE_TEAM_COLUMNS, toTeamPhaseFields, addTo, keysetExport, listPage, matchOn, matchOwn, search, listSearchCondition, zeros, type ListSorting, type Search, type SearchPart, iso, type AdminListSource, type ExportColumn, type ExportSource, aliased, intSql, outer, teamsInScopeAs } from '../../../kernel';
import { mentors, schoolCounts, schools, teamMemberCounts, teamMembers, teams } from '../../../database/schema';
import type { AdminTeamsQueryDto } from '../dto/admin-list-queries.dto';
import { keptTeamCounters } from './school-tallies';
import { schoolPlaceColumns } from './export-columns';

const membersCount = intSql(sql`select count(*) from ${teamMembers} as tm where tm.team_id = ${outer(teams.id)}`);

const COLUMNS = {
  ...SAFE_TEAM_COLUMNS,
  schoolName: schools.name,
  district: schools.district,
  state: schools.state,
  region: schools.region,
  zone: schools.zone,
  city: schools.city,
  mentorUuid: mentors.id,
  mentorId: mentors.mentorId,
  mentorName: mentors.name,
  mentorDesignation: mentors.designation,
  mentorContact: mentors.contactNumber,
  mentorEmail: mentors.email,
  membersCount,
};

const SORTING: ListSorting<AdminTeamSort> = {
  sortable: {
    teamId: teams.teamId,
    teamName: teams.teamName,
    schoolCode: teams.schoolCode,
    schoolName: schools.name,
    category: teams.category,
    status: teams.status,
    currentPhase: teams.currentPhase,
    totalScore: teams.totalScore,
    createdAt: teams.createdAt,
    updatedAt: teams.updatedAt,
  },
  defaultSort: { key: 'teamId', order: 'asc' },
  tiebreaker: teams.id,
};

// a team in the scope has its school in it
const BY_SCHOOL = matchOn(teams.schoolCode, schools.code, { alias: 'ss', searched: [schools.name, schools.code], within: (scope) => scope.schools(aliased('ss', schools.code)) });

/**
 * Search over the team (name, Team ID), its school (name, code) and its mentor (name, mentor ID).
 * A short term is looked for in the schools first (see search): the teams and mentors are then
 * read only for the teams of the schools it is not in.
 */
const SEARCH: readonly SearchPart[] = [
  matchOwn(teams.id, 'ts', [teams.teamName, teams.teamId], (scope) => teamsInScopeAs(scope, 'ts'), (schoolCodes) => sql`ts.school_code in (${schoolCodes})`),
  BY_SCHOOL,
  // (a team's mentor may come from another school: not narrowed by scope)
  matchOn(teams.assignedMentorId, mentors.id, {
    alias: 'sm',
    searched: [mentors.name, mentors.mentorId],
    among: (schoolCodes) => sql`sm.id in (select mt.assigned_mentor_id from ${teams} as mt where mt.school_code in (${schoolCodes}))`,
  }),
];

/** Scope, search and filters. */
function where(scope: ReaderScope, q: AdminTeamsQueryDto, searched: SQL | undefined): SQL | undefined {
  return and(scope.teams({ id: teams.id, schoolCode: teams.schoolCode }), searched, filters(q));
}

/** The list's filters; undefined for none. */
function filters(q: AdminTeamsQueryDto): SQL | undefined {
  return and(
    q.status ? eq(teams.status, q.status) : undefined,
    q.category ? eq(teams.category, q.category) : undefined,
    q.phase ? eq(teams.currentPhase, q.phase) : undefined,
    regionCondition(schools.region, q.region),
    q.mentor === 'assigned' ? isNotNull(teams.assignedMentorId) : q.mentor === 'unassigned' ? isNull(teams.assignedMentorId) : undefined,
    q.schoolCode ? eq(teams.schoolCode, q.schoolCode) : undefined,
  );
}

/**
 * The total of a search that finds its teams through their schools alone (no team's name or ID
 * nor mentor holds the term) with no filter: the found schools' teams, as the database keeps them
 * per school (school_counts, migration 0015; no row: none), a row per school where counting the
 * list reads every team ("kv" is in most school names). Undefined otherwise (the list is counted).
 * Whole schools: not for a team's own scope.
 */
function totalBySchools(scope: ReaderScope, q: AdminTeamsQueryDto, found: Search): SQL | undefined {
  const schoolsFound = found.matched.get(BY_SCHOOL);
  if (!schoolsFound || found.matched.size > 1 || filters(q) || !scope.reachesWholeSchools) return undefined;
  return sql`select coalesce(sum(${schoolCounts.teams}), 0)::int as total from ${schoolCounts}
    where ${schoolsFound.has(schoolCounts.schoolCode)} and ${scope.schools(schoolCounts.schoolCode)}`;
}

/**
 * A left join to the school (every team has one: a foreign key), so that PostgreSQL can drop the
 * joins that the count of an unfiltered list does not need.
 */
function select(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(teams)
    .leftJoin(schools, eq(schools.code, teams.schoolCode))
    .leftJoin(mentors, eq(mentors.id, teams.assignedMentorId))
    .where(condition)
    .$dynamic();
}

type TeamListRow = Awaited<ReturnType<typeof select>>[number];

function toRow(r: TeamListRow, members: TeamMember[]): AdminTeamRow {
  const createdAt = iso(r.createdAt)!;
  return {
    _id: r.id,
    teamId: r.teamId,
    teamName: r.teamName,
    category: r.category,
    schoolCode: r.schoolCode,
    schoolName: r.schoolName ?? '',
    district: r.district ?? '',
    region: r.region ?? '',
    state: r.state ?? '',
    zone: r.zone ?? '',
    assignedMentor: r.assignedMentorId,
    assignedMentorName: r.mentorName ?? null,
    members,
    membersCount: r.membersCount,
    ...toTeamPhaseFields(r),
    teamEmail: r.teamEmail,
    createdAt,
    registrationDate: createdAt,
    updatedAt: iso(r.updatedAt)!,
    school: { code: r.schoolCode, name: r.schoolName ?? '', district: r.district ?? '', state: r.state ?? '', region: r.region ?? '', zone: r.zone ?? '', city: r.city ?? '' },
    mentor:
      r.mentorUuid && r.mentorId
        ? { _id: r.mentorUuid, mentorId: r.mentorId, name: r.mentorName ?? '', designation: r.mentorDesignation ?? '', contactNumber: r.mentorContact ?? '', emailId: r.mentorEmail ?? '' }
        : null,
    regionGroup: regionGroupOf(r.region),
  };
}

/** The members of the page's teams, in one query, in team order. */
async function membersOf(db: DbOrTx, teamUuids: string[]): Promise<Map<string, TeamMember[]>> {
  const byTeam = new Map<string, TeamMember[]>();
  if (teamUuids.length === 0) return byTeam;
  const rows = await db.select().from(teamMembers).where(inArray(teamMembers.teamId, teamUuids)).orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
  for (const m of rows) {
    const list = byTeam.get(m.teamId) ?? [];
    list.push({ _id: m.id, memberId: m.memberId, studentId: m.studentId, name: m.name, class: m.class, fathersName: m.fathersName, gender: m.gender, isLeader: m.isLeader });
    byTeam.set(m.teamId, list);
  }
  return byTeam;
}

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<TeamListRow>> = [
  { header: 'mail.csv.teamID', value: (r) => r.teamId },
  { header: 'mail.csv.teamName', value: (r) => r.teamName },
  { header: 'mail.csv.category', value: (r) => r.category },
  { header: 'mail.csv.status', value: (r) => r.status },
  { header: 'mail.csv.currentPhase', value: (r) => r.currentPhase },
  { header: 'mail.csv.phase1Score', value: (r) => r.phase1Score },
  { header: 'mail.csv.phase2Score', value: (r) => r.phase2Score },
  { header: 'mail.csv.phase3Score', value: (r) => r.phase3Score },
  { header: 'mail.csv.totalScore', value: (r) => r.totalScore },
  { header: 'mail.csv.members', value: (r) => r.membersCount },
  ...schoolPlaceColumns<TeamListRow>(),
  { header: 'mail.csv.mentorID', value: (r) => r.mentorId },
  { header: 'mail.csv.mentorName', value: (r) => r.mentorName },
  { header: 'mail.csv.teamEmail', value: (r) => r.teamEmail },
  { header: 'mail.csv.eliminatedAt', value: (r) => iso(r.eliminatedAt) },
  { header: 'mail.csv.eliminationReason', value: (r) => r.eliminationReason },
  { header: 'mail.csv.createdAt', value: (r) => iso(r.createdAt) },
];

export const teamsList: AdminListSource<AdminTeamsQueryDto, AdminTeamRow, AdminTeamCounters, TeamListRow> = {
  async page(db, scope, q): Promise<Paginated<AdminTeamRow>> {
    const found = await search(db, q.search, SEARCH, scope, BY_SCHOOL);
    const listed = (searched: SQL | undefined) => select(db, where(scope, q, searched));
    return listPage(db, listed(found?.condition), q, SORTING, async (rows) => {
      const members = await membersOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toRow(r, members.get(r.id) ?? []));
    }, found && { atMost: found.atMost, query: listed(found.forCount), total: totalBySchools(scope, q, found) });
  },

  /**
   * Over whole schools (all, region, school): the figures the database keeps per school, added up
   * (keptTeamCounters). A team's own scope (its one row): its group, with its size (team_member_counts).
   */
  async counters(db, scope): Promise<AdminTeamCounters> {
    if (scope.reachesWholeSchools) return keptTeamCounters(db, scope);
    const groups = await queryRows<{ status: string; category: string; phase: number; with_mentor: boolean; n: number; members: number }>(
      db,
      sql`select ${teams.status} as status, ${teams.category} as category, ${teams.currentPhase} as phase,
          (${teams.assignedMentorId} is not null) as with_mentor, count(*)::int as n, coalesce(sum(${teamMemberCounts.members}), 0)::int as members
        from ${teams} left join ${teamMemberCounts} on ${teamMemberCounts.teamId} = ${teams.id}
        where ${scope.teams({ id: teams.id, schoolCode: teams.schoolCode })} group by 1, 2, 3, 4`,
    );
    const members = groups.reduce((sum, g) => sum + Number(g.members), 0);
    const counters: AdminTeamCounters = {
      total: 0,
      byStatus: zeros(TEAM_STATUSES),
      byCategory: zeros(CATEGORIES),
      byPhase: zeros(PHASES),
      withMentor: 0,
      withoutMentor: 0,
      members,
    };
    for (const g of groups) {
      const n = Number(g.n);
      counters.total += n;
      addTo(counters.byStatus, g.status, n);
      addTo(counters.byCategory, g.category, n);
      addTo(counters.byPhase, Number(g.phase), n);
      if (g.with_mentor) counters.withMentor += n;
      else counters.withoutMentor += n;
    }
    return counters;
  },

  /** In Team ID order, keyset on the (unique) Team ID. */
  async exportSource(db, scope, q): Promise<ExportSource<TeamListRow>> {
    const condition = where(scope, q, await listSearchCondition(db, q.search, SEARCH, scope));
    return keysetExport({ columns: EXPORT_COLUMNS, key: teams.teamId, rows: (after) => select(db, and(condition, after)), cursorOf: (r) => r.teamId });
  },
};
