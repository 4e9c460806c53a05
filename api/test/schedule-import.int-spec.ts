import {
  SCHEDULE_CSV_COLUMNS,
  SCHEDULE_IMPORT_MAX_BYTES,
  SCHEDULE_MSG,
  type Role,
  type ScheduleCsvColumn,
  type ScheduleImportPreview,
  type ScheduleImportResult,
  type ScheduleRecord,
} from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/database';
import { auditLog, schoolSchedules, schools } from '../src/database/schema';
import { binaryBody, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

type CsvRecord = Record<ScheduleCsvColumn, string>;

/** Every schedule with its directory school (kvCode order), and the schedules' update times. */
async function snapshot(t: TestApp): Promise<{ records: ScheduleRecord[]; updatedAt: Record<string, string>; audit: number }> {
  const records = (await queryRows<Record<string, unknown>>(
    t.db,
    sql`select s.code as "kvCode", s.name as "kvName", s.district, s.region, s.zone,
          ss.senior_cohort as "seniorCohort", ss.senior_time as "seniorTime", ss.junior_cohort as "juniorCohort", ss.junior_slot as "juniorSlot",
          ss.sr_day1 as "SRDAY1", ss.sr_day2 as "SRDAY2", ss.sr_day3 as "SRDAY3", ss.sr_day4 as "SRDAY4",
          ss.jr_day1 as "JRDAY1", ss.jr_day2 as "JRDAY2", ss.jr_day3 as "JRDAY3", ss.jr_day4 as "JRDAY4", ss.updated_at::text as "updatedAt"
        from school_schedules ss join schools s on s.code = ss.school_code order by s.code`,
  )) as unknown as (ScheduleRecord & { updatedAt: string })[];
  const updatedAt = Object.fromEntries(records.map((r) => [r.kvCode, r.updatedAt]));
  const [audit] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
  return { records: records.map(({ updatedAt: _u, ...r }) => r), updatedAt, audit: Number(audit!.n) };
}

/** A CSV cell: quoted when it holds a comma, quote or line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV file of `rows` under `header` (default: the schedule record's columns). */
function csv(rows: Partial<CsvRecord>[], header: readonly string[] = SCHEDULE_CSV_COLUMNS, eol = '\r\n'): string {
  const lines = [header.join(','), ...rows.map((row) => header.map((column) => cell(row[column as ScheduleCsvColumn] ?? '')).join(','))];
  return lines.join(eol) + eol;
}

/** The CSV row of a stored record, with changes. */
function rowOf(record: ScheduleRecord, changes: Partial<CsvRecord> = {}): CsvRecord {
  const out = {} as CsvRecord;
  for (const column of SCHEDULE_CSV_COLUMNS) out[column] = record[column] ?? '';
  return { ...out, ...changes };
}

describe('Schedule & Attendance: CSV import (preview, apply)', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  let stored: ScheduleRecord[];
  const recordOf = (code: string) => stored.find((r) => r.kvCode === code)!;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
    tokens = tokensFor(t, p);
  });

  beforeAll(async () => {
    stored = (await snapshot(t)).records;
  });

  const send = (step: 'preview' | 'apply', content: string | Buffer, options: { filename?: string; token?: string; field?: string } = {}) =>
    t
      .request()
      .post(`/api/schedule/import/${step}`)
      .set(bearer(options.token ?? tokens.super_admin))
      .attach(options.field ?? 'file', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), { filename: options.filename ?? 'schedule.csv', contentType: 'text/csv' });

  /** Other schools with schedules (not A, B or the bare one), in code order. */
  const others = () => stored.filter((r) => ![p.schoolA.code, p.schoolB.code].includes(r.kvCode));

  describe('refuses a file it cannot take, writing nothing', () => {
    it('a file that is not UTF-8 (Latin-1 bytes, UTF-16) is a 400', async () => {
      const before = await snapshot(t);
      const a = recordOf(p.schoolA.code);
      const latin1 = Buffer.from(csv([rowOf(a, { seniorCohort: 'Cohorte é' })]), 'latin1');
      for (const step of ['preview', 'apply'] as const) {
        const res = await send(step, latin1).expect(400);
        expect(res.body).toMatchObject({ success: false, message: SCHEDULE_MSG.notUtf8 });
      }
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv([rowOf(a)]), 'utf16le')]);
      expect((await send('apply', utf16).expect(400)).body.message).toBe(SCHEDULE_MSG.notUtf8);
      expect(await snapshot(t)).toEqual(before);
    });

    it('missing columns are a 400 naming them; header names are taken in any case and order', async () => {
      const a = recordOf(p.schoolA.code);
      const header = SCHEDULE_CSV_COLUMNS.filter((c) => !['district', 'SRDAY3', 'JRDAY1'].includes(c));
      const res = await send('apply', csv([rowOf(a)], header)).expect(400);
      expect(res.body.message).toBe(SCHEDULE_MSG.missingColumns(['district', 'SRDAY3', 'JRDAY1']));
      expect(res.body.message).toBe('Missing columns: district, SRDAY3, JRDAY1');

      const shuffled = [...SCHEDULE_CSV_COLUMNS].reverse();
      const lower = csv([rowOf(a)], shuffled).replace(/^[^\r]*/, shuffled.map((c) => c.toLowerCase()).join(','));
      const ok = await send('preview', `\uFEFF${lower}`).expect(200);
      expect(ok.body.data.summary).toEqual({ create: 0, update: 0, unchanged: 1, rejected: 0 });
    });

    it('no file, another field, a name that is not .csv, unreadable CSV, a header alone: 400', async () => {
      const a = recordOf(p.schoolA.code);
      const none = await t.request().post('/api/schedule/import/preview').set(bearer(tokens.super_admin)).expect(400);
      expect(none.body.message).toBe(SCHEDULE_MSG.fileRequired);
      expect((await send('preview', csv([rowOf(a)]), { field: 'receipt' }).expect(400)).body.message).toBe(SCHEDULE_MSG.fileRequired);
      expect((await send('preview', csv([rowOf(a)]), { filename: 'schedule.xlsx' }).expect(400)).body.message).toBe(SCHEDULE_MSG.notCsv);
      expect((await send('preview', `${csv([])}"${a.kvCode},broken\r\n`).expect(400)).body.message).toMatch(/^The CSV file could not be read: /);
      expect((await send('preview', csv([])).expect(400)).body.message).toBe(SCHEDULE_MSG.headerOnly);
      expect((await send('preview', '').expect(400)).body.message).toBe(SCHEDULE_MSG.emptyFile);
    });

    it('more than 2 MB or 5,000 rows: 413', async () => {
      const before = await snapshot(t);
      const a = recordOf(p.schoolA.code);
      const big = csv([rowOf(a, { kvName: 'x'.repeat(90) })]).padEnd(SCHEDULE_IMPORT_MAX_BYTES + 1, '\n');
      const tooBig = await send('apply', big).expect(413);
      expect(tooBig.body.message).toBe(SCHEDULE_MSG.tooLarge);
      const many = csv(Array.from({ length: 5001 }, () => rowOf(a)));
      expect(Buffer.byteLength(many)).toBeLessThan(SCHEDULE_IMPORT_MAX_BYTES);
      expect((await send('apply', many).expect(413)).body.message).toBe(SCHEDULE_MSG.tooManyRows);
      expect(await snapshot(t)).toEqual(before);
    });

    it('other roles are refused before the file is read', async () => {
      const file = csv([rowOf(recordOf(p.schoolA.code), { seniorCohort: 'Taken over' })]);
      for (const role of ['admin', 'region_admin', 'school_admin', 'team', 'mentor'] as const) {
        await send('apply', file, { token: tokens[role] }).expect(403);
      }
      expect((await snapshot(t)).records).toEqual(stored);
    });
  });

  describe('a file with good and bad rows', () => {
    /**
     * Line 2: school A, two fields changed (update). Line 3: another school as stored (unchanged).
     * Line 4: the bare school, no schedule yet (create). Lines 5-12: refused rows, each for its reasons.
     */
    let file: string;
    let dupe: ScheduleRecord;
    let formula: ScheduleRecord;
    let mismatch: ScheduleRecord;
    let badFlag: ScheduleRecord;
    let tooLong: ScheduleRecord;
    let unchanged: ScheduleRecord;
    let bare: { code: string; name: string; region: string };

    beforeAll(async () => {
      [unchanged, dupe, formula, mismatch, badFlag, tooLong] = others() as [ScheduleRecord, ScheduleRecord, ScheduleRecord, ScheduleRecord, ScheduleRecord, ScheduleRecord];
      [bare] = await t.db.select({ code: schools.code, name: schools.name, region: schools.region }).from(schools).where(eq(schools.code, p.bare.code)) as [typeof bare];
      const a = recordOf(p.schoolA.code);
      const otherRegion = mismatch.region === 'Agra' ? 'Chennai' : 'Agra';
      file = csv([
        rowOf(a, { seniorTime: '09:30 AM - 11:00 AM', SRDAY1: a.SRDAY1 === 'P' ? 'a' : 'p', kvName: 'Informational only', district: 'Ignored', zone: 'Z' }),
        rowOf(unchanged, { region: unchanged.region.toUpperCase() }),
        { kvCode: bare.code, kvName: bare.name, region: bare.region, seniorCohort: 'Senior Cohort 9', seniorTime: '02:00 PM', juniorCohort: 'Junior Cohort 9', juniorSlot: 'Slot B', SRDAY1: 'P', JRDAY2: 'A' },
        rowOf(dupe, { seniorCohort: 'First' }),
        rowOf(dupe, { seniorCohort: 'Second' }),
        rowOf(formula, { juniorSlot: '=HYPERLINK("http://x","y")', seniorCohort: '@SUM(A1)' }),
        rowOf(unchanged, { kvCode: '99999' }),
        rowOf(mismatch, { region: otherRegion }),
        rowOf(badFlag, { JRDAY3: 'Present' }),
        rowOf(tooLong, { seniorTime: 't'.repeat(101) }),
        rowOf(unchanged, { kvCode: '' }),
      ]);
    });

    const expectedRejected = () => [
      { line: 5, kvCode: dupe.kvCode, reasons: [SCHEDULE_MSG.reasonDuplicateCode(dupe.kvCode, [5, 6])] },
      { line: 6, kvCode: dupe.kvCode, reasons: [SCHEDULE_MSG.reasonDuplicateCode(dupe.kvCode, [5, 6])] },
      { line: 7, kvCode: formula.kvCode, reasons: [SCHEDULE_MSG.reasonFormula('seniorCohort'), SCHEDULE_MSG.reasonFormula('juniorSlot')] },
      { line: 8, kvCode: '99999', reasons: [SCHEDULE_MSG.reasonUnknownCode('99999')] },
      { line: 9, kvCode: mismatch.kvCode, reasons: [SCHEDULE_MSG.reasonRegionMismatch(mismatch.region === 'Agra' ? 'Chennai' : 'Agra', mismatch.region)] },
      { line: 10, kvCode: badFlag.kvCode, reasons: [SCHEDULE_MSG.reasonAttendance('JRDAY3', 'Present')] },
      { line: 11, kvCode: tooLong.kvCode, reasons: [SCHEDULE_MSG.reasonTooLong('seniorTime')] },
      { line: 12, kvCode: null, reasons: [SCHEDULE_MSG.reasonEmptyCode] },
    ];

    it('preview: the rows it would create, update or leave, with the changed fields, and every refused row with its reasons; nothing written', async () => {
      const before = await snapshot(t);
      const a = recordOf(p.schoolA.code);
      const res = await send('preview', file).expect(200);
      expect(res.body.message).toBe(SCHEDULE_MSG.previewReady);
      const preview = res.body.data as ScheduleImportPreview;
      expect(preview.rows).toBe(11);
      expect(preview.summary).toEqual({ create: 1, update: 1, unchanged: 1, rejected: 8 });
      expect(preview.changes).toEqual([
        {
          line: 2,
          kvCode: a.kvCode,
          kvName: a.kvName,
          action: 'update',
          fields: [
            { field: 'seniorTime', before: a.seniorTime, after: '09:30 AM - 11:00 AM' },
            { field: 'SRDAY1', before: a.SRDAY1, after: a.SRDAY1 === 'P' ? 'A' : 'P' },
          ],
        },
        { line: 3, kvCode: unchanged.kvCode, kvName: unchanged.kvName, action: 'unchanged', fields: [] },
        {
          line: 4,
          kvCode: bare.code,
          kvName: bare.name,
          action: 'create',
          fields: [
            { field: 'seniorCohort', before: null, after: 'Senior Cohort 9' },
            { field: 'seniorTime', before: null, after: '02:00 PM' },
            { field: 'juniorCohort', before: null, after: 'Junior Cohort 9' },
            { field: 'juniorSlot', before: null, after: 'Slot B' },
            { field: 'SRDAY1', before: null, after: 'P' },
            { field: 'JRDAY2', before: null, after: 'A' },
          ],
        },
      ]);
      expect(preview.rejected).toEqual(expectedRejected());
      expect(await snapshot(t)).toEqual(before);
    });

    it('apply: nothing at all when the transaction fails part-way (the audit write fails after the schedules were written)', async () => {
      const before = await snapshot(t);
      await t.db.execute(
        sql.raw(`create function fail_schedule_audit() returns trigger language plpgsql as $$
          begin
            if new.action = 'schedule.imported' and new.entity_id = '${bare.code}' then raise exception 'audit store unavailable'; end if;
            return new;
          end $$`),
      );
      await t.db.execute(sql.raw('create trigger fail_schedule_audit before insert on audit_log for each row execute function fail_schedule_audit()'));
      try {
        const res = await send('apply', file).expect(500);
        expect(res.body.success).toBe(false);
      } finally {
        await t.db.execute(sql.raw('drop trigger fail_schedule_audit on audit_log'));
        await t.db.execute(sql.raw('drop function fail_schedule_audit()'));
      }
      expect(await snapshot(t)).toEqual(before);
    });

    it('apply: writes exactly the valid rows that change something, one audit entry per changed school, and answers the summary', async () => {
      const before = await snapshot(t);
      const a = recordOf(p.schoolA.code);
      const res = await send('apply', file).expect(200);
      const result = res.body.data as ScheduleImportResult;
      expect(result.summary).toEqual({ create: 1, update: 1, unchanged: 1, rejected: 8 });
      expect(result.rows).toBe(11);
      expect(result.rejected).toEqual(expectedRejected());
      expect(res.body.message).toBe(SCHEDULE_MSG.imported(result.summary));

      const after = await snapshot(t);
      const flipped = a.SRDAY1 === 'P' ? 'A' : 'P';
      const newA = { ...a, seniorTime: '09:30 AM - 11:00 AM', SRDAY1: flipped };
      const created: ScheduleRecord = {
        kvCode: bare.code,
        kvName: bare.name,
        region: bare.region,
        district: after.records.find((r) => r.kvCode === bare.code)?.district ?? '',
        zone: after.records.find((r) => r.kvCode === bare.code)?.zone ?? '',
        seniorCohort: 'Senior Cohort 9',
        seniorTime: '02:00 PM',
        juniorCohort: 'Junior Cohort 9',
        juniorSlot: 'Slot B',
        SRDAY1: 'P',
        SRDAY2: null,
        SRDAY3: null,
        SRDAY4: null,
        JRDAY1: null,
        JRDAY2: 'A',
        JRDAY3: null,
        JRDAY4: null,
      };
      const expected = [...before.records.map((r) => (r.kvCode === a.kvCode ? newA : r)), created].sort((x, y) => x.kvCode.localeCompare(y.kvCode));
      expect(after.records).toEqual(expected);
      // only the two changed schools were touched (the unchanged and refused rows keep their update time)
      const touched = Object.keys(after.updatedAt).filter((code) => after.updatedAt[code] !== before.updatedAt[code]);
      expect(touched.sort()).toEqual([a.kvCode, bare.code].sort());

      const trail = await t.db.select().from(auditLog).where(eq(auditLog.action, 'schedule.imported'));
      expect(after.audit).toBe(before.audit + 2);
      expect(trail.map((e) => [e.entityType, e.entityId, e.schoolCode, e.actorRole, e.before, e.after]).sort()).toEqual(
        [
          ['school', a.kvCode, a.kvCode, 'super_admin', { seniorTime: a.seniorTime, SRDAY1: a.SRDAY1 }, { seniorTime: '09:30 AM - 11:00 AM', SRDAY1: flipped }],
          ['school', bare.code, bare.code, 'super_admin', null, { seniorCohort: 'Senior Cohort 9', seniorTime: '02:00 PM', juniorCohort: 'Junior Cohort 9', juniorSlot: 'Slot B', SRDAY1: 'P', JRDAY2: 'A' }],
        ].sort(),
      );

      // what the school's and the team's panels read, and the Schedule & Attendance table
      for (const token of [tokens.school_admin, tokens.team]) {
        const panel = await t.request().get(`/api/school-time/kv/${a.kvCode}`).set(bearer(token)).expect(200);
        expect(panel.body.data).toEqual(newA);
      }
      const bareRead = await t.request().get(`/api/school-time/kv/${bare.code}`).set(bearer(tokens.super_admin)).expect(200);
      expect(bareRead.body.data).toEqual(created);
      const table = await t.request().get('/api/region-admin/schooltimes').query({ search: bare.code }).set(bearer(tokens.super_admin)).expect(200);
      expect(table.body.data.schooltimes).toContainEqual(created);
    });

    it('apply again: everything unchanged, nothing written or audited', async () => {
      const before = await snapshot(t);
      const res = await send('apply', file).expect(200);
      expect(res.body.data.summary).toEqual({ create: 0, update: 0, unchanged: 3, rejected: 8 });
      expect(await snapshot(t)).toEqual(before);
    });
  });

  it('takes back its own export unchanged (blank cells clear a field)', async () => {
    const exported = await t
      .request()
      .get('/api/region-admin/schooltimes/export')
      .set(bearer(tokens.super_admin))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const preview = (await send('preview', exported.body as Buffer).expect(200)).body.data as ScheduleImportPreview;
    const total = (await snapshot(t)).records.length;
    expect(preview.summary).toEqual({ create: 0, update: 0, unchanged: total, rejected: 0 });

    // a blank cell empties the field
    const b = (await snapshot(t)).records.find((r) => r.kvCode === p.schoolB.code)!;
    const cleared = (await send('apply', csv([rowOf(b, { juniorSlot: '', JRDAY1: '' })])).expect(200)).body.data as ScheduleImportResult;
    expect(cleared.summary).toEqual({ create: 0, update: 1, unchanged: 0, rejected: 0 });
    const [row] = await t.db.select().from(schoolSchedules).where(eq(schoolSchedules.schoolCode, b.kvCode));
    expect(row).toMatchObject({ juniorSlot: null, jrDay1: null, seniorCohort: b.seniorCohort });
  });
});
