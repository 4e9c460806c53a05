import { BadRequestException, NotFoundException } from '@nestjs/common';
import { API_MSG, TEAM_ID_PATTERN, UUID_PATTERN, type TeamSchoolDetails } from '@hackathon/contracts';
import { eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../database/db';
import { schools } from '../database/schema';
import { inScopeFlag, ReaderScope, requireInScope } from './scope';

/**
 * References to a school or a team as they arrive in paths and bodies, the directory lookups by
 * code, and the scoped school load that the teams, mentors, schedule, registration and sign-up
 * code share (so that no feature module imports another for them).
 */

/** A row of the national school directory. */
export type SchoolRow = typeof schools.$inferSelect;

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

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function isSchoolCode(value: string): boolean {
  return SCHOOL_CODE.test(value);
}

/** A school code from a path: 400 when it cannot be one (never reaches SQL as garbage). */
export function parseSchoolCode(raw: string): string {
  const code = (raw ?? '').trim();
  if (!SCHOOL_CODE.test(code)) throw new BadRequestException(API_MSG.invalidSchoolCode);
  return code;
}

/** A team reference from a path: the row id (`_id`, a UUID) or the team ID (e.g. A1001JR2). */
export function parseTeamRef(raw: string): { kind: 'uuid' | 'teamId'; value: string } {
  const value = (raw ?? '').trim();
  if (UUID_PATTERN.test(value)) return { kind: 'uuid', value: value.toLowerCase() };
  if (TEAM_ID_PATTERN.test(value.toUpperCase()) && value.length <= 20) return { kind: 'teamId', value: value.toUpperCase() };
  throw new BadRequestException(API_MSG.invalidTeamId);
}

/** The code as typed or upper-cased; null when it cannot be a school code (never reaches SQL). */
function codeMatches(code: string): SQL | null {
  const trimmed = code.trim();
  if (!SCHOOL_CODE.test(trimmed)) return null;
  const candidates = trimmed === trimmed.toUpperCase() ? [trimmed] : [trimmed, trimmed.toUpperCase()];
  return or(...candidates.map((c) => eq(schools.code, c)))!;
}

/** The directory row for a code (as typed or upper-cased), or null. Pass a transaction to join it. */
export async function findSchoolRow(db: DbOrTx, code: string): Promise<SchoolRow | null> {
  const where = codeMatches(code);
  if (!where) return null;
  const [row] = await db.select().from(schools).where(where).limit(1);
  return row ?? null;
}

/** Like findSchoolRow, but a missing (or malformed) school is a 404 'School not found'. */
export async function requireSchoolRow(db: DbOrTx, code: string): Promise<SchoolRow> {
  const row = await findSchoolRow(db, code);
  if (!row) throw new NotFoundException(API_MSG.schoolNotFound);
  return row;
}

/**
 * Like requireSchoolRow, for a caller's scope (pair of requireInScope): 404 'School not found' for
 * an unknown or malformed code, 403 for a school outside the scope, else the row.
 */
export async function requireSchoolRowInScope(db: DbOrTx, scope: ReaderScope, code: string): Promise<SchoolRow> {
  const where = codeMatches(code);
  const [row] = where
    ? await db
        .select({ ...getTableColumns(schools), inScope: inScopeFlag(scope.schools(schools.code)) })
        .from(schools)
        .where(where)
        .limit(1)
    : [];
  const { inScope: _inScope, ...school } = requireInScope(row, API_MSG.schoolNotFound);
  return school;
}

export async function findSchool(db: DbOrTx, code: string): Promise<SchoolRef | null> {
  const [row] = await db.select(SCHOOL_COLUMNS).from(schools).where(eq(schools.code, code)).limit(1);
  return row ?? null;
}

/**
 * A school named in a path or body, for a caller's scope: 400 for a malformed code, 403 before
 * any query when the scope can never reach it (a school admin asking for another school learns
 * nothing), 404 for an unknown school, 403 outside the scope (a region admin's other regions).
 */
export async function loadSchoolInScope(db: DbOrTx, scope: ReaderScope, rawCode: string): Promise<SchoolRef> {
  const code = parseSchoolCode(rawCode);
  scope.assertMayReachSchool(code);
  const [row] = await db
    .select({ ...SCHOOL_COLUMNS, inScope: inScopeFlag(scope.schools(schools.code)) })
    .from(schools)
    .where(eq(schools.code, code))
    .limit(1);
  const { inScope: _inScope, ...school } = requireInScope(row, API_MSG.schoolNotFound);
  return school;
}

/**
 * Serialises writes to one school's mentors and teams for the rest of the transaction (slot and
 * number choice, duplicate checks, mentor capacity), across processes: a transaction-scoped
 * advisory lock keyed by the school code.
 */
export async function lockSchoolParticipants(tx: DbOrTx, schoolCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002, hashtext(${schoolCode}))`);
}

/** The directory's code of each of `codes` found as typed or upper-cased (school codes are digits in practice, letters upper-case). */
export async function directoryCodes(db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.flatMap((c) => [c, c.toUpperCase()]))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ code: schools.code }).from(schools).where(inArray(schools.code, wanted));
  const stored = new Set(rows.map((r) => r.code));
  const out = new Map<string, string>();
  for (const code of codes) {
    const match = stored.has(code) ? code : stored.has(code.toUpperCase()) ? code.toUpperCase() : undefined;
    if (match) out.set(code, match);
  }
  return out;
}
