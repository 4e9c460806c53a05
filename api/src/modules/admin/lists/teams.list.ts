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
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { paginate, type SortMap } from '../../../common/paging';
import { queryRows, type DbOrTx, type ReaderScope } from '../../../database';
import { mentors, schools, teamMembers, teams } from '../../../database/schema';
import type { AdminTeamsQueryDto } from '../dto/admin-list-queries.dto';
import { EXPORT_BATCH_SIZE, iso, type AdminListSource, type ExportColumn, type ExportSource } from './list-source';
import { anyLike, countsBy, intSql, likePattern, matchesIn, outer, pick, regionCondition } from './sql';

const membersCount = intSql(sql`select count(*) from ${teamMembers} as tm where tm.team_id = ${outer(teams.id)}`);

const COLUMNS = {
  id: teams.id,
  teamId: teams.teamId,
  teamName: teams.teamName,
  category: teams.category,
  schoolCode: teams.schoolCode,
  teamEmail: teams.teamEmail,
  assignedMentorId: teams.assignedMentorId,
  status: teams.status,
  currentPhase: teams.currentPhase,
  phase1Qualified: teams.phase1Qualified,
  phase2Qualified: teams.phase2Qualified,
  finalistQualified: teams.finalistQualified,
  phase1Score: teams.phase1Score,
  phase2Score: teams.phase2Score,
  phase3Score: teams.phase3Score,
  totalScore: teams.totalScore,
  eliminatedAt: teams.eliminatedAt,
  eliminationReason: teams.eliminationReason,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
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

const SORTABLE: SortMap<AdminTeamSort> = {
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
};

/**
 * Search over the team (name, Team ID), its school (name, code) and its mentor (name, mentor ID):
 * each table's matches are found first (see matchesIn), then listed by key.
 */
async function searchOf(db: DbOrTx, term: string | undefined): Promise<SQL | undefined> {
  const pattern = likePattern(term);
  if (!pattern) return undefined;
  const own = await matchesIn(
    db,
    teams.id,
    sql`select ts.id from ${teams} as ts where ${anyLike([sql`ts.team_name`, sql`ts.team_id`], pattern)}`,
    { type: 'uuid', whenMany: anyLike([teams.teamName, teams.teamId], pattern) },
  );
  const bySchool = await matchesIn(
    db,
    teams.schoolCode,
    sql`select ss.code from ${schools} as ss where ${anyLike([sql`ss.name`, sql`ss.code`], pattern)}`,
    { type: 'text' },
  );
  const byMentor = await matchesIn(
    db,
    teams.assignedMentorId,
    sql`select sm.id from ${mentors} as sm where ${anyLike([sql`sm.name`, sql`sm.mentor_id`], pattern)}`,
    { type: 'uuid' },
  );
  return or(own, bySchool, byMentor) ?? sql`false`;
}

/** Scope, search and filters. */
async function where(db: DbOrTx, scope: ReaderScope, q: AdminTeamsQueryDto): Promise<SQL | undefined> {
  return and(
    scope.teams({ id: teams.id, schoolCode: teams.schoolCode }),
    await searchOf(db, q.search),
    q.status ? eq(teams.status, q.status) : undefined,
    q.category ? eq(teams.category, q.category) : undefined,
    q.phase ? eq(teams.currentPhase, q.phase) : undefined,
    regionCondition(schools.region, q.region),
    q.mentor === 'assigned' ? isNotNull(teams.assignedMentorId) : q.mentor === 'unassigned' ? isNull(teams.assignedMentorId) : undefined,
    q.schoolCode ? eq(teams.schoolCode, q.schoolCode) : undefined,
  );
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
    status: r.status,
    currentPhase: r.currentPhase,
    phase1Qualified: r.phase1Qualified,
    phase2Qualified: r.phase2Qualified,
    finalistQualified: r.finalistQualified,
    phaseScores: { phase1: r.phase1Score, phase2: r.phase2Score, phase3: r.phase3Score },
    totalScore: r.totalScore,
    eliminatedAt: iso(r.eliminatedAt),
    eliminationReason: r.eliminationReason,
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
  { header: 'Team ID', value: (r) => r.teamId },
  { header: 'Team Name', value: (r) => r.teamName },
  { header: 'Category', value: (r) => r.category },
  { header: 'Status', value: (r) => r.status },
  { header: 'Current Phase', value: (r) => r.currentPhase },
  { header: 'Phase 1 Score', value: (r) => r.phase1Score },
  { header: 'Phase 2 Score', value: (r) => r.phase2Score },
  { header: 'Phase 3 Score', value: (r) => r.phase3Score },
  { header: 'Total Score', value: (r) => r.totalScore },
  { header: 'Members', value: (r) => r.membersCount },
  { header: 'School Code', value: (r) => r.schoolCode },
  { header: 'School Name', value: (r) => r.schoolName },
  { header: 'District', value: (r) => r.district },
  { header: 'State', value: (r) => r.state },
  { header: 'Region', value: (r) => r.region },
  { header: 'Zone', value: (r) => r.zone },
  { header: 'Mentor ID', value: (r) => r.mentorId },
  { header: 'Mentor Name', value: (r) => r.mentorName },
  { header: 'Team Email', value: (r) => r.teamEmail },
  { header: 'Eliminated At', value: (r) => iso(r.eliminatedAt) },
  { header: 'Elimination Reason', value: (r) => r.eliminationReason },
  { header: 'Created At', value: (r) => iso(r.createdAt) },
];

export const teamsList: AdminListSource<AdminTeamsQueryDto, AdminTeamRow, AdminTeamCounters, TeamListRow> = {
  async page(db, scope, q): Promise<Paginated<AdminTeamRow>> {
    const page = await paginate(db, {
      query: select(db, await where(db, scope, q)),
      page: q.page,
      limit: q.limit,
      sortable: SORTABLE,
      sort: q.sort,
      order: q.order,
      defaultSort: { key: 'teamId', order: 'asc' },
      tiebreaker: teams.id,
    });
    const members = await membersOf(
      db,
      page.items.map((r) => r.id),
    );
    return { items: page.items.map((r) => toRow(r, members.get(r.id) ?? [])), pagination: page.pagination };
  },

  async counters(db, scope): Promise<AdminTeamCounters> {
    const [row] = await queryRows<Record<string, number>>(
      db,
      sql`select count(*)::int as total,
          ${countsBy(TEAM_STATUSES, 'status_', (s) => sql`${teams.status} = ${s}`)},
          ${countsBy(CATEGORIES, 'category_', (c) => sql`${teams.category} = ${c}`)},
          ${countsBy(PHASES, 'phase_', (p) => sql`${teams.currentPhase} = ${p}`)},
          count(${teams.assignedMentorId})::int as with_mentor,
          coalesce(sum(mc.n), 0)::int as members
        from ${teams}
        left join (select team_id, count(*) as n from ${teamMembers} group by team_id) as mc on mc.team_id = ${teams.id}
        where ${scope.teams({ id: teams.id, schoolCode: teams.schoolCode })}`,
    );
    const r = row ?? {};
    const total = Number(r.total ?? 0);
    const withMentor = Number(r.with_mentor ?? 0);
    return {
      total,
      byStatus: pick(TEAM_STATUSES, r, 'status_'),
      byCategory: pick(CATEGORIES, r, 'category_'),
      byPhase: pick(PHASES, r, 'phase_'),
      withMentor,
      withoutMentor: total - withMentor,
      members: Number(r.members ?? 0),
    };
  },

  /** In Team ID order, keyset on the (unique) Team ID. */
  async exportSource(db, scope, q): Promise<ExportSource<TeamListRow>> {
    const condition = await where(db, scope, q);
    return {
      columns: EXPORT_COLUMNS,
      async batch(cursor) {
        const rows = await select(db, and(condition, cursor === null ? undefined : gt(teams.teamId, cursor)))
          .orderBy(asc(teams.teamId))
          .limit(EXPORT_BATCH_SIZE);
        return { rows, next: rows.length === EXPORT_BATCH_SIZE ? rows[rows.length - 1]!.teamId : null };
      },
    };
  },
};
