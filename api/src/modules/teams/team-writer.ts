import { BadRequestException, ConflictException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { API_MSG, buildTeamId, CLASSES_BY_CATEGORY, LIMITS, MSG, type Category, type Gender } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { schools, teamMembers, teams } from '../../database/schema';
import { uniqueViolation } from '../registration/unique-violation';

export interface NewTeamMember {
  memberId?: string;
  studentId: string;
  name: string;
  class: number;
  fathersName: string;
  gender: Gender;
  isLeader: boolean;
}

export interface NewTeam {
  schoolCode: string;
  teamName: string;
  category: Category;
  passwordHash: string;
  teamEmail?: string | null;
  members: NewTeamMember[];
}

export interface CreatedTeam {
  id: string;
  teamId: string;
  teamNumber: number;
}

// Conflicts another request can cause by taking the same number first: try the next free one.
const NUMBER_RACES = new Set(['teams_school_code_team_number_key', 'teams_team_id_key']);
const MAX_ATTEMPTS = 5;

/** The spec's team rules, checked before the database (which enforces the same as constraints). */
export function checkTeamMembers(category: Category, members: readonly NewTeamMember[]): void {
  if (members.length < LIMITS.minTeamMembers) throw new BadRequestException(MSG.atLeastOneMember);
  if (members.length > LIMITS.maxTeamMembers) throw new BadRequestException(MSG.maxMembers);
  if (members.filter((m) => m.isLeader).length !== 1) throw new BadRequestException(MSG.exactlyOneLeader);
  if (new Set(members.map((m) => m.studentId.trim())).size !== members.length) throw new BadRequestException(MSG.studentIdUnique);
  for (const member of members) {
    if (!CLASSES_BY_CATEGORY[category].includes(member.class)) {
      throw new BadRequestException(category === 'jr' ? MSG.juniorClass : MSG.seniorClass);
    }
  }
}

/**
 * Creates a team with the lowest free number 1-4 of its school and its members, in one
 * transaction. The four-team limit is the database's (unique school + number, number 1-4):
 * concurrent creations that pick the same number lose the race and try the next; when no
 * number is free the answer is 409.
 */
export async function createTeamRecord(db: Db, input: NewTeam): Promise<CreatedTeam> {
  checkTeamMembers(input.category, input.members);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [school] = await tx.select({ region: schools.region }).from(schools).where(eq(schools.code, input.schoolCode)).limit(1);
        if (!school) throw new NotFoundException(API_MSG.schoolNotFound);
        const free = await tx.execute(
          sql`select n::int as n from generate_series(1, ${LIMITS.maxTeamsPerSchool}::int) as n
              where n not in (select ${teams.teamNumber} from ${teams} where ${teams.schoolCode} = ${input.schoolCode})
              order by n limit 1`,
        );
        const teamNumber = rowsOf<{ n: number }>(free)[0]?.n;
        if (teamNumber === undefined) throw new ConflictException(API_MSG.maxTeamsReached);
        const teamId = buildTeamId(school.region, input.schoolCode, input.category, teamNumber);
        const [row] = await tx
          .insert(teams)
          .values({
            teamId,
            schoolCode: input.schoolCode,
            teamNumber,
            teamName: input.teamName.trim(),
            category: input.category,
            passwordHash: input.passwordHash,
            teamEmail: input.teamEmail ?? null,
          })
          .returning({ id: teams.id });
        await tx.insert(teamMembers).values(
          input.members.map((member, index) => ({
            teamId: row!.id,
            position: index + 1,
            memberId: member.memberId?.trim() || `${teamId}-M${index + 1}`,
            studentId: member.studentId.trim(),
            name: member.name.trim(),
            class: member.class,
            fathersName: member.fathersName.trim(),
            gender: member.gender,
            isLeader: member.isLeader,
          })),
        );
        return { id: row!.id, teamId, teamNumber };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'teams_email_unique') throw new ConflictException(API_MSG.teamEmailInUse);
      if (constraint === null || !NUMBER_RACES.has(constraint)) throw error;
      // another request took this number meanwhile: look again
    }
  }
  throw new ServiceUnavailableException(API_MSG.tryAgain);
}

/** node-postgres answers `{ rows }`, PGlite's Drizzle driver the same; keep both readable. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
