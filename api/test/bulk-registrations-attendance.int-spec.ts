import { randomUUID } from 'node:crypto';
import {
  ADMIN_API,
  API_MSG,
  BULK_IDS_MAX,
  BULK_MSG,
  BULK_REASON_MAX,
  MSG,
  SCHEDULE_API,
  SCHEDULE_MSG,
  type AttendanceBulkResult,
  type RegistrationBulkResult,
  type RegistrationStatus,
} from '@hackathon/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditLog, registrations, schoolSchedules } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { HOOK_TIMEOUT_MS, insertSchool } from './support/fixtures-auth';

jest.setTimeout(120_000);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ADMIN = { sub: randomUUID(), email: 'bulk.admin@hackathon.test' };
const SUPER = { sub: randomUUID(), email: 'bulk.super@hackathon.test' };

/**
 * Bulk work on the event morning (issue 25): approve or reject registrations and mark an
 * attendance day, for picked rows or a list's filter; previewed, applied in one transaction,
 * audited, idempotent, and refused with a clear 4xx for bad input or another role.
 */
describe('bulk registrations and attendance', () => {
  let t: TestApp;
  let admin: string;
  let superAdmin: string;
  let roleTokens: Record<string, string>;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.tokenFor({ sub: ADMIN.sub, role: 'admin', email: ADMIN.email });
    superAdmin = t.tokenFor({ sub: SUPER.sub, role: 'super_admin', email: SUPER.email });
    const anchor = await insertSchool(t, { region: 'Agra' });
    roleTokens = t.tokensForAllRoles({
      school_admin: { schoolCode: anchor.code },
      mentor: { schoolCode: anchor.code },
      team: { schoolCode: anchor.code, teamId: `A${anchor.code}JR1` },
      region_admin: { region: 'Agra' },
    });
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  /** A directory school with a registration in the given status. */
  async function registration(status: RegistrationStatus, tag: string, extra: { paymentStatus?: 'not_submitted' | 'verified'; district?: string } = {}) {
    counter += 1;
    const school = await insertSchool(t, { region: 'Agra', district: extra.district ?? 'Agra', name: `Kendriya Vidyalaya ${tag} ${counter}` });
    const [row] = await t.db
      .insert(registrations)
      .values({
        schoolCode: school.code,
        email: `${tag}.${counter}@schools.test`,
        fullName: `Principal ${counter}`,
        kvName: school.name,
        region: school.region,
        district: school.district,
        registrationStatus: status,
        paymentStatus: extra.paymentStatus ?? 'not_submitted',
        referenceNumber: `REF-${tag}-${counter}-${randomUUID().slice(0, 8)}`,
      })
      .returning();
    return row!;
  }

  /** A directory school with a schedule whose Senior and Junior Day 1 hold these flags. */
  async function schedule(srDay1: string | null, jrDay1: string | null, district = 'Agra') {
    const school = await insertSchool(t, { region: 'Agra', district });
    await t.db.insert(schoolSchedules).values({ schoolCode: school.code, seniorCohort: 'S1', juniorCohort: 'J1', srDay1, jrDay1, srDay2: 'A', jrDay2: 'P' });
    return school;
  }

  const statuses = async (ids: string[]) =>
    new Map((await t.db.select({ id: registrations.id, status: registrations.registrationStatus }).from(registrations).where(inArray(registrations.id, ids))).map((r) => [r.id, r.status]));
  const auditOf = (ids: string[]) => t.db.select().from(auditLog).where(inArray(auditLog.entityId, ids)).orderBy(asc(auditLog.id));
  const flags = async (codes: string[]) =>
    new Map(
      (await t.db.select().from(schoolSchedules).where(inArray(schoolSchedules.schoolCode, codes))).map((r) => [r.schoolCode, { SRDAY1: r.srDay1, JRDAY1: r.jrDay1, SRDAY2: r.srDay2, JRDAY2: r.jrDay2 }]),
    );

  const bulkStatus = (body: object, token = admin) => t.request().post(`/api${ADMIN_API.registrationsBulkStatus.path()}`).set(bearer(token)).send(body);
  const bulkAttendance = (body: object, token = superAdmin) => t.request().post(`/api${SCHEDULE_API.bulkAttendance.path()}`).set(bearer(token)).send(body);

  describe('registrations: approve / reject', () => {
    it('is the admin\'s only: every other role 403, no token 401, and nothing changes', async () => {
      const pending = await registration('pending', 'roles');
      await expectRoleMatrix(
        t,
        [{ method: 'post', path: `/api${ADMIN_API.registrationsBulkStatus.path()}`, allowed: ['admin'], body: { action: 'approve', registrationIds: [pending.id], confirm: true } }],
        { ...roleTokens, admin } as never,
      );
      // the admin's own call (allowed) did approve it: the matrix only proves the others did not
      const audit = await auditOf([pending.id]);
      expect(audit.map((row) => row.actorRole)).toEqual(['admin']);
    });

    it('previews the picked registrations (nothing written), then applies exactly that: skipped and unknown ones reported', async () => {
      const [p1, p2, p3, r1, a1] = [
        await registration('pending', 'picked'),
        await registration('pending', 'picked'),
        await registration('pending', 'picked'),
        await registration('rejected', 'picked'),
        await registration('approved', 'picked'),
      ];
      const unknown = randomUUID();
      const ids = [p1!.id, p2!.id, p3!.id, r1!.id, a1!.id, unknown, p1!.id.toUpperCase()];
      const before = await statuses(ids.slice(0, 5));

      const preview = await bulkStatus({ action: 'approve', registrationIds: ids }).expect(200);
      const expected = {
        confirmed: false,
        action: 'approve',
        status: 'approved',
        selected: 5,
        changes: 4,
        skipped: 1,
        notFound: [unknown],
        fromStatus: { pending: 3, approved: 0, rejected: 1 },
      };
      expect(preview.body.data).toMatchObject(expected);
      expect(preview.body.message).toBe(BULK_MSG.registrationsPreview({ action: 'approve', changes: 4, skipped: 1 }));
      const sample = (preview.body.data as RegistrationBulkResult).sample;
      expect(sample.map((row) => row._id).sort()).toEqual([p1!.id, p2!.id, p3!.id, r1!.id].sort());
      expect(sample.map((row) => row.kvCode)).toEqual([...sample.map((row) => row.kvCode)].sort());
      expect(sample.find((row) => row._id === r1!.id)).toMatchObject({ kvName: r1!.kvName, registrationStatus: 'rejected' });
      // a preview writes nothing
      expect(await statuses(ids.slice(0, 5))).toEqual(before);
      expect(await auditOf(ids.slice(0, 5))).toEqual([]);

      const applied = await bulkStatus({ action: 'approve', registrationIds: ids, confirm: true, expectedChanges: 4 }).expect(200);
      expect(applied.body.data).toMatchObject({ ...expected, confirmed: true });
      expect(applied.body.message).toBe(BULK_MSG.registrationsApplied({ action: 'approve', changes: 4, skipped: 1 }));
      expect([...(await statuses(ids.slice(0, 5))).values()]).toEqual(['approved', 'approved', 'approved', 'approved', 'approved']);

      // one audit entry per change (who, what, the batch and its size); none for the skipped one
      const audit = await auditOf(ids.slice(0, 5));
      expect(audit).toHaveLength(4);
      for (const row of audit) {
        expect(row).toMatchObject({
          actorId: ADMIN.sub,
          actorRole: 'admin',
          actorLabel: ADMIN.email,
          action: 'registration.updated',
          entityType: 'registration',
          reason: BULK_MSG.registrationsAudit('approve', 4),
          after: { registrationStatus: 'approved' },
        });
      }
      expect(audit.find((row) => row.entityId === r1!.id)?.before).toEqual({ registrationStatus: 'rejected' });
      expect(audit.find((row) => row.entityId === p2!.id)?.before).toEqual({ registrationStatus: 'pending' });
      expect(audit.find((row) => row.entityId === a1!.id)).toBeUndefined();

      // the same call again is no error: everything is skipped, nothing written twice
      const again = await bulkStatus({ action: 'approve', registrationIds: ids, confirm: true }).expect(200);
      expect(again.body.data).toMatchObject({ confirmed: true, selected: 5, changes: 0, skipped: 5 });
      expect(await auditOf(ids.slice(0, 5))).toHaveLength(4);
    });

    it('selects every registration matching the list\'s search and filters, and a stale Edit Registration copy is then refused', async () => {
      const tag = `filt${Date.now().toString(36)}`;
      const pending = [await registration('pending', tag), await registration('pending', tag), await registration('pending', tag)];
      const approved = await registration('approved', tag);
      const paid = await registration('pending', tag, { paymentStatus: 'verified' });
      const elsewhere = await registration('pending', 'other');
      const all = [...pending, approved, paid, elsewhere].map((r) => r!.id);
      const before = await statuses(all);

      const filter = { search: tag, registrationStatus: 'pending', paymentStatus: 'not_submitted' };
      // the same rows the list shows for that search and those filters
      const listed = await t.request().get(`/api${ADMIN_API.registrations.path()}`).query({ ...filter, limit: 100 }).set(bearer(admin)).expect(200);
      expect(listed.body.data.registrations.map((r: { _id: string }) => r._id).sort()).toEqual(pending.map((r) => r!.id).sort());

      const preview = await bulkStatus({ action: 'reject', filter }).expect(200);
      expect(preview.body.data).toMatchObject({ confirmed: false, status: 'rejected', selected: 3, changes: 3, skipped: 0, notFound: [], fromStatus: { pending: 3, approved: 0, rejected: 0 } });
      expect(await statuses(all)).toEqual(before);

      const reason = '  Duplicate sign-ups from the same school  ';
      const applied = await bulkStatus({ action: 'reject', filter, reason, confirm: true, expectedChanges: 3 }).expect(200);
      expect(applied.body.data).toMatchObject({ confirmed: true, selected: 3, changes: 3, skipped: 0 });
      const after = await statuses(all);
      for (const r of pending) expect(after.get(r!.id)).toBe('rejected');
      expect(after.get(approved!.id)).toBe('approved');
      expect(after.get(paid!.id)).toBe('pending');
      expect(after.get(elsewhere!.id)).toBe('pending');
      const audit = await auditOf(pending.map((r) => r!.id));
      expect(audit).toHaveLength(3);
      expect(audit[0]!.reason).toBe(BULK_MSG.withReason(BULK_MSG.registrationsAudit('reject', 3), reason.trim()));

      // the registration changed under an open Edit Registration form: its save is refused as stale
      const stale = await t.request().put(`/api/registration/${pending[0]!.id}`).set(bearer(admin)).send({ fullName: 'Late Edit', updatedAt: pending[0]!.updatedAt.toISOString() }).expect(409);
      expect(stale.body.message).toBe(API_MSG.registrationStale);

      // a filter that matches nothing: nothing to do, no error
      const none = await bulkStatus({ action: 'approve', filter: { search: `${tag}-nobody` }, confirm: true }).expect(200);
      expect(none.body.data).toMatchObject({ selected: 0, changes: 0, skipped: 0 });
    });

    it('refuses an apply whose preview no longer holds (409 with the new preview) and writes nothing', async () => {
      const tag = `race${Date.now().toString(36)}`;
      const rows = [await registration('pending', tag), await registration('pending', tag)];
      const res = await bulkStatus({ action: 'approve', filter: { search: tag }, confirm: true, expectedChanges: 1 }).expect(409);
      expect(res.body).toMatchObject({ success: false, message: BULK_MSG.selectionChanged(2), data: { confirmed: false, changes: 2, selected: 2 } });
      expect([...(await statuses(rows.map((r) => r!.id))).values()]).toEqual(['pending', 'pending']);
      expect(await auditOf(rows.map((r) => r!.id))).toEqual([]);
    });

    it('answers bad input with a 400 that says what is wrong', async () => {
      const id = (await registration('pending', 'bad')).id;
      const cases: Array<[object, string]> = [
        [{ action: 'approve' }, BULK_MSG.selectionMissing],
        [{ action: 'approve', registrationIds: [] }, BULK_MSG.selectionMissing],
        [{ action: 'approve', registrationIds: [id], filter: {} }, BULK_MSG.selectionBoth],
        [{ action: 'approve', registrationIds: 'all' }, BULK_MSG.idsList],
        [{ action: 'approve', registrationIds: ['not-a-uuid'] }, MSG.invalidRegistrationId],
        [{ action: 'approve', registrationIds: Array.from({ length: BULK_IDS_MAX + 1 }, () => randomUUID()) }, BULK_MSG.tooMany(BULK_IDS_MAX)],
        [{ action: 'maybe', registrationIds: [id] }, BULK_MSG.action],
        [{ registrationIds: [id] }, BULK_MSG.action],
        [{ action: 'approve', filter: 'pending' }, BULK_MSG.filterObject],
        [{ action: 'approve', filter: { registrationStatus: 'lost' } }, ''],
        [{ action: 'approve', filter: { page: 2 } }, ''],
        [{ action: 'approve', registrationIds: [id], reason: 'x'.repeat(BULK_REASON_MAX + 1) }, BULK_MSG.reason(BULK_REASON_MAX)],
        [{ action: 'approve', registrationIds: [id], confirm: 'yes' }, API_MSG.mustBeBoolean],
        [{ action: 'approve', registrationIds: [id], confirm: true, expectedChanges: -1 }, BULK_MSG.expectedChanges],
      ];
      for (const [body, message] of cases) {
        const res = await bulkStatus(body).expect(400);
        expect(res.body.success).toBe(false);
        if (message) expect(res.body.message).toBe(message);
        else expect(res.body.message).toEqual(expect.any(String));
      }
      expect((await statuses([id])).get(id)).toBe('pending');
      expect(await auditOf([id])).toEqual([]);
    });
  });

  describe('attendance: mark Day N present / absent', () => {
    it('is for who marks attendance today (the super admin): every other role 403, no token 401', async () => {
      const school = await schedule('A', 'A');
      await expectRoleMatrix(
        t,
        [{ method: 'post', path: `/api${SCHEDULE_API.bulkAttendance.path()}`, allowed: ['super_admin'], body: { category: 'sr', day: 1, present: true, kvCodes: [school.code] } }],
        { ...roleTokens, super_admin: superAdmin } as never,
      );
      expect((await flags([school.code])).get(school.code)?.SRDAY1).toBe('A');
    });

    it('previews the picked schools, then marks exactly those that differ: skipped, unknown and unscheduled reported', async () => {
      const [s1, s2, s3, s4] = [await schedule('A', 'A'), await schedule('P', 'A'), await schedule(null, 'P'), await schedule('A', 'P')];
      const unscheduled = await insertSchool(t, { region: 'Agra' });
      const codes = [s1!.code, s2!.code, s3!.code, s4!.code];
      const before = await flags(codes);
      const body = { category: 'sr', day: 1, present: true, kvCodes: [...codes, unscheduled.code, '99999', s1!.code] };

      const preview = await bulkAttendance(body).expect(200);
      const expected = { confirmed: false, category: 'sr', day: 1, present: true, field: 'SRDAY1', selected: 4, changes: 3, skipped: 1, notFound: [unscheduled.code, '99999'] };
      expect(preview.body.data).toMatchObject(expected);
      expect(preview.body.message).toBe(BULK_MSG.attendancePreview({ category: 'sr', day: 1, present: true, changes: 3, skipped: 1 }));
      const sample = (preview.body.data as AttendanceBulkResult).sample;
      expect(sample).toEqual([
        { kvCode: s1!.code, kvName: s1!.name, before: 'A' },
        { kvCode: s3!.code, kvName: s3!.name, before: null },
        { kvCode: s4!.code, kvName: s4!.name, before: 'A' },
      ]);
      expect(await flags(codes)).toEqual(before);
      expect(await auditOf(codes)).toEqual([]);

      const applied = await bulkAttendance({ ...body, confirm: true, expectedChanges: 3 }).expect(200);
      expect(applied.body.data).toMatchObject({ ...expected, confirmed: true });
      expect(applied.body.message).toBe(BULK_MSG.attendanceApplied({ category: 'sr', day: 1, present: true, changes: 3, skipped: 1 }));
      const after = await flags(codes);
      for (const code of codes) {
        expect(after.get(code)).toEqual({ ...before.get(code), SRDAY1: 'P' });
      }
      const audit = await auditOf(codes);
      expect(audit).toHaveLength(3);
      for (const row of audit) {
        expect(row).toMatchObject({
          actorId: SUPER.sub,
          actorRole: 'super_admin',
          action: 'schedule.attendance_marked',
          entityType: 'school',
          reason: BULK_MSG.attendanceAudit({ category: 'sr', day: 1, present: true, changes: 3 }),
          after: { SRDAY1: 'P' },
        });
        expect(row.schoolCode).toBe(row.entityId);
      }
      expect(audit.find((row) => row.entityId === s3!.code)?.before).toEqual({ SRDAY1: null });

      // again: all already Present, nothing written twice
      const again = await bulkAttendance({ ...body, confirm: true }).expect(200);
      expect(again.body.data).toMatchObject({ selected: 4, changes: 0, skipped: 4 });
      expect(await auditOf(codes)).toHaveLength(3);
    });

    it('marks every schedule matching the list\'s search and filters, as the list shows them', async () => {
      const district = `Bulkpur${Date.now().toString(36)}`;
      const group = [await schedule('P', 'P', district), await schedule('P', 'A', district), await schedule('A', 'P', district)];
      const outside = await schedule('P', 'P');
      const codes = [...group.map((s) => s.code), outside.code];
      const listed = await t.request().get(`/api${SCHEDULE_API.schooltimes.path()}`).query({ district, limit: 100 }).set(bearer(superAdmin)).expect(200);
      expect(listed.body.data.schooltimes.map((r: { kvCode: string }) => r.kvCode).sort()).toEqual(group.map((s) => s.code).sort());

      const body = { category: 'jr', day: 1, present: false, filter: { district } };
      const preview = await bulkAttendance(body).expect(200);
      expect(preview.body.data).toMatchObject({ confirmed: false, field: 'JRDAY1', selected: 3, changes: 2, skipped: 1, notFound: [] });
      const applied = await bulkAttendance({ ...body, confirm: true, expectedChanges: 2 }).expect(200);
      expect(applied.body.data).toMatchObject({ confirmed: true, selected: 3, changes: 2, skipped: 1 });
      const after = await flags(codes);
      for (const s of group) expect(after.get(s.code)?.JRDAY1).toBe('A');
      expect(after.get(outside.code)?.JRDAY1).toBe('P');
      expect(await auditOf(codes)).toHaveLength(2);

      // a stale preview: 409 with the new counts, nothing written
      const stale = await bulkAttendance({ category: 'jr', day: 1, present: true, filter: { district }, confirm: true, expectedChanges: 1 }).expect(409);
      expect(stale.body).toMatchObject({ success: false, message: BULK_MSG.selectionChanged(3), data: { changes: 3, confirmed: false } });
      for (const s of group) expect((await flags([s.code])).get(s.code)?.JRDAY1).toBe('A');
      expect(await t.db.select().from(auditLog).where(and(inArray(auditLog.entityId, codes), eq(auditLog.action, 'schedule.attendance_marked')))).toHaveLength(2);
    });

    it('answers bad input with a 400 that says what is wrong', async () => {
      const school = await schedule('A', 'A');
      const ok = { category: 'sr', day: 1, present: true };
      const cases: Array<[object, string]> = [
        [{ ...ok }, BULK_MSG.selectionMissing],
        [{ ...ok, kvCodes: [] }, BULK_MSG.selectionMissing],
        [{ ...ok, kvCodes: [school.code], filter: {} }, BULK_MSG.selectionBoth],
        [{ ...ok, kvCodes: ['a.b'] }, API_MSG.invalidSchoolCode],
        [{ ...ok, kvCodes: Array.from({ length: BULK_IDS_MAX + 1 }, (_, i) => String(10000 + i)) }, BULK_MSG.tooMany(BULK_IDS_MAX)],
        [{ ...ok, category: 'xx', kvCodes: [school.code] }, SCHEDULE_MSG.category],
        [{ ...ok, day: 5, kvCodes: [school.code] }, SCHEDULE_MSG.day],
        [{ ...ok, present: 'yes', kvCodes: [school.code] }, SCHEDULE_MSG.presentFlag],
        [{ ...ok, filter: { region: 'Atlantis' } }, ''],
        [{ ...ok, filter: { limit: 5 } }, ''],
        [{ ...ok, kvCodes: [school.code], expectedChanges: 1.5, confirm: true }, BULK_MSG.expectedChanges],
      ];
      for (const [body, message] of cases) {
        const res = await bulkAttendance(body).expect(400);
        if (message) expect(res.body.message).toBe(message);
        else expect(res.body.message).toEqual(expect.any(String));
      }
      expect((await flags([school.code])).get(school.code)?.SRDAY1).toBe('A');
      expect(await auditOf([school.code])).toEqual([]);
    });
  });
});
