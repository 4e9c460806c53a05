import { createHash } from 'node:crypto';
import {
  API_MSG,
  PAYMENT_VERIFICATION_API,
  SCHEDULE_API,
  SCHOOL_PAGE_ACTIVITY_LIMIT,
  SCHOOL_PAGE_API,
  SCHOOL_PAGE_MSG,
  type SchoolPageData,
} from '@hackathon/contracts';
import { desc, eq } from 'drizzle-orm';
import { files, paymentSubmissions, registrations } from '../src/database/schema';
import { expectRoleMatrix, type TestApp } from './support';
import { insertAccount } from './support/fixtures-auth';
import { samplePdf } from './receipts-fixtures';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/**
 * One page per school (issue 25): the admin and the super admin read any school's page, a region
 * admin its region's schools only (403 for another region's), participants none (403); an unknown
 * school is a 404. The page holds the payment history with each verdict, the teams with their
 * phases and scores, the schedule's attendance and the school's latest Activity.
 */
describe('school page (GET /school-page/{code})', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  const url = (code: string) => `/api${SCHOOL_PAGE_API.get.path(code)}`;
  const read = (token: string, code: string) => t.request().get(url(code)).set(bearer(token));

  /** A proof of payment sent by the school now (as the school's upload and submit leave it). */
  async function submitProof(code: string, receiptNumber: string): Promise<string> {
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.schoolCode, code));
    const pdf = samplePdf();
    const [file] = await t.db
      .insert(files)
      .values({ ownerSchoolCode: code, fileName: `receipt_${receiptNumber}.pdf`, contentType: 'application/pdf', sizeBytes: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), data: pdf })
      .returning({ id: files.id });
    await t.db
      .insert(paymentSubmissions)
      .values({ registrationId: registration!.id, fullName: 'Asha Verma', referenceNumber: `SBIC${receiptNumber}`, receiptNumber, receiptFileId: file!.id, status: 'submitted', submittedAt: new Date() });
    await t.db.update(registrations).set({ paymentStatus: 'submitted' }).where(eq(registrations.id, registration!.id));
    return registration!.id;
  }

  it('lets the admin, the super admin and the region admin of its region read it; refuses participants (route x role matrix)', async () => {
    await expectRoleMatrix(t, [{ method: 'get', path: url(p.schoolA.code), allowed: ['admin', 'super_admin', 'region_admin'] }], tokensFor(t, p));
  });

  it("answers a region admin of another region 403, an unknown school 404 and a malformed code 400, for every reader", async () => {
    const own = tokensFor(t, p);
    const other = tokensFor(t, p, p.schoolB);
    expect(p.schoolA.region).not.toBe(p.schoolB.region);
    const refused = await read(other.region_admin, p.schoolA.code).expect(403);
    expect(refused.body).toMatchObject({ success: false, message: API_MSG.forbidden });
    expect(JSON.stringify(refused.body)).not.toContain(p.schoolA.teams[0]!.teamId);
    for (const token of [own.admin, own.super_admin, own.region_admin]) {
      const unknown = await read(token, 'ZZ9999').expect(404);
      expect(unknown.body.message).toBe(API_MSG.schoolNotFound);
      const malformed = await read(token, 'not a code!').expect(400);
      expect(malformed.body.message).toBe(API_MSG.invalidSchoolCode);
    }
    // a region admin's own school answers, in any case of the code's letters
    await read(own.region_admin, p.schoolA.code.toLowerCase()).expect(200);
  });

  it("shows the school's registration, mentors and teams with their phases and scores", async () => {
    const tokens = tokensFor(t, p);
    const res = await read(tokens.admin, p.schoolA.code).expect(200);
    expect(res.body.message).toBe(SCHOOL_PAGE_MSG.loaded);
    const page = res.body.data as SchoolPageData;
    const school = p.dataset.schools.find((s) => s.code === p.schoolA.code)!;
    expect(page.school).toMatchObject({ schoolCode: school.code, schoolName: school.name, region: school.region, district: school.district });
    const registration = p.dataset.registrations.find((r) => r.schoolCode === p.schoolA.code)!;
    expect(page.registration).toMatchObject({ _id: registration.id, kvCode: p.schoolA.code, referenceNumber: registration.referenceNumber, registrationStatus: registration.registrationStatus });
    expect(page.paymentStatus).toBe(page.registration!.paymentStatus);

    expect(page.mentors.map((m) => m.mentorId).sort()).toEqual(p.schoolA.mentors.map((m) => m.mentorId).sort());
    expect(page.teams.map((x) => x.teamId).sort()).toEqual(p.schoolA.teams.map((x) => x.teamId).sort());
    for (const team of page.teams) {
      const source = p.schoolA.teams.find((x) => x.teamId === team.teamId)!;
      expect(team).toMatchObject({ _id: source.id, teamName: source.teamName, category: source.category, status: source.status, currentPhase: source.currentPhase });
      expect(team.phaseScores).toEqual({ phase1: source.phase1Score, phase2: source.phase2Score, phase3: source.phase3Score });
      expect(team.totalScore).toBe(source.totalScore);
      expect(team.memberCount).toBeGreaterThan(0);
      // a mentor's teams are the teams that name it
      if (team.mentorName) expect(page.mentors.find((m) => m.name === team.mentorName)?.teamIds).toContain(team.teamId);
    }
    // never a secret of a team
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|\$argon2/);
  });

  it('shows the score and phase the admin gives a team at once', async () => {
    const tokens = tokensFor(t, p);
    const team = p.schoolA.teams[0]!;
    await t.request().put(`/api/teams/phases/${team.id}/score`).set(bearer(tokens.admin)).send({ phase: 1, score: 87 }).expect(200);
    const page = (await read(tokens.region_admin, p.schoolA.code).expect(200)).body.data as SchoolPageData;
    const shown = page.teams.find((x) => x.teamId === team.teamId)!;
    expect(shown.phaseScores.phase1).toBe(87);
    expect(shown.totalScore).toBeGreaterThanOrEqual(87);
    expect(page.activity.items[0]).toMatchObject({ action: 'phase.score_updated', schoolCode: p.schoolA.code });
  });

  it('holds the payment history: each proof, each verdict with who, when and why, newest first', async () => {
    const vera = await insertAccount(t, { role: 'super_admin', username: 'vera.verifier', fullName: 'Vera Verifier' });
    const ravi = await insertAccount(t, { role: 'region_admin', region: p.schoolA.region, fullName: 'Ravi Region' });
    const superAdmin = t.tokenFor({ sub: vera.id, role: 'super_admin', email: vera.email! });
    const regionAdmin = t.tokenFor({ sub: ravi.id, role: 'region_admin', region: p.schoolA.region, email: ravi.email! });
    const before = await t.db.select({ id: paymentSubmissions.id }).from(paymentSubmissions).innerJoin(registrations, eq(registrations.id, paymentSubmissions.registrationId)).where(eq(registrations.schoolCode, p.schoolA.code));

    // a first proof, rejected by the super admin; a second one, verified by the region admin
    const registrationId = await submitProof(p.schoolA.code, '700000000001');
    await t.request().put(`/api${PAYMENT_VERIFICATION_API.reject.path(registrationId)}`).set(bearer(superAdmin)).send({ reason: 'Receipt unreadable.' }).expect(200);
    await submitProof(p.schoolA.code, '700000000002');
    await t.request().put(`/api${PAYMENT_VERIFICATION_API.verify.path(registrationId)}`).set(bearer(regionAdmin)).send({}).expect(200);

    const page = (await read(tokensFor(t, p).admin, p.schoolA.code).expect(200)).body.data as SchoolPageData;
    expect(page.paymentStatus).toBe('verified');
    expect(page.payments).toHaveLength(before.length + 2);
    const [newest, older] = page.payments;
    expect(newest).toMatchObject({ receiptNumber: '700000000002', payerName: 'Asha Verma', receipt: { fileName: 'receipt_700000000002.pdf', fileType: 'application/pdf' } });
    expect(newest!.verdict).toMatchObject({ status: 'verified', by: 'Ravi Region', reason: null });
    expect(Date.parse(newest!.verdict!.at!)).not.toBeNaN();
    expect(older).toMatchObject({ receiptNumber: '700000000001', verdict: { status: 'rejected', by: 'Vera Verifier', reason: 'Receipt unreadable.' } });
    // the verdicts are in the school's Activity too, without the requests' addresses
    const actions = page.activity.items.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['payment.verified', 'payment.rejected']);
    expect(page.activity.items.every((e) => e.ip === null && e.schoolCode === p.schoolA.code)).toBe(true);
    const stored = await t.db.select({ at: paymentSubmissions.submittedAt }).from(paymentSubmissions).orderBy(desc(paymentSubmissions.submittedAt)).limit(1);
    expect(Date.parse(newest!.submittedAt)).toBe(stored[0]!.at.getTime());
  });

  it("shows the schedule's cohorts and the attendance marked by day", async () => {
    const tokens = tokensFor(t, p);
    await t.request().put(`/api${SCHEDULE_API.setAttendance.path(p.schoolA.code)}`).set(bearer(tokens.super_admin)).send({ category: 'sr', day: 2, present: true }).expect(200);
    await t.request().put(`/api${SCHEDULE_API.setAttendance.path(p.schoolA.code)}`).set(bearer(tokens.super_admin)).send({ category: 'jr', day: 3, present: false }).expect(200);
    const page = (await read(tokens.super_admin, p.schoolA.code).expect(200)).body.data as SchoolPageData;
    expect(page.schedule).toMatchObject({ kvCode: p.schoolA.code, SRDAY2: 'P', JRDAY3: 'A' });
    expect(page.schedule!.seniorCohort ?? page.schedule!.juniorCohort).toBeTruthy();
  });

  it('bounds the Activity to the latest entries and says how many there are in all', async () => {
    const tokens = tokensFor(t, p);
    const team = p.schoolA.teams[1]!;
    for (let score = 1; score <= SCHOOL_PAGE_ACTIVITY_LIMIT + 2; score += 1) {
      await t.request().put(`/api/teams/phases/${team.id}/score`).set(bearer(tokens.admin)).send({ phase: 1, score }).expect(200);
    }
    const page = (await read(tokens.admin, p.schoolA.code).expect(200)).body.data as SchoolPageData;
    expect(page.activity.items).toHaveLength(SCHOOL_PAGE_ACTIVITY_LIMIT);
    expect(page.activity.limit).toBe(SCHOOL_PAGE_ACTIVITY_LIMIT);
    expect(page.activity.total).toBeGreaterThan(SCHOOL_PAGE_ACTIVITY_LIMIT);
    // newest first, the same entries as the Activity section filtered by the school
    const section = await t.request().get(`/api/admin/activity?schoolCode=${p.schoolA.code}&limit=${SCHOOL_PAGE_ACTIVITY_LIMIT}`).set(bearer(tokens.admin)).expect(200);
    expect(page.activity.items.map((e) => e.id)).toEqual(section.body.data.items.map((e: { id: string }) => e.id));
    expect(page.activity.total).toBe(section.body.data.pagination.total);
  });

  it('shows a school that never registered: no registration, no payments, no teams, no schedule', async () => {
    const page = (await read(tokensFor(t, p).admin, p.bare.code).expect(200)).body.data as SchoolPageData;
    expect(page).toMatchObject({ registration: null, paymentStatus: 'not_submitted', payments: [], mentors: [], teams: [], schedule: null });
    expect(page.school.schoolCode).toBe(p.bare.code);
  });
});
