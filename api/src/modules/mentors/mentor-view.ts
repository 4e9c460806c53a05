import type { AssignedTeam, Mentor } from '@hackathon/contracts';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../database';
import { MENTOR_ACCOUNT_COLUMNS, toMentorAccount, type ReaderScope } from '../../kernel';
import { mentors, schools, teamMembers, teams } from '../../database/schema';

/**
 * Mentors as the specs show them, with the teams each one mentors and their member counts:
 * two queries (mentors with school and portal account; assigned teams with counts), the caller's
 * scope in the first (a mentor reaches its own record only).
 */
export async function readMentors(db: DbOrTx, scope: ReaderScope, where: SQL): Promise<Mentor[]> {
  const rows = await db
    .select({
      mentor: {
        id: mentors.id,
        mentorId: mentors.mentorId,
        teacherId: mentors.teacherId,
        schoolCode: mentors.schoolCode,
        slot: mentors.slot,
        name: mentors.name,
        designation: mentors.designation,
        gender: mentors.gender,
        contactNumber: mentors.contactNumber,
        email: mentors.email,
        isActive: mentors.isActive,
        createdAt: mentors.createdAt,
        updatedAt: mentors.updatedAt,
      },
      account: MENTOR_ACCOUNT_COLUMNS,
      school: { name: schools.name, district: schools.district, region: schools.region, state: schools.state, zone: schools.zone },
    })
    .from(mentors)
    .innerJoin(schools, eq(schools.code, mentors.schoolCode))
    .where(and(where, scope.mentors({ id: mentors.id, schoolCode: mentors.schoolCode })))
    .orderBy(asc(mentors.schoolCode), asc(mentors.slot));
  if (rows.length === 0) return [];

  const assigned = await db
    .select({
      mentorId: teams.assignedMentorId,
      teamId: teams.teamId,
      teamName: teams.teamName,
      category: teams.category,
      members: count(teamMembers.id),
    })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(
      inArray(
        teams.assignedMentorId,
        rows.map((r) => r.mentor.id),
      ),
    )
    .groupBy(teams.id)
    .orderBy(asc(teams.teamNumber));
  const byMentor = new Map<string, AssignedTeam[]>();
  for (const team of assigned) {
    if (!team.mentorId) continue;
    const list = byMentor.get(team.mentorId) ?? [];
    list.push({ teamId: team.teamId, teamName: team.teamName, category: team.category, members: team.members });
    byMentor.set(team.mentorId, list);
  }

  return rows.map(({ mentor, school, account }) => ({
    _id: mentor.id,
    mentorId: mentor.mentorId,
    teacherId: mentor.teacherId,
    name: mentor.name,
    designation: mentor.designation,
    gender: mentor.gender ?? null,
    contactNumber: mentor.contactNumber,
    emailId: mentor.email,
    schoolCode: mentor.schoolCode,
    schoolName: school.name,
    district: school.district,
    region: school.region,
    state: school.state,
    zone: school.zone,
    isActive: mentor.isActive,
    assignedTeams: byMentor.get(mentor.id) ?? [],
    account: toMentorAccount(account),
    createdAt: mentor.createdAt.toISOString(),
    updatedAt: mentor.updatedAt.toISOString(),
  }));
}

export function mentorsOfSchool(code: string): SQL {
  return eq(mentors.schoolCode, code);
}

export function mentorByUuid(id: string): SQL {
  return eq(mentors.id, id);
}
