import { ADMIN_LIST_TYPES, API_MSG, type RegionDashboardData } from '@hackathon/contracts';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(60_000);

const PARTICIPATING = ['ACTIVE', 'FINALIST', 'WINNER'];

/** What the dashboard must say, computed from the generated rows in plain code. */
function expected(p: Participants, region: string | null): RegionDashboardData {
  const ds = p.dataset;
  const inScope = ds.schools.filter((s) => region === null || s.region === region);
  const codes = new Set(inScope.map((s) => s.code));
  const regs = ds.registrations.filter((r) => codes.has(r.schoolCode));
  const teams = ds.teams.filter((x) => codes.has(x.schoolCode));
  return {
    stats: {
      schools: inScope.length,
      teams: teams.length,
      registrations: regs.length,
      mentors: ds.mentors.filter((m) => codes.has(m.schoolCode)).length,
      activeTeams: teams.filter((x) => PARTICIPATING.includes(x.status)).length,
      pendingRegistrations: regs.filter((r) => r.registrationStatus === 'pending').length,
      approvedRegistrations: regs.filter((r) => r.registrationStatus === 'approved').length,
    },
    region,
  };
}

/** Every /region-admin read (region admins and the super admin; the platform admin has /admin/*). */
const READ_PATHS = [
  '/api/region-admin/dashboard',
  '/api/region-admin/summary',
  '/api/region-admin/summary/export',
  ...ADMIN_LIST_TYPES.flatMap((type) => [`/api/region-admin/${type}`, `/api/region-admin/${type}/counters`, `/api/region-admin/export?type=${type}`]),
];

describe('region admin dashboard', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  const get = (token: string, query = '') => t.request().get(`/api/region-admin/dashboard${query}`).set(bearer(token));

  it("gives a region admin its own region's stats, and no school list (the summary is paged apart)", async () => {
    const tokens = tokensFor(t, p);
    const res = await get(tokens.region_admin).expect(200);
    expect(res.body.message).toBe(API_MSG.dashboardLoaded);
    const want = expected(p, p.schoolA.region);
    expect(res.body.data).toEqual(want);
    expect(Object.keys(res.body.data).sort()).toEqual(['region', 'stats']);
    expect(want.stats.schools).toBeGreaterThan(1);
    expect(want.stats.teams).toBeGreaterThan(4);
  });

  it('takes the region from the token only: a query parameter cannot widen or move it', async () => {
    const tokens = tokensFor(t, p);
    const own = await get(tokens.region_admin).expect(200);
    for (const query of [`?region=${encodeURIComponent(p.schoolB.region)}`, '?region=', '?region[$ne]=x', `?region=${encodeURIComponent("' or '1'='1")}`]) {
      const res = await get(tokens.region_admin, query).expect(200);
      expect(res.body.data).toEqual(own.body.data);
      expect(JSON.stringify(res.body.data)).not.toContain(p.schoolB.code);
    }
  });

  it('matches the region case-insensitively and shows nothing of a region that has no schools', async () => {
    const upper = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000a1', role: 'region_admin', region: p.schoolA.region.toUpperCase() });
    const res = await get(upper).expect(200);
    expect(res.body.data.stats).toEqual(expected(p, p.schoolA.region).stats);
    const nowhere = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000a2', role: 'region_admin', region: 'Atlantis' });
    const empty = await get(nowhere).expect(200);
    expect(empty.body.data.stats).toEqual({ schools: 0, teams: 0, registrations: 0, mentors: 0, activeTeams: 0, pendingRegistrations: 0, approvedRegistrations: 0 });
  });

  it('refuses a region admin token without a region (403) on every read', async () => {
    const regionless = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000a3', role: 'region_admin' });
    for (const path of READ_PATHS) {
      const res = await t.request().get(path).set(bearer(regionless));
      expect([path, res.status]).toEqual([path, 403]);
    }
  });

  it('gives the super admin every region (region null)', async () => {
    const tokens = tokensFor(t, p);
    const res = await get(tokens.super_admin).expect(200);
    expect(res.body.data).toEqual(expected(p, null));
    expect(res.body.data.stats.schools).toBe(p.dataset.schools.length);
  });

  it('enforces the role matrix on every read: region and super admins; the platform admin, schools, teams and mentors get 403', async () => {
    const routes = READ_PATHS.map((path) => ({ method: 'get' as const, path, allowed: ['region_admin', 'super_admin'] as const }));
    expect(routes).toHaveLength(18);
    await expectRoleMatrix(t, routes, tokensFor(t, p));
  });
});
