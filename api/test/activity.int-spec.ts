import { ACTIVITY_ENTITY_TYPES, ACTIVITY_MSG, PAGING_MSG, type ActivityEntry, type Team } from '@hackathon/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { auditLog, schools } from '../src/database/schema';
import { EXPORT_BATCH } from '../src/modules/activity/activity.service';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, freshSchool, memberBody, mentorBody, setLocks, teamBody, tokensFor, type FreshSchool, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** RFC 4180 rows (quotes, doubled quotes, commas and line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** GET /admin/activity, /admin/activity/export, /admin/activity/entity/{type}/{id}. */
describe('activity (the audit trail, read)', () => {
  let t: TestApp;
  let p: Participants;
  let s: FreshSchool;
  let other: FreshSchool;
  let team: Team;
  /** An admin whose label would be a spreadsheet formula. */
  let trickyAdmin: string;
  let startedAt: string;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  const get = (path: string, query: Record<string, string> = {}, token = s.tokens.admin) => t.request().get(`/api/admin/activity${path}`).query(query).set(bearer(token));
  const entries = (res: { body: { data: { items: ActivityEntry[] } } }) => res.body.data.items;

  beforeAll(async () => {
    await setLocks(t, { teamsLocked: false, mentorsLocked: false });
    startedAt = new Date(Date.now() - 1000).toISOString();
    s = await freshSchool(t, 'Agra');
    other = await freshSchool(t, 'Pune');
    trickyAdmin = t.tokenFor({ sub: '00000000-0000-4000-8000-00000000000a', role: 'admin', email: '=HYPERLINK("http://evil.test")@x.test' });
    team = (await t.request().post('/api/teams').set(bearer(s.tokens.school_admin)).send(teamBody(s.code)).expect(201)).body.data;
    await t.request().post('/api/teams').set(bearer(other.tokens.school_admin)).send(teamBody(other.code)).expect(201);
    await t.request().put(`/api/admin/teams/${team._id}`).set(bearer(s.tokens.admin)).send({ teamName: 'Edited by admin', members: [memberBody(1, 9)], updatedAt: team.updatedAt }).expect(200);
    await t.request().put(`/api/admin/teams/${team._id}/status`).set(bearer(trickyAdmin)).send({ status: 'INACTIVE' }).expect(200);
    await t.request().put(`/api/admin/teams/${team._id}/status`).set(bearer(s.tokens.admin)).send({ status: 'ACTIVE' }).expect(200);
    await t.request().post('/api/teams/phases/eliminate').set(bearer(s.tokens.admin)).send({ teamIds: [team._id], reason: '+1 late, =cmd' }).expect(200);
  });

  it('is the admin alone', async () => {
    const tokens = tokensFor(t, p);
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: '/api/admin/activity', allowed: ['admin'] },
        { method: 'get', path: '/api/admin/activity/export', allowed: ['admin'] },
        { method: 'get', path: `/api/admin/activity/entity/team/${team._id}`, allowed: ['admin'] },
      ],
      tokens,
    );
  });

  describe('GET /api/admin/activity', () => {
    it('lists the entries newest first, with who, what, which record, before and after, when and from where', async () => {
      const res = await get('', { schoolCode: s.code }).expect(200);
      expect(res.body.message).toBe(ACTIVITY_MSG.loaded);
      const list = entries(res);
      expect(list.map((e) => e.action)).toEqual(['phase.eliminated', 'team.status_changed', 'team.status_changed', 'team.updated', 'team.created']);
      const times = list.map((e) => Date.parse(e.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(list[0]).toMatchObject({ entityType: 'team', entityId: team._id, schoolCode: s.code, actorRole: 'admin', reason: '+1 late, =cmd', after: { status: 'ELIMINATED' } });
      expect(list[0]!.ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
      expect(list.at(-1)).toMatchObject({ action: 'team.created', actorRole: 'school_admin', before: null });
      expect(Object.keys(list[0]!).sort()).toEqual(
        ['id', 'at', 'actorId', 'actorRole', 'actorLabel', 'actorName', 'ip', 'action', 'entityType', 'entityId', 'entityRef', 'entityName', 'schoolCode', 'schoolName', 'reason', 'before', 'after'].sort(),
      );
    });

    it('filters by person (actor id or label), action (exact or domain), record type, school and time', async () => {
      const byActor = entries(await get('', { person: '00000000-0000-4000-8000-00000000000a' }).expect(200));
      expect(byActor.map((e) => [e.action, e.after])).toEqual([['team.status_changed', { status: 'INACTIVE' }]]);
      const byLabel = entries(await get('', { person: 'evil.TEST' }).expect(200));
      expect(byLabel).toHaveLength(1);

      const exact = await get('', { action: 'team.status_changed', schoolCode: s.code }).expect(200);
      expect(entries(exact)).toHaveLength(2);
      const domain = await get('', { action: 'team', schoolCode: s.code }).expect(200);
      expect(entries(domain).map((e) => e.action)).toEqual(['team.status_changed', 'team.status_changed', 'team.updated', 'team.created']);
      const phase = await get('', { action: 'phase', schoolCode: s.code }).expect(200);
      expect(entries(phase).map((e) => e.action)).toEqual(['phase.eliminated']);

      const otherSchool = entries(await get('', { schoolCode: other.code }).expect(200));
      expect(otherSchool.map((e) => e.action)).toEqual(['team.created']);

      const settings = entries(await get('', { entityType: 'team', schoolCode: s.code, limit: '2' }).expect(200));
      expect(settings).toHaveLength(2);

      const since = entries(await get('', { from: startedAt, schoolCode: s.code }).expect(200));
      expect(since).toHaveLength(5);
      const before = entries(await get('', { to: startedAt, schoolCode: s.code }).expect(200));
      expect(before).toHaveLength(0);
      // a date alone: the whole day (India time)
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      expect(entries(await get('', { from: today, to: today, schoolCode: s.code }).expect(200))).toHaveLength(5);
      expect(entries(await get('', { to: '2020-01-01', schoolCode: s.code }).expect(200))).toHaveLength(0);

      const searched = entries(await get('', { search: 'late, =cmd' }).expect(200));
      expect(searched.map((e) => e.action)).toEqual(['phase.eliminated']);
    });

    it('pages with the paging helpers (total, pages) and answers an empty page past the end', async () => {
      const first = await get('', { schoolCode: s.code, limit: '2' }).expect(200);
      expect(first.body.data.pagination).toMatchObject({ currentPage: 1, total: 5, totalPages: 3, hasNextPage: true });
      const third = await get('', { schoolCode: s.code, limit: '2', page: '3' }).expect(200);
      expect(entries(third).map((e) => e.action)).toEqual(['team.created']);
      const all = [...entries(first), ...entries(await get('', { schoolCode: s.code, limit: '2', page: '2' }).expect(200)), ...entries(third)];
      expect(new Set(all.map((e) => e.id)).size).toBe(5);
      expect(entries(await get('', { schoolCode: s.code, limit: '2', page: '9' }).expect(200))).toEqual([]);
      const oldest = entries(await get('', { schoolCode: s.code, order: 'asc', limit: '1' }).expect(200));
      expect(oldest[0]!.action).toBe('team.created');
    });

    it.each([
      ['page 0', { page: '0' }, PAGING_MSG.page],
      ['limit 10,000', { limit: '10000' }, PAGING_MSG.limit],
      ['a negative limit', { limit: '-5' }, PAGING_MSG.limit],
      ['a non-numeric page', { page: 'two' }, PAGING_MSG.page],
      ['a bad from', { from: 'last week' }, ACTIVITY_MSG.invalidDate('from')],
      ['an impossible to', { to: '2025-02-30T10:00:00Z' }, ACTIVITY_MSG.invalidDate('to')],
      ['from after to', { from: '2025-03-02', to: '2025-03-01' }, ACTIVITY_MSG.dateOrder],
      ['an action with SQL in it', { action: "x' or 1=1 --" }, ACTIVITY_MSG.invalidAction],
      ['a bad school code', { schoolCode: '12 34' }, ACTIVITY_MSG.invalidSchoolCode],
      ['an unknown record type', { entityType: 'planet' }, PAGING_MSG.filter('entityType', ACTIVITY_ENTITY_TYPES)],
      ['a long person', { person: 'x'.repeat(101) }, ACTIVITY_MSG.invalidPerson],
      ['an unknown sort', { sort: 'actorId' }, PAGING_MSG.sort(['at'])],
      ['an unknown parameter', { actorId: 'x' }, 'property actorId should not exist'],
    ])('refuses %s with 400 and its message', async (_label, query, message) => {
      expect((await get('', query).expect(400)).body.message).toBe(message);
    });

    it('names each record as people do (issue 25): Team IDs, school codes and names, mentor IDs, not row ids', async () => {
      const [school] = await t.db.select({ name: schools.name }).from(schools).where(eq(schools.code, s.code));
      const list = entries(await get('', { schoolCode: s.code }).expect(200));
      expect(list).toHaveLength(5);
      for (const entry of list) {
        expect(entry).toMatchObject({ entityType: 'team', entityId: team._id, entityRef: team.teamId, entityName: 'Edited by admin', schoolCode: s.code, schoolName: school!.name });
      }
      // the history of one record and the export's rows are read the same way
      const history = entries(await get(`/entity/team/${team._id}`).expect(200));
      expect(history.every((e) => e.entityRef === team.teamId && e.schoolName === school!.name)).toBe(true);

      // a registration (and its payment) is named by its school; a mentor by its Mentor ID; a deleted team by the Team ID its snapshot kept
      const registration = (await t.request().get(`/api/registration/by-kv/${p.schoolB.code}`).set(bearer(s.tokens.admin)).expect(200)).body.data;
      await t.request().put(`/api/registration/${registration._id}`).set(bearer(s.tokens.admin)).send({ updatedAt: registration.updatedAt, fullName: 'Named Check' }).expect(200);
      const [schoolB] = await t.db.select({ name: schools.name }).from(schools).where(eq(schools.code, p.schoolB.code));
      const [edited] = entries(await get('', { entityType: 'registration', schoolCode: p.schoolB.code }).expect(200));
      expect(edited).toMatchObject({ entityId: registration._id, entityRef: p.schoolB.code, entityName: schoolB!.name, schoolName: schoolB!.name });

      const mentor = (await t.request().post('/api/mentors').set(bearer(other.tokens.school_admin)).send(mentorBody(other.code)).expect(201)).body.data;
      const [mentorEntry] = entries(await get('', { entityType: 'mentor', schoolCode: other.code }).expect(200));
      expect(mentorEntry).toMatchObject({ entityId: mentor._id, entityRef: mentor.mentorId, entityName: mentor.name });

      const doomed = (await t.request().post('/api/teams').set(bearer(other.tokens.school_admin)).send(teamBody(other.code, { teamName: 'Short Lived' })).expect(201)).body.data as Team;
      await t.request().delete(`/api/teams/${doomed._id}`).set(bearer(other.tokens.school_admin)).expect(200);
      const [deleted] = entries(await get('', { action: 'team.deleted', schoolCode: other.code }).expect(200));
      expect(deleted).toMatchObject({ entityId: doomed._id, entityRef: doomed.teamId, entityName: 'Short Lived' });

      // the joins never multiply entries: the page's total is the trail's own count
      const [{ n }] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.schoolCode, other.code));
      const page = await get('', { schoolCode: other.code, limit: '1' }).expect(200);
      expect(page.body.data.pagination.total).toBe(n);
      // and the search reads the Team ID a record is named by
      const searched = entries(await get('', { search: doomed.teamId, schoolCode: other.code }).expect(200));
      expect(searched.map((e) => e.action)).toEqual(expect.arrayContaining(['team.created', 'team.deleted']));
    });
  });

  describe('GET /api/admin/activity/entity/{type}/{id}', () => {
    it("shows a team's own history (by _id or Team ID), newest first", async () => {
      const byId = await get(`/entity/team/${team._id}`).expect(200);
      expect(byId.body.message).toBe(ACTIVITY_MSG.historyLoaded);
      expect(entries(byId).map((e) => e.action)).toEqual(['phase.eliminated', 'team.status_changed', 'team.status_changed', 'team.updated', 'team.created']);
      const byTeamId = await get(`/entity/team/${team.teamId.toLowerCase()}`).expect(200);
      expect(entries(byTeamId).map((e) => e.id)).toEqual(entries(byId).map((e) => e.id));
      expect((await get(`/entity/team/${team._id}`, { limit: '1' }).expect(200)).body.data.pagination.total).toBe(5);
    });

    it("shows a registration's own history", async () => {
      const registration = (await t.request().get(`/api/registration/by-kv/${p.schoolA.code}`).set(bearer(s.tokens.admin)).expect(200)).body.data;
      await t.request().put(`/api/registration/${registration._id}`).set(bearer(s.tokens.admin)).send({ updatedAt: registration.updatedAt, fullName: 'History Check' }).expect(200);
      const res = await get(`/entity/registration/${registration._id}`).expect(200);
      expect(entries(res)[0]).toMatchObject({ action: 'registration.updated', after: { fullName: 'History Check' }, schoolCode: p.schoolA.code });
    });

    it('answers an empty history for a record without one, and 400 for a bad type or id', async () => {
      expect(entries(await get('/entity/mentor/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f').expect(200))).toEqual([]);
      expect((await get('/entity/planet/abc').expect(400)).body.message).toBe(ACTIVITY_MSG.invalidEntityType);
      expect((await get(`/entity/user/${'x'.repeat(101)}`).expect(400)).body.message).toBe(ACTIVITY_MSG.invalidEntityId);
      expect((await get('/entity/team/x;drop').expect(400)).body.message).toBe(ACTIVITY_MSG.invalidEntityId);
      expect((await get(`/entity/team/${team._id}`, { page: '0' }).expect(400)).body.message).toBe(PAGING_MSG.page);
    });
  });

  describe('GET /api/admin/activity/export', () => {
    it('is a CSV with a BOM, quoting, the formula guard, the same filters as the list', async () => {
      const res = await get('/export', { schoolCode: s.code }).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity_export_\d{4}-\d{2}-\d{2}\.csv"$/);
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(body.subarray(3).toString('utf8'));
      expect(rows[0]).toEqual(['Time', 'Person', 'Name', 'Role', 'Action', 'Action Code', 'Record Type', 'Record ID', 'School Code', 'Reason', 'Before', 'After', 'IP Address']);
      const data = rows.slice(1);
      expect(data.map((r) => r[5])).toEqual(['phase.eliminated', 'team.status_changed', 'team.status_changed', 'team.updated', 'team.created']);
      expect(data[0]![4]).toBe('Eliminated');
      // cells that a spreadsheet would run as formulas are written as text
      expect(data[0]![9]).toBe("'+1 late, =cmd");
      expect(data[2]![1]).toBe('\'=HYPERLINK("http://evil.test")@x.test');
      expect(JSON.parse(data[3]!.at(-2)!)).toMatchObject({ teamName: 'Edited by admin' });
    });

    it(`streams a trail longer than one batch (${EXPORT_BATCH} rows) whole, in order, each row once`, async () => {
      const n = EXPORT_BATCH * 2 + 345;
      // groups of three entries share a time to the microsecond: the keyset must still not skip or repeat
      await t.db.execute(sql`
        insert into audit_log (at, actor_role, actor_label, action, entity_type, entity_id, school_code)
        select timestamptz '2024-06-01 00:00:00+00' + (g / 3) * interval '1 microsecond', 'admin', 'bulk@test', 'test.bulk', 'team', 'bulk-' || g, 'BULK1'
        from generate_series(1, ${n}) as g`);
      const res = await get('/export', { action: 'test.bulk' }).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      const data = parseCsv((res.body as Buffer).subarray(3).toString('utf8')).slice(1);
      expect(data).toHaveLength(n);
      const ids = data.map((r) => r[7]!);
      expect(new Set(ids).size).toBe(n);
      const numbers = ids.map((id) => Number(id.slice('bulk-'.length)));
      // newest first: the highest generated numbers (latest times) lead
      expect(numbers[0]).toBeGreaterThanOrEqual(n - 2);
      for (let i = 1; i < numbers.length; i++) expect(Math.floor(numbers[i]! / 3)).toBeLessThanOrEqual(Math.floor(numbers[i - 1]! / 3));
      const [{ total }] = (await t.db.select({ total: count() }).from(auditLog).where(eq(auditLog.action, 'test.bulk'))) as [{ total: number }];
      expect(total).toBe(n);
      // the list agrees with the export
      expect((await get('', { action: 'test.bulk', limit: '1' }).expect(200)).body.data.pagination.total).toBe(n);
    });

    it('refuses bad filters with a 400 envelope before any CSV', async () => {
      const res = await get('/export', { from: '2025-03-02', to: '2025-03-01' }).expect(400);
      expect(res.body).toMatchObject({ success: false, message: ACTIVITY_MSG.dateOrder });
      expect((await get('/export', { schoolCode: '!!' }).expect(400)).body.message).toBe(ACTIVITY_MSG.invalidSchoolCode);
    });
  });
});
