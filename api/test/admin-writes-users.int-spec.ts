import { API_MSG, PAGING_MSG, type AdminUser } from '@hackathon/contracts';
import { count, eq, isNull } from 'drizzle-orm';
import { accounts, auditLog, paymentSubmissions, registrations } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { insertAccount, uniqueEmail } from './support/fixtures-auth';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** GET /admin/users, PUT /admin/users/{id}/verification, DELETE /admin/users/{id}, and their audit entries. */
describe('admin user accounts', () => {
  let t: TestApp;
  let p: Participants;
  /** The signed-in admin: a real account. */
  let me: { id: string; token: string };

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  beforeAll(async () => {
    const account = await insertAccount(t, { role: 'admin', email: uniqueEmail('me.admin'), fullName: 'Meera Admin' });
    me = { id: account.id, token: t.tokenFor({ sub: account.id, role: 'admin', email: account.email! }) };
  });

  const auditTotal = async () => ((await t.db.select({ n: count() }).from(auditLog)) as [{ n: number }])[0].n;
  const auditOf = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
  const account = async (id: string) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0];
  const list = (query: Record<string, string>) => t.request().get('/api/admin/users').query(query).set(bearer(me.token));

  it('is the admin alone (spec section 6: user lists are admin-only)', async () => {
    const tokens = tokensFor(t, p);
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: '/api/admin/users', allowed: ['admin'] },
        { method: 'put', path: `/api/admin/users/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f/verification`, allowed: ['admin'], body: { isVerified: true } },
        { method: 'delete', path: '/api/admin/users/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', allowed: ['admin'] },
      ],
      tokens,
    );
  });

  describe('GET /api/admin/users', () => {
    it('pages the accounts, newest first, without secrets', async () => {
      const res = await list({ limit: '5' }).expect(200);
      expect(res.body.message).toBe(API_MSG.usersLoaded);
      const { items, pagination } = res.body.data as { items: AdminUser[]; pagination: { total: number; totalPages: number } };
      expect(items).toHaveLength(5);
      const [{ n }] = (await t.db.select({ n: count() }).from(accounts)) as [{ n: number }];
      expect(pagination.total).toBe(n);
      const times = items.map((u) => new Date(u.createdAt).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2|failedLogin|lockedUntil/);
      expect(Object.keys(items[0]!).sort()).toEqual(
        ['_id', 'createdAt', 'email', 'fullName', 'isVerified', 'region', 'role', 'schoolCode', 'schoolName', 'updatedAt', 'username', 'verifiedAt'].sort(),
      );
    });

    it('searches email, name and school code, and filters role and verification', async () => {
      const byEmail = await list({ search: p.schoolA.adminEmail.toUpperCase() }).expect(200);
      expect(byEmail.body.data.items.map((u: AdminUser) => u._id)).toEqual([p.schoolA.adminId]);
      expect(byEmail.body.data.items[0]).toMatchObject({ role: 'school_admin', schoolCode: p.schoolA.code, schoolName: expect.any(String) });

      const byName = await list({ search: 'meera admin' }).expect(200);
      expect(byName.body.data.items.map((u: AdminUser) => u._id)).toEqual([me.id]);

      const bySchool = await list({ search: p.schoolB.code, role: 'school_admin' }).expect(200);
      expect(bySchool.body.data.items.map((u: AdminUser) => u.schoolCode)).toEqual([p.schoolB.code]);

      const admins = await list({ role: 'ADMIN', limit: '100' }).expect(200);
      expect(admins.body.data.items.length).toBeGreaterThan(0);
      expect(admins.body.data.items.every((u: AdminUser) => u.role === 'admin')).toBe(true);

      const unverified = await list({ verified: 'false', limit: '100' }).expect(200);
      const [{ n }] = (await t.db.select({ n: count() }).from(accounts).where(isNull(accounts.emailVerifiedAt))) as [{ n: number }];
      expect(unverified.body.data.pagination.total).toBe(n);
      expect(unverified.body.data.items.every((u: AdminUser) => !u.isVerified && u.verifiedAt === null)).toBe(true);

      const sorted = await list({ sort: 'email', order: 'asc', role: 'school_admin', limit: '20' }).expect(200);
      const emails = sorted.body.data.items.map((u: AdminUser) => (u.email ?? '').toLowerCase());
      expect([...emails].sort()).toEqual(emails);
    });

    it.each([
      ['page 0', { page: '0' }, PAGING_MSG.page],
      ['limit 10,000', { limit: '10000' }, PAGING_MSG.limit],
      ['a negative page', { page: '-1' }, PAGING_MSG.page],
      ['a non-numeric limit', { limit: 'all' }, PAGING_MSG.limit],
      ['an unknown role', { role: 'team' }, PAGING_MSG.filter('role', ['school_admin', 'mentor', 'admin', 'region_admin', 'super_admin', 'judge'])],
      ['a bad verified', { verified: 'maybe' }, PAGING_MSG.filter('verified', ['true', 'false'])],
      ['an unknown sort', { sort: 'passwordHash' }, PAGING_MSG.sort(['createdAt', 'email', 'fullName', 'role'])],
    ])('refuses %s with 400 and its message', async (_label, query, message) => {
      expect((await list(query).expect(400)).body.message).toBe(message);
    });
  });

  describe('PUT /api/admin/users/{id}/verification', () => {
    it("withdraws and restores a school admin's verification; the registration follows and both are recorded", async () => {
      const id = p.schoolB.adminId;
      const [registration] = await t.db.select().from(registrations).where(eq(registrations.accountId, id));
      expect(registration!.otpVerified).toBe(true);

      const off = await t.request().put(`/api/admin/users/${id}/verification`).set(bearer(me.token)).send({ isVerified: false }).expect(200);
      expect(off.body).toMatchObject({ success: true, message: API_MSG.userVerificationUpdated, data: { _id: id, isVerified: false, verifiedAt: null } });
      expect((await account(id))!.emailVerifiedAt).toBeNull();
      expect((await t.db.select().from(registrations).where(eq(registrations.id, registration!.id)))[0]!.otpVerified).toBe(false);
      // a school admin without a verified address cannot sign in
      await t.request().post('/api/auth/login').send({ email: p.schoolB.adminEmail, password: 'Str0ng!Pass' }).expect((r) => expect(r.status).not.toBe(200));

      expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'user.verification_changed', entityType: 'user', actorId: me.id, before: { isVerified: true }, after: { isVerified: false } });
      expect((await auditOf(registration!.id)).at(-1)).toMatchObject({ action: 'registration.updated', before: { otpVerified: true }, after: { otpVerified: false } });

      const total = await auditTotal();
      await t.request().put(`/api/admin/users/${id}/verification`).set(bearer(me.token)).send({ isVerified: false }).expect(200);
      expect(await auditTotal()).toBe(total);

      const on = await t.request().put(`/api/admin/users/${id}/verification`).set(bearer(me.token)).send({ isVerified: true }).expect(200);
      expect(on.body.data.isVerified).toBe(true);
      expect((await t.db.select().from(registrations).where(eq(registrations.id, registration!.id)))[0]!.otpVerified).toBe(true);
      await t.request().post('/api/auth/login').send({ email: p.schoolB.adminEmail, password: 'Str0ng!Pass' }).expect(200);
    });

    it.each([
      ['a string', { isVerified: 'yes' }, 400, API_MSG.mustBeBoolean],
      ['nothing', {}, 400, API_MSG.mustBeBoolean],
      ['null', { isVerified: null }, 400, API_MSG.mustBeBoolean],
    ])('refuses %s with its message and writes nothing', async (_label, body, status, message) => {
      const total = await auditTotal();
      const res = await t.request().put(`/api/admin/users/${p.schoolA.adminId}/verification`).set(bearer(me.token)).send(body).expect(status);
      expect(res.body.message).toBe(message);
      expect(await auditTotal()).toBe(total);
    });

    it('answers 400 for a malformed id and 404 for an unknown user', async () => {
      expect((await t.request().put('/api/admin/users/42/verification').set(bearer(me.token)).send({ isVerified: true }).expect(400)).body.message).toBe(API_MSG.invalidUserId);
      expect((await t.request().put('/api/admin/users/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f/verification').set(bearer(me.token)).send({ isVerified: true }).expect(404)).body.message).toBe(
        API_MSG.userNotFound,
      );
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    const del = (token: string, id: string) => t.request().delete(`/api/admin/users/${id}`).set(bearer(token));

    it("deletes a school admin's account, keeps the school's registration (unlinked) and records both", async () => {
      const school = p.dataset.schools.find((s) => s.code !== p.schoolA.code && s.code !== p.schoolB.code && p.dataset.schoolAdmins.some((a) => a.schoolCode === s.code))!;
      const admin = p.dataset.schoolAdmins.find((a) => a.schoolCode === school.code)!;
      const [registration] = await t.db.select().from(registrations).where(eq(registrations.accountId, admin.id));
      const res = await del(me.token, admin.id).expect(200);
      expect(res.body).toMatchObject({ success: true, message: API_MSG.userDeleted, data: { _id: admin.id, role: 'school_admin', registrationKept: registration!.id } });
      expect(await account(admin.id)).toBeUndefined();
      const [kept] = await t.db.select().from(registrations).where(eq(registrations.id, registration!.id));
      expect(kept).toMatchObject({ accountId: null, schoolCode: school.code });
      expect((await auditOf(admin.id)).at(-1)).toMatchObject({ action: 'user.deleted', schoolCode: school.code, before: { role: 'school_admin', email: admin.email }, after: null });
      expect((await auditOf(registration!.id)).at(-1)).toMatchObject({ action: 'registration.account_unlinked', before: { accountId: admin.id }, after: { accountId: null } });
      expect((await del(me.token, admin.id).expect(404)).body.message).toBe(API_MSG.userNotFound);
    });

    it('never deletes the caller itself', async () => {
      const total = await auditTotal();
      expect((await del(me.token, me.id).expect(400)).body.message).toBe(API_MSG.cannotDeleteSelf);
      expect(await account(me.id)).toBeDefined();
      expect(await auditTotal()).toBe(total);
    });

    it('never deletes the last admin, even under two concurrent deletions', async () => {
      // two more admins; each tries to delete the other while a third party deletes me
      const a = await insertAccount(t, { role: 'admin' });
      const b = await insertAccount(t, { role: 'admin' });
      const tokenA = t.tokenFor({ sub: a.id, role: 'admin' });
      const tokenB = t.tokenFor({ sub: b.id, role: 'admin' });
      const [{ n: before }] = (await t.db.select({ n: count() }).from(accounts).where(eq(accounts.role, 'admin'))) as [{ n: number }];
      const others = (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, 'admin'))).map((r) => r.id).filter((id) => ![a.id, b.id, me.id].includes(id));
      for (const id of others) await del(me.token, id).expect(200);
      expect(before - others.length).toBe(3);

      // me, a, b remain: a deletes me, then a and b try to delete each other at once
      await del(tokenA, me.id).expect(200);
      const results = await Promise.all([del(tokenA, b.id), del(tokenB, a.id)]);
      // one deletion wins; the other is refused: 409 when both callers passed the sign-in check
      // before it, 401 when its caller's account was already deleted (its session ended with it)
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const refused = results.find((r) => r.status !== 200)!;
      expect(refused.body.message).toBe(refused.status === 409 ? API_MSG.lastAdminKept : API_MSG.unauthorized);
      const left = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, 'admin'));
      expect(left).toHaveLength(1);

      // a caller without an account of its own cannot remove the last one either
      const stranger = t.tokenFor({ sub: '00000000-0000-4000-8000-0000000000ff', role: 'admin' });
      const total = await auditTotal();
      expect((await del(stranger, left[0]!.id).expect(409)).body.message).toBe(API_MSG.lastAdminKept);
      expect(await auditTotal()).toBe(total);
      me = { id: left[0]!.id, token: t.tokenFor({ sub: left[0]!.id, role: 'admin' }) };
    });

    it('keeps an account that verified payments (the payment history names it)', async () => {
      const reviewer = await insertAccount(t, { role: 'super_admin', username: `reviewer${Date.now()}`, email: null });
      const [submission] = await t.db.select({ id: paymentSubmissions.id }).from(paymentSubmissions).limit(1);
      await t.db.update(paymentSubmissions).set({ verifiedBy: reviewer.id }).where(eq(paymentSubmissions.id, submission!.id));
      const total = await auditTotal();
      expect((await del(me.token, reviewer.id).expect(409)).body.message).toBe(API_MSG.userVerifiedPayments);
      expect(await account(reviewer.id)).toBeDefined();
      expect(await auditTotal()).toBe(total);
    });

    it('deletes a region admin (no registration to keep)', async () => {
      const region = await insertAccount(t, { role: 'region_admin', region: 'Agra', username: `agra${Date.now()}`, email: null });
      const res = await del(me.token, region.id).expect(200);
      expect(res.body.data).toEqual({ _id: region.id, role: 'region_admin', email: null, registrationKept: null });
    });

    it('answers 400 for a malformed id', async () => {
      expect((await del(me.token, 'nobody').expect(400)).body.message).toBe(API_MSG.invalidUserId);
    });
  });
});
