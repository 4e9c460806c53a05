import { API_MSG, type RegionDashboardData, type RegionSchoolSummary } from '@hackathon/contracts';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(60_000);

const PARTICIPATING = ['ACTIVE', 'FINALIST', 'WINNER'];

/** What the dashboard must say, computed from the generated rows in plain code. */
function expected(p: Participants, region: string | null): RegionDashboardData {
  const ds = p.dataset;
  const inScope = ds.schools.filter((s) => region === null || s.region === region).sort((a, b) => a.code.localeCompare(b.code));
  const codes = new Set(inScope.map((s) => s.code));
  const regs = ds.registrations.filter((r) => codes.has(r.schoolCode));
  const teams = ds.teams.filter((x) => codes.has(x.schoolCode));
  const schools: RegionSchoolSummary[] = inScope.map((s) => {
    const reg = regs.find((r) => r.schoolCode === s.code);
    const own = teams.filter((x) => x.schoolCode === s.code);
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
      paymentStatus: reg?.paymentStatus ?? null,
      region: s.region,
      district: s.district!,
      zone: s.zone!,
    };
  });
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
    schools,
  };
}

describe('region admin dashboard', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  const get = (token: string, query = '') => t.request().get(`/api/region-admin/dashboard${query}`).set(bearer(token));

  it("gives a region admin its own region's stats and school summary", async () => {
    const tokens = tokensFor(t, p);
    const res = await get(tokens.region_admin).expect(200);
    expect(res.body.message).toBe(API_MSG.dashboardLoaded);
    const want = expected(p, p.schoolA.region);
    expect(res.body.data).toEqual(want);
    expect(want.schools.length).toBeGreaterThan(1);
    expect(want.schools.some((s) => s.totalTeams === 4)).toBe(true);
    expect(res.body.data.schools.every((s: RegionSchoolSummary) => s.region === p.schoolA.region)).toBe(true);
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
    const upper = t.tokenFor({ sub: 'ra', role: 'region_admin', region: p.schoolA.region.toUpperCase() });
    const res = await get(upper).expect(200);
    expect(res.body.data.stats).toEqual(expected(p, p.schoolA.region).stats);
    const nowhere = t.tokenFor({ sub: 'ra2', role: 'region_admin', region: 'Atlantis' });
    const empty = await get(nowhere).expect(200);
    expect(empty.body.data.schools).toEqual([]);
    expect(empty.body.data.stats.schools).toBe(0);
  });

  it('refuses a region admin token without a region (403)', async () => {
    await get(t.tokenFor({ sub: 'ra3', role: 'region_admin' })).expect(403);
  });

  it('gives the super admin every region (region null)', async () => {
    const tokens = tokensFor(t, p);
    const res = await get(tokens.super_admin).expect(200);
    expect(res.body.data).toEqual(expected(p, null));
    expect(res.body.data.schools).toHaveLength(p.dataset.schools.length);
    expect(new Set(res.body.data.schools.map((s: RegionSchoolSummary) => s.region)).size).toBe(25);
  });

  it('enforces the role matrix', async () => {
    await expectRoleMatrix(t, [{ method: 'get', path: '/api/region-admin/dashboard', allowed: ['region_admin', 'super_admin'] }], tokensFor(t, p));
  });
});
