import { API_MSG, MSG, TEAM_ID_PATTERN } from '@hackathon/contracts';
import { ConflictException, BadRequestException } from '@nestjs/common';
import { and, count, eq } from 'drizzle-orm';
import { subjectKey } from '../src/auth';
import { hashPassword } from '../src/auth/password.service';
import { authTokens, loginFailures, teamMembers, teams } from '../src/database/schema';
import { sha256Hex } from '../src/auth/secrets';
import { BackgroundMailService } from '../src/mail/background-mail.service';
import { createTeamRecord, type NewTeamMember } from '../src/modules/teams/team-writer';
import { TeamsModule } from '../src/modules/teams/teams.module';
import { readTeamById, readTeams, teamByUuid, toTeamSessionUser } from '../src/modules/teams/team-view';
import { ReaderScope } from '../src/kernel';
import { createTestApp, expectRoleMatrix, startSmtpCatcher, type SmtpCatcher, type TestApp } from './support';
import { insertSchool, insertTeam, tokenFromMail } from './support/fixtures-auth';
import { bearer, loadParticipants, TEAM_PASSWORD, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(60_000);

const TEAM_KEYS = [
  '_id',
  'teamId',
  'teamName',
  'category',
  'schoolCode',
  'schoolName',
  'district',
  'region',
  'state',
  'zone',
  'assignedMentor',
  'assignedMentorName',
  'members',
  'status',
  'currentPhase',
  'phase1Qualified',
  'phase2Qualified',
  'finalistQualified',
  'phaseScores',
  'totalScore',
  'eliminatedAt',
  'eliminationReason',
  'teamEmail',
  'createdAt',
  'updatedAt',
].sort();

function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('teams', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let p: Participants;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    p = await loadParticipants(t);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  }, 60_000);

  const drainMail = () => t.app.select(TeamsModule).get(BackgroundMailService, { strict: true }).drain();
  const login = (teamId: unknown, password: unknown) => t.request().post('/api/teams/login').send({ teamId, password });

  describe('POST /api/teams/login', () => {
    it('signs a team in: the Team with role, userType, id and name, and a team token', async () => {
      const team = p.schoolA.teams[0]!;
      const res = await login(team.teamId, TEAM_PASSWORD).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(MSG.loginSuccess);
      const { team: user, token } = res.body.data;
      expect(Object.keys(user).sort()).toEqual([...TEAM_KEYS, 'id', 'name', 'role', 'userType'].sort());
      expect(user).toMatchObject({ _id: team.id, id: team.id, teamId: team.teamId, name: team.teamName, teamName: team.teamName, role: 'team', userType: 'team', schoolCode: p.schoolA.code });
      expect(user.members.length).toBeGreaterThan(0);
      expect(user.members.filter((m: { isLeader: boolean }) => m.isLeader)).toHaveLength(1);
      expect(user.members[0]).toEqual(expect.objectContaining({ memberId: `${team.teamId}-M1`, studentId: expect.any(String), class: expect.any(Number) }));
      expect(Object.keys(user.phaseScores).sort()).toEqual(['phase1', 'phase2', 'phase3']);
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash|\$argon2/);
      expect(decodeJwt(token)).toMatchObject({ sub: team.id, role: 'team', teamId: team.teamId, schoolCode: p.schoolA.code });

      const own = await t.request().get('/api/teamdata').set(bearer(token)).expect(200);
      expect(own.body.data.teamId).toBe(team.teamId);
    });

    it('answers the team view read in one statement: the same TeamData as the list read, with or without mentor and members', async () => {
      const full = p.schoolA.teams[0]!;
      const bare = await insertTeam(t, (await insertSchool(t)).code);
      const listed = async (id: string) => (await readTeams(t.db, ReaderScope.system(), teamByUuid(id)))[0]!;
      const [withAll, withNothing] = [await listed(full.id), await listed(bare.id)];
      expect(withAll.mentor).not.toBeNull();
      expect(withAll.members.length).toBeGreaterThan(1);
      expect(withNothing).toMatchObject({ mentor: null, assignedMentorName: null, members: [] });
      expect(await readTeamById(t.db, ReaderScope.system(), full.id)).toEqual(withAll);
      expect(await readTeamById(t.db, ReaderScope.system(), bare.id)).toEqual(withNothing);
      // the sign-in reads it with the statement that gives the failure slot back
      const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
      expect((await login(full.teamId, TEAM_PASSWORD).expect(200)).body.data.team).toEqual(asJson(toTeamSessionUser(withAll)));
      expect((await login(bare.teamId, 'Team1pass').expect(200)).body.data.team).toEqual(asJson(toTeamSessionUser(withNothing)));
    });

    it('accepts the Team ID in any case', async () => {
      const team = p.schoolA.teams[1]!;
      await login(`  ${team.teamId.toLowerCase()} `, TEAM_PASSWORD).expect(200);
    });

    it('answers a wrong password and an unknown team alike (401)', async () => {
      const wrong = await login(p.schoolA.teams[2]!.teamId, 'Nope12345').expect(401);
      const unknown = await login('Z9999JR1', TEAM_PASSWORD).expect(401);
      expect(wrong.body).toEqual({ success: false, message: MSG.teamLoginFailedCredentials, error: expect.any(String) });
      expect(unknown.body).toEqual(wrong.body);
    });

    it.each([
      [{ teamId: '', password: 'x' }, MSG.fillAllFields],
      [{ teamId: 'A1001JR1', password: '' }, MSG.fillAllFields],
      [{ teamId: 'A1001JR1' }, MSG.fillAllFields],
      [{ password: 'x' }, MSG.fillAllFields],
      [{ teamId: 12345, password: 'x' }, MSG.fillAllFields],
      [{ teamId: 'A1001JR1', password: ['x'] }, MSG.fillAllFields],
      [{ teamId: 'X'.repeat(50), password: 'x' }, MSG.teamLoginFailedCredentials],
    ])('refuses %j with 400', async (body, message) => {
      const res = await t.request().post('/api/teams/login').send(body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it('refuses unknown fields and non-JSON bodies with 400, never 500', async () => {
      await t.request().post('/api/teams/login').send({ teamId: 'A1001JR1', password: 'x', role: 'admin' }).expect(400);
      await t.request().post('/api/teams/login').set('Content-Type', 'application/json').send('{"teamId":').expect(400);
    });

    it('locks the team after repeated failures, and a good login resets the counter', async () => {
      const team = p.schoolB.teams[3]!;
      await login(team.teamId, 'Wrong1').expect(401);
      await login(team.teamId, 'Wrong2').expect(401);
      await login(team.teamId, TEAM_PASSWORD).expect(200);

      // the good login cleared the two: a full LOGIN_MAX_FAILURES more are checked before the lock
      for (let i = 0; i < t.config.login.maxFailures; i++) await login(team.teamId, `Wrong${i}`).expect(401);
      const locked = await login(team.teamId, TEAM_PASSWORD).expect(429);
      expect(locked.body.message).toBe(API_MSG.accountLocked);
      const [row] = await t.db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.subjectKey, subjectKey('team', team.teamId)));
      expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      // other teams are not affected
      await login(p.schoolB.teams[0]!.teamId, TEAM_PASSWORD).expect(200);
    });
  });

  describe('POST /api/teams/login-by-email', () => {
    it('signs in with the team email: user and token at the top and in data', async () => {
      const team = p.schoolA.teams[2]!;
      const res = await t.request().post('/api/teams/login-by-email').send({ email: team.teamEmail!.toUpperCase(), password: TEAM_PASSWORD }).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.user).toMatchObject({ teamId: team.teamId, role: 'team', userType: 'team' });
      expect(res.body.token).toEqual(expect.any(String));
      expect(res.body.data).toEqual({ user: res.body.user, token: res.body.token });
    });

    it('refuses a wrong password (401), an unknown email (401) and a malformed one (400)', async () => {
      const team = p.schoolA.teams[2]!;
      const wrong = await t.request().post('/api/teams/login-by-email').send({ email: team.teamEmail, password: 'Bad12345' }).expect(401);
      expect(wrong.body.message).toBe(MSG.teamLoginFailedCredentials);
      await t.request().post('/api/teams/login-by-email').send({ email: 'nobody@teams.example.org', password: 'Bad12345' }).expect(401);
      const bad = await t.request().post('/api/teams/login-by-email').send({ email: 'not-an-email', password: 'x' }).expect(400);
      expect(bad.body.message).toBe(MSG.invalidEmail);
    });
  });

  describe('team password reset by emailed link', () => {
    const forgot = (teamId: unknown) => t.request().post('/api/teams/forgot-password').send({ teamId });
    const validate = (token: string) => t.request().get('/api/teams/reset-password/validate').query({ token });
    const reset = (token: unknown, newPassword: unknown) => t.request().post('/api/teams/reset-password').send({ token, newPassword });

    async function requestLink(team: { teamId: string; teamEmail?: string | null }): Promise<string> {
      smtp.clear();
      await forgot(team.teamId).expect(200);
      await drainMail();
      const mail = await smtp.waitFor((m) => m.to.includes(team.teamEmail!.toLowerCase()), 10_000);
      return tokenFromMail(mail, '/reset-team-password');
    }

    it('mails a one-hour, single-use link stored hashed; the new password then signs in', async () => {
      const team = p.schoolA.teams[3]!;
      smtp.clear();
      const res = await forgot(team.teamId).expect(200);
      expect(res.body).toEqual({ success: true, message: API_MSG.teamResetLinkSent, data: null });
      await drainMail();
      const mail = await smtp.waitFor((m) => m.to.includes(team.teamEmail!.toLowerCase()), 10_000);
      expect(mail.text).toContain(`http://portal.test/reset-team-password?token=`);
      expect(mail.text).toContain(team.teamId);
      const token = tokenFromMail(mail, '/reset-team-password');

      const [stored] = await t.db.select().from(authTokens).where(and(eq(authTokens.teamId, team.id), eq(authTokens.purpose, 'team_password_reset')));
      expect(stored!.tokenHash).toBe(sha256Hex(token));
      expect(stored!.tokenHash).not.toContain(token);
      const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(61 * 60_000);

      const valid = await validate(token).expect(200);
      expect(valid.body.data).toEqual({ valid: true, teamId: team.teamId });

      const done = await reset(token, 'NewTeam7').expect(200);
      expect(done.body.message).toBe(MSG.teamPasswordResetSuccess);
      await login(team.teamId, 'NewTeam7').expect(200);
      await login(team.teamId, TEAM_PASSWORD).expect(401);

      // used once: the link is dead now
      expect((await reset(token, 'Another9').expect(400)).body.message).toBe(MSG.invalidResetLink);
      expect((await validate(token).expect(400)).body.message).toBe(MSG.invalidResetLink);
    });

    it('answers the same for an unknown team and a team without email, and mails nothing', async () => {
      const noEmail = p.schoolB.teams[2]!;
      await t.db.update(teams).set({ teamEmail: null }).where(eq(teams.id, noEmail.id));
      smtp.clear();
      const unknown = await forgot('Z9999SR4').expect(200);
      const silent = await forgot(noEmail.teamId).expect(200);
      expect(silent.body).toEqual(unknown.body);
      await drainMail();
      expect(smtp.messages).toHaveLength(0);
    });

    it('keeps only the newest link alive', async () => {
      const team = p.schoolB.teams[1]!;
      const first = await requestLink(team);
      const second = await requestLink(team);
      await validate(first).expect(400);
      await validate(second).expect(200);
    });

    it('refuses expired links, weak passwords and bad input with 400', async () => {
      const team = p.schoolB.teams[0]!;
      const token = await requestLink(team);
      for (const weak of ['short', 'alllowercase1', 'ALLUPPER1', 'NoDigitsHere', 'Ab1']) {
        expect((await reset(token, weak).expect(400)).body.message).toBe(MSG.teamResetPasswordRule);
      }
      // the weak attempts did not use the link
      await validate(token).expect(200);
      await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, sha256Hex(token)));
      expect((await validate(token).expect(400)).body.message).toBe(MSG.invalidResetLink);
      expect((await reset(token, 'Valid123').expect(400)).body.message).toBe(MSG.invalidResetLink);

      await validate('').expect(400);
      await t.request().get('/api/teams/reset-password/validate').expect(400);
      await t.request().get('/api/teams/reset-password/validate').query({ token: 'x', extra: '1' }).expect(400);
      await validate('x'.repeat(500)).expect(400);
      await reset(null, 'Valid123').expect(400);
      await reset('random-token', 'Valid123').expect(400);
      await forgot('').expect(400);
      await forgot({ $ne: null }).expect(400);
    });

    it('lifts a login lock', async () => {
      const team = p.schoolB.teams[3]!;
      for (let i = 0; i < t.config.login.maxFailures; i++) await login(team.teamId, `Wrong${i}`);
      await login(team.teamId, TEAM_PASSWORD).expect(429);
      const token = await requestLink(team);
      await reset(token, 'Unlock99').expect(200);
      await login(team.teamId, 'Unlock99').expect(200);
    });
  });

  describe('GET /api/teams/school/{code}', () => {
    it("lists the school's teams in number order, in the Team shape", async () => {
      const tokens = tokensFor(t, p);
      const res = await t.request().get(`/api/teams/school/${p.schoolA.code}`).set(bearer(tokens.school_admin)).expect(200);
      expect(res.body.message).toBe(API_MSG.teamsLoaded);
      const list = res.body.data as Array<Record<string, unknown>>;
      expect(list.map((x) => x.teamId)).toEqual(p.schoolA.teams.map((x) => x.teamId));
      for (const team of list) {
        expect(Object.keys(team).sort()).toEqual(TEAM_KEYS);
        expect(team.teamId).toMatch(TEAM_ID_PATTERN);
      }
      const withMentor = p.schoolA.teams.find((x) => x.assignedMentorId)!;
      const mentor = p.schoolA.mentors.find((m) => m.id === withMentor.assignedMentorId)!;
      expect(list.find((x) => x.teamId === withMentor.teamId)).toMatchObject({ assignedMentor: mentor.id, assignedMentorName: mentor.name });
      const [{ n }] = (await t.db
        .select({ n: count() })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teams.schoolCode, p.schoolA.code))) as [{ n: number }];
      expect(list.reduce((sum, x) => sum + (x.members as unknown[]).length, 0)).toBe(n);
    });

    it('gives admin roles any school in scope and an empty list for a school without teams', async () => {
      const tokens = tokensFor(t, p);
      await t.request().get(`/api/teams/school/${p.schoolB.code}`).set(bearer(tokens.admin)).expect(200);
      await t.request().get(`/api/teams/school/${p.schoolB.code}`).set(bearer(tokens.super_admin)).expect(200);
      const bare = await t.request().get(`/api/teams/school/${p.bare.code}`).set(bearer(tokens.admin)).expect(200);
      expect(bare.body.data).toEqual([]);
    });

    it('refuses another school (403), another region (403), bad codes (400) and unknown schools (404)', async () => {
      const tokens = tokensFor(t, p);
      await t.request().get(`/api/teams/school/${p.schoolB.code}`).set(bearer(tokens.school_admin)).expect(403);
      const other = await t.request().get(`/api/teams/school/${p.schoolB.code}`).set(bearer(tokens.region_admin)).expect(403);
      expect(JSON.stringify(other.body)).not.toContain(p.schoolB.teams[0]!.teamId);
      await t.request().get(`/api/teams/school/${p.schoolA.code}`).set(bearer(tokens.region_admin)).expect(200);
      await t.request().get('/api/teams/school/not-a-code!').set(bearer(tokens.admin)).expect(400);
      await t.request().get(`/api/teams/school/${'9'.repeat(13)}`).set(bearer(tokens.admin)).expect(400);
      const missing = await t.request().get('/api/teams/school/99999').set(bearer(tokens.admin)).expect(404);
      expect(missing.body.message).toBe(API_MSG.schoolNotFound);
      await t.request().get('/api/teams/school/99999').set(bearer(tokens.school_admin)).expect(403);
      // malformed percent-encoding is a client error too
      const garbled = await t.request().get('/api/teams/school/%E0%A4%A').set(bearer(tokens.admin));
      expect(garbled.status).toBeGreaterThanOrEqual(400);
      expect(garbled.status).toBeLessThan(500);
    });
  });

  describe('GET /api/teamdata and /api/teamdata/{id}', () => {
    it('gives the team its own record with school details and mentor, by _id or Team ID', async () => {
      const tokens = tokensFor(t, p);
      const team = p.schoolA.teams[0]!;
      for (const id of [team.id, team.teamId, team.teamId.toLowerCase()]) {
        const res = await t.request().get(`/api/teamdata/${id}`).set(bearer(tokens.team)).expect(200);
        expect(res.body.data).toMatchObject({
          _id: team.id,
          teamId: team.teamId,
          school: { code: p.schoolA.code, region: p.schoolA.region, name: expect.any(String), district: expect.any(String), state: expect.any(String), zone: expect.any(String) },
        });
      }
      const own = await t.request().get('/api/teamdata').set(bearer(tokens.team)).expect(200);
      expect(own.body.data._id).toBe(team.id);
      const mentor = p.schoolA.mentors.find((m) => m.id === team.assignedMentorId)!;
      expect(own.body.data.mentor).toEqual({
        _id: mentor.id,
        mentorId: mentor.mentorId,
        name: mentor.name,
        designation: mentor.designation,
        contactNumber: mentor.contactNumber,
        emailId: mentor.email,
      });
    });

    it('keeps a team out of other teams, and school and region admins inside their scope', async () => {
      const tokens = tokensFor(t, p);
      const sibling = p.schoolA.teams[1]!;
      const foreign = p.schoolB.teams[0]!;
      await t.request().get(`/api/teamdata/${sibling.id}`).set(bearer(tokens.team)).expect(403);
      await t.request().get(`/api/teamdata/${foreign.teamId}`).set(bearer(tokens.team)).expect(403);
      await t.request().get(`/api/teamdata/${sibling.id}`).set(bearer(tokens.school_admin)).expect(200);
      await t.request().get(`/api/teamdata/${foreign.id}`).set(bearer(tokens.school_admin)).expect(403);
      await t.request().get(`/api/teamdata/${sibling.id}`).set(bearer(tokens.region_admin)).expect(200);
      await t.request().get(`/api/teamdata/${foreign.id}`).set(bearer(tokens.region_admin)).expect(403);
      await t.request().get(`/api/teamdata/${foreign.id}`).set(bearer(tokens.admin)).expect(200);
      await t.request().get(`/api/teamdata/${foreign.id}`).set(bearer(tokens.super_admin)).expect(200);
      await t.request().get(`/api/teamdata/${foreign.id}`).set(bearer(tokens.mentor)).expect(403);
      await t.request().get('/api/teamdata').set(bearer(tokens.school_admin)).expect(403);
    });

    it('answers 400 for a malformed id and 404 for an unknown team (403 to a team)', async () => {
      const tokens = tokensFor(t, p);
      const bad = await t.request().get('/api/teamdata/not-a-team').set(bearer(tokens.admin)).expect(400);
      expect(bad.body.message).toBe(API_MSG.invalidTeamId);
      await t.request().get("/api/teamdata/1' or '1'='1").set(bearer(tokens.admin)).expect(400);
      const missing = await t.request().get('/api/teamdata/00000000-0000-4000-8000-00000000abcd').set(bearer(tokens.admin)).expect(404);
      expect(missing.body.message).toBe(API_MSG.teamNotFound);
      await t.request().get('/api/teamdata/Z9999JR1').set(bearer(tokens.admin)).expect(404);
      await t.request().get('/api/teamdata/Z9999JR1').set(bearer(tokens.team)).expect(403);
    });

    it('drops a token whose team no longer exists (401)', async () => {
      const ghost = t.tokenFor({ sub: '00000000-0000-4000-8000-00000000beef', role: 'team', teamId: 'Z9999JR1', schoolCode: p.schoolA.code });
      await t.request().get('/api/teamdata').set(bearer(ghost)).expect(401);
    });
  });

  describe('PUT /api/teams/{id}/password', () => {
    it("lets the school admin set a team's password (6+ characters)", async () => {
      const tokens = tokensFor(t, p);
      const team = p.schoolA.teams[1]!;
      const res = await t.request().put(`/api/teams/${team.id}/password`).set(bearer(tokens.school_admin)).send({ newPassword: 'robots' }).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.teamPasswordUpdated, data: null });
      await login(team.teamId, 'robots').expect(200);
      await t.request().put(`/api/teams/${team.teamId}/password`).set(bearer(tokens.school_admin)).send({ newPassword: TEAM_PASSWORD }).expect(200);
      await login(team.teamId, TEAM_PASSWORD).expect(200);
    });

    it('refuses short or missing passwords and unknown fields with 400', async () => {
      const tokens = tokensFor(t, p);
      const team = p.schoolA.teams[1]!;
      for (const body of [{ newPassword: '12345' }, {}, { newPassword: 123456 }, { newPassword: 'abcdefg', confirm: 'abcdefg' }, { newPassword: 'x'.repeat(200) }]) {
        const res = await t.request().put(`/api/teams/${team.id}/password`).set(bearer(tokens.school_admin)).send(body).expect(400);
        expect(res.body.success).toBe(false);
      }
      expect((await t.request().put(`/api/teams/${team.id}/password`).set(bearer(tokens.school_admin)).send({ newPassword: '12345' })).body.message).toBe(
        MSG.passwordMin6Long,
      );
    });

    it('answers one problem per field: {} is one "required", a short one one length message', async () => {
      const tokens = tokensFor(t, p);
      const team = p.schoolA.teams[1]!;
      const send = (body: object) => t.request().put(`/api/teams/${team.id}/password`).set(bearer(tokens.school_admin)).send(body).expect(400);
      const empty = await send({});
      expect(empty.body.message).toBe(MSG.required);
      expect(empty.body.errors).toEqual([{ path: 'newPassword', msg: MSG.required }]);
      expect((await send({ newPassword: '' })).body.errors).toEqual([{ path: 'newPassword', msg: MSG.required }]);
      expect((await send({ newPassword: 'abc' })).body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordMin6Long }]);
      expect((await send({ newPassword: 123456 })).body.errors).toEqual([{ path: 'newPassword', msg: MSG.passwordMin6Long }]);
      expect((await send({ newPassword: 'x'.repeat(200) })).body.errors).toEqual([{ path: 'newPassword', msg: MSG.maxLength(128) }]);
    });

    it("refuses another school's team (403), unknown teams (404) and bad ids (400)", async () => {
      const tokens = tokensFor(t, p);
      await t.request().put(`/api/teams/${p.schoolB.teams[0]!.id}/password`).set(bearer(tokens.school_admin)).send({ newPassword: 'robots' }).expect(403);
      await t.request().put('/api/teams/00000000-0000-4000-8000-00000000abcd/password').set(bearer(tokens.school_admin)).send({ newPassword: 'robots' }).expect(404);
      await t.request().put('/api/teams/bad id/password').set(bearer(tokens.school_admin)).send({ newPassword: 'robots' }).expect(400);
    });
  });

  describe('the four-team limit', () => {
    const member = (n: number, isLeader: boolean, cls = 9): NewTeamMember => ({
      studentId: `S${n}`,
      name: `Student ${n}`,
      class: cls,
      fathersName: `Father ${n}`,
      gender: n % 2 ? 'male' : 'female',
      isLeader,
    });

    it('holds under six concurrent creations for one school: exactly four teams, numbers 1-4', async () => {
      const passwordHash = await hashPassword('Team1pass');
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          createTeamRecord(t.db, {
            schoolCode: p.bare.code,
            teamName: `Racer ${i}`,
            category: i % 2 ? 'sr' : 'jr',
            passwordHash,
            members: [member(1, true, i % 2 ? 11 : 8), member(2, false, i % 2 ? 12 : 10)],
          }),
        ),
      );
      const fulfilled = results.filter((r) => r.status === 'fulfilled');
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(fulfilled).toHaveLength(4);
      expect(rejected).toHaveLength(2);
      for (const r of rejected) {
        expect(r.reason).toBeInstanceOf(ConflictException);
        expect((r.reason as ConflictException).message).toBe(API_MSG.maxTeamsReached);
      }
      const rows = await t.db.select({ teamId: teams.teamId, n: teams.teamNumber, category: teams.category }).from(teams).where(eq(teams.schoolCode, p.bare.code));
      expect(rows.map((r) => r.n).sort()).toEqual([1, 2, 3, 4]);
      for (const row of rows) {
        expect(row.teamId).toMatch(TEAM_ID_PATTERN);
        expect(row.teamId.endsWith(`${row.category.toUpperCase()}${row.n}`)).toBe(true);
      }
      // the new teams show up in the school's list
      const list = await t.request().get(`/api/teams/school/${p.bare.code}`).set(bearer(tokensFor(t, p).admin)).expect(200);
      expect(list.body.data).toHaveLength(4);
    });

    it('is a database fact: a fifth row is refused by the schema itself', async () => {
      await expect(
        t.db.insert(teams).values({ teamId: `X${p.bare.code}JR5`, schoolCode: p.bare.code, teamNumber: 5, teamName: 'Fifth', category: 'jr', passwordHash: 'x' }),
      ).rejects.toThrow();
      await expect(
        t.db.insert(teams).values({ teamId: `X${p.bare.code}SR1`, schoolCode: p.bare.code, teamNumber: 1, teamName: 'Dup', category: 'sr', passwordHash: 'x' }),
      ).rejects.toThrow();
    });

    it("checks the spec's member rules before writing", async () => {
      const base = { schoolCode: p.schoolB.code, teamName: 'Rules', category: 'jr' as const, passwordHash: 'x' };
      await expect(createTeamRecord(t.db, { ...base, members: [] })).rejects.toThrow(MSG.atLeastOneMember);
      await expect(createTeamRecord(t.db, { ...base, members: [1, 2, 3, 4, 5, 6].map((n) => member(n, n === 1)) })).rejects.toThrow(MSG.maxMembers);
      await expect(createTeamRecord(t.db, { ...base, members: [member(1, true), member(2, true)] })).rejects.toThrow(MSG.exactlyOneLeader);
      await expect(createTeamRecord(t.db, { ...base, members: [member(1, true), { ...member(2, false), studentId: 'S1' }] })).rejects.toThrow(MSG.studentIdUnique);
      await expect(createTeamRecord(t.db, { ...base, members: [member(1, true, 11)] })).rejects.toThrow(MSG.juniorClass);
      await expect(createTeamRecord(t.db, { ...base, category: 'sr', members: [member(1, true, 10)] })).rejects.toThrow(MSG.seniorClass);
      await expect(createTeamRecord(t.db, { ...base, members: [member(1, false)] })).rejects.toBeInstanceOf(BadRequestException);
    });
  });

  it('enforces the role matrix on every teams route', async () => {
    const tokens = tokensFor(t, p);
    const team = p.schoolA.teams[0]!;
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: `/api/teams/school/${p.schoolA.code}`, allowed: ['school_admin', 'admin', 'super_admin', 'region_admin'] },
        { method: 'get', path: `/api/teamdata/${team.id}`, allowed: ['team', 'school_admin', 'admin', 'super_admin', 'region_admin'] },
        { method: 'get', path: '/api/teamdata', allowed: ['team'] },
        // another team of the school: a new password ends that team's sessions at once, and the team token is the first team's
        { method: 'put', path: `/api/teams/${p.schoolA.teams[1]!.id}/password`, allowed: ['school_admin'], body: { newPassword: TEAM_PASSWORD } },
      ],
      tokens,
    );
    // the public routes answer without a token (never 401)
    for (const [method, path, body] of [
      ['post', '/api/teams/login', { teamId: team.teamId, password: 'wrong-one' }],
      ['post', '/api/teams/login-by-email', { email: team.teamEmail, password: 'wrong-one' }],
      ['post', '/api/teams/forgot-password', { teamId: team.teamId }],
      ['post', '/api/teams/reset-password', { token: 'nope', newPassword: 'Valid123' }],
    ] as const) {
      const res = await t.request()[method](path).send(body);
      expect([200, 400, 401]).toContain(res.status);
      if (path !== '/api/teams/login' && path !== '/api/teams/login-by-email') expect(res.status).not.toBe(401);
    }
    await t.request().get('/api/teams/reset-password/validate').query({ token: 'nope' }).expect(400);
  });
});
