import { Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, type SchoolLookup } from '@hackathon/contracts';
import { asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { InjectDb, inScopeFlag, requireInScope, type Db, type DbOrTx, type ReaderScope } from '../../database';
import { schools } from '../../database/schema';
import { likeContains, toSchoolLookup, type SchoolRow } from './school-lookup';

const SCHOOL_CODE = /^[0-9A-Za-z]{1,12}$/;
export const SCHOOL_SEARCH_LIMIT = 20;
export const SCHOOL_SEARCH_MIN_LENGTH = 2;

/** The national school directory: lookups by code and search by code or name. */
@Injectable()
export class SchoolsService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The directory row for a code (as typed or upper-cased), or null. Joins a caller's transaction. */
  async findByCode(code: string, db: DbOrTx = this.db): Promise<SchoolRow | null> {
    const where = codeMatches(code);
    if (!where) return null;
    const [row] = await db.select().from(schools).where(where).limit(1);
    return row ?? null;
  }

  /**
   * Like requireByCode, for a caller's scope (pair of requireInScope): 404 'School not found' for
   * an unknown or malformed code, 403 for a school outside the scope, else the row.
   */
  async requireByCodeInScope(scope: ReaderScope, code: string, db: DbOrTx = this.db): Promise<SchoolRow> {
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

  /** Like findByCode, but a missing school is a 404 'School not found'. */
  async requireByCode(code: string, db: DbOrTx = this.db): Promise<SchoolRow> {
    const row = await this.findByCode(code, db);
    if (!row) throw new NotFoundException(API_MSG.schoolNotFound);
    return row;
  }

  async lookup(code: string): Promise<SchoolLookup> {
    return toSchoolLookup(await this.requireByCode(code));
  }

  /** Code or name contains the query (case-insensitive); exact code first, then by name; at most 20. */
  async search(query: string): Promise<SchoolLookup[]> {
    const q = query.trim();
    const pattern = likeContains(q);
    const rows = await this.db
      .select()
      .from(schools)
      .where(or(ilike(schools.code, pattern), ilike(schools.name, pattern)))
      .orderBy(desc(sql`(upper(${schools.code}) = upper(${q}))`), asc(schools.name), asc(schools.code))
      .limit(SCHOOL_SEARCH_LIMIT);
    return rows.map(toSchoolLookup);
  }
}

/** The code as typed or upper-cased; null when it cannot be a school code (never reaches SQL). */
function codeMatches(code: string): SQL | null {
  const trimmed = code.trim();
  if (!SCHOOL_CODE.test(trimmed)) return null;
  const candidates = trimmed === trimmed.toUpperCase() ? [trimmed] : [trimmed, trimmed.toUpperCase()];
  return or(...candidates.map((c) => eq(schools.code, c)))!;
}
