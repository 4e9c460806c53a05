import { randomUUID } from 'node:crypto';
import { API_MSG, NOTIFICATION_MSG, NOTIFICATIONS_API, PAGING_MSG, type AdminNotification, type Role } from '@hackathon/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../src/auth/auth-user';
import { auditLog, notificationReads, notifications } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { HOOK_TIMEOUT_MS, insertAccount, insertSchool, insertTeam } from './support/fixtures-auth';

jest.setTimeout(60_000);

/** Region X and region Y of the tests (region names as the region list spells them). */
const X = 'Agra';
const Y = 'Delhi';

type ReaderName = 'schoolAdminX' | 'teamX' | 'mentorX' | 'schoolAdminY' | 'teamY' | 'regionAdminX' | 'regionAdminY' | 'admin' | 'superAdmin';
const READERS: ReaderName[] = ['schoolAdminX', 'teamX', 'mentorX', 'schoolAdminY', 'teamY', 'regionAdminX', 'regionAdminY', 'admin', 'superAdmin'];

/**
 * A small world with real rows: a school in region X and one in region Y, each with its school
 * admin account and a team, a mentor account in X, a region admin of each region, an admin and a
 * super admin. Tokens carry what the real sign-in puts in them.
 */
async function world(t: TestApp): Promise<Record<ReaderName, AuthUser>> {
  // the directory spells X in upper case: region matching must not depend on case
  const schoolX = await insertSchool(t, { region: X.toUpperCase() });
  const schoolY = await insertSchool(t, { region: Y });
  const account = async (role: Role, extra: { schoolCode?: string; region?: string; fullName?: string } = {}) =>
    (await insertAccount(t, { role, schoolCode: extra.schoolCode ?? null, region: extra.region ?? null, fullName: extra.fullName })).id;
  const teamX = await insertTeam(t, schoolX.code);
  const teamY = await insertTeam(t, schoolY.code);
  return {
    schoolAdminX: { sub: await account('school_admin', { schoolCode: schoolX.code }), role: 'school_admin', schoolCode: schoolX.code },
    teamX: { sub: teamX.id, role: 'team', schoolCode: schoolX.code, teamId: teamX.teamId },
    mentorX: { sub: await account('mentor', { schoolCode: schoolX.code }), role: 'mentor', schoolCode: schoolX.code },
    schoolAdminY: { sub: await account('school_admin', { schoolCode: schoolY.code }), role: 'school_admin', schoolCode: schoolY.code },
    teamY: { sub: teamY.id, role: 'team', schoolCode: schoolY.code, teamId: teamY.teamId },
    regionAdminX: { sub: await account('region_admin', { region: X }), role: 'region_admin', region: X },
    regionAdminY: { sub: await account('region_admin', { region: Y }), role: 'region_admin', region: Y },
    admin: { sub: await account('admin', { fullName: 'Platform Admin' }), role: 'admin', email: 'admin@hackathon.test' },
    superAdmin: { sub: await account('super_admin'), role: 'super_admin' },
  };
}

function helpers(t: TestApp, users: Record<ReaderName, AuthUser>) {
  const auth = (who: ReaderName) => ({ Authorization: `Bearer ${t.tokenFor(users[who])}` });
  const api = (path: string) => `/api${path}`;
  return {
    auth,
    create: (body: object, who: ReaderName = 'admin') => t.request().post(api(NOTIFICATIONS_API.create.path())).set(auth(who)).send(body),
    update: (id: string, body: object, who: ReaderName = 'admin') => t.request().put(api(NOTIFICATIONS_API.adminUpdate.path(id))).set(auth(who)).send(body),
    remove: (id: string, who: ReaderName = 'admin') => t.request().delete(api(NOTIFICATIONS_API.adminDelete.path(id))).set(auth(who)),
    list: (query = '', who: ReaderName = 'admin') => t.request().get(`${api(NOTIFICATIONS_API.adminList.path())}${query}`).set(auth(who)),
    stats: () => t.request().get(api(NOTIFICATIONS_API.adminStats.path())).set(auth('admin')),
    counters: () => t.request().get(api(NOTIFICATIONS_API.adminCounters.path())).set(auth('admin')),
    bell: async (who: ReaderName) => {
      const res = await t.request().get(api(NOTIFICATIONS_API.list.path())).set(auth(who)).expect(200);
      return res.body.data as Array<{ _id: string; title: string; isRead: boolean }>;
    },
    markRead: (id: string, who: ReaderName) => t.request().put(api(NOTIFICATIONS_API.markRead.path(id))).set(auth(who)),
    markAllRead: (who: ReaderName) => t.request().put(api(NOTIFICATIONS_API.markAllRead.path())).set(auth(who)),
  };
}

async function auditRows(t: TestApp, entityId: string) {
  return t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'notification'), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);
}

async function tableCounts(t: TestApp) {
  const [n] = await t.db.select({ n: count() }).from(notifications);
  const [a] = await t.db.select({ n: count() }).from(auditLog);
  const [r] = await t.db.select({ n: count() }).from(notificationReads);
  return { notifications: n!.n, audit: a!.n, reads: r!.n };
}

describe('notification management and targeting', () => {
  let t: TestApp;
  let users: Record<ReaderName, AuthUser>;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    t = await createTestApp();
    users = await world(t);
    h = helpers(t, users);
  }, HOOK_TIMEOUT_MS);

  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  it('creates a notification for everyone by default, with the spec message and an audit entry', async () => {
    const res = await h.create({ title: '  Bootcamp schedule released  ', message: 'See the Schedule tab.' }).expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Notification created successfully' });
    const created = res.body.data as AdminNotification;
    expect(created).toMatchObject({
      title: 'Bootcamp schedule released',
      message: 'See the Schedule tab.',
      type: 'info',
      priority: 'medium',
      status: 'active',
      isActive: true,
      target: { roles: [], regions: [] },
      readCount: 0,
      createdByName: 'Platform Admin',
    });
    expect(created._id).toBe(created.id);

    const [audit] = await auditRows(t, created._id);
    expect(audit).toMatchObject({ action: 'notification.created', actorId: users.admin.sub, actorRole: 'admin', before: null });
    expect(audit!.after).toEqual({
      title: 'Bootcamp schedule released',
      message: 'See the Schedule tab.',
      type: 'info',
      priority: 'medium',
      status: 'active',
      target: { roles: [], regions: [] },
    });

    for (const reader of READERS) {
      expect((await h.bell(reader)).map((n) => n.title)).toContain('Bootcamp schedule released');
    }
  });

  describe('targeting: each notification reaches exactly the bells it targets', () => {
    const cases: Array<{ title: string; target?: object; reaches: ReaderName[] }> = [
      { title: 'T everyone', target: {}, reaches: READERS },
      { title: 'T school admins', target: { roles: ['school_admin'] }, reaches: ['schoolAdminX', 'schoolAdminY'] },
      { title: 'T admins', target: { roles: ['admin', 'super_admin'] }, reaches: ['admin', 'superAdmin'] },
      // any case on the way in; the directory also spells the region in upper case
      { title: 'T region X', target: { regions: ['agra'] }, reaches: ['schoolAdminX', 'teamX', 'mentorX', 'regionAdminX'] },
      { title: 'T teams of X', target: { roles: ['team'], regions: [X] }, reaches: ['teamX'] },
      { title: 'T school admins of X and Y', target: { roles: ['school_admin', 'region_admin'], regions: [X, Y] }, reaches: ['schoolAdminX', 'schoolAdminY', 'regionAdminX', 'regionAdminY'] },
      { title: 'T region admin of Y', target: { roles: ['region_admin'], regions: [Y] }, reaches: ['regionAdminY'] },
      // a regional target also naming a national role: only the regional readers match
      { title: 'T admins and teams of Y', target: { roles: ['admin', 'team'], regions: [Y] }, reaches: ['teamY'] },
    ];
    const ids = new Map<string, string>();

    beforeAll(async () => {
      for (const c of cases) {
        const res = await h.create({ title: c.title, message: `Message of ${c.title}`, ...(c.target ? { target: c.target } : {}) }).expect(201);
        ids.set(c.title, res.body.data._id);
      }
    });

    it('stores the target as the region list spells it', async () => {
      const res = await h.list('?search=T%20region%20X').expect(200);
      expect(res.body.data.items[0].target).toEqual({ roles: [], regions: [X] });
    });

    it.each(READERS)('%s sees exactly the notifications targeting it', async (reader) => {
      const seen = (await h.bell(reader)).map((n) => n.title).filter((title) => title.startsWith('T '));
      const expected = cases.filter((c) => c.reaches.includes(reader)).map((c) => c.title);
      expect(seen.sort()).toEqual(expected.sort());
    });

    it('a reader outside the target cannot mark it read (404), and nothing is written', async () => {
      const before = await tableCounts(t);
      const res = await h.markRead(ids.get('T region X')!, 'schoolAdminY').expect(404);
      expect(res.body.message).toBe(API_MSG.notificationNotFound);
      expect(await tableCounts(t)).toEqual(before);
    });

    it('marking read is per reader: A reading does not change B', async () => {
      const id = ids.get('T region X')!;
      await h.markRead(id, 'schoolAdminX').expect(200);
      const isRead = async (who: ReaderName) => (await h.bell(who)).find((n) => n._id === id)!.isRead;
      expect(await isRead('schoolAdminX')).toBe(true);
      expect(await isRead('teamX')).toBe(false);
      expect(await isRead('mentorX')).toBe(false);
      expect(await isRead('regionAdminX')).toBe(false);

      // mark-all-read of the team reads its own bell only
      await h.markAllRead('teamX').expect(200);
      expect((await h.bell('teamX')).every((n) => n.isRead)).toBe(true);
      expect(await isRead('regionAdminX')).toBe(false);
      expect((await h.bell('schoolAdminY')).some((n) => !n.isRead)).toBe(true);

      const listed = (await h.list('?search=T%20region%20X').expect(200)).body.data.items[0];
      expect(listed.readCount).toBe(2);
    });

    it('re-targeting moves the notification between bells and keeps the read states', async () => {
      const id = ids.get('T region X')!;
      const res = await h.update(id, { target: { regions: [Y] } }).expect(200);
      expect(res.body.message).toBe(NOTIFICATION_MSG.updated);
      expect(res.body.data).toMatchObject({ target: { roles: [], regions: [Y] }, readCount: 2 });
      expect((await h.bell('schoolAdminX')).map((n) => n._id)).not.toContain(id);
      expect((await h.bell('schoolAdminY')).map((n) => n._id)).toContain(id);
      expect((await h.bell('regionAdminY')).map((n) => n._id)).toContain(id);
      expect((await h.bell('admin')).map((n) => n._id)).not.toContain(id);
    });
  });

  describe('edit', () => {
    let id: string;

    beforeAll(async () => {
      id = (await h.create({ title: 'Edit me', message: 'First words', type: 'warning', priority: 'low' }).expect(201)).body.data._id;
    });

    it('changes the fields sent and records before and after', async () => {
      const res = await h.update(id, { title: 'Edited', priority: 'HIGH' }).expect(200);
      expect(res.body.data).toMatchObject({ title: 'Edited', message: 'First words', type: 'warning', priority: 'high' });
      expect(new Date(res.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(res.body.data.createdAt).getTime());
      const rows = await auditRows(t, id);
      expect(rows.map((r) => r.action)).toEqual(['notification.created', 'notification.updated']);
      expect(rows[1]!.before).toMatchObject({ title: 'Edit me', priority: 'low' });
      expect(rows[1]!.after).toMatchObject({ title: 'Edited', priority: 'high', message: 'First words' });
    });

    it('the same values again change nothing and record nothing', async () => {
      const res = await h.update(id, { title: 'Edited', target: {} }).expect(200);
      expect(res.body.message).toBe(NOTIFICATION_MSG.unchanged);
      expect((await auditRows(t, id)).length).toBe(2);
    });

    it('inactive takes it out of every bell but keeps it in the admin list; active brings it back', async () => {
      await h.update(id, { status: 'inactive' }).expect(200);
      for (const reader of ['schoolAdminX', 'teamY', 'admin'] as const) expect((await h.bell(reader)).map((n) => n._id)).not.toContain(id);
      const inactive = await h.list('?status=inactive').expect(200);
      expect(inactive.body.data.items.map((n: AdminNotification) => n._id)).toEqual([id]);
      await h.update(id, { status: 'active' }).expect(200);
      expect((await h.bell('teamY')).map((n) => n._id)).toContain(id);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await h.update('00000000-0000-4000-8000-0000000000ff', { title: 'x' }).expect(404)).body.message).toBe(API_MSG.notificationNotFound);
      expect((await h.update('not-a-uuid', { title: 'x' }).expect(400)).body.message).toBe(API_MSG.invalidNotificationId);
    });
  });

  describe('delete', () => {
    it('deletes it with the spec message, removes its read states and records what it was', async () => {
      const id = (await h.create({ title: 'Delete me', message: 'Soon gone', target: { roles: ['team'] } }).expect(201)).body.data._id;
      await h.markRead(id, 'teamX').expect(200);
      const res = await h.remove(id).expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Notification deleted successfully', data: { _id: id } });

      expect((await h.bell('teamX')).map((n) => n._id)).not.toContain(id);
      expect((await h.list('?search=Delete%20me').expect(200)).body.data.items).toEqual([]);
      const [reads] = await t.db.select({ n: count() }).from(notificationReads).where(eq(notificationReads.notificationId, id));
      expect(reads!.n).toBe(0);
      const rows = await auditRows(t, id);
      expect(rows.map((r) => r.action)).toEqual(['notification.created', 'notification.deleted']);
      expect(rows[1]).toMatchObject({ actorId: users.admin.sub, after: null, before: { title: 'Delete me', target: { roles: ['team'], regions: [] } } });

      expect((await h.remove(id).expect(404)).body.message).toBe(API_MSG.notificationNotFound);
      expect((await h.remove('nope').expect(400)).body.message).toBe(API_MSG.invalidNotificationId);
    });
  });

  describe('admin list', () => {
    beforeAll(async () => {
      await h.create({ title: 'Zebra crossing drill', message: 'Safety first', type: 'error', priority: 'high' }).expect(201);
      await h.create({ title: 'Lunch menu', message: 'Paneer and ZEBRA cake', type: 'success', priority: 'low' }).expect(201);
    });

    it('pages with the shared shape, newest first by default', async () => {
      const res = await h.list('?limit=2').expect(200);
      expect(res.body.data.items).toHaveLength(2);
      expect(res.body.data.items[0].title).toBe('Lunch menu');
      expect(res.body.data.pagination).toMatchObject({ currentPage: 1, limit: 2, hasPrevPage: false, hasNextPage: true });
      const [n] = await t.db.select({ n: count() }).from(notifications);
      expect(res.body.data.pagination.total).toBe(n!.n);
    });

    it('searches title and message case-insensitively', async () => {
      const res = await h.list('?search=zebra&sort=title&order=asc').expect(200);
      expect(res.body.data.items.map((n: AdminNotification) => n.title)).toEqual(['Lunch menu', 'Zebra crossing drill']);
      expect(res.body.data.pagination.total).toBe(2);
      expect((await h.list('?search=100%25').expect(200)).body.data.items).toEqual([]);
    });

    it('filters by type and priority, and sorts priority by rank', async () => {
      const errors = await h.list('?type=ERROR').expect(200);
      expect(errors.body.data.items.map((n: AdminNotification) => n.title)).toEqual(['Zebra crossing drill']);
      const byPriority = await h.list('?sort=priority&order=desc&limit=100').expect(200);
      const ranks = byPriority.body.data.items.map((n: AdminNotification) => ({ low: 1, medium: 2, high: 3 })[n.priority]);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    });

    it.each([
      ['?page=0', PAGING_MSG.page],
      ['?limit=10000', PAGING_MSG.limit],
      ['?status=archived', 'status must be one of: active, inactive'],
      ['?sort=password', 'sort must be one of: createdAt, updatedAt, title, type, priority, status'],
    ])('refuses %s with 400', async (query, message) => {
      expect((await h.list(query).expect(400)).body.message).toBe(message);
    });
  });

  describe('bad inputs: a 4xx with its message, nothing written', () => {
    const long = (n: number) => 'x'.repeat(n);
    it.each([
      ['no title', { message: 'm' }, NOTIFICATION_MSG.fillRequiredFields],
      ['a blank message', { title: 't', message: '   ' }, NOTIFICATION_MSG.fillRequiredFields],
      ['nothing at all', {}, NOTIFICATION_MSG.fillRequiredFields],
      ['a title of 201 characters', { title: long(201), message: 'm' }, NOTIFICATION_MSG.titleText],
      ['a message of 2001 characters', { title: 't', message: long(2001) }, NOTIFICATION_MSG.messageText],
      ['a title that is a number', { title: 5, message: 'm' }, NOTIFICATION_MSG.titleText],
      ['an unknown type', { title: 't', message: 'm', type: 'urgent' }, NOTIFICATION_MSG.type],
      ['an unknown priority', { title: 't', message: 'm', priority: 'critical' }, NOTIFICATION_MSG.priority],
      ['a target that is text', { title: 't', message: 'm', target: 'all' }, NOTIFICATION_MSG.target],
      ['a target that is a list', { title: 't', message: 'm', target: ['team'] }, NOTIFICATION_MSG.target],
      ['an unknown role', { title: 't', message: 'm', target: { roles: ['principal'] } }, NOTIFICATION_MSG.targetRoles],
      ['roles as text', { title: 't', message: 'm', target: { roles: 'team' } }, NOTIFICATION_MSG.targetRoles],
      ['an unknown region', { title: 't', message: 'm', target: { regions: ['Atlantis'] } }, NOTIFICATION_MSG.targetRegions],
      ['a region group instead of a region', { title: 't', message: 'm', target: { regions: ['Northeast'] } }, NOTIFICATION_MSG.targetRegions],
      ['too many target entries', { title: 't', message: 'm', target: { regions: Array(51).fill(X) } }, NOTIFICATION_MSG.targetTooLong],
      ['regions for admins only', { title: 't', message: 'm', target: { roles: ['admin', 'super_admin'], regions: [X] } }, NOTIFICATION_MSG.targetReachesNobody],
    ])('create with %s', async (_label, body, message) => {
      const before = await tableCounts(t);
      const res = await h.create(body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await tableCounts(t)).toEqual(before);
    });

    it.each([
      ['an unknown field', { title: 't', message: 'm', audience: 'all' }],
      ['an unknown target field', { title: 't', message: 'm', target: { schools: ['1001'] } }],
    ])('create with %s', async (_label, body) => {
      const before = await tableCounts(t);
      const res = await h.create(body).expect(400);
      expect(res.body.success).toBe(false);
      expect(await tableCounts(t)).toEqual(before);
    });

    it.each([
      ['nothing to change', {}, NOTIFICATION_MSG.nothingToUpdate],
      ['a blank title', { title: ' ' }, NOTIFICATION_MSG.fillRequiredFields],
      ['a null message', { message: null }, NOTIFICATION_MSG.fillRequiredFields],
      ['an unknown status', { status: 'archived' }, NOTIFICATION_MSG.status],
      ['an unknown region', { target: { regions: ['Atlantis'] } }, NOTIFICATION_MSG.targetRegions],
      ['regions for admins only', { target: { roles: ['super_admin'], regions: [Y] } }, NOTIFICATION_MSG.targetReachesNobody],
    ])('update with %s', async (_label, body, message) => {
      const id = (await h.list('?limit=1').expect(200)).body.data.items[0]._id;
      const before = await tableCounts(t);
      const res = await h.update(id, body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await tableCounts(t)).toEqual(before);
    });
  });

  it('management is the admin’s alone; every signed-in role reads its own bell', async () => {
    const tokens = Object.fromEntries(
      (['school_admin', 'team', 'mentor', 'region_admin', 'admin', 'super_admin'] as const).map((role) => {
        const who: Record<Exclude<Role, 'judge'>, ReaderName> = {
          school_admin: 'schoolAdminX',
          team: 'teamX',
          mentor: 'mentorX',
          region_admin: 'regionAdminX',
          admin: 'admin',
          super_admin: 'superAdmin',
        };
        return [role, t.tokenFor(users[who[role]])];
      }),
    ) as Record<Exclude<Role, 'judge'>, string>;
    // a judge (issue 27) has no school nor region: it reads the notifications addressed to its role
    const judge = t.tokenFor({ sub: randomUUID(), role: 'judge', email: 'judge@example.test' });
    const unknownId = '00000000-0000-4000-8000-0000000000fe';
    const all = ['school_admin', 'team', 'mentor', 'region_admin', 'admin', 'super_admin', 'judge'] as const;
    await expectRoleMatrix(
      t,
      [
        { method: 'post', path: '/api/notifications/create', allowed: ['admin'], body: { title: 'Matrix', message: 'Role check' } },
        { method: 'get', path: '/api/notifications/admin/all', allowed: ['admin'] },
        { method: 'get', path: '/api/notifications/admin/stats', allowed: ['admin'] },
        { method: 'get', path: '/api/notifications/admin/counters', allowed: ['admin'] },
        { method: 'put', path: `/api/notifications/admin/${unknownId}`, allowed: ['admin'], body: { title: 'x' } },
        { method: 'delete', path: `/api/notifications/admin/${unknownId}`, allowed: ['admin'] },
        { method: 'get', path: '/api/notifications/user', allowed: all },
        { method: 'put', path: '/api/notifications/user/mark-all-read', allowed: all },
      ],
      { ...tokens, judge },
    );
  });
});

describe('notification stats and counters', () => {
  let t: TestApp;
  let users: Record<ReaderName, AuthUser>;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    t = await createTestApp();
    users = await world(t);
    h = helpers(t, users);
  }, HOOK_TIMEOUT_MS);

  afterAll(() => t.close(), HOOK_TIMEOUT_MS);

  it('are zero on an empty table', async () => {
    expect((await h.counters().expect(200)).body.data).toEqual({ total: 0, active: 0, inactive: 0, recent: 0 });
    expect((await h.stats().expect(200)).body.data).toEqual({
      total: 0,
      active: 0,
      inactive: 0,
      recent: 0,
      byType: { info: 0, success: 0, warning: 0, error: 0 },
      byPriority: { low: 0, medium: 0, high: 0 },
      deliveries: 0,
      reads: 0,
      readRate: 0,
    });
  });

  it('count by status, type, priority and recency, and rate reads against the bells reached', async () => {
    const everyone = (await h.create({ title: 'Everyone', message: 'm', type: 'info', priority: 'high' }).expect(201)).body.data._id;
    await h.create({ title: 'School admins', message: 'm', type: 'warning', priority: 'low', target: { roles: ['school_admin'] } }).expect(201);
    const regionX = (await h.create({ title: 'Region X', message: 'm', type: 'error', target: { regions: [X] } }).expect(201)).body.data._id;
    const hidden = (await h.create({ title: 'Withdrawn', message: 'm', type: 'warning' }).expect(201)).body.data._id;
    // created ten days ago: not recent (spec: recent = created within 7 days)
    await t.db.insert(notifications).values({ title: 'Old', message: 'm', type: 'success', priority: 'low', createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000) });

    await h.markRead(everyone, 'schoolAdminX').expect(200);
    await h.markRead(everyone, 'teamY').expect(200);
    await h.markRead(everyone, 'admin').expect(200);
    await h.markRead(regionX, 'mentorX').expect(200);
    // a read of a notification made inactive afterwards counts for neither reads nor deliveries
    await h.markRead(hidden, 'superAdmin').expect(200);
    await h.update(hidden, { status: 'inactive' }).expect(200);

    expect((await h.counters().expect(200)).body).toMatchObject({ message: NOTIFICATION_MSG.countersLoaded, data: { total: 5, active: 4, inactive: 1, recent: 4 } });
    const stats = (await h.stats().expect(200)).body.data;
    // bells reached by the active ones: Everyone 9, School admins 2, Region X 4 (school admin, mentor, team, region admin of X), Old 9
    expect(stats).toEqual({
      total: 5,
      active: 4,
      inactive: 1,
      recent: 4,
      byType: { info: 1, success: 1, warning: 2, error: 1 },
      byPriority: { low: 2, medium: 2, high: 1 },
      deliveries: 24,
      reads: 4,
      readRate: 16.7,
    });
  });
});
