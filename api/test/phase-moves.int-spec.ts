import { PHASE_MOVE_MSG, PHASE_MOVE_UNDO_MINUTES, PHASE_MSG, ROLES, type PhaseActionResult, type PhaseTeam } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { phaseMoves, teams } from '../src/database/schema';
import { createTestApp, type TestApp } from './support';
import { HOOK_TIMEOUT_MS } from './support/fixtures-auth';
import { ADMIN, auditRows, phaseTokens, seedTeams, STATES, teamRows } from './phases-fixtures';

jest.setTimeout(120_000);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Issue 25, "Moves you can trust": a bulk move is recorded and can be undone for a few minutes. */
describe('undo of a bulk phase move', () => {
  let t: TestApp;
  let tokens: ReturnType<typeof phaseTokens>;

  beforeAll(async () => {
    t = await createTestApp();
    const [anchor] = await seedTeams(t, [STATES.active1], { region: 'Agra', name: 'Undo Anchor' });
    tokens = phaseTokens(t, { code: anchor!.schoolCode, region: 'Agra' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => t?.close());

  const act = (action: string, teamIds: string[]) => t.request().post(`/api/teams/phases/${action}`).set(bearer(tokens.admin)).send({ teamIds });
  const undo = (id: string, token = tokens.admin) => t.request().post(`/api/teams/phases/moves/${id}/undo`).set(bearer(token)).send({});
  const stateOf = (row: typeof teams.$inferSelect) => ({
    status: row.status,
    currentPhase: row.currentPhase,
    phase1Qualified: row.phase1Qualified,
    phase2Qualified: row.phase2Qualified,
    finalistQualified: row.finalistQualified,
    eliminatedAt: row.eliminatedAt?.toISOString() ?? null,
    eliminationReason: row.eliminationReason,
  });

  it('answers each bulk move with its id and the end of the undo window', async () => {
    const seeded = await seedTeams(t, [STATES.active1, STATES.active1], { name: 'Move Ref' });
    const res = await act('promote-phase2', seeded.map((s) => s.id)).expect(200);
    const result = res.body.data as PhaseActionResult;
    expect(result.move).toMatchObject({ teams: 2 });
    const minutes = (Date.parse(result.move!.undoUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PHASE_MOVE_UNDO_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PHASE_MOVE_UNDO_MINUTES);
  });

  it('puts back exactly the moved teams (and not a refused one or a bystander), audited per team', async () => {
    const seeded = await seedTeams(t, [STATES.active1, STATES.active2, STATES.eliminated1, STATES.active1], { name: 'Undo Exact' });
    const [a, b, refused, bystander] = seeded;
    const before = await teamRows(t, seeded.map((s) => s.id));
    // a and the bystander: Phase 1 -> 2; b (already in Phase 2) and the eliminated team are refused
    const moved = await act('promote-phase2', [a!.id, b!.id, refused!.id]).expect(200);
    expect((moved.body.data as PhaseActionResult).applied.map((team) => team._id)).toEqual([a!.id]);
    await act('promote-phase2', [bystander!.id]).expect(200);

    const res = await undo((moved.body.data as PhaseActionResult).move!.id).expect(200);
    expect(res.body.message).toBe(PHASE_MOVE_MSG.undone(1));
    expect(res.body.data.restored.map((team: PhaseTeam) => team.teamId)).toEqual([a!.teamId]);

    const after = await teamRows(t, seeded.map((s) => s.id));
    expect(stateOf(after.get(a!.id)!)).toEqual(stateOf(before.get(a!.id)!));
    expect(stateOf(after.get(b!.id)!)).toEqual(stateOf(before.get(b!.id)!));
    expect(stateOf(after.get(refused!.id)!)).toEqual(stateOf(before.get(refused!.id)!));
    expect(after.get(bystander!.id)!.currentPhase).toBe(2);

    const trail = (await auditRows(t, [a!.id])).filter((row) => row.action === 'phase.move_undone');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorId: ADMIN.sub, actorRole: 'admin', entityType: 'team', schoolCode: a!.schoolCode });
    expect(trail[0]!.before).toMatchObject({ teamId: a!.teamId, currentPhase: 2 });
    expect(trail[0]!.after).toMatchObject({ teamId: a!.teamId, teamName: a!.teamName, currentPhase: 1, status: 'ACTIVE' });
  });

  it('restores an elimination with its time and reason cleared again, and a reactivation with the old reason', async () => {
    const [team] = await seedTeams(t, [STATES.eliminated3], { name: 'Undo Reactivate' });
    const before = await teamRows(t, [team!.id]);
    const res = await act('reactivate', [team!.id]).expect(200);
    await undo((res.body.data as PhaseActionResult).move!.id).expect(200);
    const after = await teamRows(t, [team!.id]);
    expect(stateOf(after.get(team!.id)!)).toEqual(stateOf(before.get(team!.id)!));
  });

  it('refuses with 409 when a moved team changed since (a later move or a score), naming it; nothing changes', async () => {
    const seeded = await seedTeams(t, [STATES.active1, STATES.active1], { name: 'Undo Changed' });
    const [kept, scored] = seeded;
    const res = await act('promote-phase2', seeded.map((s) => s.id)).expect(200);
    const moveId = (res.body.data as PhaseActionResult).move!.id;
    await t.request().put(`/api/teams/phases/${scored!.id}/score`).set(bearer(tokens.admin)).send({ phase: 2, score: 70 }).expect(200);
    const before = await teamRows(t, seeded.map((s) => s.id));

    const refused = await undo(moveId).expect(409);
    expect(refused.body).toMatchObject({ success: false, error: 'PHASE_UNDO_REFUSED', data: { reason: 'changed' } });
    expect(refused.body.message).toBe(PHASE_MOVE_MSG.changedSince(1, `${scored!.teamId} ${scored!.teamName}`));
    expect(refused.body.data.changed).toEqual([
      { teamId: scored!.teamId, _id: scored!.id, teamName: scored!.teamName, reason: PHASE_MOVE_MSG.changedReason('ACTIVE', 2) },
    ]);
    const after = await teamRows(t, seeded.map((s) => s.id));
    for (const s of [kept!, scored!]) expect(after.get(s.id)!.updatedAt.toISOString()).toBe(before.get(s.id)!.updatedAt.toISOString());
    expect((await auditRows(t, [kept!.id])).some((row) => row.action === 'phase.move_undone')).toBe(false);

    // a later move of the same team makes the first move's undo impossible too
    const [other] = await seedTeams(t, [STATES.active1], { name: 'Undo Later Move' });
    const first = await act('promote-phase2', [other!.id]).expect(200);
    await act('demote-phase2', [other!.id]).expect(200);
    const late = await undo((first.body.data as PhaseActionResult).move!.id).expect(409);
    expect(late.body.data.reason).toBe('changed');
    expect((await teamRows(t, [other!.id])).get(other!.id)!.currentPhase).toBe(1);
  });

  it('refuses with 409 after the window and after an undo (once only)', async () => {
    const [late, twice] = await seedTeams(t, [STATES.active1, STATES.active1], { name: 'Undo Window' });
    const lateMove = (await act('promote-phase2', [late!.id]).expect(200)).body.data as PhaseActionResult;
    // the window passing, without waiting: its end moved into the past
    await t.db.update(phaseMoves).set({ undoUntil: sql`now() - interval '1 second'` }).where(eq(phaseMoves.id, lateMove.move!.id));
    const expired = await undo(lateMove.move!.id).expect(409);
    expect(expired.body).toMatchObject({ message: PHASE_MOVE_MSG.expired(), data: { reason: 'expired', changed: [] } });
    expect((await teamRows(t, [late!.id])).get(late!.id)!.currentPhase).toBe(2);

    const twiceMove = (await act('promote-phase2', [twice!.id]).expect(200)).body.data as PhaseActionResult;
    await undo(twiceMove.move!.id).expect(200);
    const again = await undo(twiceMove.move!.id).expect(409);
    expect(again.body).toMatchObject({ message: PHASE_MOVE_MSG.alreadyUndone(), data: { reason: 'undone' } });
    expect((await auditRows(t, [twice!.id])).filter((row) => row.action === 'phase.move_undone')).toHaveLength(1);
  });

  it('answers 400 for a malformed id and 404 for an unknown move', async () => {
    const bad = await undo('not-a-move').expect(400);
    expect(bad.body.message).toBe(PHASE_MOVE_MSG.invalidId());
    const unknown = await undo('6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e').expect(404);
    expect(unknown.body.message).toBe(PHASE_MOVE_MSG.notFound());
  });

  it('lets only the admin undo; everyone else gets 403 and the teams stay moved', async () => {
    const [team] = await seedTeams(t, [STATES.active1], { name: 'Undo Roles' });
    const move = ((await act('promote-phase2', [team!.id]).expect(200)).body.data as PhaseActionResult).move!;
    await t.request().post(`/api/teams/phases/moves/${move.id}/undo`).send({}).expect(401);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const res = await undo(move.id, tokens[role]);
      expect([role, res.status]).toEqual([role, 403]);
    }
    expect((await teamRows(t, [team!.id])).get(team!.id)!.currentPhase).toBe(2);
    await undo(move.id).expect(200);
    expect((await teamRows(t, [team!.id])).get(team!.id)!.currentPhase).toBe(1);
  });

  it('names refused teams by Team ID and name, whatever reference was sent', async () => {
    const [team] = await seedTeams(t, [STATES.finalist], { name: 'Refused By Name' });
    const res = await act('promote-phase2', [team!.id]).expect(409);
    expect(res.body.data.refused).toEqual([
      { teamId: team!.teamId, _id: team!.id, teamName: team!.teamName, reason: PHASE_MSG.refusal('promote-phase2', 'FINALIST', 3) },
    ]);
  });

  it("filters the list to the teams not yet scored for the phase they are in ('unscored'), and 'scored'", async () => {
    const seeded = await seedTeams(
      t,
      [
        { status: 'ACTIVE', currentPhase: 1, phase1Score: null },
        { status: 'ACTIVE', currentPhase: 1, phase1Score: 40 },
        { status: 'ACTIVE', currentPhase: 2, phase1Score: 50, phase2Score: null },
        { status: 'FINALIST', currentPhase: 3, phase1Score: 60, phase2Score: 70, phase3Score: 80 },
      ],
      { name: 'Score Filter' },
    );
    const names = async (score: string) => {
      const res = await t.request().get(`/api/teams/phases/list?search=Score%20Filter&limit=100&score=${score}`).set(bearer(tokens.admin)).expect(200);
      return (res.body.data.items as PhaseTeam[]).map((team) => team.teamId).sort();
    };
    expect(await names('unscored')).toEqual([seeded[0]!.teamId, seeded[2]!.teamId].sort());
    expect(await names('scored')).toEqual([seeded[1]!.teamId, seeded[3]!.teamId].sort());
    expect(await names('all')).toHaveLength(4);
    await t.request().get('/api/teams/phases/list?score=maybe').set(bearer(tokens.admin)).expect(400);
  });
});
