import {
  ADMIN_API,
  CERTIFICATES_API,
  DEFAULT_RUBRIC,
  JUDGING_API,
  MENTORS_API,
  MENTOR_PORTAL_API,
  NOTIFICATIONS_API,
  PAYMENTS_API,
  PAYMENT_VERIFICATION_API,
  PHASES_API,
  REGION_ADMIN_API,
  REGISTRATION_API,
  SCHEDULE_API,
  SCHOOL_PAGE_API,
  TEAMS_API,
  type AnyEndpoint,
  type Endpoint,
  type Role,
} from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/database';
import { accounts, certificates, judges, judgingAssignments, judgingRounds, notifications, registrations, teamMembers, teams } from '../src/database/schema';
import type { TestApp } from './support';
import { samplePdf } from './receipts-fixtures';
import { bearer, bootParticipantsApp, memberBody, mentorBody, setLocks, TEAM_PASSWORD, tokensFor, type Participants, type SchoolInfo } from './teams-fixtures';

jest.setTimeout(180_000);

/**
 * The scope walk: every endpoint that takes a school, team, registration, mentor, receipt, certificate or
 * notification id is called by the participants of school A (its school admin, one of its teams,
 * its mentor, signed in with a real account bound to A's first mentor) and by the region admin of
 * A's region, each time with the ids of something that is not theirs: school B (another school in
 * another region), a free school, for a team caller also A's other team, and for the mentor a
 * team of A that another mentor mentors (issue 26); and by a judge (issue 27) with an account bound
 * to a judge who scores A's first team, with another judge's sheet on B's team. Every call must answer 403 or 404, and the database must be
 * exactly as before the call. Bodies are valid, so nothing but the scope can be what refuses.
 *
 * Adding an endpoint is one line in WALK. The route-access test checks the roles of every route;
 * this one checks the rows.
 */

/** What one caller must not reach. */
interface Victim {
  schoolCode: string;
  region: string;
  registrationId: string;
  registrationUpdatedAt: string;
  teamUuid: string;
  teamId: string;
  mentorUuid: string;
  mentorId: string;
  receiptFileId: string;
  /** A notification addressed to an audience the caller is not in. */
  notificationId: string;
  /** A directory school in another region with no registration, mentors or teams (creates). */
  freeSchoolCode: string;
  /** Another judge's sheet (issue 27): on school B's first team. */
  sheetId: string;
  /** A certificate of a member of the victim's team (issue 28). */
  certificateId: string;
}


interface ScopedCall {
  name: string;
  endpoint: AnyEndpoint;
  params: (v: Victim) => unknown[];
  body?: (v: Victim) => object;
  /** Appended to the path (query parameters that try to widen the scope). */
  query?: (v: Victim) => string;
  /** Names a single team: a team caller also tries its own school's other team. */
  teamScoped?: boolean;
  /**
   * 'refused' (default): 403 or 404. 'ignores-request': the route has no id to refuse; it may
   * answer 2xx, but nothing of the victim may appear in the answer.
   */
  expect?: 'refused' | 'ignores-request';
  /** Extra headers or an attached file. */
  multipart?: boolean;
  /** Who of school B reads the row in the owners' check (default: its school admin; teamData: its team). */
  owner?: Role;
}

/** One line per scoped endpoint, built from its contract (method and path). */
function scoped<P extends unknown[]>(
  name: string,
  endpoint: Endpoint<unknown, unknown, P, unknown>,
  params: (v: Victim) => [...P],
  extra: Omit<ScopedCall, 'name' | 'endpoint' | 'params'> = {},
): ScopedCall {
  return { name, endpoint, params, ...extra };
}

const mentorEdit = { name: 'Taken Over', designation: 'PGT', gender: 'male', contactNumber: '9111111111', emailId: 'taken.over@example.test', teacherId: 'KVS-X1' };
const teamEdit = { teamName: 'Taken Over' };

const WALK: ScopedCall[] = [
  // registrations
  scoped('registration by id', REGISTRATION_API.get, (v) => [v.registrationId]),
  scoped('registration by school code', REGISTRATION_API.byKv, (v) => [v.schoolCode]),
  scoped('registration update', REGISTRATION_API.update, (v) => [v.registrationId], { body: (v) => ({ updatedAt: v.registrationUpdatedAt, fullName: 'Taken Over' }) }),
  scoped('registration create for another school', REGISTRATION_API.create, () => [], {
    body: (v) => ({ schoolCode: v.freeSchoolCode, fullName: 'Taken Over', email: 'taken.over@example.test', contactNumber: '9000000000' }),
  }),
  // mentors
  scoped('mentors of a school', MENTORS_API.bySchool, (v) => [v.schoolCode]),
  scoped('mentor create in another school', MENTORS_API.create, () => [], { body: (v) => mentorBody(v.freeSchoolCode) }),
  scoped('mentor update by _id', MENTORS_API.update, (v) => [v.mentorUuid], { body: () => mentorEdit }),
  scoped('mentor update by mentor ID', MENTORS_API.update, (v) => [v.mentorId], { body: () => mentorEdit }),
  scoped('mentor delete', MENTORS_API.remove, (v) => [v.mentorUuid]),
  scoped('mentor delete (force)', MENTORS_API.remove, (v) => [v.mentorUuid], { query: () => '?force=true' }),
  // issue 26: inviting another school's mentor; the mentor's own dashboard takes nothing from the request
  scoped('mentor invite', MENTORS_API.invite, (v) => [v.mentorUuid]),
  scoped("mentor's own dashboard", MENTOR_PORTAL_API.me, () => [], { expect: 'ignores-request' }),
  // teams
  scoped('teams of a school', TEAMS_API.bySchool, (v) => [v.schoolCode]),
  scoped('team create in another school', TEAMS_API.create, () => [], {
    body: (v) => ({ teamName: 'Intruders', password: 'robots2025', category: 'jr', schoolCode: v.freeSchoolCode, members: [memberBody(1, 8), memberBody(2, 9)] }),
  }),
  scoped('team update by _id', TEAMS_API.update, (v) => [v.teamUuid], { body: () => teamEdit, teamScoped: true }),
  scoped('team update by Team ID', TEAMS_API.update, (v) => [v.teamId], { body: () => teamEdit, teamScoped: true }),
  scoped('team password change', TEAMS_API.changePassword, (v) => [v.teamUuid], { body: () => ({ newPassword: 'Taken0ver1' }), teamScoped: true }),
  scoped('team password check', TEAMS_API.verifyPassword, () => [], { body: (v) => ({ teamId: v.teamId, password: TEAM_PASSWORD }), teamScoped: true }),
  scoped('team delete by Team ID', TEAMS_API.removeByTeamId, (v) => [v.teamId], { teamScoped: true }),
  scoped('team delete by _id', TEAMS_API.remove, (v) => [v.teamUuid], { teamScoped: true }),
  scoped('team record by _id', TEAMS_API.teamData, (v) => [v.teamUuid], { teamScoped: true }),
  scoped('team record by Team ID', TEAMS_API.teamData, (v) => [v.teamId], { teamScoped: true }),
  // team phases (the admin's; every caller here is outside that reach)
  scoped('phase score of a team', PHASES_API.score, (v) => [v.teamUuid], { body: () => ({ phase: 1, score: 100 }), teamScoped: true }),
  scoped('eliminate a team', PHASES_API.eliminate, () => [], { body: (v) => ({ teamIds: [v.teamId] }) }),
  scoped('promote a team', PHASES_API.promotePhase2, () => [], { body: (v) => ({ teamIds: [v.teamId] }) }),
  // issue 25: the undo of a bulk move names a move, not a team; no caller here may reach it
  scoped('undo a phase move', PHASES_API.undoMove, () => ['6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e']),
  // the admin's team writes (admin only; every caller here is outside that reach)
  scoped('admin team edit (mentor)', ADMIN_API.updateTeam, (v) => [v.teamUuid], { body: () => ({ assignedMentor: null }), teamScoped: true }),
  scoped('admin team status', ADMIN_API.updateTeamStatus, (v) => [v.teamId], { body: () => ({ status: 'INACTIVE' }), teamScoped: true }),
  // schedule
  scoped('school schedule', SCHEDULE_API.forSchool, (v) => [v.schoolCode]),
  scoped('schedule attendance', SCHEDULE_API.setAttendance, (v) => [v.schoolCode], { body: () => ({ category: 'sr', day: 1, present: true }) }),
  // issue 25: bulk work on the event morning (the admin's and the super admin's; every caller here is outside that reach)
  scoped('bulk attendance mark', SCHEDULE_API.bulkAttendance, () => [], { body: (v) => ({ category: 'sr', day: 1, present: true, kvCodes: [v.schoolCode], confirm: true }) }),
  scoped('bulk registration approve', ADMIN_API.registrationsBulkStatus, () => [], { body: (v) => ({ action: 'approve', registrationIds: [v.registrationId], confirm: true }) }),
  // one page per school (issue 25): the back office's only; a region admin reads its region's schools
  scoped('school page', SCHOOL_PAGE_API.get, (v) => [v.schoolCode], { owner: 'region_admin' }),
  // payments and receipts
  scoped('payment info by school code', PAYMENTS_API.info, (v) => [v.schoolCode]),
  scoped('payment info by registration id', PAYMENTS_API.info, (v) => [v.registrationId]),
  scoped('payment submit for another school', PAYMENTS_API.submit, () => [], {
    body: (v) => ({ schoolCode: v.schoolCode, fullName: 'Taken Over', referenceNumber: 'SBIC0000000001', receiptNumber: '400000000001', receiptFile: v.receiptFileId }),
  }),
  scoped('receipt file', PAYMENTS_API.receipt, (v) => [v.receiptFileId]),
  scoped('receipt info', PAYMENTS_API.receiptInfo, (v) => [v.receiptFileId]),
  scoped('receipt delete', PAYMENTS_API.deleteReceipt, (v) => [v.receiptFileId]),
  // notifications: addressed to audiences, so "another's" is another audience's
  scoped('notification mark read', NOTIFICATIONS_API.markRead, (v) => [v.notificationId]),
  scoped('notification list', NOTIFICATIONS_API.list, () => [], { expect: 'ignores-request' }),
  scoped('notification mark all read', NOTIFICATIONS_API.markAllRead, () => [], { expect: 'ignores-request' }),
  scoped('notification edit (admin)', NOTIFICATIONS_API.adminUpdate, (v) => [v.notificationId], { body: () => ({ title: 'Taken Over' }) }),
  scoped('notification delete (admin)', NOTIFICATIONS_API.adminDelete, (v) => [v.notificationId]),
  // the region dashboard takes its region from the token; a query cannot move it
  scoped('region dashboard of another region', REGION_ADMIN_API.dashboard, () => [], { query: (v) => `?region=${encodeURIComponent(v.region)}`, expect: 'ignores-request' }),
  // the region admin's lists: asking for another region, school or search cannot widen them
  scoped('region summary of another region', REGION_ADMIN_API.summary, () => [], { query: (v) => `?region=${encodeURIComponent(v.region)}&search=${v.schoolCode}`, expect: 'ignores-request' }),
  scoped('region team list of another school', REGION_ADMIN_API.teams, () => [], { query: (v) => `?schoolCode=${v.schoolCode}`, expect: 'ignores-request' }),
  scoped('region registrations searched', REGION_ADMIN_API.registrations, () => [], { query: (v) => `?search=${v.schoolCode}`, expect: 'ignores-request' }),
  scoped('school times of another region', SCHEDULE_API.schooltimes, () => [], { query: (v) => `?region=${encodeURIComponent(v.region)}&search=${v.schoolCode}`, expect: 'ignores-request' }),
  // payment verification: the region admin of another region neither reads nor decides
  scoped('payment verdict: verify', PAYMENT_VERIFICATION_API.verify, (v) => [v.registrationId], { body: () => ({ notes: 'taken over' }), owner: 'region_admin' }),
  scoped('payment verdict: reject', PAYMENT_VERIFICATION_API.reject, (v) => [v.registrationId], { body: () => ({ reason: 'taken over' }), owner: 'region_admin' }),
  scoped('payment verification receipt', PAYMENT_VERIFICATION_API.receipt, (v) => [v.registrationId], { owner: 'region_admin' }),
  scoped('payment verification list searched', PAYMENT_VERIFICATION_API.list, () => [], { query: (v) => `?search=${v.schoolCode}&region=${encodeURIComponent(v.region)}`, expect: 'ignores-request' }),
  scoped('payment verification mail preview', PAYMENT_VERIFICATION_API.mailPreview, () => [], { body: (v) => ({ action: 'verify', registrationIds: [v.registrationId] }) }),
  // judging (issue 27): another judge's sheet, a team's feedback, and the judge's own list
  scoped("another judge's sheet", JUDGING_API.saveSheet, (v) => [v.sheetId], { body: () => ({ scores: { problem: 1 }, submit: false }) }),
  scoped("a conflict on another judge's sheet", JUDGING_API.conflict, (v) => [v.sheetId], { body: () => ({ reason: 'taken over' }) }),
  scoped("judges' feedback of a team", JUDGING_API.teamFeedback, (v) => [v.teamId], { teamScoped: true, owner: 'team' }),
  scoped("judge's own assignments", JUDGING_API.myAssignments, () => [], { expect: 'ignores-request' }),
  // certificates (issue 28): a member's PDF, the lists a query cannot widen, a school's ZIP, and the admin's revoke and re-issue
  scoped("a member's certificate", CERTIFICATES_API.file, (v) => [v.certificateId], { teamScoped: true }),
  scoped('certificates of another school', CERTIFICATES_API.list, () => [], { query: (v) => `?schoolCode=${v.schoolCode}&search=${v.schoolCode}`, expect: 'ignores-request' }),
  scoped('own certificates', CERTIFICATES_API.mine, () => [], { expect: 'ignores-request' }),
  scoped("another school's certificates ZIP", CERTIFICATES_API.schoolZip, () => [], { query: (v) => `?schoolCode=${v.schoolCode}` }),
  scoped('certificate revoke', CERTIFICATES_API.revoke, (v) => [v.certificateId], { body: () => ({ reason: 'taken over' }), teamScoped: true }),
  scoped('certificate re-issue', CERTIFICATES_API.reissue, (v) => [v.certificateId], { teamScoped: true }),
];

/** The callers of school A that walk, with the role each plays. */
const CALLERS: Role[] = ['school_admin', 'team', 'mentor', 'region_admin', 'judge'];

describe('scope walk: nobody reaches another school, team, region or audience', () => {
  let t: TestApp;
  let p: Participants;
  let otherSchool: Victim;
  let otherTeam: Victim;
  let otherMentorsTeam: Victim;
  let mentorToken: string;
  let judgeToken: string;
  let sheetId: string;
  /** A certificate of a member of each team, by team row id (issue 28). */
  const certificateOf = new Map<string, string>();

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  /** A hash of every row of every table: any write shows. */
  async function fingerprint(): Promise<string> {
    const tables = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const parts = await Promise.all(
      tables.map(async ({ name }) => {
        const table = sql.raw(`"${name.replace(/"/g, '""')}"`);
        const [row] = await queryRows<{ h: string | null }>(t.db, sql`select md5(string_agg(x::text, '|' order by x::text)) as h from ${table} x`);
        return `${name}:${row?.h ?? ''}`;
      }),
    );
    return parts.join(',');
  }

  async function victimOf(school: SchoolInfo, free: string, notificationId: string, receiptFileId: string): Promise<Victim> {
    const registration = p.dataset.registrations.find((r) => r.schoolCode === school.code)!;
    const [stored] = await t.db.select({ updatedAt: registrations.updatedAt }).from(registrations).where(eq(registrations.id, registration.id));
    return {
      schoolCode: school.code,
      region: school.region,
      registrationId: registration.id,
      registrationUpdatedAt: stored!.updatedAt.toISOString(),
      teamUuid: school.teams[0]!.id,
      teamId: school.teams[0]!.teamId,
      mentorUuid: school.mentors[0]!.id,
      mentorId: school.mentors[0]!.mentorId,
      receiptFileId,
      notificationId,
      freeSchoolCode: free,
      sheetId,
      certificateId: certificateOf.get(school.teams[0]!.id)!,
    };
  }

  beforeAll(async () => {
    // the event locks would refuse writes first (423): open them, so the scope is what refuses
    await setLocks(t, { mentorsLocked: false, teamsLocked: false });
    const [hidden] = await t.db.insert(notifications).values({ title: 'Admins only', message: 'Not for schools', targetRoles: ['admin'] }).returning({ id: notifications.id });
    // an unused receipt of school B, which B's admin could delete
    const upload = await t
      .request()
      .post(`/api${PAYMENTS_API.uploadReceipt.path()}`)
      .set(bearer(tokensFor(t, p, p.schoolB).school_admin))
      .attach('receipt', samplePdf(), 'receipt.pdf')
      .expect(201);
    // issue 27: a round where the walking judge scores A's first team and another judge B's first team
    const [round] = await t.db.insert(judgingRounds).values({ name: 'Walk round', phase: 1, criteria: [...DEFAULT_RUBRIC], deadline: new Date(Date.now() + 86_400_000), assignedAt: new Date() }).returning({ id: judgingRounds.id });
    const [walking, other] = await t.db
      .insert(judges)
      .values([
        { name: 'Walking Judge', email: 'walking.judge@example.test' },
        { name: 'Other Judge', email: 'other.judge@example.test' },
      ])
      .returning({ id: judges.id });
    await t.db.insert(judgingAssignments).values({ roundId: round!.id, teamId: p.schoolA.teams[0]!.id, judgeId: walking!.id });
    const [sheet] = await t.db.insert(judgingAssignments).values({ roundId: round!.id, teamId: p.schoolB.teams[0]!.id, judgeId: other!.id }).returning({ id: judgingAssignments.id });
    sheetId = sheet!.id;
    const [judgeAccount] = await t.db
      .insert(accounts)
      .values({ role: 'judge', email: 'walking.judge@example.test', passwordHash: 'not-a-hash', fullName: 'Walking Judge', judgeId: walking!.id, emailVerifiedAt: new Date() })
      .returning({ id: accounts.id });
    judgeToken = t.tokenFor({ sub: judgeAccount!.id, role: 'judge', email: 'walking.judge@example.test' });
    // issue 28: a certificate for a member of each of A's and B's first three teams
    for (const team of [...p.schoolA.teams.slice(0, 3), ...p.schoolB.teams.slice(0, 3)]) {
      const [member] = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id)).limit(1);
      const [cert] = await t.db
        .insert(certificates)
        .values({
          code: `WAKE-${String(certificateOf.size).padStart(4, '0')}-0000`,
          number: `2025/PT/9${String(certificateOf.size).padStart(5, '0')}`,
          kind: 'participation',
          holderType: 'student',
          holderRef: `${member!.teamId}:${member!.studentId.toUpperCase()}`,
          holderName: member!.name,
          schoolCode: team.schoolCode,
          schoolName: 'Walk school',
          region: team.schoolCode === p.schoolA.code ? p.schoolA.region : p.schoolB.region,
          zone: 'N',
          teamRef: team.id,
          teamCode: team.teamId,
          teamName: 'Walk team',
        })
        .returning({ id: certificates.id });
      certificateOf.set(team.id, cert!.id);
    }
    const registered = new Set(p.dataset.registrations.map((r) => r.schoolCode));
    const busy = new Set([...p.dataset.teams, ...p.dataset.mentors].map((x) => x.schoolCode));
    const free = p.dataset.schools.find((s) => !registered.has(s.code) && !busy.has(s.code) && s.region !== p.schoolA.region)!;
    otherSchool = await victimOf(p.schoolB, free.code, hidden!.id, upload.body.data.fileId);
    // A's second team: another team of the caller's own school
    otherTeam = {
      ...(await victimOf(p.schoolA, free.code, hidden!.id, upload.body.data.fileId)),
      teamUuid: p.schoolA.teams[1]!.id,
      teamId: p.schoolA.teams[1]!.teamId,
      certificateId: certificateOf.get(p.schoolA.teams[1]!.id)!,
    };
    // issue 26: A's first mentor has a real account and mentors A's first team; A's third team is the other mentor's
    const [mentorOne, mentorTwo] = p.schoolA.mentors;
    await t.db.update(teams).set({ assignedMentorId: mentorOne!.id }).where(eq(teams.id, p.schoolA.teams[0]!.id));
    await t.db.update(teams).set({ assignedMentorId: mentorTwo!.id }).where(eq(teams.id, p.schoolA.teams[2]!.id));
    const [account] = await t.db
      .insert(accounts)
      .values({ role: 'mentor', email: 'walking.mentor@example.test', passwordHash: 'not-a-hash', fullName: 'Walking Mentor', schoolCode: p.schoolA.code, mentorId: mentorOne!.id, emailVerifiedAt: new Date() })
      .returning({ id: accounts.id });
    mentorToken = t.tokenFor({ sub: account!.id, role: 'mentor', schoolCode: p.schoolA.code, email: 'walking.mentor@example.test' });
    otherMentorsTeam = {
      ...(await victimOf(p.schoolA, free.code, hidden!.id, upload.body.data.fileId)),
      teamUuid: p.schoolA.teams[2]!.id,
      teamId: p.schoolA.teams[2]!.teamId,
      certificateId: certificateOf.get(p.schoolA.teams[2]!.id)!,
    };
  }, 60_000);

  it("gives the walking mentor its own team through its dashboard only (the team record is not its route)", async () => {
    expect(p.schoolA.region).not.toBe(p.schoolB.region);
    const own = await t.request().get(`/api${TEAMS_API.teamData.path(p.schoolA.teams[0]!.id)}`).set(bearer(mentorToken));
    expect(own.status).toBe(403);
    const mine = await t.request().get(`/api${MENTOR_PORTAL_API.me.path()}`).set(bearer(mentorToken)).expect(200);
    expect(mine.body.data.teams.map((x: { teamId: string }) => x.teamId)).toEqual([p.schoolA.teams[0]!.teamId]);
  });

  // one caller per test: each walk is long (every endpoint, a database fingerprint around each call)
  it.each(CALLERS)('walks every scoped endpoint as the %s of school A and finds no way in', async (role) => {
    const tokens = { ...tokensFor(t, p), mentor: mentorToken, judge: judgeToken };
    const failures: string[] = [];
    let calls = 0;

    for (const entry of WALK) {
      const victims: Array<[string, Victim]> = [['school B', otherSchool]];
      if (entry.teamScoped && role === 'team') victims.push(["A's other team", otherTeam]);
      if (entry.teamScoped && role === 'mentor') victims.push(["another mentor's team", otherMentorsTeam]);
      for (const [whose, victim] of victims) {
        const path = `/api${entry.endpoint.path(...(entry.params(victim) as never[]))}${entry.query?.(victim) ?? ''}`;
        const before = await fingerprint();
        const method = entry.endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
        let request = t.request()[method](path).set(bearer(tokens[role]));
        if (entry.body) request = request.send(entry.body(victim));
        const res = await request;
        calls += 1;
        const label = `${entry.name} (${entry.endpoint.method} ${path}) as ${role} with ${whose}'s ids`;
        const refused = res.status === 403 || res.status === 404;
        if ((entry.expect ?? 'refused') === 'refused' && !refused) {
          failures.push(`${label}: expected 403 or 404, got ${res.status} (${String(res.body?.message)})`);
        }
        if (entry.expect === 'ignores-request') {
          const answer = JSON.stringify(res.body ?? '');
          const leaked = [victim.schoolCode, victim.notificationId, victim.registrationId].filter((id) => answer.includes(id));
          if (!refused && (res.status < 200 || res.status > 299)) failures.push(`${label}: expected 2xx, 403 or 404, got ${res.status}`);
          if (leaked.length > 0) failures.push(`${label}: the answer shows ${leaked.join(', ')}`);
        }
        if ((await fingerprint()) !== before) failures.push(`${label}: the database changed`);
      }
    }

    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(WALK.length);
  });

  it('the walk can see a way in: the owners themselves get through', async () => {
    // the same ids with school B's own tokens: reads answer 200 (so the refusals above are about scope)
    const own = tokensFor(t, p, p.schoolB);
    const reads = WALK.filter((e) => e.endpoint.method === 'GET' && (e.expect ?? 'refused') === 'refused' && e.name !== 'notification list');
    const statuses = await Promise.all(
      reads.map(async (e) => {
        const role: Role = e.owner ?? (e.endpoint === TEAMS_API.teamData ? 'team' : 'school_admin');
        const res = await t.request().get(`/api${e.endpoint.path(...(e.params(otherSchool) as never[]))}`).set(bearer(own[role]));
        return `${e.name}: ${res.status}`;
      }),
    );
    expect(statuses).toEqual(reads.map((e) => `${e.name}: 200`));
  });
});
