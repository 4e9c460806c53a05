import { ADMIN_LIST_MSG, ADMIN_LIST_TYPES, adminExportFileName, type AdminListType, type Role } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import type { Response } from 'superagent';
import { queryRows } from '../src/database';
import { registrations, schools, teamMembers, teams } from '../src/database/schema';
import { EXPORT_BATCH_SIZE } from '../src/kernel/lists/list-source';
import { studentsList } from '../src/modules/admin/lists/students.list';
import { createTestApp, type TestApp } from './support';
import { bearer, loadParticipants, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(180_000);

const BOM = '\uFEFF';

/** RFC 4180: records of fields; quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

interface Download {
  res: Response;
  text: string;
  chunks: number;
}

describe('GET /admin/export (CSV, streamed)', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await loadParticipants(t);
    tokens = tokensFor(t, p);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  }, 60_000);

  /** Downloads an export as raw bytes, counting the chunks as they arrive. */
  async function download(query: string, token = tokens.admin): Promise<Download> {
    let chunks = 0;
    const res = await t
      .request()
      .get(`/api/admin/export?${query}`)
      .set(bearer(token))
      .buffer(true)
      .parse((response, done) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks += 1;
          parts.push(chunk);
        });
        response.on('end', () => done(null, Buffer.concat(parts)));
      });
    const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : '';
    return { res, text, chunks };
  }

  async function listTotal(list: AdminListType, query = ''): Promise<number> {
    const res = await t.request().get(`/api/admin/${list}?limit=1&${query}`).set(bearer(tokens.admin)).expect(200);
    return res.body.data.pagination.total as number;
  }

  describe('bad requests', () => {
    it.each([
      ['', ADMIN_LIST_MSG.exportType],
      ['type=', ADMIN_LIST_MSG.exportType],
      ['type=users', ADMIN_LIST_MSG.exportType],
      ['type=teams&type=schools', ADMIN_LIST_MSG.exportType],
      ['type=teams&status=GONE', 'status must be one of'],
      ['type=students&class=13', ADMIN_LIST_MSG.class],
      ['type=schools&bogus=1', 'property bogus should not exist'],
      ['type=mentors&search=' + 'x'.repeat(101), 'search can be at most 100 characters'],
    ])('?%s is a 400 with a clear message (an envelope, not a file)', async (query, message) => {
      const res = await t.request().get(`/api/admin/export?${query}`).set(bearer(tokens.admin)).expect(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
    });

    it('is for the admin and the super admin only', async () => {
      for (const role of ['school_admin', 'mentor', 'team', 'region_admin'] as const) {
        await t.request().get('/api/admin/export?type=teams').set(bearer(tokens[role])).expect(403);
      }
      await t.request().get('/api/admin/export?type=teams').expect(401);
      const sup = await download('type=teams', tokens.super_admin);
      expect(sup.res.status).toBe(200);
    });
  });

  describe('every type', () => {
    it.each(ADMIN_LIST_TYPES)('type=%s: a UTF-8 CSV attachment with a BOM, a header row and one line per list row', async (type) => {
      const { res, text } = await download(`type=${type}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${adminExportFileName(type)}"`);
      expect(adminExportFileName(type)).toMatch(new RegExp(`^${type}_export_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(text.startsWith(BOM)).toBe(true);
      const records = parseCsv(text.slice(1));
      const header = records[0]!;
      expect(header.length).toBeGreaterThan(5);
      for (const record of records) expect(record).toHaveLength(header.length);
      expect(records.length - 1).toBe(await listTotal(type));
    });

    it.each([
      ['teams', 'status=ELIMINATED'],
      ['teams', 'search=PM%20SHRI&category=sr'],
      ['students', 'class=11&gender=female'],
      ['schools', 'activity=low&region=North'],
      ['mentors', 'assignment=full'],
      ['registrations', 'paymentStatus=submitted&region=South'],
    ] as Array<[AdminListType, string]>)('type=%s&%s exports exactly the rows the list shows', async (type, query) => {
      const { text } = await download(`type=${type}&${query}`);
      const expected = await listTotal(type, query);
      expect(expected).toBeGreaterThan(0);
      expect(parseCsv(text.slice(1)).length - 1).toBe(expected);
    });

    it('exports the teams in Team ID order with their facts', async () => {
      const records = parseCsv((await download('type=teams')).text.slice(1));
      const header = records[0]!;
      const ids = records.slice(1).map((r) => r[header.indexOf('Team ID')]!);
      expect(ids).toEqual(p.dataset.teams.map((x) => x.teamId).sort());
      const first = p.dataset.teams.find((x) => x.teamId === ids[0])!;
      expect(records[1]![header.indexOf('Team Name')]).toBe(first.teamName);
      expect(records[1]![header.indexOf('Status')]).toBe(first.status);
    });
  });

  describe('cells that would break a spreadsheet', () => {
    const code = 'CSV1';
    const NAMES = {
      hindi: 'राहुल शर्मा',
      comma: 'Sharma, Rahul',
      quote: 'Rahul "Rocky" Sharma',
      newline: 'Line one\nLine two',
      formula: '=HYPERLINK("http://evil.example","click")',
      plus: '+91 98765 43210',
      minus: '-2+3',
      at: '@SUM(A1:A9)',
    };

    beforeAll(async () => {
      await t.db.insert(schools).values({ code, name: 'KV "Quoted", Delhi', district: 'Delhi, Cantt', state: 'DELHI', region: 'Delhi', zone: 'N' });
      await t.db.insert(registrations).values({
        schoolCode: code,
        email: 'csv@kv.example.org',
        contactNumber: '9876543210',
        fullName: '\tTabbed Principal',
        kvName: 'KV "Quoted", Delhi',
        district: 'Delhi, Cantt',
        state: 'DELHI',
        region: 'Delhi',
        referenceNumber: 'HACK25-CSV1-ABCDEF',
      });
      const [team] = await t.db
        .insert(teams)
        .values({ teamId: `D${code}JR1`, schoolCode: code, teamNumber: 1, teamName: '=cmd|" /C calc"!A0', category: 'jr', passwordHash: 'x' })
        .returning({ id: teams.id });
      await t.db.insert(teamMembers).values(
        Object.values(NAMES).map((name, i) => ({
          teamId: team!.id,
          position: (i % 5) + 1,
          memberId: `M${i}`,
          studentId: `STU-${i}`,
          name,
          class: 9,
          gender: 'female' as const,
          isLeader: i === 0,
        })).slice(0, 5),
      );
      const [team2] = await t.db
        .insert(teams)
        .values({ teamId: `D${code}JR2`, schoolCode: code, teamNumber: 2, teamName: 'Second', category: 'jr', passwordHash: 'x' })
        .returning({ id: teams.id });
      await t.db.insert(teamMembers).values(
        Object.values(NAMES)
          .slice(5)
          .map((name, i) => ({ teamId: team2!.id, position: i + 1, memberId: `N${i}`, studentId: `STV-${i}`, name, class: 10, gender: 'male' as const, isLeader: i === 0 })),
      );
    });

    async function studentsOfCsvSchool(): Promise<{ text: string; header: string[]; rows: string[][] }> {
      const { text } = await download(`type=students&schoolCode=${code}`);
      const [header, ...rows] = parseCsv(text.slice(1));
      return { text, header: header!, rows };
    }

    it('quotes commas, quotes and line breaks, and keeps a Hindi name intact', async () => {
      const { text, header, rows } = await studentsOfCsvSchool();
      expect(rows).toHaveLength(Object.keys(NAMES).length);
      const names = rows.map((r) => r[header.indexOf('Name')]);
      expect(names).toEqual(expect.arrayContaining([NAMES.hindi, NAMES.comma, NAMES.quote, NAMES.newline]));
      expect(text).toContain(`"${NAMES.comma}"`);
      expect(text).toContain('"Rahul ""Rocky"" Sharma"');
      expect(text).toContain('"Line one\nLine two"');
      expect(Buffer.from(text, 'utf8').includes(Buffer.from(NAMES.hindi, 'utf8'))).toBe(true);
      expect(rows[0]![header.indexOf('School Name')]).toBe('KV "Quoted", Delhi');
      expect(rows[0]![header.indexOf('District')]).toBe('Delhi, Cantt');
    });

    it("puts an apostrophe before cells starting with =, +, -, @ or a tab (formula injection), nothing else", async () => {
      const { header, rows } = await studentsOfCsvSchool();
      const names = rows.map((r) => r[header.indexOf('Name')]);
      expect(names).toEqual(expect.arrayContaining([`'${NAMES.formula}`, `'${NAMES.plus}`, `'${NAMES.minus}`, `'${NAMES.at}`]));
      expect(names).not.toContain(NAMES.formula);
      expect(rows.map((r) => r[header.indexOf('Team Name')])).toContain(`'=cmd|" /C calc"!A0`);
      const registrationsCsv = parseCsv((await download(`type=registrations&search=${code}`)).text.slice(1));
      expect(registrationsCsv[1]![registrationsCsv[0]!.indexOf('Full Name')]).toBe("'\tTabbed Principal");
      // numbers stay numbers: a class is not guarded
      expect(rows.map((r) => r[header.indexOf('Class')])).toEqual(expect.arrayContaining(['9', '10']));
    });

    it('finds the Hindi name through the search', async () => {
      const { text } = await download(`type=students&search=${encodeURIComponent('राहुल')}`);
      const [header, ...rows] = parseCsv(text.slice(1));
      expect(rows.map((r) => r[header!.indexOf('Name')])).toEqual([NAMES.hindi]);
    });
  });

  describe('a large export streams in batches', () => {
    const TEAMS = 4000;
    const STUDENTS = TEAMS * 5;

    beforeAll(async () => {
      // 1,000 schools x 4 teams x 5 members = 20,000 students, by SQL (the generator would take minutes)
      await t.db.execute(sql`insert into ${schools} (code, name, district, state, region, zone)
        select 'BULK' || lpad(i::text, 4, '0'), 'KV Bulk ' || i, 'District ' || (i % 40), 'DELHI', 'Delhi', 'N' from generate_series(1, ${TEAMS / 4}) as i`);
      await t.db.execute(sql`insert into ${teams} (team_id, school_code, team_number, team_name, category, password_hash)
        select 'D' || s.code || 'JR' || n, s.code, n, 'Bulk team ' || s.code || '-' || n, 'jr', 'x'
        from ${schools} as s cross join generate_series(1, 4) as n where s.code like 'BULK%'`);
      await t.db.execute(sql`insert into ${teamMembers} (team_id, position, member_id, student_id, name, class, fathers_name, gender, is_leader)
        select bt.id, k, bt.team_id || '-M' || k, 'S' || k, 'विद्यार्थी ' || bt.team_id || ' ' || k, 8 + (k % 3), 'Father, ' || k, 'female', k = 1
        from ${teams} as bt cross join generate_series(1, 5) as k where bt.school_code like 'BULK%'`);
    }, 180_000);

    afterEach(() => jest.restoreAllMocks());

    it('searches a common term (20,000 matching students: the condition, not a list of keys) and exports the same rows', async () => {
      const list = await t.request().get('/api/admin/students?search=bulk&limit=5').set(bearer(tokens.admin)).expect(200);
      expect(list.body.data.pagination.total).toBe(STUDENTS);
      const teamsList = await t.request().get('/api/admin/teams?search=KV%20BULK&limit=5').set(bearer(tokens.admin)).expect(200);
      expect(teamsList.body.data.pagination.total).toBe(TEAMS);
      const { text } = await download('type=students&search=bulk');
      expect(parseCsv(text.slice(1)).length - 1).toBe(STUDENTS);
    });

    it(`exports all students (${STUDENTS.toLocaleString('en-IN')} and the rest) in keyset batches of at most ${EXPORT_BATCH_SIZE}, sent in many chunks`, async () => {
      const batches: number[] = [];
      const original = studentsList.exportSource.bind(studentsList);
      jest.spyOn(studentsList, 'exportSource').mockImplementation(async (...args) => {
        const source = await original(...args);
        const counted: typeof source = {
          columns: source.columns,
          batch: async (cursor) => {
            const batch = await source.batch(cursor);
            batches.push(batch.rows.length);
            return batch;
          },
        };
        return counted;
      });

      const [{ n: expected }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${teamMembers}`);
      expect(expected).toBeGreaterThanOrEqual(STUDENTS);
      const { res, text, chunks } = await download('type=students');
      expect(res.status).toBe(200);
      const records = parseCsv(text.slice(1));
      expect(records.length - 1).toBe(expected);
      expect(new Set(records.slice(1).map((r) => `${r[7]}/${r[0]}`)).size).toBe(expected);
      // streamed: many chunks, read from the database batch by batch, never the whole table at once
      expect(chunks).toBeGreaterThan(10);
      expect(Math.max(...batches)).toBeLessThanOrEqual(EXPORT_BATCH_SIZE);
      expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(STUDENTS / EXPORT_BATCH_SIZE));
      expect(batches.reduce((a, b) => a + b, 0)).toBe(expected);
    });
  });
});
