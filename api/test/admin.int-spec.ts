import { API_MSG, type AdminDashboardStats } from '@hackathon/contracts';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { bearer, loadParticipants, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(60_000);

const PARTICIPATING = ['ACTIVE', 'FINALIST', 'WINNER'];

function expectedStats(p: Participants): AdminDashboardStats {
  const regs = p.dataset.registrations;
  return {
    schools: p.dataset.schools.length,
    registrations: regs.length,
    mentors: p.dataset.mentors.length,
    teams: p.dataset.teams.length,
    totalStudents: p.dataset.teamMembers.length,
    activeTeams: p.dataset.teams.filter((x) => PARTICIPATING.includes(x.status)).length,
    totalPaymentSubmitted: regs.filter((r) => r.paymentStatus !== 'not_submitted').length,
    paymentPending: regs.filter((r) => r.paymentStatus === 'submitted').length,
    verifiedPayments: regs.filter((r) => r.paymentStatus === 'verified').length,
  };
}

describe('admin dashboard data', () => {
  let t: TestApp;
  let p: Participants;
  const adminToken = () => t.tokenFor({ sub: '00000000-0000-4000-8000-000000000001', role: 'admin' });

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('counts zero on an empty database', async () => {
    const res = await t.request().get('/api/admin/stats').set(bearer(adminToken())).expect(200);
    expect(res.body.data).toEqual({
      schools: 0,
      registrations: 0,
      mentors: 0,
      teams: 0,
      totalStudents: 0,
      activeTeams: 0,
      totalPaymentSubmitted: 0,
      paymentPending: 0,
      verifiedPayments: 0,
    });
  });

  describe('with a national data set', () => {
    beforeAll(async () => {
      p = await loadParticipants(t);
    }, 120_000);

    it('GET /api/admin/stats computes every counter of the spec', async () => {
      const res = await t.request().get('/api/admin/stats').set(bearer(adminToken())).expect(200);
      expect(res.body.message).toBe(API_MSG.statsLoaded);
      const expected = expectedStats(p);
      expect(res.body.data).toEqual(expected);
      expect(expected.paymentPending).toBeGreaterThan(0);
      expect(expected.verifiedPayments).toBeGreaterThan(0);
      expect(expected.activeTeams).toBeLessThan(expected.teams);
    });

    it('GET /api/admin/dashboard carries the same stats (and the super admin may read them)', async () => {
      const res = await t.request().get('/api/admin/dashboard').set(bearer(adminToken())).expect(200);
      expect(res.body.message).toBe(API_MSG.dashboardLoaded);
      expect(res.body.data.stats).toEqual(expectedStats(p));
      expect(Date.parse(res.body.data.generatedAt)).not.toBeNaN();
      const sup = await t.request().get('/api/admin/dashboard').set(bearer(t.tokenFor({ sub: '00000000-0000-4000-8000-000000000002', role: 'super_admin' }))).expect(200);
      expect(sup.body.data.stats).toEqual(res.body.data.stats);
    });

    it('ignores query parameters it does not use, never a 500', async () => {
      await t.request().get('/api/admin/stats?region=Delhi&x[$ne]=1').set(bearer(adminToken())).expect(200);
    });

    it('enforces the role matrix', async () => {
      await expectRoleMatrix(
        t,
        [
          { method: 'get', path: '/api/admin/dashboard', allowed: ['admin', 'super_admin'] },
          { method: 'get', path: '/api/admin/stats', allowed: ['admin', 'super_admin'] },
        ],
        tokensFor(t, p),
      );
    });
  });
});
