import { BadRequestException } from '@nestjs/common';
import { PAGING_MSG } from '@hackathon/contracts';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { paginate, searchCondition, type SortMap } from '../src/common/paging';
import { schools } from '../src/database/schema';
import { createTestApp, type TestApp } from './support';

/**
 * paginate() and searchCondition() against the real database (PGlite, or PostgreSQL with
 * DATABASE_URL): schools with a code prefix of their own, and a probe table joined to them whose
 * `name` column clashes with schools.name (the count wraps the listed query as a subquery).
 */
const notes = pgTable('paging_probe_notes', {
  id: serial('id').primaryKey(),
  schoolCode: text('school_code').notNull(),
  name: text('name').notNull(),
});

const PREFIX = 'PGT';
const ROWS = [
  { code: 'PGT01', name: 'KV Delhi Cantt', district: 'New Delhi', region: 'Delhi' },
  { code: 'PGT02', name: 'KV Rohini', district: 'North Delhi', region: 'Delhi' },
  { code: 'PGT03', name: 'KV Pune 100% Green', district: 'Pune', region: 'Pune' },
  { code: 'PGT04', name: 'KV Pune_Camp', district: 'Pune', region: 'Pune' },
  { code: 'PGT05', name: 'KV PuneXCamp', district: 'Pune', region: 'Pune' },
  { code: 'PGT06', name: 'KV Back\\slash', district: 'Chennai', region: 'Chennai' },
  { code: 'PGT07', name: 'KV Adyar', district: 'Chennai', region: 'Chennai' },
];

type Sort = 'code' | 'name' | 'region';
const SORTABLE: SortMap<Sort> = { code: schools.code, name: schools.name, region: schools.region };

describe('paginate and searchCondition (real database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(schools).values(ROWS.map((r) => ({ ...r, state: 'TEST' })));
    await t.db.execute(sql`create table paging_probe_notes (id serial primary key, school_code text not null, name text not null)`);
    await t.db.insert(notes).values([
      { schoolCode: 'PGT01', name: 'first note' },
      { schoolCode: 'PGT02', name: 'second note' },
    ]);
  });
  afterAll(() => t?.close());

  const ours = like(schools.code, `${PREFIX}%`);
  const list = (where: SQL | undefined = undefined) =>
    t.db
      .select({ code: schools.code, name: schools.name, region: schools.region })
      .from(schools)
      .where(and(ours, where))
      .$dynamic();
  const page = (options: { page: number; limit: number; sort?: string; order?: 'asc' | 'desc'; where?: SQL }) =>
    paginate(t.db, {
      query: list(options.where),
      page: options.page,
      limit: options.limit,
      sort: options.sort,
      order: options.order,
      sortable: SORTABLE,
      defaultSort: { key: 'code', order: 'asc' },
      tiebreaker: schools.code,
    });

  it('answers the first page with the spec-shaped pagination', async () => {
    const result = await page({ page: 1, limit: 3 });
    expect(result.items.map((r) => r.code)).toEqual(['PGT01', 'PGT02', 'PGT03']);
    expect(result.pagination).toEqual({ currentPage: 1, totalPages: 3, total: 7, limit: 3, hasPrevPage: false, hasNextPage: true });
  });

  it('answers the last, short page (its total told by the page itself)', async () => {
    const result = await page({ page: 3, limit: 3 });
    expect(result.items.map((r) => r.code)).toEqual(['PGT07']);
    expect(result.pagination).toEqual({ currentPage: 3, totalPages: 3, total: 7, limit: 3, hasPrevPage: true, hasNextPage: false });
  });

  it('answers a page past the end with no rows and the real total', async () => {
    const result = await page({ page: 9, limit: 3 });
    expect(result.items).toEqual([]);
    expect(result.pagination).toMatchObject({ currentPage: 9, totalPages: 3, total: 7, hasPrevPage: true, hasNextPage: false });
  });

  it('answers an empty list as page 1 of 1 with total 0', async () => {
    const result = await page({ page: 1, limit: 3, where: eq(schools.code, 'NOPE') });
    expect(result).toEqual({ items: [], pagination: { currentPage: 1, totalPages: 1, total: 0, limit: 3, hasPrevPage: false, hasNextPage: false } });
  });

  it('sorts by a whitelisted key in either order, ties broken by the unique column', async () => {
    const desc = await page({ page: 1, limit: 7, sort: 'region', order: 'desc' });
    expect(desc.items.map((r) => r.code)).toEqual(['PGT03', 'PGT04', 'PGT05', 'PGT01', 'PGT02', 'PGT06', 'PGT07']);
    const asc = await page({ page: 1, limit: 7, sort: 'name' });
    expect(asc.items.map((r) => r.name)[0]).toBe('KV Adyar');
  });

  it('pages through tied sort values without repeating or skipping a row', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 4; n += 1) seen.push(...(await page({ page: n, limit: 2, sort: 'region' })).items.map((r) => r.code));
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('refuses a sort key outside the whitelist with a 400 (no raw SQL reaches the database)', async () => {
    const attempt = page({ page: 1, limit: 3, sort: 'name; drop table schools' });
    await expect(attempt).rejects.toBeInstanceOf(BadRequestException);
    await expect(page({ page: 1, limit: 3, sort: 'constructor' })).rejects.toThrow(PAGING_MSG.sort(['code', 'name', 'region']));
  });

  it('counts the filtered query when the page is full', async () => {
    const result = await page({ page: 1, limit: 2, where: eq(schools.region, 'Pune') });
    expect(result.items.map((r) => r.code)).toEqual(['PGT03', 'PGT04']);
    expect(result.pagination).toMatchObject({ total: 3, totalPages: 2, hasNextPage: true });
  });

  describe('searchCondition', () => {
    const search = async (term: string) =>
      (await page({ page: 1, limit: 50, where: searchCondition([schools.name, schools.district], term) })).items.map((r) => r.code);

    it('is a case-insensitive substring match over several columns', async () => {
      expect(await search('delhi')).toEqual(['PGT01', 'PGT02']); // name of one, district of both
      expect(await search('ROHINI')).toEqual(['PGT02']);
    });

    it("matches '%', '_' and '\\' literally, not as wildcards", async () => {
      expect(await search('%')).toEqual(['PGT03']);
      expect(await search('Pune_')).toEqual(['PGT04']);
      expect(await search('\\')).toEqual(['PGT06']);
    });

    it('is no condition for a blank term', async () => {
      expect(searchCondition([schools.name], '   ')).toBeUndefined();
      expect(await search('')).toHaveLength(7);
    });
  });

  it('pages and counts a joined query whose columns share a name', async () => {
    const query = t.db
      .select({ code: schools.code, name: schools.name, noteName: notes.name })
      .from(schools)
      .innerJoin(notes, eq(notes.schoolCode, schools.code))
      .where(ours)
      .$dynamic();
    const result = await paginate(t.db, {
      query,
      page: 1,
      limit: 1,
      sortable: { note: notes.name },
      defaultSort: { key: 'note', order: 'desc' },
      tiebreaker: notes.id,
    });
    expect(result.items).toEqual([{ code: 'PGT02', name: 'KV Rohini', noteName: 'second note' }]);
    expect(result.pagination).toMatchObject({ total: 2, totalPages: 2, hasNextPage: true });
  });
});
