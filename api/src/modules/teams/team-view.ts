import type { Team, TeamData, TeamMember, TeamSessionUser } from '@hackathon/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../database';
import type { ReaderScope } from '../../kernel';
import { SCHOOL_COLUMNS, SAFE_TEAM_COLUMNS, toTeamPhaseFields } from '../../kernel';
import { mentors, schools, teamMembers, teams } from '../../database/schema';

const MENTOR_COLUMNS = {
  id: mentors.id,
  mentorId: mentors.mentorId,
  name: mentors.name,
  designation: mentors.designation,
  contactNumber: mentors.contactNumber,
  email: mentors.email,
};

/** The member fields a team view shows (what toTeamMember reads). */
const MEMBER_COLUMNS = {
  id: teamMembers.id,
  memberId: teamMembers.memberId,
  studentId: teamMembers.studentId,
  name: teamMembers.name,
  class: teamMembers.class,
  fathersName: teamMembers.fathersName,
  gender: teamMembers.gender,
  isLeader: teamMembers.isLeader,
};

type MemberRow = { [K in keyof typeof MEMBER_COLUMNS]: (typeof MEMBER_COLUMNS)[K]['_']['data'] };

/**
 * A team's members as one json column of its row, in position order, keyed as MEMBER_COLUMNS
 * (uuid and text stay strings, smallint a number, boolean a boolean: as Drizzle maps them).
 */
const MEMBERS_JSON = sql<MemberRow[]>`(SELECT coalesce(json_agg(json_build_object(${sql.join(
  Object.entries(MEMBER_COLUMNS).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) ORDER BY ${teamMembers.position}), '[]'::json) FROM ${teamMembers} WHERE ${teamMembers.teamId} = ${teams.id})`;

const TEAM_VIEW = { team: SAFE_TEAM_COLUMNS, school: SCHOOL_COLUMNS, mentor: MENTOR_COLUMNS };

type TeamRecord = Awaited<ReturnType<typeof selectTeamRows>>[number];

/** Where a select starts: the database, a transaction, or `db.with(...)` (a statement that runs CTEs first). */
type SelectSource = Pick<DbOrTx, 'select'>;

function selectTeamRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(TEAM_VIEW)
    .from(teams)
    .innerJoin(schools, eq(schools.code, teams.schoolCode))
    .leftJoin(mentors, eq(mentors.id, teams.assignedMentorId))
    .where(where)
    .orderBy(asc(teams.schoolCode), asc(teams.teamNumber));
}

/**
 * One team with its school, mentor and members in one statement, inside `scope`. `where` may hold
 * placeholders: the sign-in prepares this once (`.prepare(name)`) and starts it from a `db.with`.
 */
export function selectTeamView(from: SelectSource, scope: ReaderScope, where: SQL) {
  return from
    .select({ ...TEAM_VIEW, members: MEMBERS_JSON })
    .from(teams)
    .innerJoin(schools, eq(schools.code, teams.schoolCode))
    .leftJoin(mentors, eq(mentors.id, teams.assignedMentorId))
    .where(and(where, scope.teams({ id: teams.id, schoolCode: teams.schoolCode })))
    .limit(1);
}

/** A row of `selectTeamView` as the specs show it (the same mapping as `readTeams`). */
export function teamViewData(row: TeamRecord & { members: MemberRow[] }): TeamData {
  return toTeamData(row, row.members.map(toTeamMember));
}

/**
 * Teams as the specs show them, read in two queries (teams with school and mentor, then their
 * members). Every read passes the reader's scope: it is part of the WHERE clause.
 */
export async function readTeams(db: DbOrTx, scope: ReaderScope, where?: SQL): Promise<TeamData[]> {
  const rows = await selectTeamRows(db, and(where, scope.teams({ id: teams.id, schoolCode: teams.schoolCode })));
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(teamMembers)
    .where(
      inArray(
        teamMembers.teamId,
        rows.map((r) => r.team.id),
      ),
    )
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
  const byTeam = new Map<string, TeamMember[]>();
  for (const m of members) {
    const list = byTeam.get(m.teamId) ?? [];
    list.push(toTeamMember(m));
    byTeam.set(m.teamId, list);
  }
  return rows.map((row) => toTeamData(row, byTeam.get(row.team.id) ?? []));
}

/** One team by row id, in one statement (members folded in), inside the reader's scope. */
export async function readTeamById(db: DbOrTx, scope: ReaderScope, id: string): Promise<TeamData | null> {
  const [row] = await selectTeamView(db, scope, eq(teams.id, id));
  return row ? teamViewData(row) : null;
}

function toTeamMember(m: MemberRow): TeamMember {
  return {
    _id: m.id,
    memberId: m.memberId,
    studentId: m.studentId,
    name: m.name,
    class: m.class,
    fathersName: m.fathersName,
    gender: m.gender,
    isLeader: m.isLeader,
  };
}

function toTeamData({ team, school, mentor }: TeamRecord, members: TeamMember[]): TeamData {
  const view: Team = {
    _id: team.id,
    teamId: team.teamId,
    teamName: team.teamName,
    category: team.category,
    schoolCode: team.schoolCode,
    schoolName: school.name,
    district: school.district,
    region: school.region,
    state: school.state,
    zone: school.zone,
    // the mentor's row id: what the assign-mentor call sends back
    assignedMentor: team.assignedMentorId,
    assignedMentorName: mentor?.name ?? null,
    members,
    ...toTeamPhaseFields(team),
    teamEmail: team.teamEmail,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
  return {
    ...view,
    school: { ...school },
    mentor: mentor
      ? {
          _id: mentor.id,
          mentorId: mentor.mentorId,
          name: mentor.name,
          designation: mentor.designation,
          contactNumber: mentor.contactNumber,
          emailId: mentor.email,
        }
      : null,
  };
}

/** The Team of the spec (lists): the detail fields of TeamData left out. */
export function toTeam(data: TeamData): Team {
  const { school: _school, mentor: _mentor, ...team } = data;
  return team;
}

/** The team login user: the team plus role 'team', userType 'team', id and name (participant spec, section 3). */
export function toTeamSessionUser(data: TeamData): TeamSessionUser {
  return { ...toTeam(data), role: 'team', userType: 'team', id: data._id, name: data.teamName };
}

export function teamByUuid(id: string): SQL {
  return eq(teams.id, id);
}

export function teamByTeamId(teamId: string): SQL {
  return eq(teams.teamId, teamId);
}

export function teamsOfSchool(code: string): SQL {
  return eq(teams.schoolCode, code);
}
