import { Injectable } from '@nestjs/common';
import type { SchoolLookup } from '@hackathon/contracts';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import { requireSchoolRow } from '../../kernel';
import { schools } from '../../database/schema';
import { likeContains, toSchoolLookup } from './school-lookup';

export const SCHOOL_SEARCH_LIMIT = 20;
export const SCHOOL_SEARCH_MIN_LENGTH = 2;

/** The national school directory's endpoints: lookups by code (kernel/school-ref.ts) and search by code or name. */
@Injectable()
export class SchoolsService {
  constructor(@InjectDb() private readonly db: Db) {}

  async lookup(code: string): Promise<SchoolLookup> {
    return toSchoolLookup(await requireSchoolRow(this.db, code));
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
