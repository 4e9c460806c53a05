import {
  CATEGORIES,
  GENDERS,
  regionGroupOf,
  STUDENT_CLASSES,
  type AdminStudentCounters,
  type AdminStudentRow,
  type AdminStudentSort,
  type Paginated,
} from '@hackathon/contracts';
import { and, asc, eq, gt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { regionCondition } from '../../../common/paging';
import type { DbOrTx } from '../../../database';
import type { ReaderScope } from '../../../kernel';
import { schools, teamMemberCounts, teamMembers, teams } from '../../../database/schema';
import type { AdminStudentsQueryDto } from '../dto/admin-list-queries.dto';
import { counterRow, listPage, matchOn, matchOwn, search, listSearchCondition, type ListSorting, type SearchPart, EXPORT_BATCH_SIZE, type AdminListSource, type ExportColumn, type ExportSource, aliased, teamsIn, teamsInScopeAs } from '../../../kernel';
import { keptStudentCounters } from './school-tallies';
import { schoolPlaceColumns } from './export-columns';

const COLUMNS = {
  id: teamMembers.id,
  memberId: teamMembers.memberId,
  studentId: teamMembers.studentId,
  name: teamMembers.name,
  class: teamMembers.class,
  gender: teamMembers.gender,
  fathersName: teamMembers.fathersName,
  isLeader: teamMembers.isLeader,
  position: teamMembers.position,
  teamId: teams.teamId,
  teamName: teams.teamName,
  teamCategory: teams.category,
  teamStatus: teams.status,
  schoolCode: teams.schoolCode,
  schoolName: schools.name,
  district: schools.district,
  state: schools.state,
  region: schools.region,
  zone: schools.zone,
};

const SORTING: ListSorting<AdminStudentSort> = {
  sortable: {
    name: teamMembers.name,
    studentId: teamMembers.studentId,
    class: teamMembers.class,
    gender: teamMembers.gender,
    teamId: teams.teamId,
    teamName: teams.teamName,
    schoolCode: teams.schoolCode,
    schoolName: schools.name,
  },
  defaultSort: { key: 'name', order: 'asc' },
  tiebreaker: teamMembers.id,
};

/** Search over the student (name, student ID), its team (name, Team ID) and the team's school (name, code). */
const SEARCH: readonly SearchPart[] = [
  matchOn(teamMembers.teamId, teams.id, {
    alias: 'st',
    searched: [teams.teamName, teams.teamId],
    also: [
      matchOn(aliased('st', teams.schoolCode), schools.code, {
        alias: 'ss',
        searched: [schools.name, schools.code],
        within: (scope) => scope.schools(aliased('ss', schools.code)),
      }),
    ],
    within: (scope) => teamsInScopeAs(scope, 'st'),
  }),
  // a member in the scope is in a team of the scope
  matchOwn(teamMembers.id, 'sm', [teamMembers.name, teamMembers.studentId], (scope) => sql`sm.team_id in (${teamsIn(scope)})`),
];

function where(scope: ReaderScope, q: AdminStudentsQueryDto, searched: SQL | undefined): SQL | undefined {
  return and(
    scope.teams({ id: teams.id, schoolCode: teams.schoolCode }),
    searched,
    q.class ? eq(teamMembers.class, q.class) : undefined,
    q.gender ? eq(teamMembers.gender, q.gender) : undefined,
    q.category ? eq(teams.category, q.category) : undefined,
    regionCondition(schools.region, q.region),
    q.schoolCode ? eq(teams.schoolCode, q.schoolCode) : undefined,
  );
}

/**
 * Left joins (every member has a team and every team a school: foreign keys), so that PostgreSQL
 * can drop the joins the count of an unfiltered list does not need.
 */
function select(db: DbOrTx, condition: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(teamMembers)
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(schools, eq(schools.code, teams.schoolCode))
    .where(condition)
    .$dynamic();
}

type StudentListRow = Awaited<ReturnType<typeof select>>[number];

function toRow(r: StudentListRow): AdminStudentRow {
  return {
    _id: r.id,
    memberId: r.memberId,
    studentId: r.studentId,
    name: r.name,
    class: r.class,
    gender: r.gender,
    fathersName: r.fathersName,
    isLeader: r.isLeader,
    teamId: r.teamId ?? '',
    teamName: r.teamName ?? '',
    teamCategory: r.teamCategory ?? 'jr',
    teamStatus: r.teamStatus ?? 'ACTIVE',
    schoolCode: r.schoolCode ?? '',
    schoolName: r.schoolName ?? '',
    district: r.district ?? '',
    state: r.state ?? '',
    region: r.region ?? '',
    zone: r.zone ?? '',
    regionGroup: regionGroupOf(r.region),
  };
}

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<StudentListRow>> = [
  { header: 'mail.csv.studentID', value: (r) => r.studentId },
  { header: 'mail.csv.name', value: (r) => r.name },
  { header: 'mail.csv.class', value: (r) => r.class },
  { header: 'mail.csv.gender', value: (r) => r.gender },
  { header: 'mail.csv.fathersName', value: (r) => r.fathersName },
  { header: 'mail.csv.leader', value: (r) => (r.isLeader ? 'Yes' : 'No') },
  { header: 'mail.csv.memberID', value: (r) => r.memberId },
  { header: 'mail.csv.teamID', value: (r) => r.teamId },
  { header: 'mail.csv.teamName', value: (r) => r.teamName },
  { header: 'mail.csv.category', value: (r) => r.teamCategory },
  { header: 'mail.csv.teamStatus', value: (r) => r.teamStatus },
  ...schoolPlaceColumns<StudentListRow>(),
];

/** Teams per export batch: at most 5 members each, so a batch stays within EXPORT_BATCH_SIZE rows. */
const EXPORT_TEAMS_PER_BATCH = Math.floor(EXPORT_BATCH_SIZE / 5);

export const studentsList: AdminListSource<AdminStudentsQueryDto, AdminStudentRow, AdminStudentCounters, StudentListRow> = {
  async page(db, scope, q): Promise<Paginated<AdminStudentRow>> {
    const found = await search(db, q.search, SEARCH, scope);
    const listed = (searched: SQL | undefined) => select(db, where(scope, q, searched));
    return listPage(db, listed(found?.condition), q, SORTING, (rows) => rows.map(toRow), found && { atMost: found.atMost, query: listed(found.forCount) });
  },

  /**
   * Over whole schools (all, region, school): the figures the database keeps per school, added up
   * (keptStudentCounters). A team's own scope: its size as the database keeps it
   * (team_member_counts, with its members by class, gender and leadership, and its category;
   * migrations 0013 and 0014).
   */
  async counters(db, scope): Promise<AdminStudentCounters> {
    if (scope.reachesWholeSchools) return keptStudentCounters(db, scope);
    const kept = teamMemberCounts;
    const inScope = sql`${kept.teamId} in (${teamsIn(scope)})`;
    const sum = (column: AnyColumn) => sql`coalesce(sum(${column}), 0)::int`;
    const classColumns: Record<(typeof STUDENT_CLASSES)[number], AnyColumn> = {
      8: kept.class8,
      9: kept.class9,
      10: kept.class10,
      11: kept.class11,
      12: kept.class12,
    };
    const genderColumns: Record<(typeof GENDERS)[number], AnyColumn> = { male: kept.male, female: kept.female, other: kept.other };
    const c = await counterRow(
      db,
      sql`select ${sum(kept.members)} as total, ${sum(kept.leaders)} as leaders,
          ${sql.join(
            STUDENT_CLASSES.map((k) => sql`${sum(classColumns[k])} as ${sql.identifier(`class_${k}`)}`),
            sql`, `,
          )},
          ${sql.join(
            GENDERS.map((g) => sql`${sum(genderColumns[g])} as ${sql.identifier(`gender_${g}`)}`),
            sql`, `,
          )},
          ${sql.join(
            CATEGORIES.map((k) => sql`coalesce(sum(${kept.members}) filter (where ${kept.category} = ${k}), 0)::int as ${sql.identifier(`category_${k}`)}`),
            sql`, `,
          )}
        from ${kept}
        where ${inScope}`,
    );
    return {
      total: c.n('total'),
      byClass: c.by(STUDENT_CLASSES, 'class_'),
      byGender: c.by(GENDERS, 'gender_'),
      byCategory: c.by(CATEGORIES, 'category_'),
      leaders: c.n('leaders'),
    };
  },

  /**
   * In Team ID order, then the member's position. Keyset over the teams: each batch takes the next
   * teams by Team ID (a unique index), then their members that match the search and filters.
   */
  async exportSource(db, scope, q): Promise<ExportSource<StudentListRow>> {
    const condition = where(scope, q, await listSearchCondition(db, q.search, SEARCH, scope));
    return {
      columns: EXPORT_COLUMNS,
      async batch(cursor) {
        const afterCursor = cursor === null ? undefined : gt(teams.teamId, cursor);
        const batchTeams = await db
          .select({ teamId: teams.teamId })
          .from(teams)
          .where(and(scope.teams({ id: teams.id, schoolCode: teams.schoolCode }), afterCursor))
          .orderBy(asc(teams.teamId))
          .limit(EXPORT_TEAMS_PER_BATCH);
        const last = batchTeams.at(-1);
        if (!last) return { rows: [], next: null };
        // the batch's teams as a range of Team IDs (with the scope, in `condition`), not a list of
        // a thousand ids: each batch's statement stays short to build, send and plan
        const inBatch = and(afterCursor, lte(teams.teamId, last.teamId));
        const rows = await select(db, and(condition, inBatch)).orderBy(asc(teams.teamId), asc(teamMembers.position));
        return { rows, next: batchTeams.length === EXPORT_TEAMS_PER_BATCH ? last.teamId : null };
      },
    };
  },
};
