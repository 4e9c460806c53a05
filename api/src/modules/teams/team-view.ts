import type { Team, TeamData, TeamMember, TeamSessionUser } from '@hackathon/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx, ReaderScope } from '../../database';
import { SCHOOL_COLUMNS } from '../../database/school-ref';
import { mentors, schools, teamMembers, teams } from '../../database/schema';
import { SAFE_TEAM_COLUMNS, toTeamPhaseFields } from '../../database/team-columns';

const MENTOR_COLUMNS = {
  id: mentors.id,
  mentorId: mentors.mentorId,
  name: mentors.name,
  designation: mentors.designation,
  contactNumber: mentors.contactNumber,
  email: mentors.email,
};

type TeamRecord = Awaited<ReturnType<typeof selectTeamRows>>[number];

function selectTeamRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ team: SAFE_TEAM_COLUMNS, school: SCHOOL_COLUMNS, mentor: MENTOR_COLUMNS })
    .from(teams)
    .innerJoin(schools, eq(schools.code, teams.schoolCode))
    .leftJoin(mentors, eq(mentors.id, teams.assignedMentorId))
    .where(where)
    .orderBy(asc(teams.schoolCode), asc(teams.teamNumber));
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

/**
 * One team by row id, its two queries sent together (the id is known, so the members need not wait
 * for the team row): the sign-in answer, on the path every team takes on the event morning.
 */
export async function readTeamById(db: DbOrTx, scope: ReaderScope, id: string): Promise<TeamData | null> {
  const [rows, members] = await Promise.all([
    selectTeamRows(db, and(eq(teams.id, id), scope.teams({ id: teams.id, schoolCode: teams.schoolCode }))),
    db.select().from(teamMembers).where(eq(teamMembers.teamId, id)).orderBy(asc(teamMembers.position)),
  ]);
  const [row] = rows;
  return row ? toTeamData(row, members.map(toTeamMember)) : null;
}

function toTeamMember(m: typeof teamMembers.$inferSelect): TeamMember {
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
