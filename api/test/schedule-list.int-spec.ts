import {
  KVS_REGIONS,
  LIST_DEFAULT_LIMIT,
  MSG,
  PAGING_MSG,
  SCHEDULE_CSV_COLUMNS,
  SCHEDULE_MSG,
  SCHEDULE_SORTS,
  scheduleExportFileName,
  type Role,
  type ScheduleFilters,
  type ScheduleRecord,
  ZONES,
} from '@hackathon/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/database';
import { auditLog, schoolSchedules } from '../src/database/schema';
import { binaryBody, expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** Every schedule with its directory school, as the list must show it (kvCode order). */
async function allRecords(t: TestApp): Promise<ScheduleRecord[]> {
  const rows = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select s.code as "kvCode", s.name as "kvName", s.district, s.region, s.zone,
          ss.senior_cohort as "seniorCohort", ss.senior_time as "seniorTime", ss.junior_cohort as "juniorCohort", ss.junior_slot as "juniorSlot",
          ss.sr_day1 as "SRDAY1", ss.sr_day2 as "SRDAY2", ss.sr_day3 as "SRDAY3", ss.sr_day4 as "SRDAY4",
          ss.jr_day1 as "JRDAY1", ss.jr_day2 as "JRDAY2", ss.jr_day3 as "JRDAY3", ss.jr_day4 as "JRDAY4"
        from school_schedules ss join schools s on s.code = ss.school_code order by s.code`,
  );
  return rows as unknown as ScheduleRecord[];
}

describe('Schedule & Attendance: list, dropdowns, export, attendance marking', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  /** The region admin of school B's region (another region than A's). */
  let otherRegionAdmin: string;
  let records: ScheduleRecord[];

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
    tokens = tokensFor(t, p);
    otherRegionAdmin = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000b2', role: 'region_admin', region: p.schoolB.region });
  });

  beforeAll(async () => {
    records = await allRecords(t);
  });

  const list = (query: Record<string, string | number>, token: string) => t.request().get('/api/region-admin/schooltimes').query(query).set(bearer(token));
  const filters = (query: Record<string, string>, token: string) => t.request().get('/api/region-admin/schooltimes/filters').query(query).set(bearer(token));
  const download = (query: Record<string, string>, token: string) =>
    t
      .request()
      .get('/api/region-admin/schooltimes/export')
      .query(query)
      .set(bearer(token))
      .buffer(true)
      .parse(binaryBody);
  const mark = (code: string, body: object, token = tokens.super_admin) => t.request().put(`/api/schedule/${code}/attendance`).set(bearer(token)).send(body);

  it('has schedules in several regions to list (the fixture)', () => {
    expect(records.length).toBeGreaterThan(20);
    expect(new Set(records.map((r) => r.region)).size).toBeGreaterThan(5);
    expect(p.schoolA.region).not.toBe(p.schoolB.region);
  });

  describe('who may call what', () => {
    it('lets the super admin, region admins and the admin read; only the super admin imports and marks attendance', async () => {
      const readers: Role[] = ['super_admin', 'region_admin', 'admin'];
      await expectRoleMatrix(
        t,
        [
          { method: 'get', path: '/api/region-admin/schooltimes', allowed: readers },
          { method: 'get', path: '/api/region-admin/schooltimes/filters', allowed: readers },
          { method: 'get', path: '/api/region-admin/schooltimes/export', allowed: readers },
          // no file: the super admin gets its 400, everyone else is refused before any byte is read
          { method: 'post', path: '/api/schedule/import/preview', allowed: ['super_admin'] },
          { method: 'post', path: '/api/schedule/import/apply', allowed: ['super_admin'] },
          // an invalid body: the super admin gets its 400 and nothing is written
          { method: 'put', path: `/api/schedule/${p.schoolA.code}/attendance`, allowed: ['super_admin'], body: { category: 'xx' } },
        ],
        tokens,
      );
    });
  });

  describe('GET /region-admin/schooltimes', () => {
    it('gives the super admin and the admin every schedule, a page at a time in school code order', async () => {
      for (const token of [tokens.super_admin, tokens.admin]) {
        const res = await list({}, token).expect(200);
        expect(res.body.success).toBe(true);
        expect(res.body.message).toBe(SCHEDULE_MSG.listLoaded);
        expect(res.body.data.pagination).toEqual({
          currentPage: 1,
          totalPages: Math.ceil(records.length / LIST_DEFAULT_LIMIT),
          total: records.length,
          limit: LIST_DEFAULT_LIMIT,
          hasPrevPage: false,
          hasNextPage: records.length > LIST_DEFAULT_LIMIT,
        });
        expect(res.body.data.schooltimes).toEqual(records.slice(0, LIST_DEFAULT_LIMIT));
      }
      const page2 = await list({ page: 2, limit: 10 }, tokens.super_admin).expect(200);
      expect(page2.body.data.schooltimes).toEqual(records.slice(10, 20));
      expect(page2.body.data.pagination).toMatchObject({ currentPage: 2, limit: 10, total: records.length, hasPrevPage: true });
    });

    it("shows each row as the school's own schedule endpoint does (what the school and team panels read)", async () => {
      const res = await list({ search: p.schoolA.code, limit: 100 }, tokens.super_admin).expect(200);
      const row = (res.body.data.schooltimes as ScheduleRecord[]).find((r) => r.kvCode === p.schoolA.code);
      const own = await t.request().get(`/api/school-time/kv/${p.schoolA.code}`).set(bearer(tokens.school_admin)).expect(200);
      expect(row).toEqual(own.body.data);
    });

    it("gives a region admin its region's schedules only, whatever it asks for", async () => {
      const mine = records.filter((r) => r.region.toLowerCase() === p.schoolA.region.toLowerCase());
      const res = await list({ limit: 100 }, tokens.region_admin).expect(200);
      expect(res.body.data.schooltimes).toEqual(mine);
      expect(res.body.data.pagination.total).toBe(mine.length);

      // another region admin never sees A's rows: not listed, not searched, not by filter
      const other = await list({ limit: 100 }, otherRegionAdmin).expect(200);
      expect((other.body.data.schooltimes as ScheduleRecord[]).every((r) => r.region === p.schoolB.region)).toBe(true);
      expect((other.body.data.schooltimes as ScheduleRecord[]).some((r) => r.kvCode === p.schoolA.code)).toBe(false);
      expect((await list({ search: p.schoolA.code }, otherRegionAdmin).expect(200)).body.data.pagination.total).toBe(0);
      expect((await list({ region: p.schoolA.region }, otherRegionAdmin).expect(200)).body.data.schooltimes).toEqual([]);
      const districtOfA = records.find((r) => r.kvCode === p.schoolA.code)!.district;
      const byDistrict = await list({ district: districtOfA, limit: 100 }, otherRegionAdmin).expect(200);
      expect((byDistrict.body.data.schooltimes as ScheduleRecord[]).every((r) => r.region === p.schoolB.region)).toBe(true);
    });

    it('gives a region admin without a region nothing', async () => {
      const noRegion = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000b3', role: 'region_admin' });
      expect((await list({}, noRegion).expect(200)).body.data.pagination.total).toBe(0);
    });

    it('searches code, name, region and district (substring), or the zone (its code or name), in any case, with wildcards taken literally', async () => {
      const a = records.find((r) => r.kvCode === p.schoolA.code)!;
      const codes = async (search: string) => ((await list({ search, limit: 100 }, tokens.super_admin).expect(200)).body.data.schooltimes as ScheduleRecord[]).map((r) => r.kvCode);
      const substring = (term: string) => (r: ScheduleRecord) => [r.kvCode, r.kvName, r.region, r.district].some((v) => v.toUpperCase().includes(term.toUpperCase()));
      expect(await codes(a.kvCode)).toContain(a.kvCode);
      const namePart = a.kvName.slice(3, 12).toUpperCase();
      expect(await codes(namePart)).toEqual(records.filter(substring(namePart)).map((r) => r.kvCode).slice(0, 100));
      const zone = ZONES.find((z) => z.code === a.zone)!;
      const byZone = records.filter((r) => r.zone === zone.code || substring(zone.name)(r)).map((r) => r.kvCode);
      const zoneAnswer = await list({ search: zone.name.toLowerCase(), limit: 100 }, tokens.super_admin).expect(200);
      expect(zoneAnswer.body.data.pagination.total).toBe(byZone.length);
      expect((zoneAnswer.body.data.schooltimes as ScheduleRecord[]).map((r) => r.kvCode)).toEqual(byZone.slice(0, 100));
      expect(await codes(a.district.toLowerCase())).toContain(a.kvCode);
      expect(await codes(a.region.toUpperCase())).toEqual(expect.arrayContaining(records.filter((r) => r.region === a.region).map((r) => r.kvCode)));
      expect(await codes('%')).toEqual([]);
      expect(await codes('_')).toEqual([]);
      const long = await list({ search: 'x'.repeat(101) }, tokens.super_admin).expect(400);
      expect(long.body.message).toBe(PAGING_MSG.search);
    });

    it('filters by region (a name or a group, any case), district and zone (exact, any case)', async () => {
      const codes = async (query: Record<string, string>) => ((await list({ ...query, limit: 100 }, tokens.super_admin).expect(200)).body.data.schooltimes as ScheduleRecord[]).map((r) => r.kvCode);
      const a = records.find((r) => r.kvCode === p.schoolA.code)!;
      expect(await codes({ region: a.region.toUpperCase() })).toEqual(records.filter((r) => r.region === a.region).map((r) => r.kvCode));
      const north = new Set(KVS_REGIONS.filter((r) => r.group === 'North').map((r) => r.name));
      expect(await codes({ region: 'north' })).toEqual(records.filter((r) => north.has(r.region)).map((r) => r.kvCode));
      expect(await codes({ district: a.district.toUpperCase() })).toEqual(records.filter((r) => r.district === a.district).map((r) => r.kvCode));
      expect(await codes({ zone: a.zone.toLowerCase(), region: a.region })).toEqual(records.filter((r) => r.zone === a.zone && r.region === a.region).map((r) => r.kvCode));
      expect(await codes({ district: a.district.slice(0, 3) })).toEqual(records.filter((r) => r.district.toLowerCase() === a.district.slice(0, 3).toLowerCase()).map((r) => r.kvCode));
      expect(await codes({ region: 'all', district: ' ' })).toHaveLength(Math.min(records.length, 100));
    });

    it('sorts by each whitelisted key, both ways, and refuses anything else with 400', async () => {
      for (const sort of SCHEDULE_SORTS) {
        for (const order of ['asc', 'desc'] as const) {
          const rows = (await list({ sort, order, limit: 100 }, tokens.super_admin).expect(200)).body.data.schooltimes as ScheduleRecord[];
          const keys = rows.map((r) => r[sort]);
          const sorted = [...keys].sort((x, y) => (order === 'asc' ? x.localeCompare(y, 'en', { sensitivity: 'variant' }) : y.localeCompare(x, 'en', { sensitivity: 'variant' })));
          // the database's collation and JS's may order punctuation differently: compare the grouping, not every tie
          expect(new Set(keys).size).toBe(new Set(sorted).size);
          expect(keys[0] === sorted[0] || keys[0]!.toLowerCase() === sorted[0]!.toLowerCase()).toBe(true);
        }
      }
      expect((await list({ sort: 'password' }, tokens.super_admin).expect(400)).body.message).toBe(PAGING_MSG.sort(SCHEDULE_SORTS));
      expect((await list({ order: 'up' }, tokens.super_admin).expect(400)).body.message).toBe(PAGING_MSG.order);
    });

    it('refuses bad paging, an unknown region and unknown parameters with 400', async () => {
      expect((await list({ limit: 101 }, tokens.super_admin).expect(400)).body.message).toBe(PAGING_MSG.limit);
      expect((await list({ page: 0 }, tokens.super_admin).expect(400)).body.message).toBe(PAGING_MSG.page);
      expect((await list({ region: 'Atlantis' }, tokens.super_admin).expect(400)).body.message).toMatch(/^region must be one of: /);
      expect((await list({ district: 'd'.repeat(101) }, tokens.super_admin).expect(400)).body.message).toBe(SCHEDULE_MSG.district);
      await list({ schoolCode: '1' }, tokens.super_admin).expect(400);
    });
  });

  describe('GET /region-admin/schooltimes/filters', () => {
    it('lists the distinct regions, districts and zones of the schedules in scope; region narrows the others', async () => {
      const distinct = (rows: ScheduleRecord[], key: 'region' | 'district' | 'zone') => [...new Set(rows.map((r) => r[key]))].sort();
      const all = (await filters({}, tokens.super_admin).expect(200)).body;
      expect(all.message).toBe(SCHEDULE_MSG.filtersLoaded);
      const data = all.data as ScheduleFilters;
      expect([...data.regions].sort()).toEqual(distinct(records, 'region'));
      expect([...data.districts].sort()).toEqual(distinct(records, 'district'));
      expect([...data.zones].sort()).toEqual(distinct(records, 'zone'));

      const inA = records.filter((r) => r.region === p.schoolA.region);
      const narrowed = (await filters({ region: p.schoolA.region.toLowerCase() }, tokens.super_admin).expect(200)).body.data as ScheduleFilters;
      expect(narrowed.regions).toEqual(data.regions);
      expect([...narrowed.districts].sort()).toEqual(distinct(inA, 'district'));
      expect([...narrowed.zones].sort()).toEqual(distinct(inA, 'zone'));

      const regional = (await filters({}, tokens.region_admin).expect(200)).body.data as ScheduleFilters;
      expect(regional.regions).toEqual([p.schoolA.region]);
      expect([...regional.districts].sort()).toEqual(distinct(inA, 'district'));
      // another region asked for by a region admin: nothing of it
      const foreign = (await filters({ region: p.schoolB.region }, tokens.region_admin).expect(200)).body.data as ScheduleFilters;
      expect(foreign).toEqual({ regions: [p.schoolA.region], districts: [], zones: [] });
      await filters({ region: 'Atlantis' }, tokens.super_admin).expect(400);
    });
  });

  describe('GET /region-admin/schooltimes/export', () => {
    it("streams the list's rows for the same search and filters as schedule_attendance_{date}.csv, audited", async () => {
      const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'));
      const res = await download({ region: p.schoolA.region }, tokens.super_admin).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${scheduleExportFileName()}"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = (res.body as Buffer).toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parse(text.slice(1)) as string[][];
      expect(header).toEqual([...SCHEDULE_CSV_COLUMNS]);
      const expected = records.filter((r) => r.region === p.schoolA.region);
      expect(rows).toEqual(expected.map((r) => SCHEDULE_CSV_COLUMNS.map((c) => r[c] ?? '')));

      const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded'));
      expect(after.length).toBe(before.length + 1);
      const entry = after.find((e) => !before.some((b) => b.id === e.id))!;
      expect(entry).toMatchObject({ entityType: 'export', entityId: 'schedule', actorRole: 'super_admin', after: { type: 'schedule', region: p.schoolA.region } });
    });

    it("gives a region admin its region's rows only, and neutralises formula cells", async () => {
      await t.db.update(schoolSchedules).set({ seniorCohort: '=cmd|"/c calc"!A1' }).where(eq(schoolSchedules.schoolCode, p.schoolA.code));
      try {
        const text = ((await download({}, tokens.region_admin).expect(200)).body as Buffer).toString('utf8');
        const [, ...rows] = parse(text.slice(1)) as string[][];
        const mine = records.filter((r) => r.region === p.schoolA.region);
        expect(rows.map((r) => r[0])).toEqual(mine.map((r) => r.kvCode));
        expect(rows.find((r) => r[0] === p.schoolA.code)![5]).toBe(`'=cmd|"/c calc"!A1`);
        const other = ((await download({}, otherRegionAdmin).expect(200)).body as Buffer).toString('utf8');
        expect(other).not.toContain(p.schoolA.code);
      } finally {
        await t.db.update(schoolSchedules).set({ seniorCohort: records.find((r) => r.kvCode === p.schoolA.code)!.seniorCohort }).where(eq(schoolSchedules.schoolCode, p.schoolA.code));
      }
    });

    it('refuses bad filters with 400 and records nothing', async () => {
      const before = (await t.db.select().from(auditLog)).length;
      await download({ region: 'Atlantis' }, tokens.super_admin).expect(400);
      await download({ sort: 'secret' }, tokens.super_admin).expect(400);
      expect((await t.db.select().from(auditLog)).length).toBe(before);
    });
  });

  describe('PUT /schedule/{kvCode}/attendance', () => {
    const flag = async (code: string, column: 'srDay2' | 'jrDay4') => (await t.db.select().from(schoolSchedules).where(eq(schoolSchedules.schoolCode, code)))[0]![column];

    it("marks a day Present or Absent, answers the record, audits the change, and the school's panels show it", async () => {
      const code = p.schoolA.code;
      await t.db.update(schoolSchedules).set({ srDay2: null }).where(eq(schoolSchedules.schoolCode, code));
      const present = await mark(code, { category: 'sr', day: 2, present: true }).expect(200);
      expect(present.body.message).toBe(SCHEDULE_MSG.attendanceSaved);
      expect(present.body.data).toMatchObject({ kvCode: code, SRDAY2: 'P' });
      expect(await flag(code, 'srDay2')).toBe('P');
      const absent = await mark(code, { category: 'SR', day: 2, present: false }).expect(200);
      expect(absent.body.data.SRDAY2).toBe('A');

      for (const token of [tokens.school_admin, tokens.team]) {
        const panel = await t.request().get(`/api/school-time/kv/${code}`).set(bearer(token)).expect(200);
        expect(panel.body.data).toEqual(absent.body.data);
      }

      const trail = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'schedule.attendance_marked'), eq(auditLog.entityId, code)))
        .orderBy(auditLog.at);
      expect(trail.map((e) => [e.before, e.after, e.actorRole, e.schoolCode])).toEqual([
        [{ SRDAY2: null }, { SRDAY2: 'P' }, 'super_admin', code],
        [{ SRDAY2: 'P' }, { SRDAY2: 'A' }, 'super_admin', code],
      ]);

      // the same value again: answered, nothing new in the trail
      await mark(code, { category: 'sr', day: 2, present: false }).expect(200);
      expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'schedule.attendance_marked'))).length).toBe(2);

      const junior = await mark(code, { category: 'jr', day: 4, present: true }).expect(200);
      expect(junior.body.data.JRDAY4).toBe('P');
      expect(await flag(code, 'jrDay4')).toBe('P');
    });

    it("answers 404 'Schedule Not Available' for a school without a schedule, 404 for an unknown school, 400 for a bad code", async () => {
      const none = await mark(p.bare.code, { category: 'sr', day: 1, present: true }).expect(404);
      expect(none.body.message).toBe(MSG.scheduleNotAvailable);
      expect((await t.db.select().from(schoolSchedules).where(eq(schoolSchedules.schoolCode, p.bare.code))).length).toBe(0);
      await mark('99999', { category: 'sr', day: 1, present: true }).expect(404);
      await mark('a.b', { category: 'sr', day: 1, present: true }).expect(400);
    });

    it.each([
      ['no body', {}, SCHEDULE_MSG.category],
      ['an unknown category', { category: 'senior', day: 1, present: true }, SCHEDULE_MSG.category],
      ['day 0', { category: 'sr', day: 0, present: true }, SCHEDULE_MSG.day],
      ['day 5', { category: 'sr', day: 5, present: true }, SCHEDULE_MSG.day],
      ['a day as text', { category: 'sr', day: '2', present: true }, SCHEDULE_MSG.day],
      ['a fractional day', { category: 'sr', day: 1.5, present: true }, SCHEDULE_MSG.day],
      ['present as text', { category: 'sr', day: 1, present: 'true' }, SCHEDULE_MSG.presentFlag],
      ['no present', { category: 'sr', day: 1 }, SCHEDULE_MSG.presentFlag],
    ])('refuses %s with 400 and changes nothing', async (_label, body, message) => {
      const before = await allRecords(t);
      const res = await mark(p.schoolA.code, body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await allRecords(t)).toEqual(before);
    });

    it('refuses fields it does not know', async () => {
      await mark(p.schoolA.code, { category: 'sr', day: 1, present: true, region: 'Agra' }).expect(400);
    });
  });
});
