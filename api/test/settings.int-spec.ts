import { API_MSG, ROLES } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { eventSettings } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { insertAccount } from './support/fixtures-auth';
import { bearer } from './teams-fixtures';

jest.setTimeout(60_000);

/** GET /settings/event and PUT /admin/settings/event: the mentor and team locks. */
describe('event settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const read = (token: string) => t.request().get('/api/settings/event').set(bearer(token));
  const write = (token: string, body: unknown) => t.request().put('/api/admin/settings/event').set(bearer(token)).send(body as object);

  it('starts with mentors and teams locked, readable by every signed-in role', async () => {
    const tokens = t.tokensForAllRoles({ school_admin: { schoolCode: '1001' }, team: { schoolCode: '1001' }, region_admin: { region: 'Agra' } });
    for (const role of ROLES) {
      const res = await read(tokens[role]).expect(200);
      expect(res.body).toEqual({ success: true, message: API_MSG.eventSettingsLoaded, data: { mentorsLocked: true, teamsLocked: true, updatedAt: expect.any(String) } });
    }
    await t.request().get('/api/settings/event').expect(401);
  });

  it('lets the admin switch each lock on its own, recording who changed it', async () => {
    const admin = await insertAccount(t, { role: 'admin' });
    const token = t.tokenFor({ sub: admin.id, role: 'admin', email: admin.email! });
    const res = await write(token, { teamsLocked: false }).expect(200);
    expect(res.body).toEqual({ success: true, message: API_MSG.eventSettingsUpdated, data: { mentorsLocked: true, teamsLocked: false, updatedAt: expect.any(String) } });
    const both = await write(token, { mentorsLocked: false, teamsLocked: true }).expect(200);
    expect(both.body.data).toMatchObject({ mentorsLocked: false, teamsLocked: true });
    const [row] = await t.db.select().from(eventSettings).where(eq(eventSettings.id, 1));
    expect(row).toMatchObject({ mentorsLocked: false, teamsLocked: true, updatedBy: admin.id });
    expect((await read(t.tokensForAllRoles().school_admin).expect(200)).body.data).toMatchObject({ mentorsLocked: false, teamsLocked: true });

    // an admin token whose subject is not a stored account still works (updatedBy stays empty)
    await write(t.tokensForAllRoles().admin, { mentorsLocked: true }).expect(200);
    const [after] = await t.db.select().from(eventSettings).where(eq(eventSettings.id, 1));
    expect(after).toMatchObject({ mentorsLocked: true, updatedBy: null });
  });

  it.each([
    [{}, API_MSG.eventSettingsEmpty],
    [{ mentorsLocked: 'yes' }, API_MSG.mustBeBoolean],
    [{ teamsLocked: null }, API_MSG.mustBeBoolean],
    [{ teamsLocked: 1 }, API_MSG.mustBeBoolean],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = await t.db.select().from(eventSettings);
    const res = await write(t.tokensForAllRoles().admin, body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await t.db.select().from(eventSettings)).toEqual(before);
  });

  it('refuses unknown fields and non-object bodies with 400', async () => {
    const admin = t.tokensForAllRoles().admin;
    await write(admin, { teamsLocked: true, paymentsLocked: true }).expect(400);
    await t.request().put('/api/admin/settings/event').set(bearer(admin)).set('Content-Type', 'application/json').send('[true]').expect(400);
  });

  it('enforces the role matrix: reading for everyone signed in, writing for the admin only', async () => {
    const tokens = t.tokensForAllRoles({ school_admin: { schoolCode: '1001' }, team: { schoolCode: '1001' }, region_admin: { region: 'Agra' } });
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: '/api/settings/event', allowed: ROLES },
        { method: 'put', path: '/api/admin/settings/event', allowed: ['admin'], body: { teamsLocked: true } },
      ],
      tokens,
    );
  });
});
