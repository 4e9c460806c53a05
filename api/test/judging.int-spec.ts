import {
  API_MSG,
  DEFAULT_RUBRIC,
  JUDGES_MSG,
  JUDGING_API,
  JUDGING_MSG,
  PHASES_API,
  type AssignmentPlanResult,
  type PromoteTopResult,
  type JudgeAssignment,
  type JudgingCoverage,
  type JudgingResults,
  type JudgingRound,
  type MyAssignments,
  type Role,
  type TeamRoundFeedback,
} from '@hackathon/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { accounts, auditLog, judges, judgingAssignments, notifications, teams } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { HOOK_TIMEOUT_MS } from './support/fixtures-auth';
import { phaseTokens, seedTeams, STATES, type SeededTeam } from './phases-fixtures';
import { bearer } from './teams-fixtures';

jest.setTimeout(120_000);

interface SeededJudge {
  id: string;
  name: string;
  token: string;
}

/** Full marks on every criterion of the default rubric, scaled by `share` (0-1). */
const sheet = (share: number) => Object.fromEntries(DEFAULT_RUBRIC.map((c) => [c.key, Math.round(c.max * share * 2) / 2]));

/**
 * The judged rounds (issue 27), end to end through the API: a round over 12 phase-1 teams with 6
 * judges (one teaching at a team's school), the dry run and the balanced assignment, the judges'
 * sheets (draft, submit once, locked, another judge's sheet refused), a declared conflict and its
 * replacement, the coverage board, results with the disagreement flag, reopen and republish
 * audited, the phase scores and notifications, the team's feedback, the exports, and who may call what.
 */
describe('judging rounds', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;
  let agra: SeededTeam[];
  let chennai: SeededTeam[];
  let panel: SeededJudge[];
  let round: JudgingRound;

  const api = (path: string) => `/api${path}`;
  const asAdmin = () => bearer(tokens.admin);
  const roundBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Regional round',
    phase: 1,
    criteria: DEFAULT_RUBRIC,
    judgeIds: panel.map((j) => j.id),
    judgesPerTeam: 3,
    shareComments: true,
    deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ...overrides,
  });
  const mine = async (judge: SeededJudge): Promise<JudgeAssignment[]> => {
    const res = await t.request().get(api(JUDGING_API.myAssignments.path())).set(bearer(judge.token));
    expect(res.status).toBe(200);
    return (res.body.data as MyAssignments).rounds.flatMap((r) => r.assignments);
  };
  const save = (judge: SeededJudge, id: string, body: Record<string, unknown>) => t.request().put(api(JUDGING_API.saveSheet.path(id))).set(bearer(judge.token)).send(body);
  const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

  beforeAll(async () => {
    t = await createTestApp();
    agra = await seedTeams(t, Array(8).fill(STATES.active1), { region: 'Agra', category: 'jr', name: 'Agra Team' });
    chennai = await seedTeams(t, Array(4).fill(STATES.active1), { region: 'Chennai', category: 'sr', name: 'Chennai Team' });
    // a team of another phase: never in a phase-1 round
    await seedTeams(t, [STATES.active2], { region: 'Agra' });
    tokens = phaseTokens(t, { code: agra[0]!.schoolCode, region: 'Agra' });
    panel = [];
    for (let i = 0; i < 6; i++) {
      const [judge] = await t.db
        .insert(judges)
        .values({ name: `Judge ${i + 1}`, email: `judge${i + 1}.${randomUUID().slice(0, 8)}@judges.test`, homeRegion: i < 3 ? 'Agra' : 'Delhi', schoolCode: i === 0 ? agra[0]!.schoolCode : null })
        .returning();
      const [account] = await t.db
        .insert(accounts)
        .values({ email: judge!.email, username: judge!.email, passwordHash: 'x', role: 'judge', judgeId: judge!.id, emailVerifiedAt: new Date() })
        .returning({ id: accounts.id });
      panel.push({ id: judge!.id, name: judge!.name, token: t.tokenFor({ sub: account!.id, role: 'judge', email: judge!.email }) });
    }
    tokens.judge = panel[5]!.token;
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  it('refuses a bad rubric field by field, unknown judges, and a past deadline', async () => {
    const bad = await t
      .request()
      .post(api(JUDGING_API.createRound.path()))
      .set(asAdmin())
      .send(roundBody({ criteria: [{ ...DEFAULT_RUBRIC[0], weight: 0 }, { ...DEFAULT_RUBRIC[1], key: DEFAULT_RUBRIC[0]!.key, name: { en: 'x', hi: '' } }] }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'criteria[0].weight', msg: JUDGING_MSG.criterionWeight() },
      { path: 'criteria[1].key', msg: JUDGING_MSG.criterionKeyTaken },
      { path: 'criteria[1].name', msg: JUDGING_MSG.criterionName() },
    ]);
    const unknown = await t.request().post(api(JUDGING_API.createRound.path())).set(asAdmin()).send(roundBody({ judgeIds: [randomUUID()] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(JUDGING_MSG.unknownJudges(1));
    const past = await t.request().post(api(JUDGING_API.createRound.path())).set(asAdmin()).send(roundBody({ deadline: '2020-01-01T00:00:00Z' }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(JUDGING_MSG.deadlineInvalid);
  });

  it('creates a round with the default rubric; the templates list it first; it is editable until assigned', async () => {
    const templates = await t.request().get(api(JUDGING_API.templates.path())).set(asAdmin());
    expect(templates.body.data[0]).toMatchObject({ _id: 'default', builtIn: true, criteria: DEFAULT_RUBRIC });
    const created = await t.request().post(api(JUDGING_API.createRound.path())).set(asAdmin()).send(roundBody({ name: 'Draft name' }));
    expect(created.status).toBe(201);
    round = created.body.data;
    expect(round).toMatchObject({ status: 'draft', phase: 1, judgesPerTeam: 3, blind: true, teamCount: 0, judgeIds: panel.map((j) => j.id).sort() });
    const edited = await t.request().put(api(JUDGING_API.updateRound.path(round._id))).set(asAdmin()).send(roundBody());
    expect(edited.status).toBe(200);
    expect(edited.body.data.name).toBe('Regional round');
    expect(await audits('judging_round.updated')).toHaveLength(1);
  });

  it('previews the assignment without writing, then applies it: 3 judges a team, loads 6 each, never the judge of its own school', async () => {
    const preview = await t.request().post(api(JUDGING_API.assign.path(round._id))).set(asAdmin()).send({ dryRun: true });
    expect(preview.status).toBe(200);
    const plan = preview.body.data as AssignmentPlanResult;
    expect(plan).toMatchObject({ applied: false, teamCount: 12, judgeCount: 6, pairCount: 36, sameSchoolPairs: 0, minLoad: 6, maxLoad: 6, shortfalls: [] });
    expect(await t.db.select().from(judgingAssignments)).toHaveLength(0);

    const applied = await t.request().post(api(JUDGING_API.assign.path(round._id))).set(asAdmin()).send({});
    expect(applied.body.data).toMatchObject({ applied: true, pairCount: 36, minLoad: 6, maxLoad: 6 });
    const pairs = await t.db.select().from(judgingAssignments);
    expect(pairs).toHaveLength(36);
    const ownSchool = new Set(agra.filter((team) => team.schoolCode === agra[0]!.schoolCode).map((team) => team.id));
    expect(pairs.filter((p) => p.judgeId === panel[0]!.id && ownSchool.has(p.teamId))).toEqual([]);

    const locked = await t.request().put(api(JUDGING_API.updateRound.path(round._id))).set(asAdmin()).send(roundBody());
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(JUDGING_MSG.roundAssigned);
  });

  it("narrows a round to the schools it names, and refuses a code the directory lacks", async () => {
    const unknown = await t.request().post(api(JUDGING_API.createRound.path())).set(asAdmin()).send(roundBody({ schoolCodes: ['NOPE123'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'schoolCodes', msg: JUDGES_MSG.unknownSchool('NOPE123') }]);
    const venue = await t.request().post(api(JUDGING_API.createRound.path())).set(asAdmin()).send(roundBody({ name: 'One venue', schoolCodes: [chennai[0]!.schoolCode] }));
    expect(venue.body.data.schoolCodes).toEqual([chennai[0]!.schoolCode]);
    const plan = await t.request().post(api(JUDGING_API.assign.path(venue.body.data._id))).set(asAdmin()).send({ dryRun: true });
    expect(plan.body.data).toMatchObject({ teamCount: 4, pairCount: 12, minLoad: 2, maxLoad: 2 });
  });

  it('shows a judge only its own teams, with what judging needs and no school in a blind round', async () => {
    const list = await mine(panel[1]!);
    expect(list).toHaveLength(6);
    const mineIds = new Set(list.map((a) => a.team.teamId));
    const expected = (await t.db.select({ teamId: teams.teamId }).from(judgingAssignments).innerJoin(teams, eq(teams.id, judgingAssignments.teamId)).where(eq(judgingAssignments.judgeId, panel[1]!.id))).map((r) => r.teamId);
    expect([...mineIds].sort()).toEqual(expected.sort());
    expect(list[0]!.team).toEqual(expect.objectContaining({ schoolName: null, memberCount: 0, classes: [] }));
    expect(list.every((a) => a.state === 'pending')).toBe(true);
  });

  it('saves a partial draft, refuses a submit with a criterion missing, applies a submit sent twice once, then locks the sheet', async () => {
    const judge = panel[1]!;
    const [first] = await mine(judge);
    const draft = await save(judge, first!._id, { scores: { problem: 7 }, comment: 'Clear problem', submit: false });
    expect(draft.status).toBe(200);
    expect(draft.body.message).toBe(JUDGING_MSG.draftSaved);
    expect(draft.body.data).toMatchObject({ state: 'draft', scores: { problem: 7 }, total: null, comment: 'Clear problem' });

    const incomplete = await save(judge, first!._id, { scores: { problem: 7 }, submit: true, submissionId: randomUUID() });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(JUDGING_MSG.missingScores);
    const outOfRange = await save(judge, first!._id, { scores: { ...sheet(1), problem: 11 }, submit: false });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors).toEqual([{ path: 'scores.problem', msg: JUDGING_MSG.scoreProblem('problem', 10) }]);

    const submissionId = randomUUID();
    const [once, twice] = [await save(judge, first!._id, { scores: sheet(0.8), submit: true, submissionId }), await save(judge, first!._id, { scores: sheet(0.8), submit: true, submissionId })];
    expect(once.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(twice.body.data).toEqual(once.body.data);
    expect(once.body.data).toMatchObject({ state: 'submitted', total: 80 });
    expect((await audits('judging_round.sheet_submitted')).filter((a) => (a.after as { assignmentId: string }).assignmentId === first!._id)).toHaveLength(1);

    const again = await save(judge, first!._id, { scores: sheet(0.5), submit: false });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(JUDGING_MSG.sheetLocked);
  });

  it("refuses another judge's sheet (403) and one that does not exist (404)", async () => {
    const [theirs] = await mine(panel[2]!);
    const other = await save(panel[3]!, theirs!._id, { scores: sheet(1), submit: false });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(API_MSG.forbidden);
    const missing = await save(panel[3]!, randomUUID(), { scores: sheet(1), submit: false });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(JUDGING_MSG.assignmentNotFound);
  });

  it('takes two judges submitting at the same moment', async () => {
    const [a] = (await mine(panel[2]!)).filter((s) => s.state === 'pending');
    const [b] = (await mine(panel[3]!)).filter((s) => s.state === 'pending');
    const [ra, rb] = await Promise.all([save(panel[2]!, a!._id, { scores: sheet(0.6), submit: true, submissionId: randomUUID() }), save(panel[3]!, b!._id, { scores: sheet(0.7), submit: true, submissionId: randomUUID() })]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect([ra.body.data.total, rb.body.data.total]).toEqual([60, 70]);
  });

  it('replaces a judge who declares a conflict; the board shows why', async () => {
    const judge = panel[4]!;
    const [known] = (await mine(judge)).filter((s) => s.state === 'pending');
    const res = await t.request().post(api(JUDGING_API.conflict.path(known!._id))).set(bearer(judge.token)).send({ reason: 'My nephew is in this team' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ replaced: true });
    expect((await mine(judge)).map((s) => s._id)).not.toContain(known!._id);

    const board = await t.request().get(api(JUDGING_API.coverage.path(round._id))).query({ search: known!.team.teamId }).set(asAdmin());
    const team = (board.body.data as JudgingCoverage).teams[0]!;
    expect(team.assigned).toBe(3);
    expect(team.assignments.find((a) => a.state === 'conflict')).toMatchObject({ judgeId: judge.id, conflictReason: 'My nephew is in this team' });
    expect(new Set(team.assignments.map((a) => a.judgeId)).size).toBe(4);
  });

  it('swaps a judge on one team and refuses one who may not score it', async () => {
    const [pair] = await t.db.select().from(judgingAssignments).where(and(eq(judgingAssignments.judgeId, panel[5]!.id), eq(judgingAssignments.state, 'pending')));
    const onTeam = new Set((await t.db.select().from(judgingAssignments).where(eq(judgingAssignments.teamId, pair!.teamId))).map((p) => p.judgeId));
    const taken = [...onTeam].find((id) => id !== panel[5]!.id)!;
    const refused = await t.request().post(api(JUDGING_API.swap.path(pair!.id))).set(asAdmin()).send({ judgeId: taken });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(JUDGING_MSG.judgeNotEligible);
    const swapped = await t.request().post(api(JUDGING_API.swap.path(pair!.id))).set(asAdmin()).send({});
    expect(swapped.status).toBe(200);
    expect(onTeam.has(swapped.body.data.judgeId)).toBe(false);
    expect(await audits('judging_round.judge_swapped')).toHaveLength(1);
  });

  it('computes the results with the disagreement flag, publishes them into the phase scores, and republishes after a reopen', async () => {
    // every remaining sheet: the first Agra team gets a wide spread (one judge 10, the others 90)
    const flaggedTeam = agra[1]!.teamId;
    for (const judge of panel) {
      for (const s of (await mine(judge)).filter((x) => x.state !== 'submitted')) {
        const wide = s.team.teamId === flaggedTeam;
        const share = wide ? 0.9 : 0.75;
        const res = await save(judge, s._id, { scores: sheet(share), comment: `Well done ${s.team.teamName}`, submit: true, submissionId: randomUUID() });
        expect(res.status).toBe(200);
      }
    }
    // make the spread certain whoever the flagged team's judges are: one of its sheets reopened and rescored low
    const flaggedPairs = await t.db.select().from(judgingAssignments).innerJoin(teams, eq(teams.id, judgingAssignments.teamId)).where(and(eq(teams.teamId, flaggedTeam), eq(judgingAssignments.state, 'submitted')));
    const low = flaggedPairs[0]!.judging_assignments;
    const reopen = await t.request().post(api(JUDGING_API.reopen.path(low.id))).set(asAdmin()).send({ reason: 'Typed the wrong row' });
    expect(reopen.status).toBe(200);
    expect(reopen.body.data.state).toBe('draft');
    const lowJudge = panel.find((j) => j.id === low.judgeId)!;
    expect((await save(lowJudge, low.id, { scores: sheet(0.1), submit: true, submissionId: randomUUID() })).status).toBe(200);
    expect(await audits('judging_round.sheet_reopened')).toHaveLength(1);

    const res = await t.request().get(api(JUDGING_API.results.path(round._id))).query({ limit: 100 }).set(asAdmin());
    expect(res.status).toBe(200);
    const results = res.body.data as JudgingResults;
    expect(results.teams).toHaveLength(12);
    const flagged = results.teams.find((r) => r.teamId === flaggedTeam)!;
    expect(flagged.flagged).toBe(true);
    expect(flagged.spread).toBeGreaterThan(25);
    expect(results.flaggedCount).toBeGreaterThanOrEqual(1);
    expect(results.teams.every((r) => r.judgeTotals.length === 3 && r.mean !== null && r.normalised !== null)).toBe(true);

    const published = await t.request().post(api(JUDGING_API.publish.path(round._id))).set(asAdmin()).send({ score: 'mean' });
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual({ published: 12, unscored: 0 });
    const row = (await t.db.select().from(teams).where(eq(teams.teamId, flaggedTeam)))[0]!;
    expect(row.phase1Score).toBe(Math.round(flagged.mean!));
    expect(row.totalScore).toBe(row.phase1Score);
    expect((await audits('phase.score_updated')).filter((a) => a.reason === 'Regional round')).toHaveLength(12);
    expect(await t.db.select().from(notifications).where(eq(notifications.targetTeamId, row.id))).toHaveLength(1);

    // reopen one sheet, rescore it, publish again: the score and the audit follow
    const again = flaggedPairs[1]!.judging_assignments;
    await t.request().post(api(JUDGING_API.reopen.path(again.id))).set(asAdmin()).send({ reason: 'Second look' });
    await save(panel.find((j) => j.id === again.judgeId)!, again.id, { scores: sheet(0.2), submit: true, submissionId: randomUUID() });
    const republished = await t.request().post(api(JUDGING_API.publish.path(round._id))).set(asAdmin()).send({ score: 'mean' });
    expect(republished.status).toBe(200);
    expect(await audits('judging_round.republished')).toHaveLength(1);
    const after = (await t.db.select().from(teams).where(eq(teams.teamId, flaggedTeam)))[0]!;
    expect(after.phase1Score).toBeLessThan(row.phase1Score!);
  });

  it("promotes the top of the round's own teams only, per region and category", async () => {
    const preview = await t.request().post(api(PHASES_API.promoteTop.path())).set(asAdmin()).send({ phase: 1, n: 2, groupBy: 'region', roundId: round._id });
    expect(preview.status).toBe(200);
    const chosen = (preview.body.data as PromoteTopResult).groups.flatMap((g) => g.teams.map((team) => team.teamId));
    const judged = new Set([...agra, ...chennai].map((team) => team.teamId));
    expect(chosen.length).toBeGreaterThanOrEqual(4);
    expect(chosen.every((id) => judged.has(id))).toBe(true);
    expect((preview.body.data as PromoteTopResult).groups.map((g) => `${g.key}/${g.category}`).sort()).toEqual(['Agra/jr', 'Chennai/sr']);
  });

  it("shows a team its published score, rank and the shared comments; another school's team is refused", async () => {
    const team = agra[1]!;
    const teamToken = t.tokenFor({ sub: team.id, role: 'team', schoolCode: team.schoolCode, teamId: team.teamId });
    const res = await t.request().get(api(JUDGING_API.teamFeedback.path(team.teamId))).set(bearer(teamToken));
    expect(res.status).toBe(200);
    const [feedback] = res.body.data as TeamRoundFeedback[];
    const row = (await t.db.select().from(teams).where(eq(teams.id, team.id)))[0]!;
    expect(feedback).toMatchObject({ roundName: 'Regional round', phase: 1, score: row.phase1Score });
    expect(feedback!.categoryRank).toBeGreaterThanOrEqual(1);
    expect(feedback!.comments.some((c) => c.startsWith('Well done'))).toBe(true);
    const stranger = await t.request().get(api(JUDGING_API.teamFeedback.path(chennai[0]!.teamId))).set(bearer(teamToken));
    expect(stranger.status).toBe(403);
  });

  it('exports every score by judge and criterion, and the results', async () => {
    const scores = await t.request().get(api(JUDGING_API.exportScores.path(round._id))).set(asAdmin());
    expect(scores.status).toBe(200);
    const lines = scores.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Criterion');
    expect(lines).toHaveLength(1 + 36 * DEFAULT_RUBRIC.length);
    const results = await t.request().get(api(JUDGING_API.exportResults.path(round._id))).set(asAdmin());
    expect(results.text.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(13);
  });

  it('lets only the organisers run rounds, only judges save sheets, and the judge reach no admin route', async () => {
    // the judge's own submitted sheet: past the role and scope checks (409 locked)
    const [pair] = await t.db.select().from(judgingAssignments).where(and(eq(judgingAssignments.judgeId, panel[5]!.id), isNotNull(judgingAssignments.submittedAt)));
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: api(JUDGING_API.rounds.path()), allowed: ['admin', 'super_admin'] },
        { method: 'get', path: api(JUDGING_API.coverage.path(round._id)), allowed: ['admin', 'super_admin'] },
        { method: 'get', path: api(JUDGING_API.results.path(round._id)), allowed: ['admin', 'super_admin'] },
        { method: 'post', path: api(JUDGING_API.publish.path(round._id)), allowed: ['admin', 'super_admin'], body: { score: 'nonsense' } },
        { method: 'get', path: api(JUDGING_API.myAssignments.path()), allowed: ['judge'] },
        { method: 'put', path: api(JUDGING_API.saveSheet.path(pair!.id)), allowed: ['judge'], body: { scores: {}, submit: false } },
      ],
      tokens,
    );
    expect(await t.db.select().from(auditLog).where(like(auditLog.action, 'judging_round.%'))).not.toHaveLength(0);
  });
});
