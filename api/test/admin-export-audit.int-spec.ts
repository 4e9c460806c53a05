import type { ActivityEntry, Role } from '@hackathon/contracts';
import type { TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** Exports take personal data out of the system: each one is in the audit trail, who, which list, which filters. */
describe('GET /admin/export in the audit trail', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
    tokens = tokensFor(t, p);
  });

  const download = (query: string, token: string) => t.request().get(`/api/admin/export?${query}`).set(bearer(token)).buffer(true).parse((res, done) => {
    res.on('data', () => undefined);
    res.on('end', () => done(null, null));
  });

  it('records each export with its list, search and filters (not paging), and nothing for a refused one', async () => {
    expect((await download('type=students&class=12&search=PM&page=2&limit=10&sort=name', tokens.admin)).status).toBe(200);
    expect((await download('type=users', tokens.admin)).status).toBe(400);
    expect((await download('type=students&class=13', tokens.admin)).status).toBe(400);
    expect((await download('type=teams', tokens.region_admin)).status).toBe(403);
    expect((await download(`type=teams&schoolCode=${p.schoolA.code}`, tokens.super_admin)).status).toBe(200);

    const res = await t.request().get('/api/admin/activity').query({ entityType: 'export' }).set(bearer(tokens.admin)).expect(200);
    const items = res.body.data.items as ActivityEntry[];
    expect(items.map((entry) => [entry.action, entry.entityType, entry.entityId, entry.actorRole])).toEqual([
      ['export.downloaded', 'export', 'teams', 'super_admin'],
      ['export.downloaded', 'export', 'students', 'admin'],
    ]);
    const [teams, students] = items;
    expect(teams!.schoolCode).toBe(p.schoolA.code);
    expect(teams!.after).toEqual({ type: 'teams', schoolCode: p.schoolA.code });
    expect(students!.schoolCode).toBeNull();
    expect(students!.after).toEqual({ type: 'students', class: 12, search: 'PM' });
    expect(students!.before).toBeNull();
  });
});
