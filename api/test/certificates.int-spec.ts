import {
  API_MSG,
  CERTIFICATE_ACHIEVEMENT,
  CERTIFICATES_API,
  CERTIFICATES_MSG,
  certificateZipFileName,
  translate,
  type CertificateBatch,
  type CertificateBatchPreview,
  type CertificateRow,
  type CertificateVerification,
  type Role,
} from '@hackathon/contracts';
import { unzipSync } from 'fflate';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { queryRows } from '../src/database';
import { accounts, auditLog, certificateFiles, certificateNotices, certificates, mailOutbox, notifications, teamMembers, teams } from '../src/database/schema';
import { inLocale } from '../src/kernel';
import { createTestApp, type TestApp } from './support';
import { api, batchBody, binaryBody, certificatesOfBatch, onlyAtPhase2, waitForBatch } from './certificates-fixtures';
import { bearer, loadParticipants, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(180_000);

/**
 * Certificates (issue 28) through the API: the preview and issue of a batch to the members of the
 * phase-2 teams, the job that makes the PDFs and tells each school admin and team (in their
 * language), a person never given one kind twice, a renamed member's certificate superseded, revoke
 * and re-issue with what the public verification then says, who may download what (own team, own
 * school, a mentor's teams, a region; never another school's), each caller's own list, the school's
 * ZIP, the sample and the batches' progress.
 */
describe('certificates', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  let tokensB: Record<Role, string>;
  let mentorToken: string;
  let phase2: string[];
  let batch: CertificateBatch;
  const selection = () => ({ minPhase: 2 as const, schoolCodes: [p.schoolA.code, p.schoolB.code] });
  const admin = () => bearer(tokens.admin);
  const issue = (body: object) => t.request().post(api(CERTIFICATES_API.issue.path())).set(admin()).send(body);
  const download = (id: string, token: string, query = '') =>
    t.request().get(api(`${CERTIFICATES_API.file.path(id)}${query}`)).set(bearer(token)).buffer(true).parse(binaryBody);
  const verify = (code: string, language = 'en') => t.request().get(api(CERTIFICATES_API.verify.path(code))).set('Accept-Language', language);
  /** A student holder: its team and student ID (a team edit writes its member rows anew). */
  const refOf = (member: { teamId: string; studentId: string }) => `${member.teamId}:${member.studentId.toUpperCase()}`;
  const certificateOf = async (member: { teamId: string; studentId: string }, kind = 'regional_qualifier', status = 'valid') => {
    const [row] = await t.db.select().from(certificates).where(and(eq(certificates.holderRef, refOf(member)), eq(certificates.kind, kind as never), eq(certificates.status, status as never)));
    return row!;
  };
  const membersOf = (teamIds: string[]) => t.db.select().from(teamMembers).where(inArray(teamMembers.teamId, teamIds));

  beforeAll(async () => {
    t = await createTestApp({ env: { CERTIFICATE_JOB_POLL_MS: '100', CERTIFICATE_JOB_CHUNK: '4' } });
    p = await loadParticipants(t);
    tokens = tokensFor(t, p);
    tokensB = tokensFor(t, p, p.schoolB);
    // A's first two teams and B's first at phase 2; every other team at phase 1
    phase2 = [p.schoolA.teams[0]!.id, p.schoolA.teams[1]!.id, p.schoolB.teams[0]!.id];
    await onlyAtPhase2(t.db, phase2);
    // B's school admin and A's second team read Hindi; A's first mentor mentors A's first team, with an account
    await t.db.update(accounts).set({ language: 'hi' }).where(eq(accounts.id, p.schoolB.adminId));
    await t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.id, p.schoolA.adminId));
    await t.db.update(teams).set({ language: 'hi' }).where(eq(teams.id, p.schoolA.teams[1]!.id));
    await t.db.update(teams).set({ language: 'en' }).where(inArray(teams.id, [p.schoolA.teams[0]!.id, p.schoolB.teams[0]!.id]));
    await t.db.update(teams).set({ assignedMentorId: null }).where(inArray(teams.schoolCode, [p.schoolA.code, p.schoolB.code]));
    await t.db.update(teams).set({ assignedMentorId: p.schoolA.mentors[0]!.id }).where(eq(teams.id, p.schoolA.teams[0]!.id));
    const [account] = await t.db
      .insert(accounts)
      .values({ role: 'mentor', email: 'cert.mentor@example.test', passwordHash: 'not-a-hash', fullName: 'Cert Mentor', schoolCode: p.schoolA.code, mentorId: p.schoolA.mentors[0]!.id, emailVerifiedAt: new Date(), language: 'hi' })
      .returning({ id: accounts.id });
    mentorToken = t.tokenFor({ sub: account!.id, role: 'mentor', schoolCode: p.schoolA.code, email: 'cert.mentor@example.test' });
  }, 180_000);

  afterAll(() => t?.close(), 60_000);

  it('previews the members of the phase-2 teams, refuses a changed count with the new preview, then issues exactly those', async () => {
    const members = await membersOf(phase2);
    expect(members.length).toBeGreaterThan(3);

    const preview = await issue(batchBody('regional_qualifier', selection())).expect(200);
    const shown = preview.body.data as CertificateBatchPreview;
    expect(shown).toMatchObject({ kind: 'regional_qualifier', count: members.length, newCount: members.length, renamedCount: 0, alreadyHeld: 0 });
    expect(shown.sample).toHaveLength(Math.min(20, members.length));
    expect(shown.sample.every((s) => s.change === 'new' && s.holderType === 'student' && [p.schoolA.code, p.schoolB.code].includes(s.schoolCode))).toBe(true);
    expect(preview.body.message).toBe(CERTIFICATES_MSG.previewReady(members.length));
    expect(await t.db.select().from(certificates)).toHaveLength(0);

    const changed = await issue(batchBody('regional_qualifier', selection(), { confirm: true, expectedCount: members.length + 1 })).expect(409);
    expect(changed.body.message).toBe(CERTIFICATES_MSG.countChanged(members.length));
    expect(changed.body.data).toMatchObject({ count: members.length });
    await issue(batchBody('regional_qualifier', selection(), { confirm: true })).expect(400);

    const issued = await issue(batchBody('regional_qualifier', selection(), { confirm: true, expectedCount: members.length })).expect(201);
    batch = issued.body.data.batch as CertificateBatch;
    expect(batch).toMatchObject({ kind: 'regional_qualifier', total: members.length, toNotify: 2 + 3 });
    const rows = await certificatesOfBatch(t.db, batch._id);
    expect(rows.map((r) => r.holderRef).sort()).toEqual(members.map(refOf).sort());
    expect(rows.every((r) => /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(r.code) && /^2025\/RQ\/\d{6}$/.test(r.number))).toBe(true);
    // the holder's language: the team's
    const hindiTeam = rows.filter((r) => r.teamRef === p.schoolA.teams[1]!.id);
    expect(hindiTeam.length).toBeGreaterThan(0);
    expect(hindiTeam.every((r) => r.language === 'hi')).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.batch_issued'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ count: members.length });
  });

  it('the job makes every PDF once in its holder language and tells each school admin and team once, in their language', async () => {
    const done = await waitForBatch(() => t.request(), tokens.admin, batch._id);
    expect(done).toMatchObject({ state: 'done', rendered: batch.total, notified: 5, toNotify: 5, error: null });
    const files = await queryRows<{ certificate_id: string; language: string; n: number }>(
      t.db,
      sql`select f.certificate_id, f.language, count(*)::int as n from certificate_files f join certificates c on c.id = f.certificate_id where c.batch_id = ${batch._id}::uuid group by 1, 2`,
    );
    const rows = await certificatesOfBatch(t.db, batch._id);
    expect(files).toHaveLength(rows.length);
    expect(files.every((f) => f.n === 1 && rows.find((r) => r.id === f.certificate_id)!.language === f.language)).toBe(true);
    const stored = await t.db.select({ data: certificateFiles.data }).from(certificateFiles).limit(1);
    expect(stored[0]!.data.subarray(0, 5).toString()).toBe('%PDF-');

    // one mail per school admin, in its language
    const mailTo = (email: string) => t.db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()));
    const toA = await mailTo(p.schoolA.adminEmail);
    const toB = await mailTo(p.schoolB.adminEmail);
    expect(toA.filter((m) => m.subject.startsWith('Certificates for your students'))).toHaveLength(1);
    expect(toB.filter((m) => m.subject.startsWith(inLocale('hi', () => translate('mail.certificates.students.subject', { event: '' })).replace(/ - $/, '')))).toHaveLength(1);
    const countA = rows.filter((r) => r.schoolCode === p.schoolA.code).length;
    expect(toA[0]!.textBody).toContain(`${countA} certificates`);

    // the bells: the school admins' and each team's, in the reader's language
    const bells = await t.db.select().from(notifications).where(isNotNull(notifications.targetTeamId));
    expect(bells.map((b) => b.targetTeamId).sort()).toEqual([...phase2].sort());
    const hindiBell = bells.find((b) => b.targetTeamId === p.schoolA.teams[1]!.id)!;
    expect(hindiBell.title).toBe(inLocale('hi', () => translate('mail.certificates.notice.team.title')));
    const englishBell = bells.find((b) => b.targetTeamId === p.schoolA.teams[0]!.id)!;
    expect(englishBell.title).toBe('Certificates for your team');
    const adminBells = await t.db.select().from(notifications).where(inArray(notifications.targetAccountId, [p.schoolA.adminId, p.schoolB.adminId]));
    expect(adminBells.map((b) => b.title).sort()).toEqual(['Certificates for your students', inLocale('hi', () => translate('mail.certificates.notice.students.title'))].sort());
    expect(await t.db.select().from(certificateNotices).where(sql`${certificateNotices.sentAt} is null`)).toHaveLength(0);
  });

  it('never issues one kind twice: the same selection has nothing to issue', async () => {
    const preview = await issue(batchBody('regional_qualifier', selection())).expect(200);
    expect(preview.body.data).toMatchObject({ count: 0, newCount: 0, renamedCount: 0, alreadyHeld: batch.total });
    const refused = await issue(batchBody('regional_qualifier', selection(), { confirm: true, expectedCount: 0 })).expect(409);
    expect(refused.body.message).toBe(CERTIFICATES_MSG.nothingToIssue);
  });

  it('a member renamed through the team edit: the preview shows it renamed, the issue supersedes the old certificate', async () => {
    const team = (await membersOf([p.schoolA.teams[0]!.id])).sort((a, b) => a.position - b.position);
    const member = team[0];
    const old = await certificateOf(member!);
    // Edit Team (the admin's: the fixture's teams are locked for schools) writes the members anew: the holder is its team and student ID
    const members = team.map((m) => ({ studentId: m.studentId, name: m.id === member!.id ? 'Aarav Sharma (corrected)' : m.name, class: m.class, fathersName: m.fathersName, gender: m.gender, isLeader: m.isLeader }));
    await t.request().put(api(`/teams/${p.schoolA.teams[0]!.id}`)).set(admin()).send({ members }).expect(200);
    const preview = await issue(batchBody('regional_qualifier', selection())).expect(200);
    expect(preview.body.data).toMatchObject({ count: 1, newCount: 0, renamedCount: 1, alreadyHeld: batch.total - 1 });
    expect(preview.body.data.sample).toEqual([expect.objectContaining({ holderName: 'Aarav Sharma (corrected)', change: 'renamed' })]);
    const issued = await issue(batchBody('regional_qualifier', selection(), { confirm: true, expectedCount: 1 })).expect(201);
    const fresh = await certificateOf(member!);
    expect(fresh.batchId).toBe(issued.body.data.batch._id);
    expect(fresh.holderName).toBe('Aarav Sharma (corrected)');
    const [superseded] = await t.db.select().from(certificates).where(eq(certificates.id, old.id));
    expect(superseded).toMatchObject({ status: 'superseded', supersededBy: fresh.id });
    const verified = (await verify(old.code).expect(200)).body.data as CertificateVerification;
    expect(verified).toMatchObject({ status: 'superseded', holderName: old.holderName, number: old.number });
    expect(verified.statusChangedAt).not.toBeNull();
    await waitForBatch(() => t.request(), tokens.admin, issued.body.data.batch._id);
  });

  it('revokes a valid certificate with a reason (audited); it then verifies as revoked, and a second revoke is refused', async () => {
    const [member] = await membersOf([p.schoolB.teams[0]!.id]);
    const cert = await certificateOf(member!);
    const revoke = (body: object) => t.request().post(api(CERTIFICATES_API.revoke.path(cert.id))).set(admin()).send(body);
    expect((await revoke({}).expect(400)).body.message).toBe(CERTIFICATES_MSG.reason());
    expect((await revoke({ reason: 'x'.repeat(301) }).expect(400)).body.message).toBe(CERTIFICATES_MSG.reason());
    const done = await revoke({ reason: '  Issued by mistake  ' }).expect(200);
    expect(done.body.data as CertificateRow).toMatchObject({ _id: cert.id, status: 'revoked', revokedReason: 'Issued by mistake' });
    expect((await revoke({ reason: 'again' }).expect(409)).body.message).toBe(CERTIFICATES_MSG.notValid('revoked'));
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'certificate.revoked'), eq(auditLog.entityId, cert.id)));
    expect(audit).toMatchObject({ reason: 'Issued by mistake', schoolCode: p.schoolB.code });
    expect((await verify(cert.code.toLowerCase().replace(/-/g, '')).expect(200)).body.data).toMatchObject({ status: 'revoked', code: cert.code });
    // its holder's readers no longer download it; the back office still may
    expect((await download(cert.id, tokensB.team).expect(409)).body.toString()).toContain(CERTIFICATES_MSG.notValid('revoked'));
    await download(cert.id, tokens.admin).expect(200);
    // a revoked certificate is not re-issued
    expect((await t.request().post(api(CERTIFICATES_API.reissue.path(cert.id))).set(admin()).expect(409)).body.message).toBe(CERTIFICATES_MSG.notLatest);
  });

  it("re-issues under the holder's current name: the old one verifies as superseded; a holder gone is a 409", async () => {
    const members = await membersOf([p.schoolA.teams[1]!.id]);
    const cert = await certificateOf(members[0]!);
    await t.db.update(teamMembers).set({ name: 'अनन्या वर्मा' }).where(eq(teamMembers.id, members[0]!.id));
    const res = await t.request().post(api(CERTIFICATES_API.reissue.path(cert.id))).set(admin()).expect(201);
    const fresh = res.body.data as CertificateRow;
    expect(fresh).toMatchObject({ holderName: 'अनन्या वर्मा', status: 'valid', kind: 'regional_qualifier', language: 'hi', teamId: p.schoolA.teams[1]!.teamId });
    expect(fresh.number).not.toBe(cert.number);
    expect((await verify(cert.code).expect(200)).body.data).toMatchObject({ status: 'superseded' });
    expect((await verify(fresh.code, 'hi').expect(200)).body.data).toMatchObject({ status: 'valid', holderName: 'अनन्या वर्मा', achievement: inLocale('hi', () => CERTIFICATE_ACHIEVEMENT.regional_qualifier) });
    await t.request().post(api(CERTIFICATES_API.reissue.path(cert.id))).set(admin()).expect(409);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.reissued'));
    expect(audit).toMatchObject({ entityId: fresh._id });
    // a batch of one: the job makes the new PDF and tells the school admin and the team, as for any batch
    const [own] = await queryRows<{ batch_id: string }>(t.db, sql`select batch_id from certificates where id = ${fresh._id}::uuid`);
    const reissued = await waitForBatch(() => t.request(), tokens.admin, own!.batch_id);
    expect(reissued).toMatchObject({ state: 'done', total: 1, rendered: 1, notified: 2, toNotify: 2 });
    const teamBells = await t.db.select().from(notifications).where(eq(notifications.targetTeamId, p.schoolA.teams[1]!.id));
    expect(teamBells.length).toBeGreaterThanOrEqual(2);

    const gone = await certificateOf(members[1]!);
    await t.db.delete(certificateFiles).where(eq(certificateFiles.certificateId, gone.id));
    await t.db.update(teamMembers).set({ isLeader: false }).where(eq(teamMembers.id, members[1]!.id));
    await t.db.delete(teamMembers).where(eq(teamMembers.id, members[1]!.id));
    expect((await t.request().post(api(CERTIFICATES_API.reissue.path(gone.id))).set(admin()).expect(409)).body.message).toBe(CERTIFICATES_MSG.holderGone);
    // the certificate outlives its holder: still valid, and made again when downloaded
    const pdf = await download(gone.id, tokens.school_admin).expect(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('verify: a malformed code is a 400, an unknown one a 404; nothing but the certificate is told', async () => {
    expect((await verify('not-a-code').expect(400)).body.message).toBe(CERTIFICATES_MSG.invalidCode);
    expect((await verify('0000-0000-0000').expect(404)).body.message).toBe(CERTIFICATES_MSG.unknownCode);
    const [member] = await membersOf([p.schoolA.teams[0]!.id]);
    const cert = await certificateOf(member!);
    const answer = (await verify(cert.code.replace(/1/g, 'l')).expect(200)).body.data as CertificateVerification;
    expect(Object.keys(answer).sort()).toEqual(['achievement', 'code', 'edition', 'eventName', 'holderName', 'issuedAt', 'kind', 'number', 'schoolName', 'status', 'statusChangedAt'].sort());
    expect(answer).toMatchObject({ status: 'valid', edition: 2025, achievement: CERTIFICATE_ACHIEVEMENT.regional_qualifier });
  });

  it('downloads: the own team, the own school, the mentor of the team, the region; never another school, and never a judge', async () => {
    const [memberA0] = await membersOf([p.schoolA.teams[0]!.id]);
    const [memberA1] = await membersOf([p.schoolA.teams[1]!.id]);
    const [memberB0] = (await membersOf([p.schoolB.teams[0]!.id])).slice(1);
    const a0 = await certificateOf(memberA0!);
    const a1 = await certificateOf(memberA1!);
    const b0 = await certificateOf(memberB0!);

    const own = await download(a0.id, tokens.team).expect(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="certificate-${a0.number.replace(/\//g, '-')}-en.pdf"`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.body.subarray(0, 5).toString()).toBe('%PDF-');
    const hindi = await download(a0.id, tokens.team, '?language=hi').expect(200);
    expect(hindi.headers['content-disposition']).toContain('-hi.pdf');
    await download(a0.id, tokens.team, '?language=fr').expect(400);
    // the other language is kept too, once
    expect(await t.db.select().from(certificateFiles).where(eq(certificateFiles.certificateId, a0.id))).toHaveLength(2);

    const statuses = async (token: string) => Promise.all([a0, a1, b0].map(async (c) => (await download(c.id, token)).status));
    expect(await statuses(tokens.team)).toEqual([200, 404, 404]);
    expect(await statuses(mentorToken)).toEqual([200, 404, 404]);
    expect(await statuses(tokens.school_admin)).toEqual([200, 200, 404]);
    expect(await statuses(tokens.region_admin)).toEqual([200, 200, 404]);
    expect(await statuses(tokensB.school_admin)).toEqual([404, 404, 200]);
    expect(await statuses(tokens.admin)).toEqual([200, 200, 200]);
    expect(await statuses(tokens.judge)).toEqual([403, 403, 403]);
    await download('not-an-id', tokens.admin).expect(400);
  });

  it("each caller's own: a team its members', a mentor its own and its team's members'; others refused", async () => {
    const mentorBatch = await issue(batchBody('mentor_appreciation', { minPhase: 2, schoolCodes: [p.schoolA.code] })).expect(200);
    expect(mentorBatch.body.data).toMatchObject({ count: 1, sample: [expect.objectContaining({ holderType: 'mentor', teamId: null })] });
    const issued = await issue(batchBody('mentor_appreciation', { minPhase: 2, schoolCodes: [p.schoolA.code] }, { confirm: true, expectedCount: 1 })).expect(201);
    await waitForBatch(() => t.request(), tokens.admin, issued.body.data.batch._id);
    // the mentor's account is told in its language (Hindi), by mail and bell
    const [bell] = await t.db.select().from(notifications).where(eq(notifications.title, inLocale('hi', () => translate('mail.certificates.notice.mentor.title'))));
    expect(bell).toBeDefined();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'cert.mentor@example.test'))).toHaveLength(1);

    const mine = async (token: string) => (await t.request().get(api(CERTIFICATES_API.mine.path())).set(bearer(token)).expect(200)).body.data.certificates as CertificateRow[];
    const team = await mine(tokens.team);
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((c) => c.teamId === p.schoolA.teams[0]!.teamId && c.holderType === 'student')).toBe(true);
    expect(team.some((c) => c.status === 'superseded')).toBe(true);
    const mentor = await mine(mentorToken);
    expect(mentor.filter((c) => c.holderType === 'mentor')).toHaveLength(1);
    expect(mentor.filter((c) => c.holderType === 'student').every((c) => c.teamId === p.schoolA.teams[0]!.teamId)).toBe(true);
    expect(mentor.filter((c) => c.holderType === 'student')).toHaveLength(team.length);
    for (const role of ['school_admin', 'admin', 'region_admin', 'judge'] as const) {
      await t.request().get(api(CERTIFICATES_API.mine.path())).set(bearer(tokens[role])).expect(403);
    }
  });

  it('the list: the back office all, a region its region, a school admin its school; searched, filtered and sorted', async () => {
    const list = async (token: string, query = '') => (await t.request().get(api(`${CERTIFICATES_API.list.path()}${query}`)).set(bearer(token)).expect(200)).body.data;
    const all = await list(tokens.admin, '?limit=100');
    const total = (await t.db.select().from(certificates)).length;
    expect(all.pagination.total).toBe(total);
    const schoolA = await list(tokens.school_admin, '?limit=100');
    expect(schoolA.certificates.every((c: CertificateRow) => c.schoolCode === p.schoolA.code)).toBe(true);
    expect(schoolA.pagination.total).toBe((await t.db.select().from(certificates).where(eq(certificates.schoolCode, p.schoolA.code))).length);
    const region = await list(tokens.region_admin, `?limit=100&schoolCode=${p.schoolB.code}`);
    expect(region.certificates).toEqual([]);
    const one = all.certificates[0] as CertificateRow;
    const found = await list(tokens.admin, `?search=${encodeURIComponent(one.number)}`);
    expect(found.certificates.map((c: CertificateRow) => c._id)).toEqual([one._id]);
    const byCode = await list(tokens.admin, `?search=${one.code}`);
    expect(byCode.certificates.map((c: CertificateRow) => c._id)).toEqual([one._id]);
    const revoked = await list(tokens.admin, '?status=revoked');
    expect(revoked.certificates).toHaveLength(1);
    const mentorsOnly = await list(tokens.admin, '?holderType=mentor');
    expect(mentorsOnly.certificates.every((c: CertificateRow) => c.kind === 'mentor_appreciation')).toBe(true);
    const sorted = await list(tokens.admin, '?sort=number&order=asc&limit=100');
    const numbers = sorted.certificates.map((c: CertificateRow) => c.number);
    expect(numbers).toEqual([...numbers].sort());
    await t.request().get(api(`${CERTIFICATES_API.list.path()}?sort=code`)).set(admin()).expect(400);
    for (const role of ['team', 'mentor', 'judge'] as const) await t.request().get(api(CERTIFICATES_API.list.path())).set(bearer(tokens[role])).expect(403);
  });

  it("a school's ZIP holds its valid certificates as PDFs, and only its own", async () => {
    const zip = await t.request().get(api(CERTIFICATES_API.schoolZip.path())).set(bearer(tokens.school_admin)).buffer(true).parse(binaryBody).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="${certificateZipFileName(p.schoolA.code)}"`);
    const entries = unzipSync(new Uint8Array(zip.body as Buffer));
    const valid = await t.db.select().from(certificates).where(and(eq(certificates.schoolCode, p.schoolA.code), eq(certificates.status, 'valid')));
    const names = Object.keys(entries);
    expect(names).toHaveLength(valid.length);
    for (const cert of valid) {
      const name = names.find((n) => n.startsWith(`${cert.number.replace(/\//g, '-')}`));
      expect(name).toBeDefined();
      expect(Buffer.from(entries[name!]!).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(names.some((n) => n.includes('अनन्या-वर्मा'))).toBe(true);
    // the back office names the school; a school admin never reaches another's
    await t.request().get(api(CERTIFICATES_API.schoolZip.path())).set(admin()).expect(400);
    await t.request().get(api(`${CERTIFICATES_API.schoolZip.path()}?schoolCode=${p.schoolB.code}`)).set(admin()).buffer(true).parse(binaryBody).expect(200);
    await t.request().get(api(`${CERTIFICATES_API.schoolZip.path()}?schoolCode=${p.schoolB.code}`)).set(bearer(tokens.school_admin)).expect(403);
    await t.request().get(api(`${CERTIFICATES_API.schoolZip.path()}?schoolCode=${p.schoolB.code}`)).set(bearer(tokens.region_admin)).expect(404);
    await t.request().get(api(CERTIFICATES_API.schoolZip.path())).set(bearer(tokens.team)).expect(403);
  });

  it('the sample: a watermarked PDF of the first holder, never stored; 409 when nobody qualifies', async () => {
    const before = (await t.db.select().from(certificateFiles)).length;
    const res = await t
      .request()
      .post(api(`${CERTIFICATES_API.sample.path()}?language=hi`))
      .set(admin())
      .send(batchBody('zonal_participation', selection()))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.db.select().from(certificateFiles)).length).toBe(before);
    const nobody = await t.request().post(api(CERTIFICATES_API.sample.path())).set(admin()).send(batchBody('zonal_participation', { teamIds: ['Z9999JR9'] })).expect(409);
    expect(nobody.body.message).toBe(CERTIFICATES_MSG.nobodyQualifies);
  });

  it('refuses bad batch bodies with one message per field', async () => {
    const bad = async (body: object, message: string) => expect((await issue(body).expect(400)).body.message).toBe(message);
    await bad({ selection: {} }, CERTIFICATES_MSG.kind);
    await bad({ kind: 'gold_star', selection: {} }, CERTIFICATES_MSG.kind);
    await bad({ kind: 'participation' }, CERTIFICATES_MSG.selection);
    await bad({ kind: 'participation', selection: { minPhase: 4 } }, CERTIFICATES_MSG.minPhase);
    await bad({ kind: 'participation', selection: { regions: ['Atlantis'] } }, CERTIFICATES_MSG.regions());
    await bad({ kind: 'participation', selection: { teamIds: Array(101).fill('A1') } }, CERTIFICATES_MSG.teamIds());
    await bad({ kind: 'participation', selection: {}, confirm: 'yes' }, API_MSG.mustBeBoolean);
  });

  it('lists the batches newest first with their progress', async () => {
    const res = await t.request().get(api(CERTIFICATES_API.batches.path())).set(admin()).expect(200);
    const batches = res.body.data.batches as CertificateBatch[];
    // the regional qualifiers, a renamed holder's, the re-issue's batch of one (its team named), the mentors'
    expect(batches.length).toBe(4);
    expect(batches[batches.length - 1]!._id).toBe(batch._id);
    expect(batches.filter((b) => b.selection.teamIds?.length === 1)).toHaveLength(1);
    expect(batches.every((b) => b.state === 'done' && b.rendered === b.total)).toBe(true);
    await t.request().get(api(CERTIFICATES_API.batch.path('6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e'))).set(admin()).expect(404);
    await t.request().get(api(CERTIFICATES_API.batches.path())).set(bearer(tokens.school_admin)).expect(403);
  });
});
