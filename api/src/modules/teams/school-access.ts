import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { API_MSG, TEAM_ID_PATTERN, type Role, type TeamSchoolDetails } from '@hackathon/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { assertOwnRegion, assertOwnSchool, isPlatformAdmin, type AuthUser } from '../../auth';
import type { DbOrTx } from '../../database';
import { schools } from '../../database/schema';

/**
 * Who may read a school's participant data (teams, mentors) and how far: the one place these
 * rules live for the teams, mentors and schedule modules.
 */
export const SCHOOL_DATA_READERS: Role[] = ['admin', 'super_admin', 'region_admin', 'school_admin'];

/** A school of the directory, as the teams, mentors and schedule modules read it. */
export type SchoolRef = TeamSchoolDetails;

/** The columns of a SchoolRef. */
export const SCHOOL_COLUMNS = {
  code: schools.code,
  name: schools.name,
  district: schools.district,
  state: schools.state,
  region: schools.region,
  zone: schools.zone,
  city: schools.city,
};

const SCHOOL_CODE = /^[0-9A-Za-z]{1,12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A school code from a path: 400 when it cannot be one (never reaches SQL as garbage). */
export function parseSchoolCode(raw: string): string {
  const code = (raw ?? '').trim();
  if (!SCHOOL_CODE.test(code)) throw new BadRequestException(API_MSG.invalidSchoolCode);
  return code;
}

/** A team reference from a path: the row id (`_id`, a UUID) or the team ID (e.g. A1001JR2). */
export function parseTeamRef(raw: string): { kind: 'uuid' | 'teamId'; value: string } {
  const value = (raw ?? '').trim();
  if (UUID.test(value)) return { kind: 'uuid', value: value.toLowerCase() };
  if (TEAM_ID_PATTERN.test(value.toUpperCase()) && value.length <= 20) return { kind: 'teamId', value: value.toUpperCase() };
  throw new BadRequestException(API_MSG.invalidTeamId);
}

export async function findSchool(db: DbOrTx, code: string): Promise<SchoolRef | null> {
  const [row] = await db
    .select(SCHOOL_COLUMNS)
    .from(schools)
    .where(eq(schools.code, code))
    .limit(1);
  return row ?? null;
}

/**
 * Checks before any read that can: a school admin asking for another school gets 403 without
 * the database being asked (no probing). Roles outside `readers` get 403.
 */
export function assertMayAskForSchool(user: AuthUser, code: string, readers: readonly Role[] = SCHOOL_DATA_READERS): void {
  if (!readers.includes(user.role)) throw new ForbiddenException(API_MSG.forbidden);
  if (user.role === 'school_admin' || user.role === 'team') assertOwnSchool(user, code);
}

/** The full check once the school is known: region admins only inside their region. */
export function assertMayReadSchool(user: AuthUser, school: SchoolRef, readers: readonly Role[] = SCHOOL_DATA_READERS): void {
  assertMayAskForSchool(user, school.code, readers);
  if (user.role === 'region_admin') assertOwnRegion(user, school.region);
}

/** Loads the school and applies both checks: 403 outside scope, 404 for an unknown school. */
export async function loadReadableSchool(db: DbOrTx, user: AuthUser, rawCode: string, readers: readonly Role[] = SCHOOL_DATA_READERS): Promise<SchoolRef> {
  const code = parseSchoolCode(rawCode);
  assertMayAskForSchool(user, code, readers);
  const school = await findSchool(db, code);
  if (!school) throw new NotFoundException(API_MSG.schoolNotFound);
  assertMayReadSchool(user, school, readers);
  return school;
}

/**
 * The caller's scope as SQL over `schools`, for every list query: a second wall behind the
 * explicit checks, so a query that forgets them still cannot leak another school or region.
 */
export function schoolScopeSql(user: AuthUser): SQL {
  if (isPlatformAdmin(user)) return sql`true`;
  if (user.role === 'region_admin' && user.region) return sql`lower(${schools.region}) = lower(${user.region})`;
  if ((user.role === 'school_admin' || user.role === 'team') && user.schoolCode) return sql`${schools.code} = ${user.schoolCode}`;
  return sql`false`;
}
