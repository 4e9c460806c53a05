import {
  API_MSG,
  AUTH_API,
  MENTOR_PORTAL_API,
  MENTORS_API,
  MSG,
  NOTIFICATIONS_API,
  PAYMENTS_API,
  REGISTRATION_API,
  SCHEDULE_API,
  STANDINGS_API,
  TEAMS_API,
  type Mentor,
  type MentorPortal,
} from '@hackathon/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accounts, authTokens, mentors, teams } from '../src/database/schema';
import { createTestApp, startSmtpCatcher, type SmtpCatcher, type TestApp } from './support';
import { HOOK_TIMEOUT_MS, STRONG_PASSWORD, drainAuthMail, insertAccount, insertSchool, tokenFromMail } from './support/fixtures-auth';
import { bearer, loadParticipants, mentorBody, setLocks, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/**
 * Mentor accounts by invitation (issue 26), over real SMTP: the invitation mail and its single-use
 * 72-hour link, the password it sets and the sign-in it opens, the resend limit, a new address,
 * deactivation and deletion (the live session ends at once), and what a mentor may read.
 */
describe('mentor accounts by invitation', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let p: Participants;
  let schoolAdmin: string;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    p = await loadParticipants(t);
    schoolAdmin = tokensFor(t, p).school_admin;
    const adminAccount = await insertAccount(t, { role: 'admin' });
    admin = t.tokenFor({ sub: adminAccount.id, role: 'admin', email: adminAccount.email ?? undefined });
    // school A: mentor 1 mentors teams 1 and 2, mentor 2 mentors team 3, team 4 has none
    const [m1, m2] = p.schoolA.mentors;
    const [t1, t2, t3, t4] = p.schoolA.teams;
    await t.db.update(teams).set({ assignedMentorId: m1!.id }).where(inArray(teams.id, [t1!.id, t2!.id]));
    await t.db.update(teams).set({ assignedMentorId: m2!.id }).where(eq(teams.id, t3!.id));
    await t.db.update(teams).set({ assignedMentorId: null }).where(eq(teams.id, t4!.id));
    // the spec's lock is on: inviting and resending stay open
    await setLocks(t, { mentorsLocked: true });
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  }, HOOK_TIMEOUT_MS);

  const api = (path: string) => `/api${path}`;
  const invite = (mentorId: string, token = schoolAdmin) => t.request().post(api(MENTORS_API.invite.path(mentorId))).set(bearer(token));
  const accept = (token: string, newPassword = STRONG_PASSWORD) => t.request().post(api(MENTOR_PORTAL_API.acceptInvitation.path())).send({ token, newPassword });
  const login = (email: string, password = STRONG_PASSWORD) => t.request().post(api(AUTH_API.login.path())).send({ email, password });

  /** The invitation links mailed to `email` so far, oldest first (after the background mail is handed over). */
  async function invitationsTo(email: string): Promise<string[]> {
    await drainAuthMail(t);
    return smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.text.includes('/mentor-invitation?token=')).map((m) => tokenFromMail(m, '/mentor-invitation'));
  }

  async function latestInvitation(email: string): Promise<string> {
    const links = await invitationsTo(email);
    expect(links.length).toBeGreaterThan(0);
    return links[links.length - 1]!;
  }

  async function mentorRow(id: string) {
    const [row] = await t.db.select().from(mentors).where(eq(mentors.id, id));
    return row!;
  }

  describe('a school admin invites a mentor of its school', () => {
    let mentorToken: string;

    it('creates an invited account and mails a single-use link; the password it sets signs in as mentor', async () => {
      const m1 = p.schoolA.mentors[0]!;
      const { email } = await mentorRow(m1.id);

      const invited = await invite(m1.id).expect(200);
      expect(invited.body.message).toBe(API_MSG.mentorInvited);
      const mentor = invited.body.data as Mentor;
      expect(mentor.account.state).toBe('invited');
      expect(mentor.account.invitedAt).not.toBeNull();
      expect(mentor.account.lastSignInAt).toBeNull();

      await drainAuthMail(t);
      const mail = smtp.messages.find((m) => m.to.includes(email));
      expect(mail?.text).toContain('http://portal.test/mentor-invitation?token=');
      expect(mail?.html).toContain('/mentor-invitation?token=');
      const token = tokenFromMail(mail!, '/mentor-invitation');
      const [account] = await t.db.select().from(accounts).where(eq(accounts.mentorId, m1.id));
      expect(account).toMatchObject({ role: 'mentor', schoolCode: p.schoolA.code, email, emailVerifiedAt: null, disabledAt: null });
      // the token is stored hashed, like every one-time secret
      const stored = await t.db.select({ hash: authTokens.tokenHash }).from(authTokens).where(and(eq(authTokens.accountId, account!.id), eq(authTokens.purpose, 'mentor_invitation')));
      expect(stored.map((s) => s.hash)).not.toContain(token);

      // no password signs in before the invitation is accepted
      await login(email).expect(401);
      const weak = await accept(token, 'weakpass').expect(400);
      expect(JSON.stringify(weak.body)).toContain(MSG.strongPassword);

      const accepted = await accept(token).expect(200);
      expect(accepted.body.message).toBe(API_MSG.mentorInvitationAccepted);
      // single use
      const again = await accept(token, 'An0ther!Pass').expect(400);
      expect(again.body.message).toBe(API_MSG.mentorInvitationInvalid);

      const signedIn = await login(email).expect(200);
      expect(signedIn.body.data.user.role).toBe('mentor');
      mentorToken = signedIn.body.data.token;
      const session = await t.request().get(api(AUTH_API.session.path())).set(bearer(mentorToken)).expect(200);
      expect(session.body.data.user.role).toBe('mentor');

      const listed = await t.request().get(api(MENTORS_API.bySchool.path(p.schoolA.code))).set(bearer(schoolAdmin)).expect(200);
      const card = (listed.body.data as Mentor[]).find((m) => m._id === m1.id)!;
      expect(card.account.state).toBe('active');
      expect(card.account.lastSignInAt).not.toBeNull();
    });

    it('refuses to invite an account that is already active (409)', async () => {
      const res = await invite(p.schoolA.mentors[0]!.id).expect(409);
      expect(res.body.message).toBe(API_MSG.mentorAccountActive);
    });

    it('GET /mentor/me answers the mentor, its school and exactly its assigned teams, with phase, rank, members and attendance', async () => {
      const res = await t.request().get(api(MENTOR_PORTAL_API.me.path())).set(bearer(mentorToken)).expect(200);
      const me = res.body.data as MentorPortal;
      expect(me.mentor._id).toBe(p.schoolA.mentors[0]!.id);
      expect(me.school.code).toBe(p.schoolA.code);
      expect(me.teams.map((x) => x.teamId).sort()).toEqual([p.schoolA.teams[0]!.teamId, p.schoolA.teams[1]!.teamId].sort());
      for (const team of me.teams) {
        expect(team.currentPhase).toBeGreaterThanOrEqual(1);
        expect(team.phaseScores).toHaveProperty('phase1');
        expect(team.rankedTeams).toBeGreaterThan(0);
        if (team.status !== 'ELIMINATED') expect(team.rank).toBeGreaterThanOrEqual(1);
        expect(team.members.length).toBeGreaterThan(0);
        expect(team.members.filter((m) => m.isLeader)).toHaveLength(1);
        expect(Object.keys(team.attendance)).toEqual(['day1', 'day2', 'day3', 'day4']);
      }
      expect(me.schedule?.kvCode).toBe(p.schoolA.code);
      // an unassignment counts at once
      await t.db.update(teams).set({ assignedMentorId: null }).where(eq(teams.id, p.schoolA.teams[1]!.id));
      const after = await t.request().get(api(MENTOR_PORTAL_API.me.path())).set(bearer(mentorToken)).expect(200);
      expect((after.body.data as MentorPortal).teams.map((x) => x.teamId)).toEqual([p.schoolA.teams[0]!.teamId]);
      await t.db.update(teams).set({ assignedMentorId: p.schoolA.mentors[0]!.id }).where(eq(teams.id, p.schoolA.teams[1]!.id));
    });

    it("reads nothing else: another team, its school's mentors and teams, registration, payment, schedule, standings", async () => {
      const other = p.schoolA.teams[2]!; // mentor 2's team
      const reads = [
        TEAMS_API.teamData.path(other.id),
        TEAMS_API.teamData.path(p.schoolB.teams[0]!.id),
        TEAMS_API.teamData.path(p.schoolA.teams[0]!.id),
        MENTORS_API.bySchool.path(p.schoolA.code),
        TEAMS_API.bySchool.path(p.schoolA.code),
        REGISTRATION_API.byKv.path(p.schoolA.code),
        PAYMENTS_API.info.path(p.schoolA.code),
        SCHEDULE_API.forSchool.path(p.schoolA.code),
        STANDINGS_API.me.path(),
      ];
      for (const path of reads) {
        const res = await t.request().get(api(path)).set(bearer(mentorToken));
        expect(`${path}: ${res.status}`).toMatch(/: 40[34]$/);
      }
      // and writes nothing of the school's: not even its own record
      await t.request().put(api(MENTORS_API.update.path(p.schoolA.mentors[0]!.id))).set(bearer(mentorToken)).send({ name: 'Self Edit' }).expect(403);
      await t.request().post(api(MENTORS_API.invite.path(p.schoolA.mentors[1]!.id))).set(bearer(mentorToken)).expect(403);
    });

    it('reads the notifications the admin targets at mentors of its region', async () => {
      await t
        .request()
        .post(api(NOTIFICATIONS_API.create.path()))
        .set(bearer(admin))
        .send({ title: 'Mentors of the region', message: 'Bootcamp briefing', target: { roles: ['mentor'], regions: [p.schoolA.region] } })
        .expect(201);
      await t.request().post(api(NOTIFICATIONS_API.create.path())).set(bearer(admin)).send({ title: 'Teams only', message: 'Not for mentors', target: { roles: ['team'] } }).expect(201);
      const bell = await t.request().get(api(NOTIFICATIONS_API.list.path())).set(bearer(mentorToken)).expect(200);
      const titles = (bell.body.data as Array<{ title: string }>).map((n) => n.title);
      expect(titles).toContain('Mentors of the region');
      expect(titles).not.toContain('Teams only');
    });
  });

  it('allows at most 3 invitations per hour per mentor (429), and each new one ends the earlier links', async () => {
    const m2 = p.schoolA.mentors[1]!;
    const { email } = await mentorRow(m2.id);
    for (let i = 0; i < 3; i++) await invite(m2.id).expect(200);
    const limited = await invite(m2.id).expect(429);
    expect(limited.body.message).toBe(API_MSG.mentorInviteLimit);
    const links = await invitationsTo(email);
    expect(links).toHaveLength(3);
    expect((await accept(links[0]!)).status).toBe(400);
    expect((await accept(links[1]!)).status).toBe(400);
    await accept(links[2]!).expect(200);
    await login(email).expect(200);
  });

  it("a school admin cannot invite another school's mentor; the admin can, but not a mentor without an address", async () => {
    const b = p.schoolB.mentors[0]!;
    await invite(b.id).expect(403);
    await t.db.update(mentors).set({ email: '' }).where(eq(mentors.id, b.id));
    const res = await invite(b.id, admin).expect(400);
    expect(res.body.message).toBe(API_MSG.mentorNoEmail);
    await invite('MNT-NOPE-9', admin).expect(404);
  });

  describe('a mentor added by the admin to a new school', () => {
    let code: string;
    let mentorId: string;
    let email: string;

    beforeAll(async () => {
      code = (await insertSchool(t)).code;
    });

    it('is invited when added; an expired link is refused with the message to ask for a new one', async () => {
      const body = mentorBody(code);
      const created = await t.request().post(api(MENTORS_API.create.path())).set(bearer(admin)).send(body).expect(201);
      mentorId = created.body.data._id;
      email = String(body.emailId);
      expect((created.body.data as Mentor).account.state).toBe('invited');
      const token = await latestInvitation(email);
      // age the link past its 72 hours, as the clock would
      await t.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 minute' where purpose = 'mentor_invitation' and used_at is null`);
      const res = await accept(token).expect(400);
      expect(res.body.message).toBe(API_MSG.mentorInvitationInvalid);
    });

    it('a new address ends the old link and the sessions, and invites the new address', async () => {
      await invite(mentorId, admin).expect(200);
      const oldLink = await latestInvitation(email);
      const newEmail = `moved.${code}@kvs.example.org`;
      const updated = await t.request().put(api(MENTORS_API.update.path(mentorId))).set(bearer(admin)).send({ emailId: newEmail }).expect(200);
      expect((updated.body.data as Mentor).account.state).toBe('invited');
      expect((await accept(oldLink)).status).toBe(400);
      await accept(await latestInvitation(newEmail)).expect(200);
      await login(email).expect(401);
      const session = (await login(newEmail).expect(200)).body.data.token as string;

      // an active mentor moved again: its open session ends on its next request
      const third = `third.${code}@kvs.example.org`;
      await t.request().put(api(MENTORS_API.update.path(mentorId))).set(bearer(admin)).send({ emailId: third }).expect(200);
      await t.request().get(api(MENTOR_PORTAL_API.me.path())).set(bearer(session)).expect(401);
      await accept(await latestInvitation(third)).expect(200);
      email = third;
    });

    it('deleting the mentor deletes its account and ends its session at once', async () => {
      const session = (await login(email).expect(200)).body.data.token as string;
      await t.request().get(api(MENTOR_PORTAL_API.me.path())).set(bearer(session)).expect(200);
      await t.request().delete(api(MENTORS_API.remove.path(mentorId))).set(bearer(admin)).expect(200);
      await t.request().get(api(MENTOR_PORTAL_API.me.path())).set(bearer(session)).expect(401);
      await t.request().get(api(AUTH_API.session.path())).set(bearer(session)).expect(401);
      expect(await t.db.select().from(accounts).where(sql`lower(${accounts.email}) = ${email}`)).toEqual([]);
      await login(email).expect(401);
    });
  });

  it('deactivating the mentor disables the account at once; reactivating leaves it disabled until invited again', async () => {
    const m2 = p.schoolA.mentors[1]!;
    const { email } = await mentorRow(m2.id);
    const session = (await login(email).expect(200)).body.data.token as string;
    await t.request().get(api(MENTOR_PORTAL_API.me.path())).set(bearer(session)).expect(200);

    // the lock keeps the school admin out of edits; the admin is never locked
    await t.request().put(api(MENTORS_API.update.path(m2.id))).set(bearer(schoolAdmin)).send({ isActive: false }).expect(423);
    const off = await t.request().put(api(MENTORS_API.update.path(m2.id))).set(bearer(admin)).send({ isActive: false }).expect(200);
    expect((off.body.data as Mentor).account.state).toBe('disabled');
    await t.request().get(api(MENTOR_PORTAL_API.me.path())).set(bearer(session)).expect(401);
    const refused = await login(email).expect(401);
    expect(refused.body.message).toBe(MSG.invalidCredentials);
    const inactive = await invite(m2.id).expect(409);
    expect(inactive.body.message).toBe(API_MSG.mentorInactiveInvite);

    const on = await t.request().put(api(MENTORS_API.update.path(m2.id))).set(bearer(admin)).send({ isActive: true }).expect(200);
    expect((on.body.data as Mentor).account.state).toBe('disabled');
    await login(email).expect(401);
    // the window of this mentor's three invitations is still running: the admin waits, or the window is over
    await t.db.execute(sql`delete from account_limits where limit_key = ${`mentor-invitation:${m2.id}`}`);
    const again = await invite(m2.id).expect(200);
    expect((again.body.data as Mentor).account.state).toBe('invited');
    await accept(await latestInvitation(email)).expect(200);
    await login(email).expect(200);
  });

  it('the admin lists filter mentors by account state', async () => {
    const page = async (state: string) => {
      const res = await t.request().get(`/api/admin/mentors?accountState=${state}&limit=100`).set(bearer(admin)).expect(200);
      return (res.body.data.mentors as Mentor[]).map((m) => `${m._id}:${m.account.state}`);
    };
    const active = await page('active');
    expect(active).toEqual(expect.arrayContaining([`${p.schoolA.mentors[0]!.id}:active`, `${p.schoolA.mentors[1]!.id}:active`]));
    expect(active.every((row) => row.endsWith(':active'))).toBe(true);
    const notInvited = await page('not_invited');
    expect(notInvited.length).toBeGreaterThan(0);
    expect(notInvited.every((row) => row.endsWith(':not_invited'))).toBe(true);
    await t.request().get('/api/admin/mentors?accountState=sleeping').set(bearer(admin)).expect(400);
  });
});
