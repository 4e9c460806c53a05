import {
  exportFileDate,
  KVS_REGIONS,
  PAGING_MSG,
  REGION_SUMMARY_CATEGORY_FILTERS,
  REGION_SUMMARY_MENTOR_FILTERS,
  REGION_SUMMARY_PAYMENT_FILTERS,
  REGION_SUMMARY_REGISTRATION_FILTERS,
  REGION_SUMMARY_SORTS,
  regionExportFileName,
  regionGroupOf,
  regionPaymentStatusLabel,
  type ActivityEntry,
  type PaymentStatus,
  type RegionSchoolSummary,
  type RegionSummarySort,
  type Role,
} from '@hackathon/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/database';
import { binaryBody, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/**
 * GET /region-admin/summary and /summary/export (the Summary by School / Region Summary table)
 * over the generated national data set (about 100 schools, 4 per region): every answer is checked
 * against the data set itself, computed here in plain code.
 */

type Pagination = { currentPage: number; totalPages: number; total: number; limit: number; hasPrevPage: boolean; hasNextPage: boolean };

/** Every school's summary row, from the generated rows. */
function summaries(p: Participants): RegionSchoolSummary[] {
  const ds = p.dataset;
  return ds.schools
    .map((s) => {
      const reg = ds.registrations.find((r) => r.schoolCode === s.code);
      const own = ds.teams.filter((x) => x.schoolCode === s.code);
      const ids = new Set(own.map((x) => x.id));
      return {
        kvCode: s.code,
        kvName: s.name,
        registered: Boolean(reg),
        mentors: ds.mentors.filter((m) => m.schoolCode === s.code).length,
        jrTeams: own.filter((x) => x.category === 'jr').length,
        srTeams: own.filter((x) => x.category === 'sr').length,
        totalTeams: own.length,
        totalStudents: ds.teamMembers.filter((m) => ids.has(m.teamId)).length,
        paymentStatus: (reg?.paymentStatus as PaymentStatus | undefined) ?? null,
        region: s.region,
        district: s.district!,
        zone: s.zone!,
      };
    })
    .sort((a, b) => compareText(a.kvCode, b.kvCode));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const PAYMENT_RANK: Record<string, number> = { none: 0, not_submitted: 1, rejected: 2, submitted: 3, verified: 4 };
const isSubmitted = (s: RegionSchoolSummary) => s.paymentStatus !== null && s.paymentStatus !== 'not_submitted';

/** The numeric sort value of a row (kvName is checked against the database's own collation). */
function sortValue(s: RegionSchoolSummary, key: Exclude<RegionSummarySort, 'kvCode' | 'kvName'>): number {
  if (key === 'registered') return s.registered ? 1 : 0;
  if (key === 'paymentStatus') return PAYMENT_RANK[s.paymentStatus ?? 'none']!;
  return s[key];
}

describe('GET /region-admin/summary', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  /** A region admin of school B's region: it must never see school A's region. */
  let otherRegionAdmin: string;
  let all: RegionSchoolSummary[];
  let regionA: RegionSchoolSummary[];

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
    tokens = tokensFor(t, p);
    otherRegionAdmin = tokensFor(t, p, p.schoolB).region_admin;
    all = summaries(p);
    regionA = all.filter((s) => s.region === p.schoolA.region);
  });

  async function page(query: string, token = tokens.super_admin): Promise<{ schools: RegionSchoolSummary[]; pagination: Pagination }> {
    const res = await t.request().get(`/api/region-admin/summary?${query}`).set(bearer(token));
    if (res.status !== 200) throw new Error(`summary?${query}: ${res.status} ${JSON.stringify(res.body)}`);
    expect(Object.keys(res.body.data).sort()).toEqual(['pagination', 'schools']);
    return res.body.data;
  }

  /** Every page of a query, in order (100 a page). */
  async function everything(query: string, token = tokens.super_admin): Promise<{ rows: RegionSchoolSummary[]; total: number }> {
    const rows: RegionSchoolSummary[] = [];
    let total = -1;
    for (let n = 1; n < 50; n += 1) {
      const data = await page(`${query}&limit=100&page=${n}`, token);
      rows.push(...data.schools);
      total = data.pagination.total;
      if (!data.pagination.hasNextPage) break;
    }
    expect(rows).toHaveLength(total);
    return { rows, total };
  }

  const codes = (rows: readonly RegionSchoolSummary[]) => rows.map((s) => s.kvCode);

  it('pages every school of the scope with its counts and its payment status as stored (a rejected payment stays rejected)', async () => {
    const first = await page('');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(all.length / 50), total: all.length, limit: 50, hasPrevPage: false, hasNextPage: true });
    expect(first.schools).toEqual(all.slice(0, 50));
    const { rows } = await everything('');
    expect(rows).toEqual(all);
    const rejected = all.filter((s) => s.paymentStatus === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const status of ['not_submitted', 'submitted', 'verified', 'rejected', null]) {
      expect(rows.some((s) => s.paymentStatus === status)).toBe(true);
    }
  });

  it('pages with page and limit: the right slice, numbers and flags; past the end an empty page', async () => {
    const second = await page('page=2&limit=7');
    expect(second.schools).toEqual(all.slice(7, 14));
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: Math.ceil(all.length / 7), total: all.length, limit: 7, hasPrevPage: true, hasNextPage: true });
    const last = Math.ceil(all.length / 7);
    const end = await page(`page=${last}&limit=7`);
    expect(end.schools).toEqual(all.slice((last - 1) * 7));
    expect(end.pagination.hasNextPage).toBe(false);
    const past = await page(`page=${last + 3}&limit=7`);
    expect(past.schools).toEqual([]);
    expect(past.pagination.total).toBe(all.length);
    // sorted by a count (the page and its total in one statement): the same numbers, also past the end
    const counted = await page(`page=${last + 3}&limit=7&sort=mentors`);
    expect(counted.schools).toEqual([]);
    expect(counted.pagination).toEqual({ ...past.pagination, currentPage: last + 3 });
    const lastCounted = await page(`page=${last}&limit=7&sort=totalTeams`);
    expect(lastCounted.pagination).toEqual(end.pagination);
    expect(lastCounted.schools).toHaveLength(end.schools.length);
  });

  it("gives a region admin its own region's schools only, and takes the region from the token", async () => {
    const own = await everything('', tokens.region_admin);
    expect(own.rows).toEqual(regionA);
    expect(regionA.length).toBeGreaterThan(1);
    // the other region's admin: not one row of region A, whatever it asks
    const other = await everything('', otherRegionAdmin);
    expect(other.rows.length).toBeGreaterThan(0);
    expect(other.rows.every((s) => s.region === p.schoolB.region)).toBe(true);
    for (const query of [`region=${encodeURIComponent(p.schoolA.region)}`, `search=${p.schoolA.code}`, `region=${regionGroupOf(p.schoolA.region)}&search=${p.schoolA.code}`]) {
      const res = await page(query, otherRegionAdmin);
      expect(res.schools).toEqual([]);
      expect(res.pagination.total).toBe(0);
    }
  });

  it('narrows by region for the super admin: a region name or group, any case', async () => {
    const name = p.schoolA.region;
    expect((await everything(`region=${encodeURIComponent(name.toUpperCase())}`)).rows).toEqual(regionA);
    const group = regionGroupOf(name)!;
    const inGroup = all.filter((s) => regionGroupOf(s.region) === group);
    expect(inGroup.length).toBeGreaterThan(regionA.length);
    expect((await everything(`region=${group.toLowerCase()}`)).rows).toEqual(inGroup);
    expect((await everything('region=all')).rows).toEqual(all);
  });

  it('searches the school code or name, case-insensitively, with the filters', async () => {
    const name = all.find((s) => s.registered)!.kvName;
    const term = name.split(' ').slice(-1)[0]!.toLowerCase();
    const byName = all.filter((s) => s.kvName.toLowerCase().includes(term) || s.kvCode.toLowerCase().includes(term));
    expect((await everything(`search=${encodeURIComponent(term.toUpperCase())}`)).rows).toEqual(byName);
    const code = p.schoolA.code;
    expect(codes((await everything(`search=${code}`)).rows)).toEqual(codes(all.filter((s) => s.kvCode.includes(code) || s.kvName.includes(code))));
    expect((await everything(`search=${encodeURIComponent('%_')}`)).rows).toEqual([]);
    expect((await everything('search=zzzz-nowhere')).total).toBe(0);
    // a search and a filter together
    const registered = byName.filter((s) => s.registered);
    expect((await everything(`search=${encodeURIComponent(term)}&registration=registered`)).rows).toEqual(registered);
  });

  describe('filters', () => {
    const cases: Array<[string, (s: RegionSchoolSummary) => boolean]> = [
      ['registration=registered', (s) => s.registered],
      ['registration=not_registered', (s) => !s.registered],
      // spec section 4: submitted = any status but not_submitted (verified and rejected count)
      ['payment=submitted', isSubmitted],
      ['payment=not_submitted', (s) => !isSubmitted(s)],
      ['category=jr', (s) => s.jrTeams > 0],
      ['category=sr', (s) => s.srTeams > 0],
      ['category=both', (s) => s.jrTeams > 0 && s.srTeams > 0],
      ['mentors=with', (s) => s.mentors > 0],
      ['mentors=without', (s) => s.mentors === 0],
      ['payment=SUBMITTED&mentors=With&category=Both', (s) => isSubmitted(s) && s.mentors > 0 && s.jrTeams > 0 && s.srTeams > 0],
      ['registration=all&payment=&category=all&mentors=', () => true],
    ];

    it.each(cases)('?%s keeps exactly the matching schools', async (query, keep) => {
      const want = all.filter(keep);
      const got = await everything(query);
      expect(got.rows).toEqual(want);
      expect(got.total).toBe(want.length);
    });

    it('every filter value finds some schools and leaves some out (the data set covers them)', () => {
      for (const [, keep] of cases.slice(0, 9)) {
        const n = all.filter(keep).length;
        expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThan(all.length);
      }
    });

    it('a payment=submitted row can be verified or rejected: the row says which', async () => {
      const rows = (await everything('payment=submitted')).rows;
      expect(new Set(rows.map((s) => s.paymentStatus))).toEqual(new Set(['submitted', 'verified', 'rejected']));
    });

    it('applies within a region admin scope', async () => {
      const want = regionA.filter((s) => s.mentors > 0 && isSubmitted(s));
      expect((await everything('mentors=with&payment=submitted', tokens.region_admin)).rows).toEqual(want);
    });
  });

  describe('sorts', () => {
    const numeric = REGION_SUMMARY_SORTS.filter((k): k is Exclude<RegionSummarySort, 'kvCode' | 'kvName'> => k !== 'kvCode' && k !== 'kvName');

    it.each(numeric.flatMap((key) => [[key, 'asc'], [key, 'desc']] as const))('sort=%s order=%s: by the value, ties by code', async (key, order) => {
      const sign = order === 'asc' ? 1 : -1;
      const want = [...all].sort((a, b) => sign * (sortValue(a, key) - sortValue(b, key)) || compareText(a.kvCode, b.kvCode));
      expect(codes((await everything(`sort=${key}&order=${order}`)).rows)).toEqual(codes(want));
      // the first page alone is the same slice (the sort runs before the limit)
      expect(codes((await page(`sort=${key}&order=${order}&limit=10`)).schools)).toEqual(codes(want.slice(0, 10)));
    });

    it('sort=kvCode (the default) and kvName, both ways', async () => {
      expect(codes((await everything('sort=kvCode&order=desc')).rows)).toEqual(codes([...all].reverse()));
      const byName = await queryRows<{ code: string }>(t.db, sql`select code from schools order by name, code`);
      expect(codes((await everything('sort=kvName')).rows)).toEqual(byName.map((r) => r.code));
      const byNameDesc = await queryRows<{ code: string }>(t.db, sql`select code from schools order by name desc, code`);
      expect(codes((await everything('sort=kvName&order=desc')).rows)).toEqual(byNameDesc.map((r) => r.code));
    });

    it('sorts by a count with the count filters, the total of the filtered rows on every page', async () => {
      const keep = (s: RegionSchoolSummary) => s.jrTeams > 0 && s.srTeams > 0 && s.mentors > 0 && s.registered;
      const want = all.filter(keep).sort((a, b) => b.totalStudents - a.totalStudents || compareText(a.kvCode, b.kvCode));
      expect(want.length).toBeGreaterThan(10);
      const query = 'category=both&mentors=with&registration=registered&sort=totalStudents&order=desc';
      expect(codes((await everything(query)).rows)).toEqual(codes(want));
      const second = await page(`${query}&limit=5&page=2`);
      expect(codes(second.schools)).toEqual(codes(want.slice(5, 10)));
      expect(second.pagination.total).toBe(want.length);
      const withoutMentors = all.filter((s) => s.mentors === 0 && s.jrTeams > 0).sort((a, b) => a.totalTeams - b.totalTeams || compareText(a.kvCode, b.kvCode));
      expect(withoutMentors.length).toBeGreaterThan(0);
      expect(codes((await everything('mentors=without&category=jr&sort=totalTeams')).rows)).toEqual(codes(withoutMentors));
    });

    it('sorts and filters together over a region admin scope, the page after the sort', async () => {
      const want = regionA.filter((s) => s.registered).sort((a, b) => b.totalStudents - a.totalStudents || compareText(a.kvCode, b.kvCode));
      expect(codes((await everything('registration=registered&sort=totalStudents&order=desc', tokens.region_admin)).rows)).toEqual(codes(want));
      const second = await page('registration=registered&sort=totalStudents&order=desc&limit=1&page=2', tokens.region_admin);
      expect(codes(second.schools)).toEqual(codes(want.slice(1, 2)));
      expect(second.pagination.total).toBe(want.length);
    });
  });

  describe('bad input is a 400 with a clear message', () => {
    it.each([
      ['registration=maybe', `registration must be one of: ${REGION_SUMMARY_REGISTRATION_FILTERS.join(', ')}`],
      ['payment=paid', `payment must be one of: ${REGION_SUMMARY_PAYMENT_FILTERS.join(', ')}`],
      ['payment=verified', `payment must be one of: ${REGION_SUMMARY_PAYMENT_FILTERS.join(', ')}`],
      ['category=mixed', `category must be one of: ${REGION_SUMMARY_CATEGORY_FILTERS.join(', ')}`],
      ['mentors=some', `mentors must be one of: ${REGION_SUMMARY_MENTOR_FILTERS.join(', ')}`],
      ['region=Atlantis', 'region must be one of: North, South'],
      ['limit=101', PAGING_MSG.limit],
      ['limit=0', PAGING_MSG.limit],
      ['page=0', PAGING_MSG.page],
      ['page=abc', PAGING_MSG.page],
      ['sort=password_hash', PAGING_MSG.sort(REGION_SUMMARY_SORTS)],
      ['sort=region', PAGING_MSG.sort(REGION_SUMMARY_SORTS)],
      ['order=sideways', PAGING_MSG.order],
      [`search=${'x'.repeat(101)}`, PAGING_MSG.search],
      ['payment=submitted&payment=not_submitted', 'payment must be one of'],
      ['bogus=1', 'property bogus should not exist'],
    ])('?%s', async (query, message) => {
      for (const token of [tokens.super_admin, tokens.region_admin]) {
        const res = await t.request().get(`/api/region-admin/summary?${query}`).set(bearer(token)).expect(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toContain(message);
      }
    });

    it('accepts limit=100, a 100-character search and every region of the network', async () => {
      await page(`limit=100&search=${'x'.repeat(100)}`);
      for (const region of KVS_REGIONS) expect((await page(`region=${encodeURIComponent(region.name)}&limit=1`)).pagination.total).toBeGreaterThan(0);
    });
  });

  describe('GET /region-admin/summary/export', () => {
    async function download(query: string, token: string): Promise<{ status: number; headers: Record<string, string>; text: string }> {
      const res = await t
        .request()
        .get(`/api/region-admin/summary/export?${query}`)
        .set(bearer(token))
        .buffer(true)
        .parse(binaryBody);
      return { status: res.status, headers: res.headers as Record<string, string>, text: Buffer.isBuffer(res.body) ? res.body.toString('utf8') : '' };
    }

    const HEADER = ['KV Code', 'KV Name', 'Region', 'District', 'Zone', 'Registration Status', 'Mentors', 'JR Teams', 'SR Teams', 'Total Teams', 'Total Students', 'Payment Status'];
    const line = (s: RegionSchoolSummary) => [
      s.kvCode,
      s.kvName,
      s.region!,
      s.district!,
      s.zone!,
      s.registered ? 'Registered' : 'Not Registered',
      String(s.mentors),
      String(s.jrTeams),
      String(s.srTeams),
      String(s.totalTeams),
      String(s.totalStudents),
      regionPaymentStatusLabel(s.paymentStatus),
    ];
    const records = (text: string) => parse(text, { bom: true }) as string[][];

    it("gives the super admin every school as a CSV named super_admin_school_summary_export_{date}.csv, payments in the screen's words", async () => {
      const res = await download('', tokens.super_admin);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="super_admin_school_summary_export_${exportFileDate()}.csv"`);
      expect(regionExportFileName({ audience: 'super', type: 'summary', region: null })).toBe(`super_admin_school_summary_export_${exportFileDate()}.csv`);
      expect(res.text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = records(res.text);
      expect(header).toEqual(HEADER);
      expect(rows).toEqual(all.map(line));
      expect(rows.some((r) => r[11] === 'Rejected')).toBe(true);
      expect(new Set(rows.map((r) => r[11]))).toEqual(new Set(['Verified', 'Submitted', 'Rejected', 'Not Submitted']));
    });

    it('exports the same search, filters and sort as the table', async () => {
      const query = 'payment=submitted&category=jr&sort=totalStudents&order=desc';
      const listed = (await everything(query)).rows;
      expect(listed.length).toBeGreaterThan(1);
      const rows = records((await download(query, tokens.super_admin)).text).slice(1);
      expect(rows).toEqual(listed.map(line));
      const searched = records((await download(`search=${p.schoolA.code}&page=3&limit=1`, tokens.super_admin)).text).slice(1);
      expect(searched.map((r) => r[0])).toEqual(codes(all.filter((s) => s.kvCode.includes(p.schoolA.code) || s.kvName.includes(p.schoolA.code))));
      const byCodeDesc = records((await download('sort=kvCode&order=desc', tokens.super_admin)).text).slice(1);
      expect(byCodeDesc.map((r) => r[0])).toEqual(codes([...all].reverse()));
    });

    it("gives a region admin its region's rows only, named {REGION}_summary_export_{date}.csv; another region's admin none of them", async () => {
      const own = await download('', tokens.region_admin);
      expect(own.status).toBe(200);
      expect(own.headers['content-disposition']).toBe(`attachment; filename="${p.schoolA.region.toUpperCase()}_summary_export_${exportFileDate()}.csv"`);
      expect(records(own.text).slice(1)).toEqual(regionA.map(line));
      const other = await download(`region=${encodeURIComponent(p.schoolA.region)}`, otherRegionAdmin);
      expect(other.status).toBe(200);
      expect(other.headers['content-disposition']).toBe(`attachment; filename="${p.schoolB.region.toUpperCase()}_summary_export_${exportFileDate()}.csv"`);
      expect(records(other.text)).toEqual([HEADER]);
      const everyOther = records((await download('', otherRegionAdmin)).text).slice(1);
      expect(everyOther.length).toBeGreaterThan(0);
      expect(everyOther.every((r) => r[2] === p.schoolB.region)).toBe(true);
      expect(everyOther.some((r) => r[0] === p.schoolA.code)).toBe(false);
    });

    it('refuses bad filters with a 400 envelope (not a file), and the other roles with 403', async () => {
      for (const query of ['payment=paid', 'sort=nope', 'category=x', 'bogus=1']) {
        const res = await t.request().get(`/api/region-admin/summary/export?${query}`).set(bearer(tokens.super_admin)).expect(400);
        expect(res.headers['content-type']).toContain('application/json');
      }
      for (const role of ['admin', 'school_admin', 'team', 'mentor'] as const) {
        await t.request().get('/api/region-admin/summary/export').set(bearer(tokens[role])).expect(403);
      }
      await t.request().get('/api/region-admin/summary/export').expect(401);
    });

    it('records each download in the audit trail with its filters (not paging or sort)', async () => {
      const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where action = 'export.downloaded' and entity_id = 'summary'`);
      expect((await download('mentors=without&search=kv&sort=mentors&page=2', tokens.region_admin)).status).toBe(200);
      expect((await download('mentors=bad', tokens.region_admin)).status).toBe(400);
      const res = await t.request().get('/api/admin/activity').query({ entityType: 'export' }).set(bearer(tokens.admin)).expect(200);
      const entry = (res.body.data.items as ActivityEntry[]).find((e) => e.entityId === 'summary')!;
      expect(entry).toMatchObject({ action: 'export.downloaded', entityType: 'export', actorRole: 'region_admin' });
      expect(entry.after).toEqual({ type: 'summary', mentors: 'without', search: 'kv' });
      const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where action = 'export.downloaded' and entity_id = 'summary'`);
      expect(after[0]!.n).toBe(before[0]!.n + 1);
    });
  });
});
