import {
  API_MSG,
  JUDGE_CSV_COLUMNS,
  JUDGE_IMPORT_MAX_ROWS,
  JUDGES_API,
  JUDGES_MSG,
  MSG,
  PAGING_MSG,
  SCHEDULE_MSG,
  type Judge,
  type JudgeImportPreview,
  type JudgeImportResult,
  type JudgesPage,
  type Role,
} from '@hackathon/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { queryRows } from '../src/database';
import { accounts, auditLog, judges } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, startSmtpCatcher, type SmtpCatcher, type TestApp } from './support';
import { HOOK_TIMEOUT_MS, drainAuthMail, insertSchool } from './support/fixtures-auth';
import { bearer } from './teams-fixtures';

jest.setTimeout(120_000);

/** Who manages judges (the routes' @Roles). */
const JUDGE_MANAGERS: Role[] = ['admin', 'super_admin'];

/**
 * The admin's judges (issue 27), over real SMTP: adding one (its invitation mail), the list's
 * search, sort, filters and paging, the 4xx of bad input, who may call the routes, editing,
 * inviting and deleting, and the CSV import: its preview (one refused row per reason, on its
 * line), its apply in one transaction (all or nothing), and a second apply that creates nothing.
 */
describe('judges (admin)', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let tokens: Record<Role, string>;
  let schoolA: { code: string; name: string };
  let schoolB: { code: string; name: string };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    schoolA = await insertSchool(t, { region: 'Chennai', name: 'Kendriya Vidyalaya Adyar' });
    schoolB = await insertSchool(t, { region: 'Agra', name: 'Kendriya Vidyalaya Agra Cantt' });
    tokens = t.tokensForAllRoles({
      school_admin: { schoolCode: schoolA.code },
      team: { schoolCode: schoolA.code, teamId: `C${schoolA.code}JR1` },
      mentor: { schoolCode: schoolA.code },
      region_admin: { region: 'Chennai' },
    });
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  }, HOOK_TIMEOUT_MS);

  const api = (path: string) => `/api${path}`;
  const list = (query: Record<string, string | number> = {}, token = tokens.admin) => t.request().get(api(JUDGES_API.list.path())).query(query).set(bearer(token));
  const create = (body: Record<string, unknown>, token = tokens.admin) => t.request().post(api(JUDGES_API.create.path())).set(bearer(token)).send(body);
  const update = (id: string, body: Record<string, unknown>, token = tokens.admin) => t.request().put(api(JUDGES_API.update.path(id))).set(bearer(token)).send(body);
  const remove = (id: string, token = tokens.admin) => t.request().delete(api(JUDGES_API.remove.path(id))).set(bearer(token));
  const invite = (id: string, token = tokens.admin) => t.request().post(api(JUDGES_API.invite.path(id))).set(bearer(token));
  const upload = (step: 'importPreview' | 'importApply', content: string | Buffer, options: { filename?: string; token?: string } = {}) =>
    t
      .request()
      .post(api(JUDGES_API[step].path()))
      .set(bearer(options.token ?? tokens.admin))
      .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), { filename: options.filename ?? 'judges.csv', contentType: 'text/csv' });

  const judgeCount = async () => (await t.db.select({ id: judges.id }).from(judges)).length;
  const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
  const judgeAudits = async () => (await t.db.select({ id: auditLog.id }).from(auditLog).where(like(auditLog.action, 'judge.%'))).length;

  /** The invitation links mailed to `email` so far (after the background mail is handed over). */
  async function invitationsTo(email: string): Promise<string[]> {
    await drainAuthMail(t);
    return smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.text.includes('/judge-invitation?token=')).map((m) => m.text);
  }

  /** A CSV cell: quoted when it holds a comma, quote or line break. */
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  /** A CSV file: a header line, then one line per row (a row of one '' cell is a blank line). */
  const csv = (header: readonly string[], rows: string[][], eol = '\r\n') => [header.join(','), ...rows.map((row) => row.map(cell).join(','))].join(eol) + eol;

  const meera = { name: 'Dr. Meera Iyer', email: 'Meera.Iyer@Example.org', organisation: 'IIT Madras', expertise: 'Robotics, embedded systems', homeRegion: 'chennai' };
  let meeraId: string;

  describe('who may call', () => {
    it('admin and super admin only: every other role 403 on every route, no token 401; nothing is written', async () => {
      await list({}, tokens.admin).expect(200);
      await list({}, tokens.super_admin).expect(200);
      const id = randomUUID();
      // bodies an allowed role gets past the role check with, but that write nothing (400, 404)
      await expectRoleMatrix(
        t,
        [
          { method: 'get', path: api(JUDGES_API.list.path()), allowed: JUDGE_MANAGERS },
          { method: 'post', path: api(JUDGES_API.create.path()), allowed: JUDGE_MANAGERS, body: {} },
          { method: 'put', path: api(JUDGES_API.update.path(id)), allowed: JUDGE_MANAGERS, body: { name: 'Taken Over' } },
          { method: 'delete', path: api(JUDGES_API.remove.path(id)), allowed: JUDGE_MANAGERS },
          { method: 'post', path: api(JUDGES_API.invite.path(id)), allowed: JUDGE_MANAGERS },
          { method: 'post', path: api(JUDGES_API.importPreview.path()), allowed: JUDGE_MANAGERS, body: {} },
          { method: 'post', path: api(JUDGES_API.importApply.path()), allowed: JUDGE_MANAGERS, body: {} },
        ],
        tokens,
      );
      // the file of a refused caller is never read
      const file = csv(JUDGE_CSV_COLUMNS, [['Asha Rao', 'asha.rao@example.org', '', '', '', '']]);
      for (const role of ['school_admin', 'mentor', 'team', 'region_admin', 'judge'] as const) {
        await upload('importApply', file, { token: tokens[role] }).expect(403);
      }
      await t.request().post(api(JUDGES_API.importApply.path())).attach('file', Buffer.from(file), 'judges.csv').expect(401);
      expect(await judgeCount()).toBe(0);
      expect(await judgeAudits()).toBe(0);
    });
  });

  describe('adding judges one by one', () => {
    it('creates the judge (201), lower-cases the address, names the region and school as stored, audits it and invites it by mail', async () => {
      const res = await create({ ...meera, schoolCode: schoolA.code }).expect(201);
      expect(res.body.message).toBe(JUDGES_MSG.created);
      const judge = res.body.data as Judge;
      meeraId = judge._id;
      expect(judge).toMatchObject({
        name: 'Dr. Meera Iyer',
        email: 'meera.iyer@example.org',
        organisation: 'IIT Madras',
        expertise: 'Robotics, embedded systems',
        homeRegion: 'Chennai',
        schoolCode: schoolA.code,
        schoolName: schoolA.name,
        isActive: true,
      });
      expect(judge.account.state).toBe('invited');
      expect(judge.account.invitedAt).not.toBeNull();
      expect(judge.account.lastSignInAt).toBeNull();

      const [audit] = await auditOf('judge.created');
      expect(audit).toMatchObject({ entityType: 'judge', entityId: judge._id, schoolCode: null });
      expect(audit!.after).toMatchObject({ name: 'Dr. Meera Iyer', email: 'meera.iyer@example.org', homeRegion: 'Chennai', schoolCode: schoolA.code, isActive: true });

      const [account] = await t.db.select().from(accounts).where(eq(accounts.judgeId, judge._id));
      expect(account).toMatchObject({ role: 'judge', email: 'meera.iyer@example.org', emailVerifiedAt: null });
      const mails = await invitationsTo('meera.iyer@example.org');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('http://portal.test/judge-invitation?token=');
    });

    it('refuses the same address in another case (409) and writes nothing', async () => {
      const before = await judgeCount();
      const res = await create({ name: 'Someone Else', email: 'MEERA.IYER@example.ORG' }).expect(409);
      expect(res.body).toMatchObject({ success: false, message: JUDGES_MSG.emailTaken });
      expect(await judgeCount()).toBe(before);
    });

    it.each([
      ['no name', { email: 'x1@example.org' }, MSG.required],
      ['a blank name', { name: '   ', email: 'x2@example.org' }, MSG.required],
      ['a name over 120 characters', { name: 'n'.repeat(121), email: 'x3@example.org' }, MSG.maxLength(120)],
      ['no email', { name: 'No Mail' }, MSG.required],
      ['an invalid email', { name: 'Bad Mail', email: 'not-an-address' }, MSG.invalidEmail],
      ['an email over 254 characters', { name: 'Long Mail', email: `${'a'.repeat(250)}@example.org` }, MSG.invalidEmail],
      ['an organisation over 160 characters', { name: 'Org', email: 'x4@example.org', organisation: 'o'.repeat(161) }, MSG.maxLength(160)],
      ['an expertise over 160 characters', { name: 'Exp', email: 'x5@example.org', expertise: 'e'.repeat(161) }, MSG.maxLength(160)],
      ['a region that is not one of the 25', { name: 'Region', email: 'x6@example.org', homeRegion: 'Atlantis' }, JUDGES_MSG.region],
      ['a malformed school code', { name: 'School', email: 'x7@example.org', schoolCode: 'no such!' }, API_MSG.invalidSchoolCode],
      ['a school the directory lacks', { name: 'School', email: 'x8@example.org', schoolCode: '999999' }, JUDGES_MSG.unknownSchool('999999')],
      ['isActive that is not a boolean', { name: 'Flag', email: 'x9@example.org', isActive: 'yes' }, API_MSG.mustBeBoolean],
    ])('400 for %s', async (_label, body, message) => {
      const before = await judgeCount();
      const res = await create(body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await judgeCount()).toBe(before);
    });

    it('400 for a field the form does not have', async () => {
      await create({ name: 'Extra', email: 'extra@example.org', password: 'x' }).expect(400);
      expect(await judgeCount()).toBe(1);
    });

    it('an inactive judge is added but not invited', async () => {
      const res = await create({ name: 'Zoya Khan', email: 'zoya.khan@example.org', organisation: 'ISRO', expertise: 'Satellites', isActive: false }).expect(201);
      expect(res.body.data).toMatchObject({ isActive: false, homeRegion: null, schoolCode: null, schoolName: null, account: { state: 'not_invited', invitedAt: null } });
      expect(await invitationsTo('zoya.khan@example.org')).toEqual([]);
    });
  });

  describe('the list', () => {
    beforeAll(async () => {
      // five judges in all: Meera (Chennai, invited), Zoya (inactive, not invited) and these three
      await create({ name: 'arjun mehta', email: 'arjun@example.org', organisation: 'ISRO', expertise: 'Propulsion', homeRegion: 'Agra' }).expect(201);
      await create({ name: 'Bela Das', email: 'bela.das@example.org', organisation: 'NIT Silchar', expertise: 'Machine learning', homeRegion: 'Silchar', schoolCode: schoolB.code }).expect(201);
      // the super admin adds judges too
      await create({ name: 'Chetan Rao', email: 'chetan@robotics.example', organisation: 'Startup', expertise: 'Drones' }, tokens.super_admin).expect(201);
    });

    const names = (page: JudgesPage) => page.judges.map((j) => j.name);

    it('sorts by name (any case) by default, and by createdAt and homeRegion either way', async () => {
      const byName = (await list().expect(200)).body;
      expect(byName.message).toBe(JUDGES_MSG.loaded);
      expect(names(byName.data)).toEqual(['arjun mehta', 'Bela Das', 'Chetan Rao', 'Dr. Meera Iyer', 'Zoya Khan']);
      expect(names((await list({ sort: 'name', order: 'desc' }).expect(200)).body.data)).toEqual(['Zoya Khan', 'Dr. Meera Iyer', 'Chetan Rao', 'Bela Das', 'arjun mehta']);
      expect(names((await list({ sort: 'createdAt', order: 'desc' }).expect(200)).body.data)).toEqual(['Chetan Rao', 'Bela Das', 'arjun mehta', 'Zoya Khan', 'Dr. Meera Iyer']);
      // judges without a region come last in ascending order (then by id)
      expect(names((await list({ sort: 'homeRegion' }).expect(200)).body.data).slice(0, 3)).toEqual(['arjun mehta', 'Dr. Meera Iyer', 'Bela Das']);
    });

    it('searches name, email, organisation and expertise (any case)', async () => {
      expect(names((await list({ search: 'MEHTA' }).expect(200)).body.data)).toEqual(['arjun mehta']);
      expect(names((await list({ search: 'isro' }).expect(200)).body.data)).toEqual(['arjun mehta', 'Zoya Khan']);
      expect(names((await list({ search: 'robotics' }).expect(200)).body.data)).toEqual(['Chetan Rao', 'Dr. Meera Iyer']);
      expect(names((await list({ search: 'machine learn' }).expect(200)).body.data)).toEqual(['Bela Das']);
      expect(names((await list({ search: 'nobody here' }).expect(200)).body.data)).toEqual([]);
    });

    it('filters by home region (a region or a group), account state and active flag', async () => {
      expect(names((await list({ homeRegion: 'agra' }).expect(200)).body.data)).toEqual(['arjun mehta']);
      expect(names((await list({ homeRegion: 'Northeast' }).expect(200)).body.data)).toEqual(['Bela Das']);
      expect(names((await list({ homeRegion: 'South' }).expect(200)).body.data)).toEqual(['Dr. Meera Iyer']);
      expect(names((await list({ accountState: 'not_invited' }).expect(200)).body.data)).toEqual(['Zoya Khan']);
      expect(names((await list({ accountState: 'invited' }).expect(200)).body.data)).toEqual(['arjun mehta', 'Bela Das', 'Chetan Rao', 'Dr. Meera Iyer']);
      expect(names((await list({ isActive: 'false' }).expect(200)).body.data)).toEqual(['Zoya Khan']);
      expect(names((await list({ isActive: 'true', search: 'isro' }).expect(200)).body.data)).toEqual(['arjun mehta']);
      const bela = (await list({ search: 'bela' }).expect(200)).body.data.judges[0] as Judge;
      expect(bela).toMatchObject({ homeRegion: 'Silchar', schoolCode: schoolB.code, schoolName: schoolB.name, account: { state: 'invited' } });
    });

    it('pages', async () => {
      const page2 = (await list({ limit: 2, page: 2 }).expect(200)).body.data as JudgesPage;
      expect(names(page2)).toEqual(['Chetan Rao', 'Dr. Meera Iyer']);
      expect(page2.pagination).toEqual({ currentPage: 2, totalPages: 3, total: 5, limit: 2, hasPrevPage: true, hasNextPage: true });
      const page3 = (await list({ limit: 2, page: 3 }).expect(200)).body.data as JudgesPage;
      expect(names(page3)).toEqual(['Zoya Khan']);
      expect(page3.pagination).toMatchObject({ total: 5, hasNextPage: false });
    });

    it('400 for an unknown sort, filter value or page', async () => {
      expect((await list({ sort: 'email' }).expect(400)).body.message).toBe(PAGING_MSG.sort(['name', 'createdAt', 'homeRegion']));
      await list({ homeRegion: 'Atlantis' }).expect(400);
      await list({ accountState: 'asleep' }).expect(400);
      await list({ isActive: 'maybe' }).expect(400);
      await list({ page: 0 }).expect(400);
      await list({ colour: 'red' }).expect(400);
    });
  });

  describe('editing, inviting and deleting', () => {
    it('edits the fields sent (null clears region and school), audits the change, and invites a new address again', async () => {
      const res = await update(meeraId, { name: 'Prof. Meera Iyer', email: 'Meera@IITM.example.org', homeRegion: null, schoolCode: null }).expect(200);
      expect(res.body.message).toBe(JUDGES_MSG.updated);
      expect(res.body.data).toMatchObject({ name: 'Prof. Meera Iyer', email: 'meera@iitm.example.org', organisation: 'IIT Madras', homeRegion: null, schoolCode: null, schoolName: null, account: { state: 'invited' } });
      const [audit] = await auditOf('judge.updated');
      expect(audit).toMatchObject({ entityId: meeraId, before: { name: 'Dr. Meera Iyer', email: 'meera.iyer@example.org', homeRegion: 'Chennai', schoolCode: schoolA.code } });
      expect(audit!.after).toEqual({ name: 'Prof. Meera Iyer', email: 'meera@iitm.example.org', homeRegion: null, schoolCode: null });
      // the account follows the judge to the new address
      expect(await invitationsTo('meera@iitm.example.org')).toHaveLength(1);
      const [account] = await t.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.judgeId, meeraId));
      expect(account!.email).toBe('meera@iitm.example.org');
    });

    it('400 for a malformed id or bad field, 404 for an unknown judge, 409 for an address another judge has', async () => {
      expect((await update('not-a-uuid', { name: 'x' }).expect(400)).body.message).toBe(JUDGES_MSG.invalidId);
      expect((await update(randomUUID(), { name: 'x' }).expect(404)).body.message).toBe(API_MSG.judgeNotFound);
      expect((await update(meeraId, { name: '' }).expect(400)).body.message).toBe(MSG.required);
      expect((await update(meeraId, { homeRegion: 'Gondwana' }).expect(400)).body.message).toBe(JUDGES_MSG.region);
      expect((await update(meeraId, { schoolCode: '424242' }).expect(400)).body.message).toBe(JUDGES_MSG.unknownSchool('424242'));
      expect((await update(meeraId, { email: 'ARJUN@example.org' }).expect(409)).body.message).toBe(JUDGES_MSG.emailTaken);
      const [row] = await t.db.select().from(judges).where(eq(judges.id, meeraId));
      expect(row).toMatchObject({ name: 'Prof. Meera Iyer', email: 'meera@iitm.example.org', homeRegion: null });
    });

    it('deactivating disables the account; an inactive judge cannot be invited (409) until active again', async () => {
      const arjun = (await list({ search: 'arjun' }).expect(200)).body.data.judges[0] as Judge;
      const off = await update(arjun._id, { isActive: false }).expect(200);
      expect(off.body.data).toMatchObject({ isActive: false, account: { state: 'disabled' } });
      expect((await invite(arjun._id).expect(409)).body.message).toBe(API_MSG.judgeInactiveInvite);

      await update(arjun._id, { isActive: true }).expect(200);
      const before = (await invitationsTo('arjun@example.org')).length;
      const res = await invite(arjun._id).expect(200);
      expect(res.body.message).toBe(API_MSG.judgeInvited);
      expect(res.body.data).toMatchObject({ _id: arjun._id, isActive: true, account: { state: 'invited' } });
      expect(await invitationsTo('arjun@example.org')).toHaveLength(before + 1);
    });

    it('invite: 400 for a malformed id, 404 for an unknown judge', async () => {
      expect((await invite('x').expect(400)).body.message).toBe(JUDGES_MSG.invalidId);
      expect((await invite(randomUUID()).expect(404)).body.message).toBe(API_MSG.judgeNotFound);
    });

    it('deletes the judge with its account, audited; a second delete is 404', async () => {
      const res = await remove(meeraId).expect(200);
      expect(res.body).toMatchObject({ message: JUDGES_MSG.deleted, data: { _id: meeraId, name: 'Prof. Meera Iyer', email: 'meera@iitm.example.org' } });
      expect(await t.db.select().from(judges).where(eq(judges.id, meeraId))).toEqual([]);
      expect(await t.db.select().from(accounts).where(eq(accounts.email, 'meera@iitm.example.org'))).toEqual([]);
      const [audit] = await auditOf('judge.deleted');
      expect(audit).toMatchObject({ entityType: 'judge', entityId: meeraId, before: { name: 'Prof. Meera Iyer', email: 'meera@iitm.example.org' } });
      expect((await list({ search: 'meera' }).expect(200)).body.data.judges).toEqual([]);
      expect((await remove(meeraId).expect(404)).body.message).toBe(API_MSG.judgeNotFound);
      expect((await remove('123').expect(400)).body.message).toBe(JUDGES_MSG.invalidId);
    });
  });

  describe('the CSV import', () => {
    // header names in another case and order; other columns are ignored
    const header = ['Email', 'NAME', 'organisation', 'Expertise', 'homeregion', 'SchoolCode', 'notes'];
    const row = (r: { name?: string; email?: string; organisation?: string; expertise?: string; homeRegion?: string; schoolCode?: string }) => [
      r.email ?? '',
      r.name ?? '',
      r.organisation ?? '',
      r.expertise ?? '',
      r.homeRegion ?? '',
      r.schoolCode ?? '',
      'note',
    ];
    /** Line 1 the header; line 4 blank; one refused row per reason from line 5. */
    const file = () =>
      '\uFEFF' +
      csv(header, [
        row({ name: 'Sharma, Anil', email: 'Anil.Sharma@Example.org', organisation: 'DRDO', expertise: 'Avionics', homeRegion: 'AGRA', schoolCode: schoolB.code }),
        row({ name: 'नीता वर्मा', email: 'neeta.verma@example.org', organisation: 'IISc', expertise: 'Biology' }),
        [''],
        row({ email: 'noname@example.org' }),
        row({ name: 'Bad Address', email: 'bad-address@' }),
        row({ name: 'Twin One', email: 'twin@example.org' }),
        row({ name: 'Twin Two', email: 'TWIN@example.org' }),
        row({ name: 'Bela Again', email: 'BELA.DAS@example.org' }),
        row({ name: 'Far Away', email: 'far@example.org', homeRegion: 'Atlantis' }),
        row({ name: 'No School', email: 'noschool@example.org', schoolCode: '999999' }),
        row({ name: 'Long Org', email: 'long@example.org', organisation: 'o'.repeat(161) }),
      ]);

    const refusals = [
      { line: 5, email: 'noname@example.org', reasons: [JUDGES_MSG.reasonMissingName] },
      { line: 6, email: 'bad-address@', reasons: [JUDGES_MSG.reasonInvalidEmail] },
      { line: 7, email: 'twin@example.org', reasons: [JUDGES_MSG.reasonDuplicateEmail([7, 8])] },
      { line: 8, email: 'TWIN@example.org', reasons: [JUDGES_MSG.reasonDuplicateEmail([7, 8])] },
      { line: 9, email: 'BELA.DAS@example.org', reasons: [JUDGES_MSG.reasonAlreadyJudge] },
      { line: 10, email: 'far@example.org', reasons: [JUDGES_MSG.reasonUnknownRegion('Atlantis')] },
      { line: 11, email: 'noschool@example.org', reasons: [JUDGES_MSG.reasonUnknownSchool('999999')] },
      { line: 12, email: 'long@example.org', reasons: [JUDGES_MSG.reasonTooLong('organisation', 160)] },
    ];

    it('preview: the rows to create and one refused row per reason on its line, in the exact words; nothing written', async () => {
      const judgesBefore = await judgeCount();
      const auditsBefore = await judgeAudits();
      const res = await upload('importPreview', file()).expect(200);
      expect(res.body.message).toBe(JUDGES_MSG.previewReady);
      const preview = res.body.data as JudgeImportPreview;
      expect(preview.total).toBe(10);
      expect(preview.toCreate).toEqual([
        { line: 2, name: 'Sharma, Anil', email: 'anil.sharma@example.org', organisation: 'DRDO', expertise: 'Avionics', homeRegion: 'Agra', schoolCode: schoolB.code },
        { line: 3, name: 'नीता वर्मा', email: 'neeta.verma@example.org', organisation: 'IISc', expertise: 'Biology', homeRegion: null, schoolCode: null },
      ]);
      expect(preview.refused).toEqual(refusals);
      // the English words, as the catalogue has them
      expect(preview.refused.map((r) => r.reasons[0])).toEqual([
        'The name is missing',
        'The email address is missing or not valid',
        'The email address is on more than one row of the file (lines 7, 8)',
        'The email address is on more than one row of the file (lines 7, 8)',
        'Already a judge: a judge with this email address exists',
        'Unknown region: Atlantis (use one of the 25 regions)',
        'Unknown school code: 999999',
        'organisation is longer than 160 characters',
      ]);
      expect(await judgeCount()).toBe(judgesBefore);
      expect(await judgeAudits()).toBe(auditsBefore);
    });

    it('apply is all or nothing: a failure while writing leaves no judge of the file', async () => {
      const judgesBefore = await judgeCount();
      // the audit of the second judge fails: the first judge's insert must be rolled back with it
      await t.db.execute(sql`create function judges_test_refuse_audit() returns trigger language plpgsql as $$
        begin if new.action = 'judge.imported' and new.after->>'email' = 'neeta.verma@example.org' then raise exception 'refused by the test'; end if; return new; end $$`);
      await t.db.execute(sql`create trigger judges_test_refuse_audit before insert on audit_log for each row execute function judges_test_refuse_audit()`);
      try {
        await upload('importApply', file()).expect(500);
      } finally {
        await t.db.execute(sql`drop trigger judges_test_refuse_audit on audit_log`);
        await t.db.execute(sql`drop function judges_test_refuse_audit()`);
      }
      expect(await judgeCount()).toBe(judgesBefore);
      expect(await auditOf('judge.imported')).toEqual([]);
      expect(await invitationsTo('anil.sharma@example.org')).toEqual([]);
    });

    it('apply creates exactly the rows to create, audits each and invites each by mail', async () => {
      const judgesBefore = await judgeCount();
      const res = await upload('importApply', file()).expect(200);
      const result = res.body.data as JudgeImportResult;
      expect(result).toEqual({ created: 2, refused: refusals, total: 10 });
      expect(res.body.message).toBe(JUDGES_MSG.imported(2, 8));
      expect(res.body.message).toBe('Judges imported: 2 judges created, 8 rows refused');
      expect(await judgeCount()).toBe(judgesBefore + 2);

      const created = await t.db.select().from(judges).where(sql`${judges.email} in ('anil.sharma@example.org', 'neeta.verma@example.org')`);
      expect(created.map((j) => ({ name: j.name, homeRegion: j.homeRegion, schoolCode: j.schoolCode, isActive: j.isActive })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'Sharma, Anil', homeRegion: 'Agra', schoolCode: schoolB.code, isActive: true },
        { name: 'नीता वर्मा', homeRegion: null, schoolCode: null, isActive: true },
      ]);
      const audits = await auditOf('judge.imported');
      expect(audits.map((a) => a.entityId).sort()).toEqual(created.map((j) => j.id).sort());
      expect(audits.every((a) => a.entityType === 'judge' && a.schoolCode === null)).toBe(true);

      // the invitation mail, once per created judge
      expect(await invitationsTo('anil.sharma@example.org')).toHaveLength(1);
      expect(await invitationsTo('neeta.verma@example.org')).toHaveLength(1);
      for (const refused of ['noname@example.org', 'twin@example.org', 'far@example.org', 'noschool@example.org', 'long@example.org']) {
        expect(await invitationsTo(refused)).toEqual([]);
      }
      const listed = (await list({ search: 'example.org', accountState: 'invited', sort: 'createdAt', order: 'desc', limit: 2 }).expect(200)).body.data as JudgesPage;
      expect(listed.judges.map((j) => j.email).sort()).toEqual(['anil.sharma@example.org', 'neeta.verma@example.org']);
    });

    it('a second apply of the same file creates nothing: its rows are already judges', async () => {
      const judgesBefore = await judgeCount();
      const auditsBefore = await judgeAudits();
      const mailsBefore = smtp.messages.length;
      const res = await upload('importApply', file()).expect(200);
      const result = res.body.data as JudgeImportResult;
      expect(result.created).toBe(0);
      expect(result.refused.slice(0, 2)).toEqual([
        { line: 2, email: 'Anil.Sharma@Example.org', reasons: [JUDGES_MSG.reasonAlreadyJudge] },
        { line: 3, email: 'neeta.verma@example.org', reasons: [JUDGES_MSG.reasonAlreadyJudge] },
      ]);
      expect(result.refused).toHaveLength(10);
      expect(await judgeCount()).toBe(judgesBefore);
      expect(await judgeAudits()).toBe(auditsBefore);
      await drainAuthMail(t);
      expect(smtp.messages.length).toBe(mailsBefore);
    });

    it('a row gives every reason it has', async () => {
      const res = await upload('importPreview', csv(JUDGE_CSV_COLUMNS, [['', 'nope', 'x'.repeat(161), '', 'Lemuria', '000000'], ['Nul\u0000Name', 'nul@example.org', '', '', '', '', 'extra']])).expect(200);
      expect((res.body.data as JudgeImportPreview).refused).toEqual([
        {
          line: 2,
          email: 'nope',
          reasons: [
            JUDGES_MSG.reasonTooLong('organisation', 160),
            JUDGES_MSG.reasonMissingName,
            JUDGES_MSG.reasonInvalidEmail,
            JUDGES_MSG.reasonUnknownRegion('Lemuria'),
            JUDGES_MSG.reasonUnknownSchool('000000'),
          ],
        },
        { line: 3, email: 'nul@example.org', reasons: [JUDGES_MSG.reasonColumnCount(7, 6), JUDGES_MSG.reasonControlCharacters('name')] },
      ]);
    });

    it('refuses a file it cannot take (400, 413), writing nothing', async () => {
      const before = await judgeCount();
      const good = csv(JUDGE_CSV_COLUMNS, [['Ravi Kumar', 'ravi@example.org', '', '', '', '']]);
      expect((await t.request().post(api(JUDGES_API.importPreview.path())).set(bearer(tokens.admin)).expect(400)).body.message).toBe(SCHEDULE_MSG.fileRequired);
      expect((await upload('importApply', good, { filename: 'judges.xlsx' }).expect(400)).body.message).toBe(SCHEDULE_MSG.notCsv);
      expect((await upload('importApply', Buffer.from(csv(JUDGE_CSV_COLUMNS, [['Renée', 'renee@example.org', '', '', '', '']]), 'latin1')).expect(400)).body.message).toBe(SCHEDULE_MSG.notUtf8);
      expect((await upload('importApply', 'name,email,organisation\nRavi,ravi@example.org,x\n').expect(400)).body.message).toBe(SCHEDULE_MSG.missingColumns(['expertise', 'homeRegion', 'schoolCode']));
      expect((await upload('importApply', csv(JUDGE_CSV_COLUMNS, [])).expect(400)).body.message).toBe(SCHEDULE_MSG.headerOnly);
      expect((await upload('importApply', '').expect(400)).body.message).toBe(SCHEDULE_MSG.emptyFile);
      expect((await upload('importApply', `${csv(JUDGE_CSV_COLUMNS, [])}"Ravi,broken\r\n`).expect(400)).body.message).toMatch(/^The CSV file could not be read: /);
      const many = csv(
        JUDGE_CSV_COLUMNS,
        Array.from({ length: JUDGE_IMPORT_MAX_ROWS + 1 }, (_, i) => [`Judge ${i}`, `judge${i}@example.org`, '', '', '', '']),
      );
      const tooMany = await upload('importApply', many).expect(413);
      expect(tooMany.body.message).toBe(JUDGES_MSG.tooManyRows());
      const big = good.padEnd(2 * 1024 * 1024 + 1, '\n');
      expect((await upload('importApply', big).expect(413)).body.message).toBe(SCHEDULE_MSG.tooLarge);
      expect(await judgeCount()).toBe(before);
    });
  });

  describe('the audit trail', () => {
    it('records every judge added, and no judge under a school (judges are the back office\'s own records)', async () => {
      const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where action like 'judge.%' and school_code is not null`);
      expect(Number(rows[0]!.n)).toBe(0);
      expect(await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'judge'), eq(auditLog.action, 'judge.created')))).toHaveLength(5);
    });
  });

  describe('the judge signs in through its invitation', () => {
    const accept = (token: string, newPassword: string) => t.request().post(api(JUDGES_API.acceptInvitation.path())).send({ token, newPassword });
    const signIn = (email: string, password: string) => t.request().post('/api/auth/login').send({ email, password });

    it('sets the password with the mailed link (once), signs in as a judge, reaches no admin route, and is shut out once deactivated', async () => {
      const created = await create({ name: 'Ravi Shankar', email: 'ravi.judge@example.org', organisation: 'IISc', expertise: 'Computer vision' }).expect(201);
      const [mail] = await invitationsTo('ravi.judge@example.org');
      const token = new URL(/https?:\/\/\S+\/judge-invitation\?token=\S+/.exec(mail!)![0]).searchParams.get('token')!;

      expect((await accept(token, 'weak').expect(400)).body.message).toBe(MSG.strongPassword);
      const res = await accept(token, 'Judge#2026').expect(200);
      expect(res.body).toMatchObject({ success: true, data: null });
      // single use
      expect((await accept(token, 'Judge#2026').expect(400)).body.message).toBe(API_MSG.judgeInvitationInvalid);
      expect((await accept('no-such-token', 'Judge#2026').expect(400)).body.message).toBe(API_MSG.judgeInvitationInvalid);

      const login = await signIn('Ravi.Judge@example.org', 'Judge#2026').expect(200);
      expect(login.body.data.user).toMatchObject({ role: 'judge', email: 'ravi.judge@example.org', schoolCode: null });
      const judgeToken = login.body.data.token as string;
      await t.request().get('/api/auth/verify').set(bearer(judgeToken)).expect(200);
      await list({}, judgeToken).expect(403);
      const [row] = (await list({ search: 'ravi' }).expect(200)).body.data.judges as Judge[];
      expect(row!.account.state).toBe('active');
      expect(row!.account.lastSignInAt).not.toBeNull();

      await update(created.body.data._id, { isActive: false }).expect(200);
      await t.request().get('/api/auth/verify').set(bearer(judgeToken)).expect(401);
      await signIn('ravi.judge@example.org', 'Judge#2026').expect(401);
    });
  });
});
