import { API_MSG, MSG } from '@hackathon/contracts';
import { count, eq } from 'drizzle-orm';
import { mentors, teams } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, freshSchool, mentorBody, setLocks, teamBody, type FreshSchool, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/** POST/PUT/DELETE /mentors: roles, scope, the form's rules, duplicates, the lock, the two-mentor limit. */
describe('mentor management', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  beforeEach(() => setLocks(t, { teamsLocked: false, mentorsLocked: false }));

  const post = (token: string, body: object) => t.request().post('/api/mentors').set(bearer(token)).send(body);
  const put = (token: string, id: string, body: object) => t.request().put(`/api/mentors/${id}`).set(bearer(token)).send(body);
  const del = (token: string, id: string, query = '') => t.request().delete(`/api/mentors/${id}${query}`).set(bearer(token));
  const mentorCount = async (code: string) => ((await t.db.select({ n: count() }).from(mentors).where(eq(mentors.schoolCode, code))) as [{ n: number }])[0].n;
  const created = async (s: FreshSchool, overrides: Record<string, unknown> = {}) =>
    (await post(s.tokens.school_admin, mentorBody(s.code, overrides)).expect(201)).body.data as { _id: string; mentorId: string; name: string; emailId: string };

  describe('POST /api/mentors', () => {
    it('adds a mentor in slot 1 then 2 (mentor ID MNT-<code>-<slot>), email lower-cased, active by default', async () => {
      const s = await freshSchool(t);
      const body = mentorBody(s.code, { emailId: '  Priya.NAIR@KVS.Example.org ', contactNumber: 9876501234 });
      const res = await post(s.tokens.school_admin, body).expect(201);
      expect(res.body.message).toBe(API_MSG.mentorCreated);
      expect(res.body.data).toMatchObject({
        mentorId: `MNT-${s.code}-1`,
        teacherId: body.teacherId,
        name: body.name,
        designation: body.designation,
        gender: 'female',
        contactNumber: '9876501234',
        emailId: 'priya.nair@kvs.example.org',
        schoolCode: s.code,
        isActive: true,
        assignedTeams: [],
      });
      const second = await post(s.tokens.admin, mentorBody(s.code, { isActive: false })).expect(201);
      expect(second.body.data).toMatchObject({ mentorId: `MNT-${s.code}-2`, isActive: false });
      const third = await post(s.tokens.school_admin, mentorBody(s.code)).expect(409);
      expect(third.body.message).toBe(API_MSG.maxMentorsReached);
      const list = await t.request().get(`/api/mentors/school/${s.code}`).set(bearer(s.tokens.school_admin)).expect(200);
      expect(list.body.data.map((m: { mentorId: string }) => m.mentorId)).toEqual([`MNT-${s.code}-1`, `MNT-${s.code}-2`]);
    });

    it('keeps the limit under 5 concurrent creations for one school: exactly 2, slots 1 and 2, the rest 409', async () => {
      const s = await freshSchool(t);
      const results = await Promise.all(Array.from({ length: 5 }, () => post(s.tokens.school_admin, mentorBody(s.code))));
      expect(results.filter((r) => r.status === 201)).toHaveLength(2);
      const refused = results.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(3);
      for (const r of refused) expect(r.body).toMatchObject({ success: false, message: API_MSG.maxMentorsReached });
      const rows = await t.db.select({ slot: mentors.slot }).from(mentors).where(eq(mentors.schoolCode, s.code));
      expect(rows.map((r) => r.slot).sort()).toEqual([1, 2]);
    });

    it('refuses a duplicate email, teacher ID or contact number within the school with 409; other schools may reuse them', async () => {
      const s = await freshSchool(t);
      const first = mentorBody(s.code);
      await post(s.tokens.school_admin, first).expect(201);
      for (const clash of [{ emailId: String(first.emailId).toUpperCase() }, { teacherId: String(first.teacherId).toLowerCase() }, { contactNumber: first.contactNumber }]) {
        const res = await post(s.tokens.school_admin, mentorBody(s.code, clash)).expect(409);
        expect(res.body.message).toBe(MSG.mentorConflict);
      }
      expect(await mentorCount(s.code)).toBe(1);
      const other = await freshSchool(t);
      await post(other.tokens.school_admin, { ...first, schoolCode: other.code }).expect(201);
    });

    it.each([
      ['no body', {}, MSG.missingFields(['teacherId', 'name', 'designation', 'gender', 'contactNumber', 'emailId', 'schoolCode'])],
      ['two missing fields', { name: '', designation: undefined }, MSG.missingFields(['name', 'designation'])],
      ['teacher ID with spaces', { teacherId: 'KVS 42' }, MSG.teacherIdChars],
      ['teacher ID over 20', { teacherId: 'T'.repeat(21) }, MSG.teacherIdMax],
      ['name over 100', { name: 'n'.repeat(101) }, MSG.maxLength(100)],
      ['designation over 50', { designation: 'd'.repeat(51) }, MSG.maxLength(50)],
      ['bad gender', { gender: 'robot' }, MSG.invalidGender],
      ['missing gender', { gender: '' }, MSG.missingFields(['gender'])],
      ['nine-digit contact', { contactNumber: '987654321' }, MSG.invalidContact],
      ['contact with letters', { contactNumber: '98765abcde' }, MSG.invalidContact],
      ['bad email', { emailId: 'priya@' }, MSG.invalidEmail],
      ['bad school code', { schoolCode: '../1' }, API_MSG.invalidSchoolCode],
      ['non-boolean isActive', { isActive: 'yes' }, API_MSG.mustBeBoolean],
    ])('refuses %s with 400, its message, and writes nothing', async (_label, overrides, message) => {
      const s = await freshSchool(t);
      const body = Object.keys(overrides).length === 0 ? {} : mentorBody(s.code, overrides);
      const res = await post(s.tokens.school_admin, body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(res.body.errors.length).toBeGreaterThan(0);
      expect(await mentorCount(s.code)).toBe(0);
    });

    it('gives one field error per field, with its path, for the form to attach', async () => {
      const s = await freshSchool(t);
      const res = await post(s.tokens.school_admin, mentorBody(s.code, { teacherId: '', contactNumber: '12', emailId: 'x' })).expect(400);
      expect(res.body.message).toBe(MSG.missingFields(['teacherId']));
      expect(res.body.errors).toEqual([
        { path: 'teacherId', msg: MSG.required },
        { path: 'contactNumber', msg: MSG.invalidContact },
        { path: 'emailId', msg: MSG.invalidEmail },
      ]);
    });

    it("keeps school admins to their own school; 404 for an unknown school; unknown fields 400", async () => {
      const s = await freshSchool(t);
      const other = await freshSchool(t);
      await post(s.tokens.school_admin, mentorBody(other.code)).expect(403);
      expect((await post(s.tokens.admin, mentorBody('99999999')).expect(404)).body.message).toBe(API_MSG.schoolNotFound);
      await post(s.tokens.school_admin, mentorBody(s.code, { slot: 1 })).expect(400);
      expect(await mentorCount(other.code)).toBe(0);
      expect(await mentorCount(s.code)).toBe(0);
    });
  });

  describe('PUT /api/mentors/{id}', () => {
    it('edits the fields sent (by _id or mentorId); the duplicate rule ignores the mentor itself', async () => {
      const s = await freshSchool(t);
      const m = await created(s);
      const res = await put(s.tokens.school_admin, m.mentorId, { name: 'Dr. Meera Iyer', emailId: m.emailId.toUpperCase(), isActive: false }).expect(200);
      expect(res.body.message).toBe(API_MSG.mentorUpdated);
      expect(res.body.data).toMatchObject({ _id: m._id, name: 'Dr. Meera Iyer', emailId: m.emailId, isActive: false });
      await put(s.tokens.admin, m._id, { designation: 'TGT Mathematics' }).expect(200);
      // null on a switch means "leave it"; never a 500
      expect((await put(s.tokens.admin, m._id, { isActive: null }).expect(200)).body.data.isActive).toBe(false);
      const other = await created(s);
      expect((await put(s.tokens.school_admin, other._id, { emailId: m.emailId }).expect(409)).body.message).toBe(MSG.mentorConflict);
    });

    it.each([
      [{ name: '' }, MSG.required],
      [{ contactNumber: '123' }, MSG.invalidContact],
      [{ gender: null }, MSG.invalidGender],
      [{ teacherId: 'a b' }, MSG.teacherIdChars],
      [{ mentorId: 'MNT-X-9' }, undefined],
      [{ emailId: null }, MSG.required],
      [{ isActive: 'no' }, API_MSG.mustBeBoolean],
    ])('refuses %j with 400 and changes nothing', async (body, message) => {
      const s = await freshSchool(t);
      const m = await created(s);
      const [before] = await t.db.select().from(mentors).where(eq(mentors.id, m._id));
      const res = await put(s.tokens.school_admin, m._id, body).expect(400);
      if (message) expect(res.body.message).toBe(message);
      const [after] = await t.db.select().from(mentors).where(eq(mentors.id, m._id));
      expect(after).toEqual(before);
    });

    it("refuses another school's mentor (403), a move (400), unknown mentors (404), bad ids (400)", async () => {
      const s = await freshSchool(t);
      const m = await created(s);
      await put(s.tokens.school_admin, p.schoolB.mentors[0]!.id, { name: 'Mine' }).expect(403);
      await put(s.tokens.school_admin, p.schoolB.mentors[0]!.mentorId, { name: 'Mine' }).expect(403);
      expect((await put(s.tokens.admin, m._id, { schoolCode: p.schoolA.code }).expect(400)).body.message).toBe(API_MSG.mentorSchoolFixed);
      expect((await put(s.tokens.admin, 'MNT-NOPE-1', { name: 'x' }).expect(404)).body.message).toBe(API_MSG.mentorNotFound);
      expect((await put(s.tokens.admin, 'bad id!', { name: 'x' }).expect(400)).body.message).toBe(API_MSG.invalidMentorId);
    });
  });

  describe('DELETE /api/mentors/{id}', () => {
    it('deletes an unassigned mentor; an assigned one needs ?force=true, which unassigns its teams', async () => {
      const s = await freshSchool(t);
      const free = await created(s);
      const busy = await created(s);
      const team = (await t.request().post('/api/teams').set(bearer(s.tokens.school_admin)).send(teamBody(s.code, { assignedMentor: busy.mentorId })).expect(201)).body.data;

      const done = await del(s.tokens.school_admin, free.mentorId).expect(200);
      expect(done.body).toEqual({ success: true, message: API_MSG.mentorDeleted, data: { _id: free._id, mentorId: free.mentorId, unassignedTeams: [] } });

      const refused = await del(s.tokens.school_admin, busy._id).expect(409);
      expect(refused.body.message).toBe(API_MSG.mentorAssignedToTeams([team.teamId]));
      expect(await mentorCount(s.code)).toBe(1);
      await del(s.tokens.school_admin, busy._id, '?force=false').expect(409);

      const forced = await del(s.tokens.school_admin, busy._id, '?force=true').expect(200);
      expect(forced.body.data.unassignedTeams).toEqual([team.teamId]);
      const [row] = await t.db.select({ m: teams.assignedMentorId }).from(teams).where(eq(teams.id, team._id));
      expect(row!.m).toBeNull();
      expect(await mentorCount(s.code)).toBe(0);
      // the slot is free again
      expect((await post(s.tokens.school_admin, mentorBody(s.code)).expect(201)).body.data.mentorId).toBe(`MNT-${s.code}-1`);
    });

    it("refuses another school's mentor (403), unknown ones (404), a bad force value or extra query (400)", async () => {
      const s = await freshSchool(t);
      const m = await created(s);
      await del(s.tokens.school_admin, p.schoolA.mentors[0]!.id).expect(403);
      await del(s.tokens.admin, '00000000-0000-4000-8000-00000000abcd').expect(404);
      await del(s.tokens.school_admin, m._id, '?force=yes').expect(400);
      await del(s.tokens.school_admin, m._id, '?cascade=true').expect(400);
      expect(await mentorCount(s.code)).toBe(1);
    });
  });

  describe('the mentors lock', () => {
    it("refuses a school admin's add, edit and delete with 423 and the spec's messages; the admin goes on", async () => {
      const s = await freshSchool(t);
      const m = await created(s);
      await setLocks(t, { mentorsLocked: true });
      expect((await post(s.tokens.school_admin, mentorBody(s.code)).expect(423)).body).toMatchObject({ success: false, message: MSG.mentorAddLocked });
      expect((await put(s.tokens.school_admin, m._id, { name: 'Locked' }).expect(423)).body.message).toBe(MSG.mentorEditLocked);
      expect((await del(s.tokens.school_admin, m._id, '?force=true').expect(423)).body.message).toBe(MSG.mentorDeleteLocked);
      expect(await mentorCount(s.code)).toBe(1);
      const [row] = await t.db.select({ name: mentors.name }).from(mentors).where(eq(mentors.id, m._id));
      expect(row!.name).toBe(m.name);
      // the teams lock is a separate switch
      await t.request().post('/api/teams').set(bearer(s.tokens.school_admin)).send(teamBody(s.code)).expect(201);
      // the admin is never locked
      await put(s.tokens.admin, m._id, { name: 'Admin edit' }).expect(200);
      await post(s.tokens.admin, mentorBody(s.code)).expect(201);
      await del(s.tokens.admin, m._id).expect(200);
    });
  });

  it('enforces the role matrix on the management routes', async () => {
    const s = await freshSchool(t);
    const a = (await post(s.tokens.admin, mentorBody(s.code)).expect(201)).body.data;
    await expectRoleMatrix(
      t,
      [
        { method: 'put', path: `/api/mentors/${a._id}`, allowed: ['school_admin', 'admin'], body: { designation: 'PGT Physics' } },
        { method: 'post', path: '/api/mentors', allowed: ['school_admin', 'admin'], body: mentorBody(s.code) },
        { method: 'delete', path: `/api/mentors/${a._id}`, allowed: ['school_admin', 'admin'] },
      ],
      s.tokens,
    );
  });

  it("walks every mentor route with another school's, team's and region's ids: 403 or 404, never the data", async () => {
    const s = await freshSchool(t, 'Chennai');
    const foreign = p.schoolB.mentors[0]!;
    const calls = [
      () => t.request().get(`/api/mentors/school/${p.schoolB.code}`),
      () => t.request().post('/api/mentors').send(mentorBody(p.schoolB.code)),
      () => t.request().put(`/api/mentors/${foreign.id}`).send({ name: 'x' }),
      () => t.request().delete(`/api/mentors/${foreign.id}?force=true`),
    ];
    for (const role of ['school_admin', 'team', 'region_admin', 'mentor'] as const) {
      for (const call of calls) {
        const res = await call().set(bearer(s.tokens[role]));
        expect([403, 404]).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain(foreign.name);
      }
    }
    const [row] = await t.db.select({ name: mentors.name }).from(mentors).where(eq(mentors.id, foreign.id));
    expect(row!.name).toBe(foreign.name);
  });
});
