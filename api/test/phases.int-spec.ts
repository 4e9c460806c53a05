import { randomUUID } from 'node:crypto';
import { API_MSG, DEFAULTS, PAGING_MSG, PHASE_BULK_MAX, PHASE_MSG, PHASES_API, type PhaseAction, type PhaseRefusal, type PhaseTeam, type TeamStatus } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { teams } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { HOOK_TIMEOUT_MS } from './support/fixtures-auth';
import { ADMIN, auditRows, phaseTokens, seedTeams, STATE_NAMES, STATES, teamRows, type SeededTeam, type StateName } from './phases-fixtures';

jest.setTimeout(120_000);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The phase fields of a team row, to compare a row before and after a call. */
const phaseFields = (row: typeof teams.$inferSelect) => ({
  status: row.status,
  currentPhase: row.currentPhase,
  phase1Qualified: row.phase1Qualified,
  phase2Qualified: row.phase2Qualified,
  finalistQualified: row.finalistQualified,
  phase1Score: row.phase1Score,
  phase2Score: row.phase2Score,
  phase3Score: row.phase3Score,
  totalScore: row.totalScore,
  eliminatedAt: row.eliminatedAt?.toISOString() ?? null,
  eliminationReason: row.eliminationReason,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /teams/phases/list, the bulk actions and the score: roles, rules, audit trail, concurrency. */
describe('team phases API', () => {
  let t: TestApp;
  let tokens: ReturnType<typeof phaseTokens>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [anchor] = await seedTeams(t, [STATES.active1], { region: 'Agra', name: 'Anchor' });
    tokens = phaseTokens(t, { code: anchor!.schoolCode, region: 'Agra' });
    admin = tokens.admin;
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  const post = (path: string, body: unknown, token = admin) => t.request().post(`/api${path}`).set(bearer(token)).send(body as object);
  const act = (action: PhaseAction, body: unknown, token = admin) => post(`/teams/phases/${action}`, body, token);
  const putScore = (id: string, body: unknown, token = admin) => t.request().put(`/api${PHASES_API.score.path(id)}`).set(bearer(token)).send(body as object);
  const list = (query: Record<string, string | number>, token = admin) => t.request().get(`/api${PHASES_API.list.path()}`).query(query).set(bearer(token));

  describe('routing', () => {
    it('registers every /teams/phases/... route before any /teams/:param route of the teams controller', () => {
      const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string } }[] } }).router;
      const paths = router.stack.filter((layer) => layer.route).map((layer) => layer.route!.path);
      const phaseIndexes = paths.map((p, i) => (p.startsWith('/api/teams/phases/') ? i : -1)).filter((i) => i >= 0);
      const teamParamIndexes = paths.map((p, i) => (/^\/api\/teams\/:/.test(p) ? i : -1)).filter((i) => i >= 0);
      expect(phaseIndexes).toHaveLength(11);
      expect(teamParamIndexes.length).toBeGreaterThan(0);
      expect(Math.max(...phaseIndexes)).toBeLessThan(Math.min(...teamParamIndexes));
    });

    it('answers the phase paths from the phases controller (not a teams route)', async () => {
      const res = await list({}).expect(200);
      expect(res.body.message).toBe(PHASE_MSG.teamsLoaded);
      expect(res.body.data).toEqual({ items: expect.any(Array), pagination: expect.objectContaining({ currentPage: 1 }) });
      // 'phases' would be an invalid team reference for the teams controller
      const score = await putScore('not-a-team', { phase: 1, score: 10 }).expect(400);
      expect(score.body.message).toBe(API_MSG.invalidTeamId);
    });
  });

  it('documents every phase route in /api/docs with the data schema of its declaration', async () => {
    const doc = (await t.request().get('/api/docs-json').expect(200)).body;
    const dataType = (path: string, method: string) => doc.paths[`/api${path}`]?.[method]?.responses?.['200']?.content?.['application/json']?.schema?.properties?.data?.$ref?.split('/').pop();
    expect(dataType('/teams/phases/list', 'get')).toBe('Paginated_PhaseTeam');
    for (const action of ['promote-phase2', 'promote-finalist', 'demote-finalist', 'demote-phase2', 'reactivate', 'eliminate']) {
      expect(dataType(`/teams/phases/${action}`, 'post')).toBe('PhaseActionResult');
    }
    expect(dataType('/teams/phases/auto-eliminate', 'post')).toBe('AutoEliminateResult');
    expect(dataType('/teams/phases/promote-top', 'post')).toBe('PromoteTopResult');
    expect(dataType('/teams/phases/{id}/score', 'put')).toBe('PhaseTeam');
  });

  describe('roles (spec section 6: phase management is admin only)', () => {
    it('lets only the admin call each endpoint; everyone else gets 403 and nothing is written', async () => {
      const [team] = await seedTeams(t, [STATES.active1], { name: 'Matrix' });
      const body = { teamIds: [team!.teamId] };
      await expectRoleMatrix(
        t,
        [
          { method: 'get', path: '/api/teams/phases/list', allowed: ['admin'] },
          ...(['promote-phase2', 'promote-finalist', 'demote-finalist', 'demote-phase2', 'reactivate'] as const).map((a) => ({
            method: 'post' as const,
            path: `/api/teams/phases/${a}`,
            allowed: ['admin'] as const,
            body,
          })),
          { method: 'post', path: '/api/teams/phases/eliminate', allowed: ['admin'], body: { ...body, reason: 'Matrix' } },
          { method: 'post', path: '/api/teams/phases/auto-eliminate', allowed: ['admin'], body: { threshold: 0 } },
          { method: 'put', path: `/api/teams/phases/${team!.id}/score`, allowed: ['admin'], body: { phase: 1, score: 55 } },
        ],
        tokens,
      );
      const trail = await auditRows(t, [team!.id]);
      expect(trail.length).toBeGreaterThan(0);
      expect(trail.every((row) => row.actorRole === 'admin' && row.actorId === ADMIN.sub)).toBe(true);
    });
  });

  describe('GET /teams/phases/list', () => {
    let seeded: SeededTeam[];
    beforeAll(async () => {
      seeded = await seedTeams(t, [STATES.active1, STATES.active2, STATES.finalist, STATES.eliminated1], { name: 'Listed Quasar', region: 'Chennai' });
      await seedTeams(t, [{ ...STATES.active2, phase1Score: 70, phase2Score: 20 }], { name: 'Listed Senior', category: 'sr' });
    });

    it('pages the teams with their phase, status, scores and school', async () => {
      const res = await list({ search: 'Listed Quasar', limit: 2 }).expect(200);
      expect(res.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 2, total: 4, limit: 2, hasNextPage: true, hasPrevPage: false });
      const first: PhaseTeam = res.body.data.items[0];
      expect(first).toEqual({
        _id: seeded[0]!.id,
        teamId: seeded[0]!.teamId,
        teamName: seeded[0]!.teamName,
        category: 'jr',
        schoolCode: seeded[0]!.schoolCode,
        schoolName: seeded[0]!.schoolName,
        region: 'Chennai',
        status: 'ACTIVE',
        currentPhase: 1,
        phase1Qualified: false,
        phase2Qualified: false,
        finalistQualified: false,
        phaseScores: { phase1: null, phase2: null, phase3: null },
        totalScore: 0,
        eliminatedAt: null,
        eliminationReason: null,
        updatedAt: expect.any(String),
      });
      const second = await list({ search: 'Listed Quasar', limit: 2, page: 2 }).expect(200);
      expect(second.body.data.items.map((x: PhaseTeam) => x.teamId)).toEqual([seeded[2]!.teamId, seeded[3]!.teamId]);
    });

    it('searches team name, Team ID, school name and school code, case-insensitively', async () => {
      const ids = (res: { body: { data: { items: PhaseTeam[] } } }) => res.body.data.items.map((x) => x.teamId).sort();
      const all = seeded.map((s) => s.teamId).sort();
      expect(ids(await list({ search: 'listed quasar' }).expect(200))).toEqual(all);
      expect(ids(await list({ search: seeded[1]!.teamId.toLowerCase() }).expect(200))).toEqual([seeded[1]!.teamId]);
      expect(ids(await list({ search: seeded[0]!.schoolName.toUpperCase() }).expect(200))).toEqual(all);
      expect(ids(await list({ search: seeded[0]!.schoolCode }).expect(200))).toEqual(all);
      expect((await list({ search: '%_%' }).expect(200)).body.data.items).toEqual([]);
    });

    it('filters by phase, status and category (combined), "all" meaning no filter', async () => {
      const only = async (query: Record<string, string>) => (await list({ search: 'Listed', ...query }).expect(200)).body.data.items.map((x: PhaseTeam) => x.teamName);
      expect(await only({ phase: '2' })).toHaveLength(2);
      expect(await only({ phase: '2', category: 'sr' })).toEqual([expect.stringContaining('Listed Senior')]);
      expect(await only({ status: 'finalist' })).toEqual([seeded[2]!.teamName]);
      expect(await only({ status: 'ELIMINATED', phase: '1' })).toEqual([seeded[3]!.teamName]);
      expect(await only({ phase: 'all', status: 'all', category: 'all' })).toHaveLength(5);
    });

    it('sorts on a whitelisted key', async () => {
      const res = await list({ search: 'Listed', sort: 'phase2Score', order: 'desc' }).expect(200);
      expect(res.body.data.items[0].teamName).toContain('Listed Senior');
    });

    it.each([
      ['phase 4', { phase: '4' }, PHASE_MSG.phase],
      ['phase text', { phase: 'two' }, PHASE_MSG.phase],
      ['an unknown status', { status: 'GONE' }, PAGING_MSG.filter('status', ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'FINALIST', 'WINNER', 'ELIMINATED'])],
      ['an unknown category', { category: 'mid' }, PAGING_MSG.filter('category', ['jr', 'sr'])],
      ['page 0', { page: '0' }, PAGING_MSG.page],
      ['limit 10,000', { limit: '10000' }, PAGING_MSG.limit],
      ['a negative limit', { limit: '-1' }, PAGING_MSG.limit],
      ['a non-numeric page', { page: 'x' }, PAGING_MSG.page],
      ['an unknown sort', { sort: 'passwordHash' }, expect.stringContaining('sort must be one of')],
    ])('refuses %s with 400 and its message', async (_label, query, message) => {
      const res = await list(query).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });
  });

  describe('bulk transitions (spec section 4), per team', () => {
    /** For each action: the states it applies to and the state each one ends in. */
    const CASES: [PhaseAction, Partial<Record<StateName, { status: TeamStatus; currentPhase: number } & Record<string, unknown>>>][] = [
      ['promote-phase2', { active1: { status: 'ACTIVE', currentPhase: 2, phase1Qualified: true, phase2Qualified: false, finalistQualified: false } }],
      ['promote-finalist', { active2: { status: 'FINALIST', currentPhase: 3, phase1Qualified: true, phase2Qualified: true, finalistQualified: true } }],
      ['demote-finalist', { finalist: { status: 'ACTIVE', currentPhase: 2, phase1Qualified: true, phase2Qualified: false, finalistQualified: false } }],
      ['demote-phase2', { active2: { status: 'ACTIVE', currentPhase: 1, phase1Qualified: false, phase2Qualified: false, finalistQualified: false } }],
      [
        'reactivate',
        {
          eliminated1: { status: 'ACTIVE', currentPhase: 1, eliminatedAt: null, eliminationReason: null },
          eliminated3: { status: 'FINALIST', currentPhase: 3, eliminatedAt: null, eliminationReason: null },
        },
      ],
      [
        'eliminate',
        Object.fromEntries(
          (['active1', 'active2', 'finalist', 'winner', 'inactive1', 'suspended2'] as const).map((name) => [
            name,
            { status: 'ELIMINATED', currentPhase: STATES[name].currentPhase, eliminationReason: DEFAULTS.eliminationReason },
          ]),
        ),
      ],
    ];

    it.each(CASES)('%s: applies to the teams in the right state, refuses and reports the others, audits each change', async (action, expected) => {
      const seeded = await seedTeams(t, STATE_NAMES.map((name) => STATES[name]), { name: `Bulk ${action}` });
      const byState = new Map(STATE_NAMES.map((name, i) => [name, seeded[i]!]));
      const unknownUuid = randomUUID();
      const before = await teamRows(t, seeded.map((s) => s.id));
      // half by _id, half by Team ID, plus two teams that do not exist
      const refs = [...seeded.map((s, i) => (i % 2 ? s.teamId : s.id)), unknownUuid, 'Z9999JR1'];

      const res = await act(action, { teamIds: refs }).expect(200);
      const appliedStates = Object.keys(expected) as StateName[];
      const refusedStates = STATE_NAMES.filter((name) => !appliedStates.includes(name));
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(PHASE_MSG.applied(action, appliedStates.length, refusedStates.length + 2));

      const applied: PhaseTeam[] = res.body.data.applied;
      expect(applied.map((x) => x._id).sort()).toEqual(appliedStates.map((name) => byState.get(name)!.id).sort());
      for (const name of appliedStates) {
        const answer = applied.find((x) => x._id === byState.get(name)!.id)!;
        const { status, currentPhase } = expected[name]!;
        expect(answer).toMatchObject({ status, currentPhase, teamId: byState.get(name)!.teamId });
      }

      const refused: PhaseRefusal[] = res.body.data.refused;
      expect(refused).toEqual([
        ...refusedStates.map((name) => {
          const team = byState.get(name)!;
          // an existing team is named by its Team ID whatever was sent (issue 25: people, not ids)
          return { teamId: team.teamId, _id: team.id, teamName: team.teamName, reason: PHASE_MSG.refusal(action, STATES[name].status as TeamStatus, STATES[name].currentPhase) };
        }),
        { teamId: unknownUuid, _id: null, teamName: null, reason: API_MSG.teamNotFound },
        { teamId: 'Z9999JR1', _id: null, teamName: null, reason: API_MSG.teamNotFound },
      ]);

      const after = await teamRows(t, seeded.map((s) => s.id));
      for (const name of refusedStates) {
        const id = byState.get(name)!.id;
        expect(phaseFields(after.get(id)!)).toEqual(phaseFields(before.get(id)!));
      }
      for (const name of appliedStates) {
        const row = after.get(byState.get(name)!.id)!;
        expect(row).toMatchObject(expected[name]!);
        // scores are never touched by a transition
        expect([row.phase1Score, row.phase2Score, row.phase3Score, row.totalScore]).toEqual([null, null, null, 0]);
        if (action === 'eliminate') expect(row.eliminatedAt).toBeInstanceOf(Date);
      }

      const trail = await auditRows(t, seeded.map((s) => s.id));
      expect(trail).toHaveLength(appliedStates.length);
      for (const entry of trail) {
        const name = appliedStates.find((n) => byState.get(n)!.id === entry.entityId)!;
        expect(name).toBeDefined();
        const team = byState.get(name)!;
        expect(entry).toMatchObject({
          action: `phase.${{ 'promote-phase2': 'promoted_phase2', 'promote-finalist': 'promoted_finalist', 'demote-finalist': 'demoted_finalist', 'demote-phase2': 'demoted_phase2', reactivate: 'reactivated', eliminate: 'eliminated' }[action]}`,
          entityType: 'team',
          schoolCode: team.schoolCode,
          actorId: ADMIN.sub,
          actorRole: 'admin',
          actorLabel: ADMIN.email,
          reason: action === 'eliminate' ? DEFAULTS.eliminationReason : null,
        });
        expect(entry.ip).toEqual(expect.any(String));
        expect(entry.before).toMatchObject({ teamId: team.teamId, teamName: team.teamName, status: STATES[name].status, currentPhase: STATES[name].currentPhase });
        expect(entry.after).toMatchObject({ teamId: team.teamId, status: expected[name]!.status, currentPhase: expected[name]!.currentPhase });
      }
    });

    it('records the reason of an elimination on the team and in the trail; reactivating clears it', async () => {
      const [a, b] = await seedTeams(t, [STATES.active1, STATES.active2], { name: 'Reasoned' });
      const res = await act('eliminate', { teamIds: [a!.id, b!.teamId], reason: '  Plagiarism found in the submission  ' }).expect(200);
      expect(res.body.data.applied.map((x: PhaseTeam) => x.eliminationReason)).toEqual(['Plagiarism found in the submission', 'Plagiarism found in the submission']);
      const rows = await teamRows(t, [a!.id, b!.id]);
      expect(rows.get(a!.id)).toMatchObject({ status: 'ELIMINATED', eliminationReason: 'Plagiarism found in the submission', currentPhase: 1 });
      expect(rows.get(b!.id)).toMatchObject({ status: 'ELIMINATED', currentPhase: 2 });
      const trail = await auditRows(t, [a!.id]);
      expect(trail).toEqual([expect.objectContaining({ action: 'phase.eliminated', reason: 'Plagiarism found in the submission' })]);
      expect(trail[0]!.after).toMatchObject({ status: 'ELIMINATED', eliminationReason: 'Plagiarism found in the submission', eliminatedAt: expect.any(String) });
      expect(trail[0]!.before).toMatchObject({ status: 'ACTIVE', eliminationReason: null, eliminatedAt: null });

      // a blank reason is the spec's default
      const [c] = await seedTeams(t, [STATES.winner], { name: 'Blank reason' });
      await act('eliminate', { teamIds: [c!.id], reason: '   ' }).expect(200);
      expect((await teamRows(t, [c!.id])).get(c!.id)!.eliminationReason).toBe(DEFAULTS.eliminationReason);

      await act('reactivate', { teamIds: [a!.id] }).expect(200);
      expect((await teamRows(t, [a!.id])).get(a!.id)).toMatchObject({ status: 'ACTIVE', currentPhase: 1, eliminatedAt: null, eliminationReason: null });
      const reactivated = (await auditRows(t, [a!.id]))[1]!;
      expect(reactivated).toMatchObject({ action: 'phase.reactivated', reason: null });
      expect(reactivated.before).toMatchObject({ status: 'ELIMINATED', eliminationReason: 'Plagiarism found in the submission' });
    });

    it('counts a team named twice (by _id and by Team ID) once', async () => {
      const [team] = await seedTeams(t, [STATES.active1], { name: 'Twice' });
      const res = await act('promote-phase2', { teamIds: [team!.id, team!.teamId, team!.id.toUpperCase(), team!.teamId.toLowerCase()] }).expect(200);
      expect(res.body.data.applied).toHaveLength(1);
      expect(res.body.data.refused).toEqual([]);
      expect(await auditRows(t, [team!.id])).toHaveLength(1);
    });

    it('answers 409 with every refusal when no team can take the action, and writes nothing', async () => {
      const seeded = await seedTeams(t, [STATES.active2, STATES.eliminated1], { name: 'All refused' });
      const before = await teamRows(t, seeded.map((s) => s.id));
      const res = await act('promote-phase2', { teamIds: seeded.map((s) => s.id) }).expect(409);
      expect(res.body).toMatchObject({ success: false, message: PHASE_MSG.noneApplied('promote-phase2'), error: 'PHASE_TRANSITION_REFUSED' });
      expect(res.body.data.applied).toEqual([]);
      expect(res.body.data.refused.map((r: PhaseRefusal) => r.reason)).toEqual([
        PHASE_MSG.refusal('promote-phase2', 'ACTIVE', 2),
        PHASE_MSG.refusal('promote-phase2', 'ELIMINATED', 1),
      ]);
      const after = await teamRows(t, seeded.map((s) => s.id));
      for (const s of seeded) expect(phaseFields(after.get(s.id)!)).toEqual(phaseFields(before.get(s.id)!));
      expect(await auditRows(t, seeded.map((s) => s.id))).toEqual([]);
    });

    it('answers 404 when none of the named teams exists', async () => {
      const res = await act('eliminate', { teamIds: [randomUUID(), 'Q1234SR4'] }).expect(404);
      expect(res.body).toMatchObject({ success: false, message: API_MSG.teamNotFound });
      expect(res.body.data.refused).toHaveLength(2);
    });

    const tooMany = Array.from({ length: PHASE_BULK_MAX + 1 }, () => randomUUID());
    it.each([
      ['no body', {}, PHASE_MSG.selectTeamsFirst],
      ['no teams', { teamIds: [] }, PHASE_MSG.selectTeamsFirst],
      ['teamIds null', { teamIds: null }, PHASE_MSG.selectTeamsFirst],
      ['teamIds as text', { teamIds: 'A1001JR1' }, PHASE_MSG.teamIdsList],
      ['teamIds as an object', { teamIds: { 0: 'A1001JR1' } }, PHASE_MSG.teamIdsList],
      [`${PHASE_BULK_MAX + 1} teams`, { teamIds: tooMany }, PHASE_MSG.tooManyTeams],
      ['a malformed id', { teamIds: ['A1001JR1', "1' or '1'='1"] }, API_MSG.invalidTeamId],
      ['a number', { teamIds: [42] }, API_MSG.invalidTeamId],
      ['a null entry', { teamIds: [null] }, API_MSG.invalidTeamId],
      ['a nested list', { teamIds: [['A1001JR1']] }, API_MSG.invalidTeamId],
      ['an unknown field', { teamIds: ['A1001JR1'], status: 'WINNER' }, expect.stringContaining('status')],
    ])('refuses %s with 400 and its message', async (_label, body, message) => {
      const res = await act('promote-phase2', body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it.each([
      ['a reason too long', { reason: 'x'.repeat(201) }],
      ['a reason that is not text', { reason: 7 }],
      ['a reason as a list', { reason: ['Performance based'] }],
    ])('refuses an elimination with %s (400)', async (_label, extra) => {
      const [team] = await seedTeams(t, [STATES.active1], { name: 'Bad reason' });
      const res = await act('eliminate', { teamIds: [team!.id], ...extra }).expect(400);
      expect(res.body.message).toBe(PHASE_MSG.reasonText);
      expect((await teamRows(t, [team!.id])).get(team!.id)!.status).toBe('ACTIVE');
    });

    it('refuses malformed JSON with 400, never 500', async () => {
      const res = await t.request().post('/api/teams/phases/eliminate').set(bearer(admin)).set('Content-Type', 'application/json').send('{"teamIds": [');
      expect(res.status).toBe(400);
    });
  });

  describe('concurrency', () => {
    it('lets only one of two conflicting actions on a team apply (promote-finalist vs demote-phase2)', async () => {
      const seeded = await seedTeams(t, Array.from({ length: 6 }, () => STATES.active2), { name: 'Race' });
      const results = await Promise.all(
        seeded.flatMap((team) => [act('promote-finalist', { teamIds: [team.id] }), act('demote-phase2', { teamIds: [team.teamId] })]),
      );
      const rows = await teamRows(t, seeded.map((s) => s.id));
      for (const [i, team] of seeded.entries()) {
        const [promote, demote] = [results[2 * i]!, results[2 * i + 1]!];
        expect([promote.status, demote.status].sort()).toEqual([200, 409]);
        const row = rows.get(team.id)!;
        if (promote.status === 200) {
          expect(row).toMatchObject({ status: 'FINALIST', currentPhase: 3 });
          expect(demote.body.data.refused[0].reason).toBe(PHASE_MSG.refusal('demote-phase2', 'FINALIST', 3));
        } else {
          expect(row).toMatchObject({ status: 'ACTIVE', currentPhase: 1 });
          expect(promote.body.data.refused[0].reason).toBe(PHASE_MSG.refusal('promote-finalist', 'ACTIVE', 1));
        }
        const trail = await auditRows(t, [team.id]);
        expect(trail).toHaveLength(1);
        expect(trail[0]!.action).toBe(promote.status === 200 ? 'phase.promoted_finalist' : 'phase.demoted_phase2');
      }
    });

    it('applies the same promotion sent five times at once exactly once', async () => {
      const [team] = await seedTeams(t, [STATES.active1], { name: 'Five clicks' });
      const results = await Promise.all(Array.from({ length: 5 }, () => act('promote-phase2', { teamIds: [team!.id] })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(await auditRows(t, [team!.id])).toHaveLength(1);
      expect((await teamRows(t, [team!.id])).get(team!.id)!.currentPhase).toBe(2);
    });

    it('runs two bulk actions over the same teams in opposite orders without a deadlock or a 500', async () => {
      const seeded = await seedTeams(t, Array.from({ length: 8 }, () => STATES.active1), { name: 'Crossing' });
      const ids = seeded.map((s) => s.id);
      const [promote, eliminate] = await Promise.all([act('promote-phase2', { teamIds: ids }), act('eliminate', { teamIds: [...ids].reverse() })]);
      // whichever locks first wins; the promotion is refused (409) if the eliminations came first
      expect([200, 409]).toContain(promote.status);
      expect(eliminate.status).toBe(200);
      expect(eliminate.body.data.applied).toHaveLength(8);
      const rows = await teamRows(t, ids);
      for (const id of ids) expect(rows.get(id)!.status).toBe('ELIMINATED');
    });
  });

  describe('PUT /teams/phases/{id}/score', () => {
    it('sets the phase score and the total (the sum of the phase scores), and audits before and after', async () => {
      const [team] = await seedTeams(t, [{ ...STATES.active2, phase1Score: 70 }], { name: 'Scored' });
      const res = await putScore(team!.id, { phase: 2, score: 85 }).expect(200);
      expect(res.body.message).toBe(PHASE_MSG.scoreUpdated);
      expect(res.body.data).toMatchObject({ _id: team!.id, phaseScores: { phase1: 70, phase2: 85, phase3: null }, totalScore: 155 });
      expect((await teamRows(t, [team!.id])).get(team!.id)).toMatchObject({ phase1Score: 70, phase2Score: 85, totalScore: 155 });

      // by Team ID, and the edges 0 and 100
      await putScore(team!.teamId, { phase: 1, score: 0 }).expect(200);
      const top = await putScore(team!.teamId.toLowerCase(), { phase: 2, score: 100 }).expect(200);
      expect(top.body.data).toMatchObject({ phaseScores: { phase1: 0, phase2: 100 }, totalScore: 100 });

      const trail = await auditRows(t, [team!.id]);
      expect(trail.map((e) => e.action)).toEqual(['phase.score_updated', 'phase.score_updated', 'phase.score_updated']);
      expect(trail[0]).toMatchObject({
        actorId: ADMIN.sub,
        schoolCode: team!.schoolCode,
        before: { teamId: team!.teamId, teamName: team!.teamName, phase: 2, phase2Score: null, totalScore: 70 },
        after: { teamId: team!.teamId, teamName: team!.teamName, phase: 2, phase2Score: 85, totalScore: 155 },
      });
      expect(trail[1]).toMatchObject({ before: { phase: 1, phase1Score: 70, totalScore: 155 }, after: { phase: 1, phase1Score: 0, totalScore: 85 } });
    });

    it('writes nothing (no audit row) when the score does not change', async () => {
      const [team] = await seedTeams(t, [{ ...STATES.active1, phase1Score: 42 }], { name: 'Unchanged' });
      const before = await teamRows(t, [team!.id]);
      const res = await putScore(team!.id, { phase: 1, score: 42 }).expect(200);
      expect(res.body.message).toBe(PHASE_MSG.scoreUnchanged);
      expect(res.body.data.phaseScores.phase1).toBe(42);
      expect(phaseFields((await teamRows(t, [team!.id])).get(team!.id)!)).toEqual(phaseFields(before.get(team!.id)!));
      expect(await auditRows(t, [team!.id])).toEqual([]);
    });

    it('scores an eliminated team for the phases it reached, but refuses a phase it never reached (409)', async () => {
      const [out, early] = await seedTeams(t, [STATES.eliminated1, STATES.active1], { name: 'Reach' });
      await putScore(out!.id, { phase: 1, score: 12 }).expect(200);
      const res = await putScore(early!.id, { phase: 2, score: 50 }).expect(409);
      expect(res.body.message).toBe(PHASE_MSG.notReachedPhase(2));
      expect(await auditRows(t, [early!.id])).toEqual([]);
    });

    it.each([
      ['-1', { phase: 1, score: -1 }, PHASE_MSG.score],
      ['101', { phase: 1, score: 101 }, PHASE_MSG.score],
      ['50.5', { phase: 1, score: 50.5 }, PHASE_MSG.score],
      ["'50' (text)", { phase: 1, score: '50' }, PHASE_MSG.score],
      ['true', { phase: 1, score: true }, PHASE_MSG.score],
      ['a missing score', { phase: 1 }, PHASE_MSG.scoreRequired],
      ['a null score', { phase: 1, score: null }, PHASE_MSG.scoreRequired],
      ['a missing phase', { score: 50 }, PHASE_MSG.phaseRequired],
      ['phase 0', { phase: 0, score: 50 }, PHASE_MSG.phase],
      ['phase 4', { phase: 4, score: 50 }, PHASE_MSG.phase],
      ["phase '1' (text)", { phase: '1', score: 50 }, PHASE_MSG.phase],
      ['an unknown field', { phase: 1, score: 50, totalScore: 300 }, expect.stringContaining('totalScore')],
    ])('refuses a score of %s with 400 and its message, writing nothing', async (_label, body, message) => {
      const [team] = await seedTeams(t, [STATES.active1], { name: 'Bad score' });
      const res = await putScore(team!.id, body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect((await teamRows(t, [team!.id])).get(team!.id)!.phase1Score).toBeNull();
      expect(await auditRows(t, [team!.id])).toEqual([]);
    });

    it('answers 400 for a malformed id and 404 for an unknown team', async () => {
      expect((await putScore('x%27--', { phase: 1, score: 5 }).expect(400)).body.message).toBe(API_MSG.invalidTeamId);
      expect((await putScore(randomUUID(), { phase: 1, score: 5 }).expect(404)).body.message).toBe(API_MSG.teamNotFound);
      expect((await putScore('Z9999JR1', { phase: 1, score: 5 }).expect(404)).body.message).toBe(API_MSG.teamNotFound);
    });

    it('applies concurrent scores of one team one after the other: each audit row starts where the last ended', async () => {
      const [team] = await seedTeams(t, [STATES.active1], { name: 'Score race' });
      const scores = [11, 22, 33, 44, 55];
      await Promise.all(scores.map((score) => putScore(team!.id, { phase: 1, score }).expect(200)));
      const trail = await auditRows(t, [team!.id]);
      expect(trail).toHaveLength(5);
      for (let i = 1; i < trail.length; i++) expect((trail[i]!.before as Record<string, unknown>).phase1Score).toBe((trail[i - 1]!.after as Record<string, unknown>).phase1Score);
      const final = (await teamRows(t, [team!.id])).get(team!.id)!;
      expect(final.phase1Score).toBe((trail[4]!.after as Record<string, unknown>).phase1Score);
      expect(final.totalScore).toBe(final.phase1Score);
    });
  });
});

/** Auto-eliminate on its own database: it acts on every team of a phase. */
describe('POST /teams/phases/auto-eliminate', () => {
  let t: TestApp;
  let admin: string;
  let phase1: SeededTeam[];
  let phase2: SeededTeam[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.tokenFor({ sub: ADMIN.sub, role: 'admin', email: ADMIN.email });
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  beforeEach(async () => {
    await t.db.delete(teams);
    phase1 = await seedTeams(t, [
      { ...STATES.active1, phase1Score: 10 }, // 0: below
      { ...STATES.active1, phase1Score: 39 }, // 1: below
      { ...STATES.active1, phase1Score: 40 }, // 2: at the threshold: stays
      { ...STATES.active1, phase1Score: null }, // 3: unscored: stays
      { ...STATES.inactive1, phase1Score: 20 }, // 4: below (inactive teams compete too)
      { ...STATES.eliminated1, phase1Score: 5 }, // 5: already eliminated
      { ...STATES.active1, phase1Score: 95 }, // 6: above
    ]);
    phase2 = await seedTeams(t, [
      { ...STATES.active2, phase1Score: 30, phase2Score: 15 }, // in phase 2: phase 1 score does not count for phase 1
      { ...STATES.active2, phase1Score: 80, phase2Score: 55 },
      { ...STATES.finalist, phase1Score: 90, phase2Score: 20, phase3Score: 10 },
      { ...STATES.winner, phase1Score: 90, phase2Score: 90, phase3Score: 5 },
    ]);
  });

  const auto = (body: unknown) => t.request().post('/api/teams/phases/auto-eliminate').set(bearer(admin)).send(body as object);
  const allIds = () => [...phase1, ...phase2].map((s) => s.id);

  it('previews (phase 1 by default) without changing anything, lowest score first', async () => {
    const before = await teamRows(t, allIds());
    for (const body of [{ threshold: 40 }, { threshold: 40, phase: 1, confirm: false }]) {
      const res = await auto(body).expect(200);
      expect(res.body.message).toBe(PHASE_MSG.autoEliminatePreview(3, 1, 40));
      expect(res.body.data).toMatchObject({ confirmed: false, phase: 1, threshold: 40, total: 3, unscored: 1, applied: [], refused: [], reason: PHASE_MSG.autoEliminationReason(1, 40) });
      expect(res.body.data.candidates.map((x: PhaseTeam) => x._id)).toEqual([phase1[0]!.id, phase1[4]!.id, phase1[1]!.id]);
    }
    const after = await teamRows(t, allIds());
    for (const id of allIds()) expect(phaseFields(after.get(id)!)).toEqual(phaseFields(before.get(id)!));
    expect(await auditRows(t, allIds())).toEqual([]);
  });

  it('with confirm, eliminates exactly the teams below the threshold at that moment, with the reason, and audits each', async () => {
    await auto({ threshold: 40 }).expect(200);
    // after the preview, one candidate is re-scored above the threshold and one team drops below it
    await t.db.update(teams).set({ phase1Score: 60, totalScore: 60 }).where(eq(teams.id, phase1[1]!.id));
    await t.db.update(teams).set({ phase1Score: 3, totalScore: 3 }).where(eq(teams.id, phase1[6]!.id));

    const res = await auto({ threshold: 40, confirm: true }).expect(200);
    const expected = [phase1[0]!, phase1[4]!, phase1[6]!].map((s) => s.id).sort();
    expect(res.body.message).toBe(PHASE_MSG.autoEliminated(3, 1, 40));
    expect(res.body.data).toMatchObject({ confirmed: true, total: 3, unscored: 1, candidates: [], refused: [] });
    expect(res.body.data.applied.map((x: PhaseTeam) => x._id).sort()).toEqual(expected);

    const rows = await teamRows(t, allIds());
    const eliminatedNow = allIds().filter((id) => rows.get(id)!.status === 'ELIMINATED' && rows.get(id)!.eliminationReason === PHASE_MSG.autoEliminationReason(1, 40));
    expect(eliminatedNow.sort()).toEqual(expected);
    expect(rows.get(phase1[4]!.id)).toMatchObject({ status: 'ELIMINATED', currentPhase: 1, eliminatedAt: expect.any(Date) });
    expect(rows.get(phase1[5]!.id)!.eliminationReason).toBe('Performance based'); // the earlier elimination is kept

    const trail = await auditRows(t, allIds());
    expect(trail.map((e) => e.entityId).sort()).toEqual(expected);
    for (const entry of trail) {
      expect(entry).toMatchObject({ action: 'phase.auto_eliminated', reason: PHASE_MSG.autoEliminationReason(1, 40), actorId: ADMIN.sub, actorRole: 'admin' });
      expect(entry.after).toMatchObject({ status: 'ELIMINATED' });
      expect((entry.before as { status: string }).status).not.toBe('ELIMINATED');
    }

    // a second run finds no one: 200, nothing written
    const again = await auto({ threshold: 40, confirm: true }).expect(200);
    expect(again.body.data).toMatchObject({ total: 0, applied: [] });
    expect(await auditRows(t, allIds())).toHaveLength(3);
  });

  it('works on the phase asked for: phase 2 (active teams) and the finale (finalists, never the winner)', async () => {
    const two = await auto({ threshold: 50, phase: 2, confirm: true }).expect(200);
    expect(two.body.data.applied.map((x: PhaseTeam) => x._id)).toEqual([phase2[0]!.id]);
    const three = await auto({ threshold: 50, phase: 3, confirm: true }).expect(200);
    expect(three.body.data.applied.map((x: PhaseTeam) => x._id)).toEqual([phase2[2]!.id]);
    expect((await teamRows(t, [phase2[3]!.id])).get(phase2[3]!.id)!.status).toBe('WINNER');
  });

  it('threshold 0 eliminates no one', async () => {
    const res = await auto({ threshold: 0, confirm: true }).expect(200);
    expect(res.body.data.total).toBe(0);
    expect(await auditRows(t, allIds())).toEqual([]);
  });

  it.each([
    ['no threshold', {}, PHASE_MSG.thresholdRequired],
    ['threshold -1', { threshold: -1 }, PHASE_MSG.threshold],
    ['threshold 101', { threshold: 101 }, PHASE_MSG.threshold],
    ['threshold 50.5', { threshold: 50.5 }, PHASE_MSG.threshold],
    ["threshold '50'", { threshold: '50' }, PHASE_MSG.threshold],
    ['phase 4', { threshold: 50, phase: 4 }, PHASE_MSG.phase],
    ["phase '2'", { threshold: 50, phase: '2' }, PHASE_MSG.phase],
    ["confirm 'yes'", { threshold: 50, confirm: 'yes' }, API_MSG.mustBeBoolean],
    ['an unknown field', { threshold: 50, status: 'ACTIVE' }, expect.stringContaining('status')],
  ])('refuses %s with 400 and its message, changing nothing', async (_label, body, message) => {
    const res = await auto(body).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
    // the same mistake with confirm: true is refused as well
    if (!('confirm' in body)) expect((await auto({ ...body, confirm: true })).status).toBe(400);
    expect(await auditRows(t, allIds())).toEqual([]);
  });

  it('is refused to every role but the admin', async () => {
    const others = t.tokensForAllRoles({ region_admin: { region: 'Agra' }, school_admin: { schoolCode: phase1[0]!.schoolCode } });
    for (const role of ['super_admin', 'region_admin', 'school_admin', 'mentor', 'team'] as const) {
      await t.request().post('/api/teams/phases/auto-eliminate').set(bearer(others[role])).send({ threshold: 100, confirm: true }).expect(403);
    }
    await t.request().post('/api/teams/phases/auto-eliminate').send({ threshold: 100, confirm: true }).expect(401);
    expect(await auditRows(t, allIds())).toEqual([]);
  });
});
