import { API_MSG, type TeamStanding } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { teams } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(60_000);

type DatasetTeam = Participants['dataset']['teams'][number];

describe('GET /api/standings/me', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  const tokenOf = (team: DatasetTeam) => t.tokenFor({ sub: team.id, role: 'team', teamId: team.teamId, schoolCode: team.schoolCode });
  const standingOf = async (team: DatasetTeam): Promise<TeamStanding> => {
    const res = await t.request().get('/api/standings/me').set(bearer(tokenOf(team))).expect(200);
    expect(res.body).toMatchObject({ success: true, message: API_MSG.standingLoaded });
    return res.body.data as TeamStanding;
  };
  const juniors = (school: Participants['schoolA']) => school.teams.filter((team) => team.category === 'jr');

  it('is for teams only: school admins, mentors and the admin roles get 403, anonymous 401', async () => {
    await expectRoleMatrix(t, [{ method: 'get', path: '/api/standings/me', allowed: ['team'] }], tokensFor(t, p));
  });

  it("gives each team its own standing and nobody else's", async () => {
    const [a] = juniors(p.schoolA);
    const b = p.schoolB.teams.find((team) => team.category === 'sr')!;
    for (const team of [a!, b]) {
      const [row] = await t.db.select().from(teams).where(eq(teams.id, team.id));
      const standing = await standingOf(team);
      expect(standing).toMatchObject({
        _id: team.id,
        teamId: team.teamId,
        teamName: row!.teamName,
        category: team.category,
        status: row!.status,
        currentPhase: row!.currentPhase,
        phase1Qualified: row!.phase1Qualified,
        phase2Qualified: row!.phase2Qualified,
        finalistQualified: row!.finalistQualified,
        phaseScores: { phase1: row!.phase1Score, phase2: row!.phase2Score, phase3: row!.phase3Score },
        totalScore: row!.totalScore,
      });
    }
    // no parameter can point it at another team
    const other = await t.request().get(`/api/standings/me?teamId=${b.teamId}`).set(bearer(tokenOf(a!))).expect(200);
    expect(other.body.data.teamId).toBe(a!.teamId);
  });

  it('answers 404 for a team token whose team no longer exists', async () => {
    const gone = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000ff', role: 'team', teamId: 'A9999JR1', schoolCode: p.schoolA.code });
    const res = await t.request().get('/api/standings/me').set(bearer(gone)).expect(404);
    expect(res.body).toMatchObject({ success: false, message: API_MSG.teamNotFound });
  });

  it('ranks the category by total score, lets equal scores share a rank and leaves eliminated teams out', async () => {
    const [a1, a2] = juniors(p.schoolA);
    const [b1, b2] = juniors(p.schoolB);
    const others = p.dataset.teams.filter((team) => team.category === 'jr' && ![a1, a2, b1, b2].includes(team));
    const [inactive, plain] = others;
    // a known junior field: everyone ACTIVE on 10, then the teams under test
    await t.db.update(teams).set({ status: 'ACTIVE', totalScore: 10 }).where(eq(teams.category, 'jr'));
    const set = (team: DatasetTeam, values: Partial<typeof teams.$inferInsert>) => t.db.update(teams).set(values).where(eq(teams.id, team.id));
    await set(a1!, { totalScore: 90 });
    await set(a2!, { totalScore: 90 });
    await set(b1!, { totalScore: 80 });
    await set(b2!, { totalScore: 95, status: 'ELIMINATED', eliminatedAt: new Date('2025-10-12T10:00:00Z'), eliminationReason: 'Performance based' });
    await set(inactive!, { status: 'INACTIVE' });

    const n = (await t.db.select({ id: teams.id }).from(teams).where(eq(teams.category, 'jr'))).length;
    const ranked = n - 1;
    const statistics = {
      teamsInCategory: n,
      activeTeams: n - 2,
      finalists: 0,
      eliminatedTeams: 1,
      averageScore: Math.round(((90 + 90 + 80 + 10 * (ranked - 3)) / ranked) * 10) / 10,
      highestScore: 90,
    };

    const first = await standingOf(a1!);
    const tied = await standingOf(a2!);
    const third = await standingOf(b1!);
    const eliminated = await standingOf(b2!);
    const last = await standingOf(plain!);
    const lastInactive = await standingOf(inactive!);

    expect(first).toMatchObject({ rank: 1, rankedTeams: ranked, percentile: Math.round(((ranked - 2) / (ranked - 1)) * 100), statistics });
    expect(tied).toMatchObject({ rank: 1, totalScore: 90 });
    expect(third).toMatchObject({ rank: 3, totalScore: 80, percentile: Math.round(((ranked - 3) / (ranked - 1)) * 100) });
    expect(eliminated).toMatchObject({
      status: 'ELIMINATED',
      rank: null,
      percentile: null,
      totalScore: 95,
      rankedTeams: ranked,
      eliminatedAt: '2025-10-12T10:00:00.000Z',
      eliminationReason: 'Performance based',
      statistics,
    });
    expect(last).toMatchObject({ rank: 4, percentile: 0 });
    expect(lastInactive).toMatchObject({ status: 'INACTIVE', rank: 4 });
  });

  it('ranks the senior category on its own, as the data says', async () => {
    const team = p.schoolA.teams.find((x) => x.category === 'sr')!;
    const rows = await t.db.select({ id: teams.id, status: teams.status, totalScore: teams.totalScore }).from(teams).where(eq(teams.category, 'sr'));
    const ranked = rows.filter((r) => r.status !== 'ELIMINATED');
    const own = rows.find((r) => r.id === team.id)!;
    const standing = await standingOf(team);
    expect(standing.rankedTeams).toBe(ranked.length);
    expect(standing.statistics.teamsInCategory).toBe(rows.length);
    expect(standing.statistics.eliminatedTeams).toBe(rows.length - ranked.length);
    expect(standing.statistics.highestScore).toBe(Math.max(...ranked.map((r) => r.totalScore)));
    expect(standing.rank).toBe(1 + ranked.filter((r) => r.totalScore > own.totalScore).length);
    const lower = ranked.filter((r) => r.totalScore < own.totalScore).length;
    expect(standing.percentile).toBe(Math.round((lower / (ranked.length - 1)) * 100));
  });
});
