import { API_MSG, PHASE_MSG, PHASES_API, PROMOTE_TOP_MSG, type PromoteTopGroup, type PromoteTopResult, type Role } from '@hackathon/contracts';
import { asc, count } from 'drizzle-orm';
import { auditLog, phaseMoves, teams } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { HOOK_TIMEOUT_MS, insertSchool } from './support/fixtures-auth';
import { ADMIN, auditRows, phaseTokens, seedTeams, STATES, teamRows, type SeededTeam, type TeamState } from './phases-fixtures';

jest.setTimeout(120_000);

const PATH = `/api${PHASES_API.promoteTop.path()}`;

/**
 * Promote top N (issue 27). Every test seeds its own regions (or zones) and reads only their
 * groups: the preview and the confirm cover every team of the phase in the database.
 */
describe('POST /teams/phases/promote-top', () => {
  let t: TestApp;
  let tokens: ReturnType<typeof phaseTokens>;

  beforeAll(async () => {
    t = await createTestApp();
    const school = await insertSchool(t, { region: 'Agra', zone: 'N' });
    tokens = phaseTokens(t, { code: school.code, region: 'Agra' });
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  const post = (body: unknown, token = tokens.admin) => t.request().post(PATH).set('Authorization', `Bearer ${token}`).send(body as object);

  /** ACTIVE teams of `phase` with these scores for it (null: not scored yet). */
  const scored = (phase: 1 | 2, scores: (number | null)[], options: Parameters<typeof seedTeams>[2]) =>
    seedTeams(
      t,
      scores.map((score): TeamState => (phase === 1 ? { ...STATES.active1, phase1Score: score } : { ...STATES.active2, phase1Score: 50, phase2Score: score })),
      options,
    );

  const groupsOf = (result: PromoteTopResult, keys: string[]) => result.groups.filter((group) => keys.includes(group.key));
  const chosen = (group: PromoteTopGroup | undefined) => group?.teams.map((team) => [team.teamId, team.score]);
  const pick = (seeded: SeededTeam[], ...indexes: number[]) => indexes.map((i) => seeded[i]!.id).sort();

  /** Everything a promotion writes: the teams, the audit trail, the recorded moves. */
  async function fingerprint() {
    const rows = await t.db.select().from(teams).orderBy(asc(teams.id));
    const [audit] = await t.db.select({ n: count() }).from(auditLog);
    const [moves] = await t.db.select({ n: count() }).from(phaseMoves);
    return { rows: JSON.stringify(rows), audit: audit!.n, moves: moves!.n };
  }

  it('answers 409 with its message when a confirm finds no scored team to promote, writing nothing', async () => {
    await scored(2, [null, null], { region: 'Jammu', zone: 'N' });
    const before = await fingerprint();
    const preview = await post({ phase: 2, n: 3, groupBy: 'region' }).expect(200);
    expect(preview.body.message).toBe(PROMOTE_TOP_MSG.nothingToPromote(2));
    expect(preview.body.data).toMatchObject({ confirmed: false, total: 0, groups: [], applied: [], refused: [] });
    const res = await post({ phase: 2, n: 3, groupBy: 'region', confirm: true }).expect(409);
    expect(res.body).toMatchObject({ success: false, message: PROMOTE_TOP_MSG.nothingToPromote(2) });
    expect(await fingerprint()).toEqual(before);
  });

  it('previews the N best per region and category, every team tied with the Nth included, and writes nothing', async () => {
    const patnaJr = await scored(1, [90, 80, 80, 70, null], { region: 'Patna', zone: 'E', category: 'jr' });
    const patnaSr = await scored(1, [40, 60, 50], { region: 'Patna', zone: 'E', category: 'sr' });
    const ranchi = await scored(1, [30, null], { region: 'Ranchi', zone: 'E', category: 'jr' });
    // high scores that do not count: not ACTIVE, or not in phase 1
    await seedTeams(t, [{ ...STATES.inactive1, phase1Score: 100 }, { ...STATES.active2, phase1Score: 100 }], { region: 'Patna', zone: 'E' });
    const before = await fingerprint();

    const res = await post({ phase: 1, n: 2, groupBy: 'region' }).expect(200);
    const data: PromoteTopResult = res.body.data;
    expect(data).toMatchObject({ confirmed: false, phase: 1, n: 2, groupBy: 'region', applied: [], refused: [] });
    expect(data.total).toBe(data.groups.reduce((sum, group) => sum + group.teams.length, 0));
    expect(res.body.message).toBe(PROMOTE_TOP_MSG.preview(data.total, 1, 2, 'region', true));
    expect(groupsOf(data, ['Patna', 'Ranchi']).map(({ key, category, candidates, tied }) => ({ key, category, candidates, tied }))).toEqual([
      { key: 'Patna', category: 'jr', candidates: 4, tied: true },
      { key: 'Patna', category: 'sr', candidates: 3, tied: false },
      { key: 'Ranchi', category: 'jr', candidates: 1, tied: false },
    ]);
    const [jr, sr, small] = groupsOf(data, ['Patna', 'Ranchi']);
    expect(chosen(jr)).toEqual([
      [patnaJr[0]!.teamId, 90],
      [patnaJr[1]!.teamId, 80],
      [patnaJr[2]!.teamId, 80],
    ]);
    expect(jr!.teams[0]).toEqual({ _id: patnaJr[0]!.id, teamId: patnaJr[0]!.teamId, teamName: patnaJr[0]!.teamName, schoolCode: patnaJr[0]!.schoolCode, schoolName: patnaJr[0]!.schoolName, score: 90 });
    expect(chosen(sr)).toEqual([
      [patnaSr[1]!.teamId, 60],
      [patnaSr[2]!.teamId, 50],
    ]);
    // a team without a score is never chosen, even where the group has room
    expect(chosen(small)).toEqual([[ranchi[0]!.teamId, 30]]);
    expect(await fingerprint()).toEqual(before);
  });

  it('groups by zone code across regions, with a tie at the Nth place', async () => {
    const bengaluru = await scored(1, [88, 75], { region: 'Bengaluru', zone: 'S' });
    const hyderabad = await scored(1, [88, 60], { region: 'Hyderabad', zone: 'S' });
    const bhopal = await scored(1, [20, 10], { region: 'Bhopal', zone: 'C' });
    const res = await post({ phase: 1, n: 1, groupBy: 'zone' }).expect(200);
    const [central, south] = groupsOf(res.body.data, ['C', 'S']);
    expect(central).toMatchObject({ key: 'C', category: 'jr', candidates: 2, tied: false });
    expect(chosen(central)).toEqual([[bhopal[0]!.teamId, 20]]);
    expect(south).toMatchObject({ key: 'S', category: 'jr', candidates: 4, tied: true });
    expect(south!.teams.map((team) => team._id).sort()).toEqual([bengaluru[0]!.id, hyderabad[0]!.id].sort());
    expect(res.body.message).toBe(PROMOTE_TOP_MSG.preview(res.body.data.total, 1, 1, 'zone', true));
  });

  it('promotes on confirm what is best at that moment, like promote-finalist: its audit entries and an undoable move', async () => {
    const mumbai = await scored(2, [90, 80, 70, null], { region: 'Mumbai', zone: 'W' });
    const preview = await post({ phase: 2, n: 1, groupBy: 'region' }).expect(200);
    expect(chosen(groupsOf(preview.body.data, ['Mumbai'])[0])).toEqual([[mumbai[0]!.teamId, 90]]);
    // a score changes after the preview: the confirm chooses again
    await t.request().put(`/api${PHASES_API.score.path(mumbai[1]!.id)}`).set('Authorization', `Bearer ${tokens.admin}`).send({ phase: 2, score: 95 }).expect(200);

    const res = await post({ phase: 2, n: 1, groupBy: 'region', confirm: true }).expect(200);
    const data: PromoteTopResult = res.body.data;
    expect(data.confirmed).toBe(true);
    expect(chosen(groupsOf(data, ['Mumbai'])[0])).toEqual([[mumbai[1]!.teamId, 95]]);
    // exactly the chosen teams are promoted, and the answer says so like the bulk action
    expect(data.applied.map((team) => team._id).sort()).toEqual(data.groups.flatMap((group) => group.teams.map((team) => team._id)).sort());
    expect(data.total).toBe(data.applied.length);
    expect(res.body.message).toBe(PHASE_MSG.applied('promote-finalist', data.applied.length, 0));
    const rows = await teamRows(t, mumbai.map((team) => team.id));
    expect(mumbai.map((team) => rows.get(team.id)!.status)).toEqual(['ACTIVE', 'FINALIST', 'ACTIVE', 'ACTIVE']);
    expect(rows.get(mumbai[1]!.id)).toMatchObject({ currentPhase: 3, finalistQualified: true });

    // the same audit entry as POST /teams/phases/promote-finalist writes
    const [bulk] = await scored(2, [10], { region: 'Jaipur', zone: 'W' });
    await t.request().post(`/api${PHASES_API.promoteFinalist.path()}`).set('Authorization', `Bearer ${tokens.admin}`).send({ teamIds: [bulk!.id] }).expect(200);
    const viaTop = (await auditRows(t, [mumbai[1]!.id])).filter((row) => row.action !== 'phase.score_updated');
    const viaBulk = await auditRows(t, [bulk!.id]);
    expect(viaTop.map((row) => row.action)).toEqual(viaBulk.map((row) => row.action));
    expect(viaTop[0]).toMatchObject({ action: 'phase.promoted_finalist', actorId: ADMIN.sub, schoolCode: mumbai[1]!.schoolCode });
    expect(Object.keys(viaTop[0]!.after as object).sort()).toEqual(Object.keys(viaBulk[0]!.after as object).sort());

    // and the move is recorded like the bulk one's: undo puts the teams back
    expect(data.move).toMatchObject({ id: expect.any(String), teams: data.applied.length });
    await t.request().post(`/api${PHASES_API.undoMove.path(data.move!.id)}`).set('Authorization', `Bearer ${tokens.admin}`).expect(200);
    expect((await teamRows(t, [mumbai[1]!.id])).get(mumbai[1]!.id)).toMatchObject({ status: 'ACTIVE', currentPhase: 2 });
  });

  it('promotes the chosen teams of phase 1 to Phase 2 (ties included), never an unscored one', async () => {
    const lucknow = await scored(1, [70, 70, 50, null], { region: 'Lucknow', zone: 'N', category: 'sr' });
    const res = await post({ phase: 1, n: 1, groupBy: 'region', confirm: true }).expect(200);
    const data: PromoteTopResult = res.body.data;
    expect(data.applied.map((team) => team._id).sort()).toEqual(data.groups.flatMap((group) => group.teams.map((team) => team._id)).sort());
    const promoted = new Set(data.applied.map((team) => team._id));
    expect(lucknow.map((team) => team.id).filter((id) => promoted.has(id)).sort()).toEqual(pick(lucknow, 0, 1));
    const rows = await teamRows(t, lucknow.map((team) => team.id));
    expect(lucknow.map((team) => rows.get(team.id)!.currentPhase)).toEqual([2, 2, 1, 1]);
    expect((await auditRows(t, [lucknow[0]!.id])).map((row) => row.action)).toEqual(['phase.promoted_phase2']);
    expect(await auditRows(t, [lucknow[3]!.id])).toEqual([]);
  });

  it("is the admin's alone: every other role gets 403, and a confirm by one writes nothing", async () => {
    await scored(1, [99], { region: 'Delhi', zone: 'N' });
    await expectRoleMatrix(t, [{ method: 'post', path: PATH, allowed: ['admin'], body: { phase: 1, n: 1, groupBy: 'region' } }], tokens);
    const before = await fingerprint();
    for (const role of Object.keys(tokens).filter((r) => r !== 'admin') as Role[]) {
      await post({ phase: 1, n: 1, groupBy: 'region', confirm: true }, tokens[role]).expect(403);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it.each([
    ['a missing phase', { n: 1, groupBy: 'region' }, PHASE_MSG.phaseRequired],
    ['phase 3', { phase: 3, n: 1, groupBy: 'region' }, PROMOTE_TOP_MSG.phase],
    ["phase '1' (text)", { phase: '1', n: 1, groupBy: 'region' }, PROMOTE_TOP_MSG.phase],
    ['a missing n', { phase: 1, groupBy: 'region' }, PROMOTE_TOP_MSG.nRequired],
    ['n 0', { phase: 1, n: 0, groupBy: 'region' }, PROMOTE_TOP_MSG.n],
    ['n 101', { phase: 1, n: 101, groupBy: 'region' }, PROMOTE_TOP_MSG.n],
    ['n 2.5', { phase: 1, n: 2.5, groupBy: 'region' }, PROMOTE_TOP_MSG.n],
    ["n '3' (text)", { phase: 1, n: '3', groupBy: 'region' }, PROMOTE_TOP_MSG.n],
    ['a missing groupBy', { phase: 1, n: 1 }, PROMOTE_TOP_MSG.groupByRequired],
    ["groupBy 'state'", { phase: 1, n: 1, groupBy: 'state' }, PROMOTE_TOP_MSG.groupBy],
    ["confirm 'yes'", { phase: 1, n: 1, groupBy: 'region', confirm: 'yes' }, API_MSG.mustBeBoolean],
    ['an unknown field', { phase: 1, n: 1, groupBy: 'region', confirm: true, region: 'Agra' }, expect.stringContaining('region')],
  ])('refuses %s with 400 and its message, writing nothing', async (_label, body, message) => {
    await scored(1, [65], { region: 'Varanasi', zone: 'N' });
    const before = await fingerprint();
    const res = await post({ confirm: true, ...body }).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await fingerprint()).toEqual(before);
  });
});
