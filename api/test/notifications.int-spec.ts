import { randomUUID } from 'node:crypto';
import { API_MSG, MSG, ROLES } from '@hackathon/contracts';
import { notifications } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';

jest.setTimeout(30_000);

describe('notifications of the signed-in user (bell)', () => {
  let t: TestApp;
  const schoolAdmin = { sub: randomUUID(), role: 'school_admin' as const, schoolCode: '1001' };
  const otherSchoolAdmin = { sub: randomUUID(), role: 'school_admin' as const, schoolCode: '1002' };
  const team = { sub: randomUUID(), role: 'team' as const, teamId: 'D1001JR1', schoolCode: '1001' };
  let everyoneId: string;
  let teamsOnlyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db
      .insert(notifications)
      .values([
        { title: 'Bootcamp starts', message: 'Day 1 begins at 9:00 AM', createdAt: new Date('2025-09-01T03:00:00Z') },
        { title: 'Team round', message: 'Regional round on 10 Nov', targetRoles: ['team'], type: 'warning', createdAt: new Date('2025-10-01T03:00:00Z') },
        { title: 'Old news', message: 'Withdrawn', status: 'inactive' },
      ])
      .returning({ id: notifications.id, title: notifications.title });
    everyoneId = rows.find((r) => r.title === 'Bootcamp starts')!.id;
    teamsOnlyId = rows.find((r) => r.title === 'Team round')!.id;
  });

  afterAll(() => t.close());

  const as = (user: Parameters<TestApp['tokenFor']>[0]) => `Bearer ${t.tokenFor(user)}`;

  it('lists active notifications for everyone and for the caller role, newest first, unread', async () => {
    const res = await t.request().get('/api/notifications/user').set('Authorization', as(team)).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual(['Team round', 'Bootcamp starts']);
    expect(res.body.data[0]).toMatchObject({ _id: teamsOnlyId, type: 'warning', isRead: false, isActive: true, status: 'active' });

    const admin = await t.request().get('/api/notifications/user').set('Authorization', as(schoolAdmin)).expect(200);
    expect(admin.body.data.map((n: { title: string }) => n.title)).toEqual(['Bootcamp starts']);
  });

  it('marks one as read for the caller only, and again without error', async () => {
    await t.request().put(`/api/notifications/user/${everyoneId}/read`).set('Authorization', as(schoolAdmin)).expect(200);
    await t.request().put(`/api/notifications/user/${everyoneId}/read`).set('Authorization', as(schoolAdmin)).expect(200);
    const mine = await t.request().get('/api/notifications/user').set('Authorization', as(schoolAdmin)).expect(200);
    expect(mine.body.data[0].isRead).toBe(true);
    const theirs = await t.request().get('/api/notifications/user').set('Authorization', as(otherSchoolAdmin)).expect(200);
    expect(theirs.body.data[0].isRead).toBe(false);
  });

  it('marks all as read', async () => {
    const res = await t.request().put('/api/notifications/user/mark-all-read').set('Authorization', as(team)).expect(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.allMarkedRead, data: { marked: 2 } });
    const after = await t.request().get('/api/notifications/user').set('Authorization', as(team)).expect(200);
    expect(after.body.data.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  });

  it('rejects a malformed id with 400 and one the caller cannot see with 404', async () => {
    const bad = await t.request().put('/api/notifications/user/not-a-uuid/read').set('Authorization', as(team)).expect(400);
    expect(bad.body).toMatchObject({ success: false, message: API_MSG.invalidNotificationId });
    const hidden = await t.request().put(`/api/notifications/user/${teamsOnlyId}/read`).set('Authorization', as(schoolAdmin)).expect(404);
    expect(hidden.body.message).toBe(API_MSG.notificationNotFound);
  });

  it('is open to every signed-in role and to no anonymous caller', async () => {
    const tokens = t.tokensForAllRoles({ school_admin: { schoolCode: '1001' }, team: { teamId: 'D1001JR1', schoolCode: '1001' } });
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: '/api/notifications/user', allowed: ROLES },
        { method: 'put', path: '/api/notifications/user/mark-all-read', allowed: ROLES },
      ],
      tokens,
    );
  });
});
