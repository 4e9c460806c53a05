import { MSG } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { SESSION_FLOOR_CACHE_MS } from '../src/auth';
import { accounts, revokedSessions, sessionFloors } from '../src/database/schema';
import type { SmtpCatcher, TestApp } from './support';
import { bootMailingApp, drainAuthMail, insertAccount, insertSchool, insertTeam, otpFromMail, STRONG_PASSWORD } from './support/fixtures-auth';
import { setLocks } from './teams-fixtures';

// argon2 hashing and app boots are slow on a shared machine
jest.setTimeout(30_000);

/** A change made outside the API (a script's UPDATE) is honoured once the cached floor expires. */
const pastTheCache = () => new Promise((resolve) => setTimeout(resolve, SESSION_FLOOR_CACHE_MS + 100));

describe('session revocation', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  bootMailingApp((app, catcher) => {
    t = app;
    smtp = catcher;
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const signIn = async (email: string, password: string): Promise<string> =>
    (await t.request().post('/api/auth/login').send({ email, password }).expect(200)).body.data.token;
  const teamSignIn = async (teamId: string, password: string): Promise<string> =>
    (await t.request().post('/api/teams/login').send({ teamId, password }).expect(200)).body.data.token;

  /** A route that trusts the token's claims (it does not read the account again). */
  const teamsOf = (schoolCode: string, token: string) => t.request().get(`/api/teams/school/${schoolCode}`).set(bearer(token));

  async function schoolAdmin() {
    const school = await insertSchool(t);
    const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code });
    return { ...account, email: account.email as string, schoolCode: school.code };
  }

  it('a password reset ends the sessions issued before it, at once; the new password signs in', async () => {
    const admin = await schoolAdmin();
    const before = await signIn(admin.email, STRONG_PASSWORD);
    await teamsOf(admin.schoolCode, before).expect(200);

    await t.request().post('/api/auth/send-password-reset-otp').send({ email: admin.email }).expect(200);
    await drainAuthMail(t);
    const otp = otpFromMail(smtp.messages.filter((m) => m.to.includes(admin.email)).at(-1)!);
    const verified = await t.request().post('/api/auth/verify-password-reset-otp').send({ email: admin.email, otp }).expect(200);
    await t.request().post('/api/auth/reset-password-with-otp').send({ resetToken: verified.body.data.resetToken, newPassword: 'newpass1' }).expect(200);

    // no waiting: this process made the change and dropped its cached floor
    await teamsOf(admin.schoolCode, before).expect(401);
    await t.request().get('/api/auth/verify').set(bearer(before)).expect(401);
    const after = await signIn(admin.email, 'newpass1');
    await teamsOf(admin.schoolCode, after).expect(200);
  });

  it("a team password change by the school admin ends the team's sessions at once, not the admin's", async () => {
    const admin = await schoolAdmin();
    const team = await insertTeam(t, admin.schoolCode);
    const adminToken = await signIn(admin.email, STRONG_PASSWORD);
    const teamToken = await teamSignIn(team.teamId, 'Team1pass');
    await t.request().get('/api/auth/verify').set(bearer(teamToken)).expect(200);

    await t.request().put(`/api/teams/${team.id}/password`).set(bearer(adminToken)).send({ newPassword: 'robots2025' }).expect(200);

    // no waiting: the process that made the change dropped its cached floor
    await t.request().get('/api/auth/verify').set(bearer(teamToken)).expect(401);
    await teamsOf(admin.schoolCode, adminToken).expect(200);
    const fresh = await teamSignIn(team.teamId, 'robots2025');
    await t.request().get('/api/auth/verify').set(bearer(fresh)).expect(200);
  });

  it("a team's new password in its edit, or its deletion, by the school admin ends its sessions at once", async () => {
    await setLocks(t, { teamsLocked: false });
    const admin = await schoolAdmin();
    const adminToken = await signIn(admin.email, STRONG_PASSWORD);
    const edited = await insertTeam(t, admin.schoolCode);
    const editedToken = await teamSignIn(edited.teamId, 'Team1pass');
    await t.request().get('/api/auth/verify').set(bearer(editedToken)).expect(200);
    await t.request().put(`/api/teams/${edited.id}`).set(bearer(adminToken)).send({ password: 'robots2026' }).expect(200);
    await t.request().get('/api/auth/verify').set(bearer(editedToken)).expect(401);

    const other = await schoolAdmin();
    const deleted = await insertTeam(t, other.schoolCode);
    const deletedToken = await teamSignIn(deleted.teamId, 'Team1pass');
    // notifications are chosen by the token's claims, so only the floor can stop this one
    await t.request().get('/api/notifications/user').set(bearer(deletedToken)).expect(200);
    await t.request().delete(`/api/teams/${deleted.id}`).set(bearer(await signIn(other.email, STRONG_PASSWORD))).expect(200);
    await t.request().get('/api/notifications/user').set(bearer(deletedToken)).expect(401);
  });

  it("an account's deletion ends its sessions at once", async () => {
    const admin = await schoolAdmin();
    const token = await signIn(admin.email, STRONG_PASSWORD);
    await teamsOf(admin.schoolCode, token).expect(200);
    const platform = await insertAccount(t, { role: 'admin' });
    const platformToken = await signIn(platform.email as string, STRONG_PASSWORD);

    await t.request().delete(`/api/admin/users/${admin.id}`).set(bearer(platformToken)).expect(200);

    // a route that trusts the token's claims: only the floor stops it, and no waiting
    await teamsOf(admin.schoolCode, token).expect(401);
    const [floor] = await t.db.select().from(sessionFloors).where(eq(sessionFloors.subjectId, admin.id));
    expect(floor).toBeDefined(); // the floor outlives the account
  });

  it("a region admin's region change ends the sessions that carry the old region", async () => {
    const username = `ra.test${Date.now()}`;
    const ra = await insertAccount(t, { role: 'region_admin', username, email: null, region: 'Delhi' });
    const login = await t.request().post('/api/region-admin/login').send({ username, password: STRONG_PASSWORD }).expect(200);
    const old = login.body.data.token as string;
    await t.request().get('/api/region-admin/profile').set(bearer(old)).expect(200);

    await t.db.update(accounts).set({ region: 'Chennai' }).where(eq(accounts.id, ra.id));
    await pastTheCache();

    await t.request().get('/api/region-admin/profile').set(bearer(old)).expect(401);
    const again = await t.request().post('/api/region-admin/login').send({ username, password: STRONG_PASSWORD }).expect(200);
    const profile = await t.request().get('/api/region-admin/profile').set(bearer(again.body.data.token)).expect(200);
    expect(profile.body.data.admin.region).toBe('Chennai');
  });

  it('a sign-out ends its own session at once, for every route; the same account signed in elsewhere stays', async () => {
    const admin = await schoolAdmin();
    const here = await signIn(admin.email, STRONG_PASSWORD);
    const elsewhere = await signIn(admin.email, STRONG_PASSWORD);
    await teamsOf(admin.schoolCode, here).expect(200); // its floor is cached now

    const out = await t.request().post('/api/auth/logout').set(bearer(here)).expect(200);
    expect(out.body).toEqual({ success: true, message: MSG.loggedOut, data: null });

    await teamsOf(admin.schoolCode, here).expect(401);
    await t.request().get('/api/auth/verify').set(bearer(here)).expect(401);
    await teamsOf(admin.schoolCode, elsewhere).expect(200);
    // signing out again, or with a forged or no token, is still a plain 200
    await t.request().post('/api/auth/logout').set(bearer(here)).expect(200);
    await t.request().post('/api/auth/logout').set(bearer(`${here.slice(0, -4)}AAAA`)).expect(200);
    await t.request().post('/api/auth/logout').expect(200);
    await teamsOf(admin.schoolCode, elsewhere).expect(200);
  });

  it("one team member's sign-out leaves the others of the same Team ID signed in", async () => {
    const admin = await schoolAdmin();
    const team = await insertTeam(t, admin.schoolCode);
    const first = await teamSignIn(team.teamId, 'Team1pass');
    const second = await teamSignIn(team.teamId, 'Team1pass');
    await t.request().post('/api/auth/logout').set(bearer(first)).expect(200);
    await t.request().get('/api/teamdata').set(bearer(first)).expect(401);
    await t.request().get('/api/teamdata').set(bearer(second)).expect(200);
    const revoked = await t.db.select().from(revokedSessions).where(eq(revokedSessions.subjectId, team.id));
    expect(revoked).toHaveLength(1);
    // kept until the token would have expired anyway
    const { exp } = JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
    expect(revoked[0]!.expiresAt.getTime()).toBe(exp * 1000);
  });

  it('a change that touches no credential (the name) keeps the sessions', async () => {
    const admin = await schoolAdmin();
    const token = await signIn(admin.email, STRONG_PASSWORD);
    await t.db.update(accounts).set({ fullName: 'Renamed Admin' }).where(eq(accounts.id, admin.id));
    await pastTheCache();
    await teamsOf(admin.schoolCode, token).expect(200);
  });
});
