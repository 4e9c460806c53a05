import { API_MSG, MSG } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { schoolSchedules } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(60_000);

describe('schedule', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  const get = (code: string, token: string) => t.request().get(`/api/school-time/kv/${code}`).set(bearer(token));

  it("gives the school's schedule with Day 1-4 attendance", async () => {
    const tokens = tokensFor(t, p);
    const [row] = await t.db.select().from(schoolSchedules).where(eq(schoolSchedules.schoolCode, p.schoolA.code));
    const school = p.dataset.schools.find((s) => s.code === p.schoolA.code)!;
    const res = await get(p.schoolA.code, tokens.school_admin).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: API_MSG.scheduleLoaded,
      data: {
        kvCode: school.code,
        kvName: school.name,
        district: school.district,
        region: school.region,
        zone: school.zone,
        seniorCohort: row!.seniorCohort,
        seniorTime: row!.seniorTime,
        juniorCohort: row!.juniorCohort,
        juniorSlot: row!.juniorSlot,
        SRDAY1: row!.srDay1,
        SRDAY2: row!.srDay2,
        SRDAY3: row!.srDay3,
        SRDAY4: row!.srDay4,
        JRDAY1: row!.jrDay1,
        JRDAY2: row!.jrDay2,
        JRDAY3: row!.jrDay3,
        JRDAY4: row!.jrDay4,
      },
    });
    for (const day of ['SRDAY1', 'JRDAY4']) expect(['P', 'A']).toContain(res.body.data[day]);
  });

  it("is readable by the school's teams and the admin roles in scope", async () => {
    const tokens = tokensFor(t, p);
    await get(p.schoolA.code, tokens.team).expect(200);
    await get(p.schoolA.code, tokens.admin).expect(200);
    await get(p.schoolA.code, tokens.super_admin).expect(200);
    await get(p.schoolA.code, tokens.region_admin).expect(200);
  });

  it('keeps everyone else out: another school, another region, a team of another school', async () => {
    const tokens = tokensFor(t, p);
    await get(p.schoolB.code, tokens.school_admin).expect(403);
    await get(p.schoolB.code, tokens.team).expect(403);
    await get(p.schoolB.code, tokens.region_admin).expect(403);
    await get(p.schoolA.code, tokens.mentor).expect(403);
  });

  it("answers 404 'Schedule Not Available' when none is released, 404 for unknown schools and 400 for bad codes", async () => {
    const tokens = tokensFor(t, p);
    const none = await get(p.bare.code, tokens.admin).expect(404);
    expect(none.body).toMatchObject({ success: false, message: MSG.scheduleNotAvailable });
    expect((await get('77777', tokens.admin).expect(404)).body.message).toBe(API_MSG.schoolNotFound);
    await get('x'.repeat(40), tokens.admin).expect(400);
    await get('a.b', tokens.admin).expect(400);
  });

  it('enforces the role matrix', async () => {
    await expectRoleMatrix(
      t,
      [{ method: 'get', path: `/api/school-time/kv/${p.schoolA.code}`, allowed: ['school_admin', 'team', 'admin', 'super_admin', 'region_admin'] }],
      tokensFor(t, p),
    );
  });
});
