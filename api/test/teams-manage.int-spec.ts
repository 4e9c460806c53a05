import { API_MSG, LIMITS, MSG, TEAM_ID_PATTERN } from '@hackathon/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { subjectKey } from '../src/auth';
import { loginFailures, mentors, teamMembers, teams } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, freshSchool, memberBody, mentorBody, setLocks, teamBody, type FreshSchool, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** POST/PUT/DELETE /teams and POST /teams/verify-password: roles, scope, rules, lock, limits. */
describe('team management', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  beforeEach(() => setLocks(t, { teamsLocked: false, mentorsLocked: false }));

  const post = (token: string, body: object) => t.request().post('/api/teams').set(bearer(token)).send(body);
  const put = (token: string, id: string, body: object) => t.request().put(`/api/teams/${id}`).set(bearer(token)).send(body);
  const teamCount = async (code: string) => ((await t.db.select({ n: count() }).from(teams).where(eq(teams.schoolCode, code))) as [{ n: number }])[0].n;
  const membersOf = (teamUuid: string) => t.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamUuid)).orderBy(asc(teamMembers.position));

  describe('POST /api/teams', () => {
    it('creates a team with the server-made Team ID (region initial + code + JR + lowest free number) and its members', async () => {
      const s = await freshSchool(t, 'Agra');
      const res = await post(s.tokens.school_admin, teamBody(s.code)).expect(201);
      expect(res.body.message).toBe(API_MSG.teamCreated);
      const team = res.body.data;
      expect(team.teamId).toBe(`A${s.code}JR1`);
      expect(team.teamId).toMatch(TEAM_ID_PATTERN);
      expect(team).toMatchObject({ teamName: 'Robo Rangers', category: 'jr', schoolCode: s.code, region: 'Agra', status: 'ACTIVE', assignedMentor: null });
      expect(team.members.map((m: { memberId: string }) => m.memberId)).toEqual([1, 2, 3].map((n) => `A${s.code}JR1-M${n}`));
      expect(team.members.filter((m: { isLeader: boolean }) => m.isLeader)).toHaveLength(1);
      expect(JSON.stringify(res.body)).not.toMatch(/robots2025|passwordHash|\$argon2/);

      // the team signs in with the password it was given
      await t.request().post('/api/teams/login').send({ teamId: team.teamId, password: 'robots2025' }).expect(200);
      // a senior team takes the next number
      const senior = await post(s.tokens.admin, teamBody(s.code, { category: 'sr', members: [memberBody(1, 11), memberBody(2, 12, false)] })).expect(201);
      expect(senior.body.data.teamId).toBe(`A${s.code}SR2`);
    });

    it('reuses the lowest free number after a delete, and refuses a fifth team with 409', async () => {
      const s = await freshSchool(t);
      const ids: string[] = [];
      for (let i = 0; i < LIMITS.maxTeamsPerSchool; i++) ids.push((await post(s.tokens.school_admin, teamBody(s.code, { teamName: `T${i}` })).expect(201)).body.data.teamId);
      const fifth = await post(s.tokens.school_admin, teamBody(s.code)).expect(409);
      expect(fifth.body.message).toBe(API_MSG.maxTeamsReached);
      await t.request().delete(`/api/teams/teamId/${ids[1]}`).set(bearer(s.tokens.school_admin)).expect(200);
      const again = await post(s.tokens.school_admin, teamBody(s.code, { category: 'sr', members: [memberBody(1, 12)] })).expect(201);
      expect(again.body.data.teamId.endsWith('SR2')).toBe(true);
    });

    it('keeps the limit under 10 concurrent creations for one school: exactly 4, numbers 1-4, the rest 409', async () => {
      const s = await freshSchool(t);
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => post(s.tokens.school_admin, teamBody(s.code, { teamName: `Racer ${i}` }))));
      expect(results.filter((r) => r.status === 201)).toHaveLength(4);
      const refused = results.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(6);
      for (const r of refused) expect(r.body).toMatchObject({ success: false, message: API_MSG.maxTeamsReached });
      const rows = await t.db.select({ n: teams.teamNumber }).from(teams).where(eq(teams.schoolCode, s.code));
      expect(rows.map((r) => r.n).sort()).toEqual([1, 2, 3, 4]);
    });

    it.each([
      ['no body', {}, MSG.missingFields(['teamName', 'password', 'category', 'schoolCode', 'members'])],
      ['missing name', { teamName: '  ' }, MSG.missingFields(['teamName'])],
      ['short password', { password: '12345' }, MSG.teamPasswordMin],
      ['missing password', { password: undefined }, MSG.missingFields(['password'])],
      ['bad category', { category: 'mid' }, API_MSG.invalidCategory],
      ['no members', { members: [] }, MSG.atLeastOneMember],
      ['six members', { members: [1, 2, 3, 4, 5, 6].map((n) => memberBody(n, 9)) }, MSG.maxMembers],
      ['no leader', { members: [memberBody(1, 9, false), memberBody(2, 9, false)] }, MSG.exactlyOneLeader],
      ['two leaders', { members: [memberBody(1, 9, true), memberBody(2, 9, true)] }, MSG.exactlyOneLeader],
      ['duplicate student IDs', { members: [memberBody(1, 9), { ...memberBody(2, 9), studentId: 'stu-1' }] }, MSG.studentIdUnique],
      ['senior class in a junior team', { members: [memberBody(1, 11)] }, MSG.juniorClass],
      ['junior class in a senior team', { category: 'sr', members: [memberBody(1, 10)] }, MSG.seniorClass],
      ['class out of range', { members: [memberBody(1, 7)] }, API_MSG.invalidClass],
      ['bad gender', { members: [{ ...memberBody(1, 9), gender: 'x' }] }, MSG.invalidGender],
      ["missing father's name", { members: [{ ...memberBody(1, 9), fathersName: '' }] }, MSG.missingFields(['members.0.fathersName'])],
      ['member not an object', { members: ['Asha'] }, API_MSG.invalidMemberEntry],
      ['duplicate member IDs', { members: [{ ...memberBody(1, 9), memberId: 'M-1' }, { ...memberBody(2, 9, false), memberId: 'M-1' }] }, API_MSG.memberIdUnique],
      ['long name', { teamName: 'x'.repeat(101) }, MSG.maxLength(100)],
      ['bad email', { teamEmail: 'nope' }, MSG.invalidEmail],
      ['unknown mentor', { assignedMentor: 'MNT-NOPE-1' }, API_MSG.mentorNotAvailable],
      ['bad school code', { schoolCode: "1' or 1=1" }, API_MSG.invalidSchoolCode],
    ])('refuses %s with 400, its message, and writes nothing', async (_label, overrides, message) => {
      const s = await freshSchool(t);
      const body = overrides && Object.keys(overrides).length === 0 ? {} : teamBody(s.code, overrides);
      const res = await post(s.tokens.school_admin, body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ msg: expect.any(String), path: expect.any(String) })]));
      expect(await teamCount(s.code)).toBe(0);
    });

    it('refuses unknown fields (400) and never answers 500 to odd JSON', async () => {
      const s = await freshSchool(t);
      await post(s.tokens.school_admin, teamBody(s.code, { teamId: 'A1JR1' })).expect(400);
      await post(s.tokens.school_admin, teamBody(s.code, { members: 'all of us' })).expect(400);
      await post(s.tokens.school_admin, teamBody(s.code, { members: [null] })).expect(400);
      await post(s.tokens.school_admin, teamBody(s.code, { teamName: ['a'] })).expect(400);
      await post(s.tokens.school_admin, teamBody(s.code, { category: 5 })).expect(400);
      await t.request().post('/api/teams').set(bearer(s.tokens.school_admin)).set('Content-Type', 'application/json').send('{"teamName":').expect(400);
      expect(await teamCount(s.code)).toBe(0);
    });

    it('answers one field error per problem, with its path', async () => {
      const s = await freshSchool(t);
      const res = await post(s.tokens.school_admin, teamBody(s.code, { members: [memberBody(1, 9), { ...memberBody(2, 9, false), studentId: 'STU-1', class: 12 }] })).expect(400);
      expect(res.body.errors).toEqual([
        { path: 'members.1.studentId', msg: MSG.studentIdUnique },
        { path: 'members.1.class', msg: MSG.juniorClass },
      ]);
    });

    it("keeps school admins to their own school; 404 for an unknown school; a 409 for a taken team email", async () => {
      const s = await freshSchool(t);
      const other = await freshSchool(t);
      await post(s.tokens.school_admin, teamBody(other.code)).expect(403);
      expect((await post(s.tokens.admin, teamBody('999999999')).expect(404)).body.message).toBe(API_MSG.schoolNotFound);
      expect(await teamCount(other.code)).toBe(0);
      const taken = p.schoolA.teams[0]!.teamEmail!;
      const res = await post(s.tokens.school_admin, teamBody(s.code, { teamEmail: taken.toUpperCase() })).expect(409);
      expect(res.body.message).toBe(API_MSG.teamEmailInUse);
      expect(await teamCount(s.code)).toBe(0);
    });
  });

  describe('mentor assignment on the team form', () => {
    it('assigns an active mentor of the school by mentorId or _id; refuses inactive, foreign and full mentors', async () => {
      const s = await freshSchool(t);
      const m1 = (await t.request().post('/api/mentors').set(bearer(s.tokens.school_admin)).send(mentorBody(s.code)).expect(201)).body.data;
      const m2 = (await t.request().post('/api/mentors').set(bearer(s.tokens.school_admin)).send(mentorBody(s.code)).expect(201)).body.data;
      const a = await post(s.tokens.school_admin, teamBody(s.code, { assignedMentor: m1.mentorId })).expect(201);
      expect(a.body.data).toMatchObject({ assignedMentor: m1._id, assignedMentorName: m1.name });
      await post(s.tokens.school_admin, teamBody(s.code, { assignedMentor: m1._id })).expect(201);
      // capacity 2
      const full = await post(s.tokens.school_admin, teamBody(s.code, { assignedMentor: m1.mentorId })).expect(400);
      expect(full.body.errors).toEqual([{ path: 'assignedMentor', msg: API_MSG.mentorFull }]);
      // inactive
      await t.db.update(mentors).set({ isActive: false }).where(eq(mentors.id, m2._id));
      expect((await post(s.tokens.school_admin, teamBody(s.code, { assignedMentor: m2.mentorId })).expect(400)).body.message).toBe(API_MSG.mentorNotAvailable);
      // another school's mentor
      expect((await post(s.tokens.admin, teamBody(s.code, { assignedMentor: p.schoolA.mentors[0]!.mentorId })).expect(400)).body.message).toBe(API_MSG.mentorNotAvailable);
      expect(await teamCount(s.code)).toBe(2);
      // null removes it on edit
      const edited = await put(s.tokens.school_admin, a.body.data._id, { assignedMentor: null }).expect(200);
      expect(edited.body.data).toMatchObject({ assignedMentor: null, assignedMentorName: null });
    });
  });

  describe('PUT /api/teams/{id}', () => {
    async function createdTeam(s: FreshSchool, overrides: Record<string, unknown> = {}) {
      return (await post(s.tokens.school_admin, teamBody(s.code, overrides)).expect(201)).body.data as { _id: string; teamId: string };
    }

    it('edits name, members and password (optional on edit) in one go', async () => {
      const s = await freshSchool(t);
      const team = await createdTeam(s);
      const res = await put(s.tokens.school_admin, team.teamId.toLowerCase(), { teamName: 'Circuit Breakers', members: [memberBody(7, 10, true), memberBody(8, 9, false)] }).expect(200);
      expect(res.body.message).toBe(API_MSG.teamUpdated);
      expect(res.body.data).toMatchObject({ teamName: 'Circuit Breakers', teamId: team.teamId });
      expect(res.body.data.members.map((m: { studentId: string; memberId: string }) => [m.studentId, m.memberId])).toEqual([
        ['STU-7', `${team.teamId}-M1`],
        ['STU-8', `${team.teamId}-M2`],
      ]);
      // the old password still works (none sent), a new one replaces it
      await t.request().post('/api/teams/login').send({ teamId: team.teamId, password: 'robots2025' }).expect(200);
      await put(s.tokens.admin, team._id, { password: 'newpass1' }).expect(200);
      await t.request().post('/api/teams/login').send({ teamId: team.teamId, password: 'newpass1' }).expect(200);
      expect((await put(s.tokens.school_admin, team._id, { password: '123' }).expect(400)).body.message).toBe(MSG.teamPasswordMin);
      // null on an optional field means "none" (email, mentor) or "leave it" (password); never a 500
      await put(s.tokens.school_admin, team._id, { password: null, teamEmail: null, assignedMentor: null, schoolName: null }).expect(200);
      await t.request().post('/api/teams/login').send({ teamId: team.teamId, password: 'newpass1' }).expect(200);
    });

    it('gives the team the Team ID of its new category (same number) and moves generated member IDs with it', async () => {
      const s = await freshSchool(t, 'Bhopal');
      await createdTeam(s);
      const team = await createdTeam(s); // number 2
      expect(team.teamId).toBe(`B${s.code}JR2`);
      // the junior members do not fit a senior team: refused, nothing changes
      const refused = await put(s.tokens.school_admin, team._id, { category: 'sr' }).expect(400);
      expect(refused.body.errors).toEqual([{ path: 'category', msg: MSG.seniorClass }]);
      const res = await put(s.tokens.school_admin, team._id, {
        category: 'sr',
        members: [
          { ...memberBody(1, 11), memberId: `${team.teamId}-M1` },
          { ...memberBody(2, 12, false), memberId: 'CUSTOM-7' },
        ],
      }).expect(200);
      expect(res.body.data.teamId).toBe(`B${s.code}SR2`);
      expect(res.body.data.category).toBe('sr');
      expect(res.body.data.members.map((m: { memberId: string }) => m.memberId)).toEqual([`B${s.code}SR2-M1`, 'CUSTOM-7']);
      await t.request().post('/api/teams/login').send({ teamId: `B${s.code}SR2`, password: 'robots2025' }).expect(200);
      await t.request().post('/api/teams/login').send({ teamId: team.teamId, password: 'robots2025' }).expect(401);
      // back to junior without a member list: the classes must fit, the member IDs follow
      const back = await put(s.tokens.school_admin, team._id, { category: 'jr', members: [memberBody(1, 8)] }).expect(200);
      expect(back.body.data.teamId).toBe(`B${s.code}JR2`);
    });

    it('writes nothing when any part of an edit is refused (one transaction)', async () => {
      const s = await freshSchool(t);
      const team = await createdTeam(s);
      const before = await membersOf(team._id);
      const other = p.schoolA.teams[0]!.teamEmail!;
      await put(s.tokens.school_admin, team._id, { teamName: 'Half Written', members: [memberBody(9, 9, true)], assignedMentor: 'MNT-NOPE-2' }).expect(400);
      await put(s.tokens.school_admin, team._id, { teamName: 'Half Written', members: [memberBody(9, 9, true)], teamEmail: other }).expect(409);
      const [row] = await t.db.select({ teamName: teams.teamName }).from(teams).where(eq(teams.id, team._id));
      expect(row!.teamName).toBe('Robo Rangers');
      expect(await membersOf(team._id)).toEqual(before);
    });

    it.each([
      [{ teamName: '' }, MSG.required],
      [{ members: [] }, MSG.atLeastOneMember],
      [{ members: [memberBody(1, 9, false)] }, MSG.exactlyOneLeader],
      [{ category: 'xx' }, API_MSG.invalidCategory],
      [{ teamId: 'A1JR1' }, undefined],
      [{ teamName: null }, MSG.required],
      [{ members: null }, MSG.atLeastOneMember],
      [{ category: null }, MSG.required],
    ])('refuses %j with 400', async (body, message) => {
      const s = await freshSchool(t);
      const team = await createdTeam(s);
      const res = await put(s.tokens.school_admin, team._id, body).expect(400);
      if (message) expect(res.body.message).toBe(message);
    });

    it("refuses another school's team (403), a move to another school (400), unknown teams (404), bad ids (400)", async () => {
      const s = await freshSchool(t);
      const team = await createdTeam(s);
      await put(s.tokens.school_admin, p.schoolB.teams[0]!.id, { teamName: 'Mine now' }).expect(403);
      expect((await put(s.tokens.admin, team._id, { schoolCode: p.schoolA.code }).expect(400)).body.message).toBe(API_MSG.teamSchoolFixed);
      await put(s.tokens.admin, team._id, { schoolCode: s.code, teamName: 'Same school' }).expect(200);
      expect((await put(s.tokens.admin, '00000000-0000-4000-8000-00000000abcd', { teamName: 'x' }).expect(404)).body.message).toBe(API_MSG.teamNotFound);
      expect((await put(s.tokens.admin, 'not a team', { teamName: 'x' }).expect(400)).body.message).toBe(API_MSG.invalidTeamId);
    });
  });

  describe('DELETE /api/teams/teamId/{teamId} and /api/teams/{id}', () => {
    it('deletes a team with its members by Team ID or by _id', async () => {
      const s = await freshSchool(t);
      const a = (await post(s.tokens.school_admin, teamBody(s.code)).expect(201)).body.data;
      const b = (await post(s.tokens.school_admin, teamBody(s.code)).expect(201)).body.data;
      const res = await t.request().delete(`/api/teams/teamId/${a.teamId}`).set(bearer(s.tokens.school_admin)).expect(200);
      expect(res.body).toEqual({ success: true, message: API_MSG.teamDeleted, data: { _id: a._id, teamId: a.teamId } });
      await t.request().delete(`/api/teams/${b._id}`).set(bearer(s.tokens.admin)).expect(200);
      expect(await teamCount(s.code)).toBe(0);
      expect(await membersOf(a._id)).toEqual([]);
      await t.request().delete(`/api/teams/${b._id}`).set(bearer(s.tokens.admin)).expect(404);
      await t.request().delete(`/api/teams/teamId/${p.schoolB.teams[0]!.teamId}`).set(bearer(s.tokens.school_admin)).expect(403);
      await t.request().delete('/api/teams/teamId/nope nope').set(bearer(s.tokens.school_admin)).expect(400);
    });
  });

  describe('POST /api/teams/verify-password', () => {
    const verify = (token: string, body: object) => t.request().post('/api/teams/verify-password').set(bearer(token)).send(body);

    it('answers success true or false (and data.valid) without saying more', async () => {
      const s = await freshSchool(t);
      const team = (await post(s.tokens.school_admin, teamBody(s.code)).expect(201)).body.data;
      expect((await verify(s.tokens.school_admin, { teamId: team.teamId, password: 'robots2025' }).expect(200)).body).toEqual({
        success: true,
        message: API_MSG.teamPasswordValid,
        data: { valid: true },
      });
      expect((await verify(s.tokens.admin, { teamId: team._id, password: 'wrong-one' }).expect(200)).body).toEqual({
        success: false,
        message: API_MSG.teamPasswordInvalid,
        data: { valid: false },
      });
      // a wrong guess here does not count towards the team's sign-in lock
      const [row] = await t.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.subjectKey, subjectKey('team', team.teamId)));
      expect(row!.n).toBe(0);
    });

    it("refuses another school's team (403), unknown teams (404) and bad bodies (400)", async () => {
      const s = await freshSchool(t);
      await verify(s.tokens.school_admin, { teamId: p.schoolB.teams[0]!.teamId, password: 'x' }).expect(403);
      await verify(s.tokens.school_admin, { teamId: `Z${s.code}JR4`, password: 'x' }).expect(404);
      expect((await verify(s.tokens.school_admin, { teamId: '', password: 'x' }).expect(400)).body.message).toBe(MSG.fillAllFields);
      expect((await verify(s.tokens.school_admin, { teamId: 'A1JR1' }).expect(400)).body.message).toBe(MSG.fillAllFields);
      expect((await verify(s.tokens.school_admin, { teamId: 'bad id!', password: 'x' }).expect(400)).body.message).toBe(API_MSG.invalidTeamId);
    });
  });

  describe('the teams lock', () => {
    it("refuses a school admin's add, edit and delete with 423 and the spec's messages; the admin and password changes go on", async () => {
      const s = await freshSchool(t);
      const team = (await post(s.tokens.school_admin, teamBody(s.code)).expect(201)).body.data;
      await setLocks(t, { teamsLocked: true });

      const add = await post(s.tokens.school_admin, teamBody(s.code)).expect(423);
      expect(add.body).toMatchObject({ success: false, message: MSG.teamAddLocked });
      expect((await put(s.tokens.school_admin, team._id, { teamName: 'Locked out' }).expect(423)).body.message).toBe(MSG.teamEditLocked);
      expect((await t.request().delete(`/api/teams/teamId/${team.teamId}`).set(bearer(s.tokens.school_admin)).expect(423)).body.message).toBe(MSG.teamDeleteLocked);
      expect((await t.request().delete(`/api/teams/${team._id}`).set(bearer(s.tokens.school_admin)).expect(423)).body.message).toBe(MSG.teamDeleteLocked);
      expect(await teamCount(s.code)).toBe(1);
      const [row] = await t.db.select({ teamName: teams.teamName }).from(teams).where(eq(teams.id, team._id));
      expect(row!.teamName).toBe('Robo Rangers');

      // password change and verification stay available
      await t.request().put(`/api/teams/${team._id}/password`).set(bearer(s.tokens.school_admin)).send({ newPassword: 'still-open' }).expect(200);
      await t.request().post('/api/teams/verify-password').set(bearer(s.tokens.school_admin)).send({ teamId: team.teamId, password: 'still-open' }).expect(200);
      // the mentors lock is a separate switch
      await t.request().post('/api/mentors').set(bearer(s.tokens.school_admin)).send(mentorBody(s.code)).expect(201);

      // the admin is never locked
      await post(s.tokens.admin, teamBody(s.code)).expect(201);
      await put(s.tokens.admin, team._id, { teamName: 'Admin edit' }).expect(200);
      await t.request().delete(`/api/teams/${team._id}`).set(bearer(s.tokens.admin)).expect(200);

      // unlocked again, the school admin may proceed
      await setLocks(t, { teamsLocked: false });
      await post(s.tokens.school_admin, teamBody(s.code)).expect(201);
    });

    it('is on by default on a fresh database (the spec shows the locked state)', async () => {
      const s = await freshSchool(t);
      await t.db.execute(sql`update event_settings set teams_locked = default, mentors_locked = default`);
      expect((await post(s.tokens.school_admin, teamBody(s.code)).expect(423)).body.message).toBe(MSG.teamAddLocked);
    });
  });

  it('enforces the role matrix on the management routes', async () => {
    const s = await freshSchool(t);
    const seeded = (await post(s.tokens.admin, teamBody(s.code)).expect(201)).body.data;
    const second = (await post(s.tokens.admin, teamBody(s.code)).expect(201)).body.data;
    await expectRoleMatrix(
      t,
      [
        { method: 'post', path: '/api/teams', allowed: ['school_admin', 'admin'], body: teamBody(s.code, { members: [memberBody(1, 9)] }) },
        { method: 'put', path: `/api/teams/${seeded._id}`, allowed: ['school_admin', 'admin'], body: { teamName: 'Matrix' } },
        { method: 'post', path: '/api/teams/verify-password', allowed: ['school_admin', 'admin'], body: { teamId: seeded.teamId, password: 'robots2025' } },
        { method: 'put', path: `/api/teams/${seeded._id}/password`, allowed: ['school_admin'], body: { newPassword: 'robots2025' } },
        { method: 'delete', path: `/api/teams/teamId/${seeded.teamId}`, allowed: ['school_admin', 'admin'] },
        { method: 'delete', path: `/api/teams/${second._id}`, allowed: ['school_admin', 'admin'] },
      ],
      s.tokens,
    );
  });

  it("walks every team route with another school's, team's and region's ids: 403 or 404, never the data", async () => {
    const s = await freshSchool(t, 'Chennai');
    const foreign = p.schoolB.teams[1]!;
    const calls = [
      () => t.request().get(`/api/teams/school/${p.schoolB.code}`),
      () => t.request().get(`/api/teamdata/${foreign.id}`),
      () => t.request().put(`/api/teams/${foreign.id}`).send({ teamName: 'x' }),
      () => t.request().put(`/api/teams/${foreign.id}/password`).send({ newPassword: 'robots' }),
      () => t.request().delete(`/api/teams/${foreign.id}`),
      () => t.request().delete(`/api/teams/teamId/${foreign.teamId}`),
      () => t.request().post('/api/teams/verify-password').send({ teamId: foreign.teamId, password: 'x' }),
      () => t.request().post('/api/teams').send(teamBody(p.schoolB.code)),
    ];
    for (const role of ['school_admin', 'team', 'region_admin', 'mentor'] as const) {
      for (const call of calls) {
        const res = await call().set(bearer(s.tokens[role]));
        expect([403, 404]).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain(foreign.teamName);
      }
    }
    const [row] = await t.db.select({ teamName: teams.teamName }).from(teams).where(eq(teams.id, foreign.id));
    expect(row!.teamName).toBe(foreign.teamName);
  });
});
