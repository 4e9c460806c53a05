import { randomUUID } from 'node:crypto';
import {
  ADMIN_LIST_MSG,
  ADMIN_LIST_TYPES,
  ADMIN_TEAM_SORTS,
  exportFileDate,
  PAGING_MSG,
  regionExportFileName,
  regionGroupOf,
  type ActivityEntry,
  type AdminListType,
  type Role,
} from '@hackathon/contracts';
import { parse } from 'csv-parse/sync';
import { binaryBody, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(180_000);

/**
 * GET /region-admin/{schools,teams,students,mentors,registrations}, their /counters and
 * GET /region-admin/export: the admin's lists over the caller's scope. A region admin sees its own
 * region (from the token) and nothing else, whatever it asks; the super admin sees what /admin/*
 * shows. Checked against the generated national data set (about 100 schools, 4 per region).
 */

type Row = Record<string, unknown>;
type Page = Record<string, unknown> & { pagination: { total: number; hasNextPage: boolean } };

/** The school code of a list row (teams carry it in `school`). */
function schoolOf(type: AdminListType, row: Row): string {
  if (type === 'teams') return (row.school as { code: string }).code;
  return row.schoolCode as string;
}

/** A row's identity in its list. */
function idOf(type: AdminListType, row: Row): string {
  return type === 'schools' ? (row.schoolCode as string) : (row._id as string);
}

describe('region admin lists, counters and exports', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  /** The admin of school B's region: it must never see a row of school A's region. */
  let otherRegionAdmin: string;
  let regionACodes: Set<string>;
  let regionBCodes: Set<string>;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
    tokens = tokensFor(t, p);
    otherRegionAdmin = tokensFor(t, p, p.schoolB).region_admin;
    regionACodes = new Set(p.dataset.schools.filter((s) => s.region === p.schoolA.region).map((s) => s.code));
    regionBCodes = new Set(p.dataset.schools.filter((s) => s.region === p.schoolB.region).map((s) => s.code));
  });

  /** How many rows of a list the data set holds for a set of schools (null: every school). */
  function expectedCount(type: AdminListType, codes: Set<string> | null): number {
    const ds = p.dataset;
    const inScope = (code: string) => codes === null || codes.has(code);
    switch (type) {
      case 'schools':
        return ds.schools.filter((s) => inScope(s.code)).length;
      case 'teams':
        return ds.teams.filter((x) => inScope(x.schoolCode)).length;
      case 'students': {
        const teams = new Set(ds.teams.filter((x) => inScope(x.schoolCode)).map((x) => x.id));
        return ds.teamMembers.filter((m) => teams.has(m.teamId)).length;
      }
      case 'mentors':
        return ds.mentors.filter((m) => inScope(m.schoolCode)).length;
      case 'registrations':
        return ds.registrations.filter((r) => inScope(r.schoolCode)).length;
    }
  }

  async function get(path: string, token: string): Promise<{ data: Page; message: string }> {
    const res = await t.request().get(`/api${path}`).set(bearer(token));
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Every row of a list for a query, 100 a page. */
  async function everything(type: AdminListType, token: string, query = ''): Promise<{ rows: Row[]; total: number }> {
    const rows: Row[] = [];
    let total = -1;
    for (let n = 1; n < 200; n += 1) {
      const { data } = await get(`/region-admin/${type}?limit=100&page=${n}&${query}`, token);
      rows.push(...(data[type] as Row[]));
      total = data.pagination.total;
      if (!data.pagination.hasNextPage) break;
    }
    expect(rows).toHaveLength(total);
    return { rows, total };
  }

  describe.each(ADMIN_LIST_TYPES)('GET /region-admin/%s', (type) => {
    it("gives a region admin exactly its region's rows, under the list's name", async () => {
      const { data, message } = await get(`/region-admin/${type}`, tokens.region_admin);
      expect(message).toBe(ADMIN_LIST_MSG.listLoaded(type));
      expect(Object.keys(data).sort()).toEqual(['pagination', type].sort());
      const { rows, total } = await everything(type, tokens.region_admin);
      expect(total).toBe(expectedCount(type, regionACodes));
      expect(total).toBeGreaterThan(0);
      expect(rows.every((row) => regionACodes.has(schoolOf(type, row)))).toBe(true);
    });

    it("never shows another region's admin a row of this region, whatever it asks", async () => {
      const own = await everything(type, tokens.region_admin);
      const ownIds = new Set(own.rows.map((row) => idOf(type, row)));
      const other = await everything(type, otherRegionAdmin);
      expect(other.total).toBe(expectedCount(type, regionBCodes));
      expect(other.rows.every((row) => regionBCodes.has(schoolOf(type, row)))).toBe(true);
      expect(other.rows.some((row) => ownIds.has(idOf(type, row)))).toBe(false);
      const probes = [`region=${encodeURIComponent(p.schoolA.region)}`, `region=${regionGroupOf(p.schoolA.region)}`, `search=${p.schoolA.code}`];
      if (type !== 'schools' && type !== 'registrations') probes.push(`schoolCode=${p.schoolA.code}`);
      for (const query of probes) {
        const found = await everything(type, otherRegionAdmin, query);
        expect([query, found.rows.filter((row) => regionACodes.has(schoolOf(type, row))).length]).toEqual([query, 0]);
      }
    });

    it('gives the super admin what /admin/' + type + ' gives, query for query', async () => {
      for (const query of ['', 'page=2&limit=5', `search=${p.schoolA.code}`, `region=${encodeURIComponent(p.schoolB.region)}`]) {
        const mine = await get(`/region-admin/${type}?${query}`, tokens.super_admin);
        const admin = await get(`/admin/${type}?${query}`, tokens.admin);
        expect(mine.data).toEqual(admin.data);
      }
      const { total } = await everything(type, tokens.super_admin);
      expect(total).toBe(expectedCount(type, null));
    });

    it("/counters: the region's tiles for a region admin, every region's for the super admin", async () => {
      const own = await get(`/region-admin/${type}/counters`, tokens.region_admin);
      expect(own.message).toBe(ADMIN_LIST_MSG.countersLoaded);
      expect(own.data.total).toBe(expectedCount(type, regionACodes));
      const other = await get(`/region-admin/${type}/counters`, otherRegionAdmin);
      expect(other.data.total).toBe(expectedCount(type, regionBCodes));
      const sup = await get(`/region-admin/${type}/counters`, tokens.super_admin);
      const admin = await get(`/admin/${type}/counters`, tokens.admin);
      expect(sup.data).toEqual(admin.data);
      expect(sup.data.total).toBe(expectedCount(type, null));
    });
  });

  it('the region counters add up: the 25 regions together are the whole network', async () => {
    const regions = [...new Set(p.dataset.schools.map((s) => s.region))];
    expect(regions).toHaveLength(25);
    let sum = 0;
    for (const region of regions) {
      const token = t.tokenFor({ sub: randomUUID(), role: 'region_admin', region });
      sum += (await get('/region-admin/teams/counters', token)).data.total as number;
    }
    expect(sum).toBe(p.dataset.teams.length);
  });

  describe('bad input is a 400 with a clear message', () => {
    it.each([
      ['teams', 'limit=101', PAGING_MSG.limit],
      ['teams', 'sort=password', PAGING_MSG.sort(ADMIN_TEAM_SORTS)],
      ['teams', 'status=GONE', 'status must be one of'],
      ['students', 'class=13', ADMIN_LIST_MSG.class],
      ['schools', 'activity=loud', 'activity must be one of'],
      ['mentors', 'schoolCode=%27%20or%201%3D1', ADMIN_LIST_MSG.schoolCode],
      ['registrations', 'paymentStatus=paid', 'paymentStatus must be one of'],
      ['registrations', 'region=Atlantis', 'region must be one of'],
      ['schools', 'bogus=1', 'property bogus should not exist'],
    ])('/region-admin/%s?%s', async (type, query, message) => {
      for (const token of [tokens.region_admin, tokens.super_admin]) {
        const res = await t.request().get(`/api/region-admin/${type}?${query}`).set(bearer(token)).expect(400);
        expect(res.body.message).toContain(message);
      }
    });
  });

  describe('GET /region-admin/export', () => {
    async function download(query: string, token: string): Promise<{ status: number; headers: Record<string, string>; text: string; body: unknown }> {
      const res = await t
        .request()
        .get(`/api/region-admin/export?${query}`)
        .set(bearer(token))
        .buffer(true)
        .parse(binaryBody);
      const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : '';
      return { status: res.status, headers: res.headers as Record<string, string>, text, body: res.body };
    }

    /** The CSV's school codes (its 'School Code' column). */
    function csvSchools(text: string): string[] {
      const [header, ...rows] = parse(text, { bom: true }) as string[][];
      const column = header!.indexOf('School Code');
      expect(column).toBeGreaterThanOrEqual(0);
      return rows.map((row) => row[column]!);
    }

    it.each(ADMIN_LIST_TYPES)("type=%s: a region admin's CSV holds its region's rows only, named {REGION}_{type}_export_{date}.csv", async (type) => {
      const res = await download(`type=${type}`, tokens.region_admin);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const name = `${p.schoolA.region.toUpperCase()}_${type}_export_${exportFileDate()}.csv`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(regionExportFileName({ audience: 'region', type, region: p.schoolA.region })).toBe(name);
      expect(res.text.startsWith('\uFEFF')).toBe(true);
      const codes = csvSchools(res.text);
      expect(codes).toHaveLength(expectedCount(type, regionACodes));
      expect(codes.every((code) => regionACodes.has(code))).toBe(true);
      // another region's admin: none of these rows, even asking for this region or school
      const other = await download(`type=${type}&region=${encodeURIComponent(p.schoolA.region)}`, otherRegionAdmin);
      expect(other.status).toBe(200);
      expect(other.headers['content-disposition']).toBe(`attachment; filename="${p.schoolB.region.toUpperCase()}_${type}_export_${exportFileDate()}.csv"`);
      expect(csvSchools(other.text)).toEqual([]);
      const otherAll = csvSchools((await download(`type=${type}&search=${p.schoolA.code}`, otherRegionAdmin)).text);
      expect(otherAll.some((code) => regionACodes.has(code))).toBe(false);
    });

    it("the super admin's exports: every region as super_admin_ALL_REGIONS_..., a region filter names the file", async () => {
      const everyRegion = await download('type=teams', tokens.super_admin);
      expect(everyRegion.headers['content-disposition']).toBe(`attachment; filename="super_admin_ALL_REGIONS_teams_export_${exportFileDate()}.csv"`);
      expect(csvSchools(everyRegion.text)).toHaveLength(p.dataset.teams.length);
      const all = await download('type=schools&region=all', tokens.super_admin);
      expect(all.headers['content-disposition']).toBe(`attachment; filename="super_admin_ALL_REGIONS_schools_export_${exportFileDate()}.csv"`);
      const named = await download(`type=students&region=${encodeURIComponent(p.schoolB.region.toLowerCase())}`, tokens.super_admin);
      expect(named.headers['content-disposition']).toBe(`attachment; filename="super_admin_${p.schoolB.region.toUpperCase()}_students_export_${exportFileDate()}.csv"`);
      const students = csvSchools(named.text);
      expect(students).toHaveLength(expectedCount('students', regionBCodes));
      expect(students.every((code) => regionBCodes.has(code))).toBe(true);
      const group = regionGroupOf(p.schoolA.region)!;
      const grouped = await download(`type=mentors&region=${group}`, tokens.super_admin);
      expect(grouped.headers['content-disposition']).toBe(`attachment; filename="super_admin_${group.toUpperCase()}_mentors_export_${exportFileDate()}.csv"`);
      expect(regionExportFileName({ audience: 'super', type: 'mentors', region: group })).toBe(`super_admin_${group.toUpperCase()}_mentors_export_${exportFileDate()}.csv`);
      expect(regionExportFileName({ audience: 'super', type: 'mentors', region: null })).toBe(`super_admin_ALL_REGIONS_mentors_export_${exportFileDate()}.csv`);
    });

    it('takes the list filters and search as the list does', async () => {
      const res = await download(`type=teams&schoolCode=${p.schoolA.code}`, tokens.region_admin);
      expect(csvSchools(res.text)).toEqual(p.schoolA.teams.map(() => p.schoolA.code));
      const listed = await everything('registrations', tokens.super_admin, 'paymentStatus=rejected');
      expect(listed.total).toBeGreaterThan(0);
      expect(csvSchools((await download('type=registrations&paymentStatus=rejected', tokens.super_admin)).text).sort()).toEqual(
        listed.rows.map((row) => row.schoolCode as string).sort(),
      );
    });

    it.each([
      ['', ADMIN_LIST_MSG.exportType],
      ['type=users', ADMIN_LIST_MSG.exportType],
      ['type=summary', ADMIN_LIST_MSG.exportType],
      ['type=teams&type=schools', ADMIN_LIST_MSG.exportType],
      ['type=teams&status=GONE', 'status must be one of'],
      ['type=students&region=Atlantis', 'region must be one of'],
      ['type=mentors&search=' + 'x'.repeat(101), PAGING_MSG.search],
    ])('?%s is a 400 envelope, not a file', async (query, message) => {
      const res = await t.request().get(`/api/region-admin/export?${query}`).set(bearer(tokens.region_admin)).expect(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body.message).toContain(message);
    });

    it('is refused to the platform admin and the school roles (403), and without a token (401)', async () => {
      for (const role of ['admin', 'school_admin', 'team', 'mentor'] as const) {
        await t.request().get('/api/region-admin/export?type=teams').set(bearer(tokens[role])).expect(403);
      }
      await t.request().get('/api/region-admin/export?type=teams').expect(401);
    });

    it('records each export in the audit trail: who, which list, which filters', async () => {
      expect((await download(`type=mentors&status=active&search=kv&page=3`, otherRegionAdmin)).status).toBe(200);
      expect((await download('type=mentors&status=nope', otherRegionAdmin)).status).toBe(400);
      const res = await t.request().get('/api/admin/activity').query({ entityType: 'export' }).set(bearer(tokens.admin)).expect(200);
      const [latest] = res.body.data.items as ActivityEntry[];
      expect(latest).toMatchObject({ action: 'export.downloaded', entityType: 'export', entityId: 'mentors', actorRole: 'region_admin' });
      expect(latest!.after).toEqual({ type: 'mentors', status: 'active', search: 'kv' });
    });
  });
});
