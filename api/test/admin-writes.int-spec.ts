import { API_MSG, MSG, type Team } from '@hackathon/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { auditLog, mentors, teams } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, freshSchool, memberBody, mentorBody, setLocks, teamBody, tokensFor, type FreshSchool, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** PUT /admin/teams/{id} (Edit Team, assign mentor), PUT /admin/teams/{id}/status, and their audit entries. */
describe('admin team writes', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  beforeEach(() => setLocks(t, { teamsLocked: false, mentorsLocked: false }));

  const adminPut = (s: FreshSchool, id: string, body: object) => t.request().put(`/api/admin/teams/${id}`).set(bearer(s.tokens.admin)).send(body);
  const statusPut = (s: FreshSchool, id: string, body: object) => t.request().put(`/api/admin/teams/${id}/status`).set(bearer(s.tokens.admin)).send(body);
  const auditOf = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
  const auditTotal = async () => ((await t.db.select({ n: count() }).from(auditLog)) as [{ n: number }])[0].n;
  const teamRow = async (id: string) => (await t.db.select().from(teams).where(eq(teams.id, id)))[0]!;

  async function newTeam(s: FreshSchool, overrides: Record<string, unknown> = {}): Promise<Team> {
    const res = await t.request().post('/api/teams').set(bearer(s.tokens.school_admin)).send(teamBody(s.code, overrides)).expect(201);
    return res.body.data as Team;
  }

  async function newMentor(s: FreshSchool, overrides: Record<string, unknown> = {}): Promise<{ _id: string; mentorId: string }> {
    const res = await t.request().post('/api/mentors').set(bearer(s.tokens.school_admin)).send(mentorBody(s.code, overrides)).expect(201);
    return res.body.data;
  }

  describe('roles', () => {
    it('lets only the admin write (super and region admins are view-only, spec section 6)', async () => {
      const s = await freshSchool(t, 'Agra');
      const team = await newTeam(s);
      await expectRoleMatrix(
        t,
        [
          { method: 'put', path: `/api/admin/teams/${team._id}`, allowed: ['admin'], body: { assignedMentor: null } },
          { method: 'put', path: `/api/admin/teams/${team._id}/status`, allowed: ['admin'], body: { status: 'ACTIVE' } },
        ],
        s.tokens,
      );
      // the refused callers wrote nothing: the team is as created, and only the admin's no-op calls ran
      const row = await teamRow(team._id);
      expect(row.status).toBe('ACTIVE');
      expect((await auditOf(team._id)).map((a) => a.action)).toEqual(['team.created']);
    });
  });

  describe('PUT /api/admin/teams/{id}: Edit Team', () => {
    it("edits name, category and members with the school form's rules and records before and after", async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const members = [memberBody(1, 11), memberBody(2, 12, false)];
      const res = await adminPut(s, team._id, { teamName: 'Sky Walkers', category: 'sr', members, updatedAt: team.updatedAt }).expect(200);
      expect(res.body.message).toBe(MSG.adminTeamUpdated);
      expect(res.body.data).toMatchObject({ _id: team._id, teamName: 'Sky Walkers', category: 'sr', teamId: `A${s.code}SR1` });
      expect(res.body.data.members).toHaveLength(2);
      expect(new Date(res.body.data.updatedAt).getTime()).toBeGreaterThan(new Date(team.updatedAt).getTime());

      const entries = await auditOf(team._id);
      const edit = entries.at(-1)!;
      expect(edit).toMatchObject({ action: 'team.updated', entityType: 'team', schoolCode: s.code, actorRole: 'admin' });
      expect(edit.before).toMatchObject({ teamName: 'Robo Rangers', category: 'jr', teamId: `A${s.code}JR1` });
      expect(edit.after).toMatchObject({ teamName: 'Sky Walkers', category: 'sr', teamId: `A${s.code}SR1` });
      expect((edit.after as { members: unknown[] }).members).toHaveLength(2);
      // only what changed is recorded
      expect(Object.keys(edit.after!).sort()).toEqual(['category', 'members', 'teamId', 'teamName']);
      expect(JSON.stringify(edit)).not.toMatch(/argon2|passwordHash/);
    });

    it.each([
      ['no leader', (u: string) => ({ members: [memberBody(1, 9, false), memberBody(2, 9, false)], updatedAt: u }), MSG.exactlyOneLeader],
      ['two leaders', (u: string) => ({ members: [memberBody(1, 9, true), memberBody(2, 9, true)], updatedAt: u }), MSG.exactlyOneLeader],
      ['a senior class in a junior team', (u: string) => ({ members: [memberBody(1, 11)], updatedAt: u }), MSG.juniorClass],
      ['duplicate student IDs', (u: string) => ({ members: [memberBody(1, 9), { ...memberBody(2, 9), studentId: 'stu-1' }], updatedAt: u }), MSG.studentIdUnique],
      ['no members', (u: string) => ({ members: [], updatedAt: u }), MSG.atLeastOneMember],
      ['a blank team name', (u: string) => ({ teamName: '  ', updatedAt: u }), MSG.required],
      ['a bad category', (u: string) => ({ category: 'mid', updatedAt: u }), API_MSG.invalidCategory],
      ['a category its members do not fit', (u: string) => ({ category: 'sr', updatedAt: u }), MSG.seniorClass],
      ['fields without updatedAt', () => ({ teamName: 'New name' }), API_MSG.teamUpdatedAtRequired],
      ['a malformed updatedAt', () => ({ teamName: 'New name', updatedAt: 'yesterday' }), API_MSG.teamUpdatedAtInvalid],
      ['an empty body', () => ({}), API_MSG.adminTeamNothingToUpdate],
    ])('refuses %s with 400 and its message, writing nothing (no audit row)', async (_label, body, message) => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const before = await teamRow(team._id);
      const total = await auditTotal();
      const res = await adminPut(s, team._id, body(team.updatedAt)).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await teamRow(team._id)).toEqual(before);
      expect(await auditTotal()).toBe(total);
    });

    it('refuses fields the admin path does not take (password, schoolCode) with 400', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      for (const extra of [{ password: 'newpass123' }, { schoolCode: s.code }, { teamEmail: 'a@b.test' }]) {
        const res = await adminPut(s, team._id, { teamName: 'X', updatedAt: team.updatedAt, ...extra }).expect(400);
        expect(res.body.message).toContain(Object.keys(extra)[0]);
      }
      expect((await teamRow(team._id)).teamName).toBe('Robo Rangers');
    });

    it('answers 400 for a malformed id and 404 for an unknown team', async () => {
      const s = await freshSchool(t);
      expect((await adminPut(s, 'not a team', { assignedMentor: null }).expect(400)).body.message).toBe(API_MSG.invalidTeamId);
      expect((await adminPut(s, '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', { assignedMentor: null }).expect(404)).body.message).toBe(API_MSG.teamNotFound);
    });

    it('takes the Team ID as well as the _id', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const res = await adminPut(s, team.teamId.toLowerCase(), { teamName: 'By Team ID', updatedAt: team.updatedAt }).expect(200);
      expect(res.body.data.teamName).toBe('By Team ID');
    });

    it('refuses a stale edit with 409 and writes nothing', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      await adminPut(s, team._id, { teamName: 'First save', updatedAt: team.updatedAt }).expect(200);
      const total = await auditTotal();
      const stale = await adminPut(s, team._id, { teamName: 'Second save', updatedAt: team.updatedAt }).expect(409);
      expect(stale.body).toMatchObject({ success: false, message: API_MSG.teamStale });
      expect((await teamRow(team._id)).teamName).toBe('First save');
      expect(await auditTotal()).toBe(total);
    });

    it('of two concurrent conflicting edits of one team, exactly one wins and the other is told (409)', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const results = await Promise.all(
        ['Alpha', 'Beta', 'Gamma'].map((name) => adminPut(s, team._id, { teamName: name, members: [memberBody(1, 9), memberBody(2, 10, false)], updatedAt: team.updatedAt })),
      );
      const won = results.filter((r) => r.status === 200);
      const lost = results.filter((r) => r.status !== 200);
      expect(won).toHaveLength(1);
      expect(lost.map((r) => [r.status, r.body.message])).toEqual([
        [409, API_MSG.teamStale],
        [409, API_MSG.teamStale],
      ]);
      expect((await teamRow(team._id)).teamName).toBe(won[0]!.body.data.teamName);
      expect((await auditOf(team._id)).filter((a) => a.action === 'team.updated')).toHaveLength(1);
    });

    it('a status change in between makes an open Edit Team dialog stale', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      await statusPut(s, team._id, { status: 'INACTIVE' }).expect(200);
      expect((await adminPut(s, team._id, { teamName: 'Late', updatedAt: team.updatedAt }).expect(409)).body.message).toBe(API_MSG.teamStale);
    });
  });

  describe('PUT /api/admin/teams/{id}: assign mentor', () => {
    it('assigns an active mentor of the same school, refuses another school, an inactive or a FULL mentor, and removes with null', async () => {
      const s = await freshSchool(t);
      const other = await freshSchool(t);
      const [t1, t2, t3] = [await newTeam(s, { teamName: 'One' }), await newTeam(s, { teamName: 'Two' }), await newTeam(s, { teamName: 'Three' })];
      const active = await newMentor(s);
      const inactive = await newMentor(s, { isActive: false });
      const foreign = await newMentor(other);

      const assigned = await adminPut(s, t1._id, { assignedMentor: active._id }).expect(200);
      expect(assigned.body.message).toBe(MSG.mentorAssigned);
      expect(assigned.body.data.assignedMentor).toBe(active._id);
      const entry = (await auditOf(t1._id)).at(-1)!;
      expect(entry).toMatchObject({ action: 'team.mentor_assigned', before: { assignedMentor: null } });
      expect(entry.after).toEqual({ assignedMentor: { _id: active._id, mentorId: active.mentorId, name: expect.any(String) } });

      const total = await auditTotal();
      for (const [ref, message] of [
        [foreign._id, API_MSG.mentorNotAvailable],
        [foreign.mentorId, API_MSG.mentorNotAvailable],
        [inactive._id, API_MSG.mentorNotAvailable],
      ] as const) {
        const res = await adminPut(s, t2._id, { assignedMentor: ref }).expect(400);
        expect(res.body.message).toBe(message);
      }
      // by mentorId as well as _id; the second team fills the mentor (capacity 2)
      await adminPut(s, t2._id, { assignedMentor: active.mentorId }).expect(200);
      const full = await adminPut(s, t3._id, { assignedMentor: active._id }).expect(400);
      expect(full.body.message).toBe(API_MSG.mentorFull);
      expect((await teamRow(t3._id)).assignedMentorId).toBeNull();
      // the refusals wrote nothing; the one assignment wrote one row
      expect(await auditTotal()).toBe(total + 1);

      const removed = await adminPut(s, t1._id, { assignedMentor: null }).expect(200);
      expect(removed.body.message).toBe(MSG.mentorRemoved);
      expect(removed.body.data.assignedMentor).toBeNull();
      expect((await auditOf(t1._id)).at(-1)).toMatchObject({ action: 'team.mentor_removed', after: { assignedMentor: null } });
      // a freed place: the third team can have the mentor now
      await adminPut(s, t3._id, { assignedMentor: active._id }).expect(200);
    });

    it('keeps the capacity under concurrent assignments: at most 2 teams per mentor', async () => {
      const s = await freshSchool(t);
      const list = [await newTeam(s), await newTeam(s), await newTeam(s), await newTeam(s)];
      const mentor = await newMentor(s);
      const results = await Promise.all(list.map((team) => adminPut(s, team._id, { assignedMentor: mentor._id })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(2);
      expect(results.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual([API_MSG.mentorFull, API_MSG.mentorFull]);
      const [{ n }] = (await t.db.select({ n: count() }).from(teams).where(eq(teams.assignedMentorId, mentor._id))) as [{ n: number }];
      expect(n).toBe(2);
    });
  });

  describe('PUT /api/admin/teams/{id}/status', () => {
    it('marks a team inactive and active again, recording each change; the same status writes nothing', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const res = await statusPut(s, team._id, { status: 'inactive' }).expect(200);
      expect(res.body).toMatchObject({ success: true, message: MSG.teamStatusUpdated, data: { _id: team._id, status: 'INACTIVE' } });
      expect(res.body.data.school).toBeUndefined();
      await statusPut(s, team._id, { status: 'SUSPENDED' }).expect(200);
      await statusPut(s, team._id, { status: 'ACTIVE' }).expect(200);
      const total = await auditTotal();
      await statusPut(s, team._id, { status: 'ACTIVE' }).expect(200);
      expect(await auditTotal()).toBe(total);
      const changes = (await auditOf(team._id)).filter((a) => a.action === 'team.status_changed');
      expect(changes.map((c) => [c.before, c.after])).toEqual([
        [{ status: 'ACTIVE' }, { status: 'INACTIVE' }],
        [{ status: 'INACTIVE' }, { status: 'SUSPENDED' }],
        [{ status: 'SUSPENDED' }, { status: 'ACTIVE' }],
      ]);
      expect(changes[0]).toMatchObject({ actorRole: 'admin', schoolCode: s.code, entityType: 'team' });
    });

    it.each([
      ['ELIMINATED (Phase Management)', { status: 'ELIMINATED' }],
      ['FINALIST (Phase Management)', { status: 'FINALIST' }],
      ['an unknown status', { status: 'PAUSED' }],
      ['no status', {}],
      ['a number', { status: 3 }],
    ])('refuses %s with 400 and writes nothing', async (_label, body) => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const total = await auditTotal();
      const res = await statusPut(s, team._id, body).expect(400);
      expect(res.body.message).toBe(API_MSG.teamStatusInvalid);
      expect((await teamRow(team._id)).status).toBe('ACTIVE');
      expect(await auditTotal()).toBe(total);
    });

    it('leaves finalists, winners and eliminated teams to Phase Management (409)', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      for (const status of ['FINALIST', 'WINNER', 'ELIMINATED'] as const) {
        await t.db.update(teams).set({ status }).where(eq(teams.id, team._id));
        const total = await auditTotal();
        const res = await statusPut(s, team._id, { status: 'ACTIVE' }).expect(409);
        expect(res.body.message).toBe(API_MSG.teamStatusByPhases(status));
        expect((await teamRow(team._id)).status).toBe(status);
        expect(await auditTotal()).toBe(total);
      }
    });

    it('answers 400 for a malformed id and 404 for an unknown team', async () => {
      const s = await freshSchool(t);
      expect((await statusPut(s, 'not-a-team', { status: 'ACTIVE' }).expect(400)).body.message).toBe(API_MSG.invalidTeamId);
      expect((await statusPut(s, 'A9999JR1', { status: 'ACTIVE' }).expect(404)).body.message).toBe(API_MSG.teamNotFound);
    });
  });

  describe('the audit trail', () => {
    it('is written in the same transaction: when recording fails, the change is rolled back', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      await t.db.execute(sql`create function audit_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit refused for the test'; end; $$`);
      await t.db.execute(sql`create trigger audit_test_refuse before insert on audit_log for each row execute function audit_test_refuse()`);
      try {
        await statusPut(s, team._id, { status: 'INACTIVE' }).expect(500);
        await adminPut(s, team._id, { teamName: 'Never saved', updatedAt: team.updatedAt }).expect(500);
      } finally {
        await t.db.execute(sql`drop trigger audit_test_refuse on audit_log`);
        await t.db.execute(sql`drop function audit_test_refuse()`);
      }
      const row = await teamRow(team._id);
      expect(row.status).toBe('ACTIVE');
      expect(row.teamName).toBe('Robo Rangers');
      expect(row.updatedAt.toISOString()).toBe(team.updatedAt);
    });

    it('refuses UPDATE and DELETE at the database (append-only)', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const [entry] = await auditOf(team._id);
      // the database's own error (Drizzle wraps it: the reason is in the cause)
      const refusal = async (query: Promise<unknown>) => {
        const error = await query.then(
          () => null,
          (e: unknown) => e as Error & { cause?: Error },
        );
        return `${error?.message ?? 'no error'} ${error?.cause?.message ?? ''}`;
      };
      expect(await refusal(t.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, entry!.id)))).toMatch(/audit_log is append-only/);
      expect(await refusal(t.db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toMatch(/audit_log is append-only/);
      expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/audit_log is append-only/);
      expect((await auditOf(team._id))[0]).toEqual(entry);
    });

    it("records the school admin's own team and mentor writes too, with who did it", async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const mentor = await newMentor(s);
      await t.request().put(`/api/teams/${team._id}`).set(bearer(s.tokens.school_admin)).send({ teamName: 'Renamed', password: 'newsecret1' }).expect(200);
      await t.request().put(`/api/mentors/${mentor._id}`).set(bearer(s.tokens.school_admin)).send({ designation: 'TGT Maths' }).expect(200);
      await t.request().put(`/api/teams/${team._id}/password`).set(bearer(s.tokens.school_admin)).send({ newPassword: 'another1' }).expect(200);
      await t.request().delete(`/api/mentors/${mentor._id}`).set(bearer(s.tokens.school_admin)).expect(200);
      await t.request().delete(`/api/teams/${team._id}`).set(bearer(s.tokens.school_admin)).expect(200);

      const teamTrail = await auditOf(team._id);
      expect(teamTrail.map((a) => a.action)).toEqual(['team.created', 'team.updated', 'team.password_changed', 'team.deleted']);
      const edit = teamTrail.find((a) => a.action === 'team.updated')!;
      expect(edit.before).toEqual({ teamName: 'Robo Rangers' });
      expect(edit.after).toEqual({ teamName: 'Renamed', passwordChanged: true });
      expect(teamTrail.every((a) => a.actorRole === 'school_admin' && a.schoolCode === s.code)).toBe(true);
      expect(teamTrail.find((a) => a.action === 'team.deleted')!.before).toMatchObject({ teamName: 'Renamed', members: expect.any(Array) });

      const mentorTrail = await auditOf(mentor._id);
      expect(mentorTrail.map((a) => a.action)).toEqual(['mentor.created', 'mentor.updated', 'mentor.deleted']);
      expect(mentorTrail[1]).toMatchObject({ before: { designation: 'PGT Computer Science' }, after: { designation: 'TGT Maths' } });
      expect(JSON.stringify([...teamTrail, ...mentorTrail])).not.toMatch(/newsecret1|another1|argon2/);
    });

    it('deleting a mentor with force records the mentor and each team that lost it', async () => {
      const s = await freshSchool(t);
      const team = await newTeam(s);
      const mentor = await newMentor(s);
      await adminPut(s, team._id, { assignedMentor: mentor._id }).expect(200);
      await t.request().delete(`/api/mentors/${mentor._id}?force=true`).set(bearer(s.tokens.admin)).expect(200);
      const [deleted] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, mentor._id), eq(auditLog.action, 'mentor.deleted')));
      expect(deleted).toMatchObject({ actorRole: 'admin', after: { unassignedTeams: [team.teamId] } });
      expect((await auditOf(team._id)).at(-1)).toMatchObject({ action: 'team.mentor_removed', reason: 'Mentor deleted', after: { assignedMentor: null } });
      expect(await t.db.select().from(mentors).where(eq(mentors.id, mentor._id))).toEqual([]);
    });

    it('records event settings changes (only the switch that changed)', async () => {
      const tokens = tokensFor(t, p);
      await setLocks(t, { teamsLocked: false, mentorsLocked: false });
      const total = await auditTotal();
      await t.request().put('/api/admin/settings/event').set(bearer(tokens.admin)).send({ teamsLocked: true, mentorsLocked: false }).expect(200);
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings')).orderBy(auditLog.id);
      expect(await auditTotal()).toBe(total + 1);
      expect(rows.at(-1)).toMatchObject({ action: 'settings.event_updated', entityId: 'event', before: { teamsLocked: false }, after: { teamsLocked: true }, actorRole: 'admin' });
      // the same values again change nothing and record nothing
      await t.request().put('/api/admin/settings/event').set(bearer(tokens.admin)).send({ teamsLocked: true }).expect(200);
      expect(await auditTotal()).toBe(total + 1);
    });
  });
});
