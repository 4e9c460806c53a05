import { API_MSG, MSG, type Registration } from '@hackathon/contracts';
import { count, eq } from 'drizzle-orm';
import { auditLog, registrations } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { insertSchool } from './support/fixtures-auth';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** The admin's /edit-registration/{id}: PUT /registration/{id} with updatedAt, its 409 and its audit entry. */
describe('registration edit (PUT /api/registration/{id})', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: ReturnType<typeof tokensFor>;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
    tokens = tokensFor(t, p);
  });

  const read = async (token: string, code: string) => (await t.request().get(`/api/registration/by-kv/${code}`).set(bearer(token)).expect(200)).body.data as Registration;
  const put = (token: string, id: string, body: object) => t.request().put(`/api/registration/${id}`).set(bearer(token)).send(body);
  const row = async (id: string) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
  const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
  const auditTotal = async () => ((await t.db.select({ n: count() }).from(auditLog)) as [{ n: number }])[0].n;

  it('lets the admin and the school admin of that school edit; nobody else', async () => {
    const current = await read(tokens.admin, p.schoolA.code);
    await expectRoleMatrix(t, [{ method: 'put', path: `/api/registration/${current._id}`, allowed: ['admin', 'school_admin'], body: { updatedAt: new Date(0).toISOString() } }], tokens);
    // every allowed call above was stale (409): nothing changed
    expect((await row(current._id)).updatedAt.toISOString()).toBe(current.updatedAt);
  });

  it('saves the edit and records the changed fields before and after, with who did it', async () => {
    const current = await read(tokens.admin, p.schoolA.code);
    const res = await put(tokens.admin, current._id, { updatedAt: current.updatedAt, fullName: 'Principal Edited', contactNumber: '9123456780', registrationStatus: 'approved' }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: API_MSG.registrationUpdated, data: { fullName: 'Principal Edited', contactNumber: '9123456780', registrationStatus: 'approved' } });
    expect(new Date(res.body.data.updatedAt).getTime()).toBeGreaterThan(new Date(current.updatedAt).getTime());

    const entry = (await auditOf(current._id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'registration.updated', entityType: 'registration', schoolCode: p.schoolA.code, actorRole: 'admin', actorLabel: 'admin@hackathon.test' });
    expect(entry.before).toEqual({ fullName: current.fullName, contactNumber: current.contactNumber, ...(current.registrationStatus !== 'approved' && { registrationStatus: current.registrationStatus }) });
    expect(entry.after).toEqual({ fullName: 'Principal Edited', contactNumber: '9123456780', ...(current.registrationStatus !== 'approved' && { registrationStatus: 'approved' }) });
  });

  it('refuses a stale edit (someone else saved first) with 409: nothing written, no audit row', async () => {
    const opened = await read(tokens.admin, p.schoolA.code);
    await put(tokens.school_admin, opened._id, { updatedAt: opened.updatedAt, fullName: 'Saved by the school' }).expect(200);
    const total = await auditTotal();
    const stale = await put(tokens.admin, opened._id, { updatedAt: opened.updatedAt, fullName: 'Admin overwrite', email: 'new@school.test' }).expect(409);
    expect(stale.body).toMatchObject({ success: false, message: API_MSG.registrationStale });
    expect(await row(opened._id)).toMatchObject({ fullName: 'Saved by the school' });
    expect(await auditTotal()).toBe(total);
    // the school admin's save was recorded as theirs
    expect((await auditOf(opened._id)).at(-1)).toMatchObject({ actorRole: 'school_admin', after: { fullName: 'Saved by the school' } });
  });

  it('of two concurrent edits from the same copy, one wins and the other is told; one audit row', async () => {
    const current = await read(tokens.admin, p.schoolA.code);
    const total = await auditTotal();
    const results = await Promise.all(['One', 'Two', 'Three'].map((n) => put(tokens.admin, current._id, { updatedAt: current.updatedAt, fullName: `Writer ${n}` })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await auditTotal()).toBe(total + 1);
    expect((await row(current._id)).fullName).toBe(results.find((r) => r.status === 200)!.body.data.fullName);
  });

  it('an edit that changes nothing writes nothing (and a stale copy is still told so)', async () => {
    const current = await read(tokens.admin, p.schoolA.code);
    const total = await auditTotal();
    const same = await put(tokens.admin, current._id, { updatedAt: current.updatedAt, fullName: current.fullName }).expect(200);
    expect(same.body.data.updatedAt).toBe(current.updatedAt);
    expect(await auditTotal()).toBe(total);
    await put(tokens.admin, current._id, { updatedAt: new Date(Date.parse(current.updatedAt) - 1000).toISOString(), fullName: current.fullName }).expect(409);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, MSG.invalidEmail],
    ['an unknown registration status', { registrationStatus: 'done' }, null],
    ['a missing updatedAt', { updatedAt: undefined, fullName: 'X' }, MSG.required],
    ['a malformed updatedAt', { updatedAt: 'yesterday', fullName: 'X' }, 'updatedAt must be a valid ISO 8601 date string'],
    ['an unknown field', { kvName: 'Renamed school' }, 'property kvName should not exist'],
  ])('refuses %s with 400: nothing written, no audit row', async (_label, body, message: string | null) => {
    const current = await read(tokens.admin, p.schoolA.code);
    const total = await auditTotal();
    const res = await put(tokens.admin, current._id, { updatedAt: current.updatedAt, ...body }).expect(400);
    if (message) expect(res.body.message).toBe(message);
    expect((await row(current._id)).updatedAt.toISOString()).toBe(current.updatedAt);
    expect(await auditTotal()).toBe(total);
  });

  it("answers 'Invalid registration ID' for a malformed id, 404 for an unknown one, 403 for another school's", async () => {
    const now = new Date().toISOString();
    expect((await put(tokens.admin, '123', { updatedAt: now }).expect(400)).body.message).toBe(MSG.invalidRegistrationId);
    expect((await put(tokens.admin, '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', { updatedAt: now }).expect(404)).body.message).toBe(API_MSG.registrationNotFound);
    const other = await read(tokens.admin, p.schoolB.code);
    const total = await auditTotal();
    await put(tokens.school_admin, other._id, { updatedAt: other.updatedAt, fullName: 'Not yours' }).expect(403);
    await put(tokens.school_admin, (await read(tokens.admin, p.schoolA.code))._id, { updatedAt: new Date().toISOString(), registrationStatus: 'approved' }).expect(403);
    expect(await auditTotal()).toBe(total);
  });

  it('records a registration the admin creates (POST /registration)', async () => {
    const school = await insertSchool(t, { region: 'Agra' });
    const res = await t.request()
      .post('/api/registration')
      .set(bearer(tokens.admin))
      .send({ schoolCode: school.code, fullName: 'New Principal', email: 'principal@new.test', contactNumber: '9876501234', termsAccepted: true })
      .expect(201);
    const [entry] = await auditOf(res.body.data._id);
    expect(entry).toMatchObject({ action: 'registration.created', schoolCode: school.code, before: null, after: { fullName: 'New Principal', email: 'principal@new.test' } });
    expect((entry!.after as { referenceNumber: string }).referenceNumber).toBe(res.body.data.referenceNumber);
  });
});
