import {
  ADMIN_LIST_MSG,
  CATEGORIES,
  GENDERS,
  KVS_REGIONS,
  PAYMENT_STATUSES,
  PAGING_MSG,
  PHASES,
  REGISTRATION_STATUSES,
  regionGroupOf,
  SCHOOL_ACTIVITY_LEVELS,
  SCHOOL_STATUSES,
  schoolActivityLevel,
  schoolActivityScore,
  schoolActivityStatus,
  STUDENT_CLASSES,
  TEAM_STATUSES,
  type AdminListType,
  type Role,
} from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/database';
import { INLINE_MATCHES_MAX, matchesIn } from '../src/kernel/lists/sql';
import { createTestApp, expectRoleMatrix, type RoleMatrixRoute, type TestApp } from './support';
import { bearer, loadParticipants, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(120_000);

/**
 * GET /admin/{teams,students,schools,mentors,registrations} and their /counters over the
 * generated national data set (100 schools): every answer is checked against the data set itself.
 */
const LISTS: AdminListType[] = ['teams', 'students', 'schools', 'mentors', 'registrations'];
const READERS: Role[] = ['admin', 'super_admin'];

type Row = Record<string, unknown>;
type Body = { success: boolean; message: string; data: Record<string, unknown> & { pagination: Record<string, number | boolean> } };

const includes = (value: unknown, term: string) => String(value ?? '').toLowerCase().includes(term.toLowerCase());

describe('admin lists', () => {
  let t: TestApp;
  let p: Participants;
  let tokens: Record<Role, string>;
  const admin = () => bearer(tokens.admin);

  beforeAll(async () => {
    t = await createTestApp();
    p = await loadParticipants(t);
    tokens = tokensFor(t, p);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  }, 60_000);

  async function get(path: string, token = tokens.admin): Promise<Body> {
    const res = await t.request().get(`/api${path}`).set(bearer(token));
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Body;
  }

  /** Every row of a list for a query (pages of 100), with the total the first page told. */
  async function all(list: AdminListType, query = ''): Promise<{ rows: Row[]; total: number }> {
    const rows: Row[] = [];
    let total = -1;
    for (let page = 1; ; page += 1) {
      const body = await get(`/admin/${list}?limit=100&page=${page}${query ? `&${query}` : ''}`);
      const items = body.data[list] as Row[];
      if (total < 0) total = Number(body.data.pagination.total);
      rows.push(...items);
      if (!body.data.pagination.hasNextPage) break;
    }
    return { rows, total };
  }

  async function total(list: AdminListType, query: string): Promise<number> {
    return Number((await get(`/admin/${list}?limit=1&${query}`)).data.pagination.total);
  }

  // ---- what the data set says ----
  const schoolOf = (code: string) => p.dataset.schools.find((s) => s.code === code)!;
  const teamByUuid = () => new Map(p.dataset.teams.map((x) => [x.id, x]));
  const studentsOfSchool = (code: string) => {
    const teams = new Set(p.dataset.teams.filter((x) => x.schoolCode === code).map((x) => x.id));
    return p.dataset.teamMembers.filter((m) => teams.has(m.teamId)).length;
  };
  const schoolFacts = (code: string) => {
    const registrations = p.dataset.registrations.some((r) => r.schoolCode === code) ? 1 : 0;
    const teams = p.dataset.teams.filter((x) => x.schoolCode === code).length;
    const mentors = p.dataset.mentors.filter((x) => x.schoolCode === code).length;
    const score = schoolActivityScore({ registrations, teams, mentors });
    const participants = registrations + studentsOfSchool(code);
    return { registrations, teams, mentors, score, level: schoolActivityLevel(score), participants, status: schoolActivityStatus(participants) };
  };
  const assignedCount = (mentorUuid: string) => p.dataset.teams.filter((x) => x.assignedMentorId === mentorUuid).length;

  describe('roles (spec section 6: admin-only endpoints; the super admin reads all regions)', () => {
    it('lets admin and super admin read every list, its counters, the stats and the export; everyone else 403, no token 401', async () => {
      const routes: RoleMatrixRoute[] = [
        ...LISTS.flatMap((list) => [
          { method: 'get' as const, path: `/api/admin/${list}`, allowed: READERS },
          { method: 'get' as const, path: `/api/admin/${list}/counters`, allowed: READERS },
        ]),
        { method: 'get', path: '/api/admin/stats/comprehensive', allowed: READERS },
        { method: 'get', path: '/api/admin/export?type=schools', allowed: READERS },
      ];
      await expectRoleMatrix(t, routes, tokens);
    });

    it('gives the super admin the same rows as the admin', async () => {
      for (const list of LISTS) {
        const a = await get(`/admin/${list}?limit=5`);
        const s = await get(`/admin/${list}?limit=5`, tokens.super_admin);
        expect(s.data).toEqual(a.data);
      }
    });
  });

  describe('pages', () => {
    it.each(LISTS)('GET /admin/%s answers page 1 of 50 under the list name, with the whole count', async (list) => {
      const body = await get(`/admin/${list}`);
      expect(body.success).toBe(true);
      expect(body.message).toBe(ADMIN_LIST_MSG.listLoaded(list));
      const expected = {
        teams: p.dataset.teams.length,
        students: p.dataset.teamMembers.length,
        schools: p.dataset.schools.length,
        mentors: p.dataset.mentors.length,
        registrations: p.dataset.registrations.length,
      }[list];
      expect(expected).toBeGreaterThan(50);
      expect(body.data[list]).toHaveLength(50);
      expect(body.data.pagination).toEqual({
        currentPage: 1,
        totalPages: Math.ceil(expected / 50),
        total: expected,
        limit: 50,
        hasPrevPage: false,
        hasNextPage: true,
      });
      expect(Object.keys(body.data).sort()).toEqual([list, 'pagination'].sort());
    });

    it('walks the teams page by page: every team once, members, school and mentor as the data set has them', async () => {
      const { rows, total: count } = await all('teams');
      expect(count).toBe(p.dataset.teams.length);
      expect(new Set(rows.map((r) => r._id)).size).toBe(p.dataset.teams.length);
      const members = new Map<string, number>();
      for (const m of p.dataset.teamMembers) members.set(m.teamId, (members.get(m.teamId) ?? 0) + 1);
      for (const row of rows) {
        const team = teamByUuid().get(row._id as string)!;
        expect(row).toMatchObject({ teamId: team.teamId, teamName: team.teamName, status: team.status, schoolCode: team.schoolCode });
        expect(row.membersCount).toBe(members.get(team.id) ?? 0);
        expect(row.members).toHaveLength(members.get(team.id) ?? 0);
        expect(row.school).toMatchObject({ code: team.schoolCode, name: schoolOf(team.schoolCode).name });
        expect(row.regionGroup).toBe(regionGroupOf(schoolOf(team.schoolCode).region));
        if (team.assignedMentorId) expect((row.mentor as Row)._id).toBe(team.assignedMentorId);
        else expect(row.mentor).toBeNull();
      }
    });

    it('derives each school row from its counts (score, level, status) as the spec formulas say', async () => {
      const { rows } = await all('schools');
      expect(rows).toHaveLength(p.dataset.schools.length);
      for (const row of rows) {
        const facts = schoolFacts(row.schoolCode as string);
        expect(row).toMatchObject({
          kvCode: row.schoolCode,
          registrationCount: facts.registrations,
          teamCount: facts.teams,
          mentorCount: facts.mentors,
          studentCount: studentsOfSchool(row.schoolCode as string),
          activityScore: facts.score,
          activityLevel: facts.level,
          totalParticipants: facts.participants,
          status: facts.status,
          registered: facts.registrations === 1,
        });
      }
    });

    it('gives each mentor its teams, the count, FULL at 2, and the spec fields', async () => {
      const { rows } = await all('mentors');
      expect(rows).toHaveLength(p.dataset.mentors.length);
      for (const row of rows) {
        const n = assignedCount(row._id as string);
        expect(row.assignedTeamsCount).toBe(n);
        expect(row.assignedTeams).toHaveLength(n);
        expect(row.isFull).toBe(n >= 2);
        expect(row.fullName).toBe(row.name);
      }
      expect(rows.some((r) => r.isFull)).toBe(true);
    });

    it("gives each registration its school's team and mentor counts", async () => {
      const { rows } = await all('registrations');
      expect(rows).toHaveLength(p.dataset.registrations.length);
      for (const row of rows) {
        const code = row.schoolCode as string;
        const jr = p.dataset.teams.filter((x) => x.schoolCode === code && x.category === 'jr').length;
        const sr = p.dataset.teams.filter((x) => x.schoolCode === code && x.category === 'sr').length;
        expect(row).toMatchObject({ kvCode: code, jrTeams: jr, srTeams: sr, teamCount: jr + sr, mentorCount: schoolFacts(code).mentors });
        expect(row.categories).toEqual(CATEGORIES.filter((c) => (c === 'jr' ? jr : sr) > 0));
      }
      // newest first by default
      const times = rows.map((r) => Date.parse(r.registrationTimestamp as string));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('answers a page past the end with no rows and the real total', async () => {
      const body = await get('/admin/schools?page=99&limit=10');
      expect(body.data.schools).toEqual([]);
      expect(body.data.pagination).toMatchObject({ currentPage: 99, total: p.dataset.schools.length, hasNextPage: false, hasPrevPage: true });
    });

    it('serves the assign-mentor modal: active mentors of one school, limit 100, read from data.mentors', async () => {
      const school = p.schoolA;
      const body = await get(`/admin/mentors?schoolCode=${school.code}&status=active&limit=100`);
      const expected = p.dataset.mentors.filter((m) => m.schoolCode === school.code && m.isActive !== false);
      expect((body.data.mentors as Row[]).map((m) => m._id).sort()).toEqual(expected.map((m) => m.id).sort());
      expect(expected.length).toBeGreaterThan(0);
    });
  });

  describe('search (case-insensitive substring over the spec fields)', () => {
    it('finds teams by team name, Team ID, school name or code, and mentor name', async () => {
      const team = p.dataset.teams[7]!;
      const school = schoolOf(team.schoolCode);
      const mentor = p.dataset.mentors.find((m) => p.dataset.teams.some((x) => x.assignedMentorId === m.id))!;
      const word = school.name.split(' ').slice(-1)[0]!.toUpperCase();
      const cases: Array<[string, (x: (typeof p.dataset.teams)[number]) => boolean]> = [
        [team.teamId.toLowerCase(), (x) => includes(x.teamId, team.teamId)],
        [team.teamName.toUpperCase(), (x) => includes(x.teamName, team.teamName) || includes(schoolOf(x.schoolCode).name, team.teamName)],
        [word, (x) => includes(x.teamName, word) || includes(schoolOf(x.schoolCode).name, word) || includes(x.teamId, word)],
        [mentor.name!, (x) => includes(p.dataset.mentors.find((m) => m.id === x.assignedMentorId)?.name, mentor.name!)],
      ];
      for (const [term, match] of cases) {
        const { rows } = await all('teams', `search=${encodeURIComponent(term)}`);
        const expected = p.dataset.teams.filter(match).map((x) => x.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(rows.map((r) => r._id).sort()).toEqual(expect.arrayContaining(expected.sort()));
        for (const row of rows) {
          const hay = [row.teamName, row.teamId, row.schoolName, row.schoolCode, row.assignedMentorName, (row.mentor as Row | null)?.mentorId];
          expect(hay.some((v) => includes(v, term))).toBe(true);
        }
      }
    });

    it('finds teams with a term too short for a trigram exactly what ILIKE finds, in Team ID order, with the total, whichever schools hold it', async () => {
      // the teams' search reads the schools first: a term in every school's name ("kv") finds every
      // team; in all but a few, the teams and mentors of those few are read for it
      const regionAdmin = tokens.region_admin;
      async function listed(path: string, token: string): Promise<{ ids: string[]; total: number }> {
        const ids: string[] = [];
        let total = -1;
        for (let page = 1; ; page += 1) {
          const body = await get(`${path}&limit=100&page=${page}`, token);
          if (total < 0) total = Number(body.data.pagination.total);
          ids.push(...(body.data.teams as Row[]).map((r) => r._id as string));
          if (!body.data.pagination.hasNextPage) return { ids, total };
        }
      }
      async function expectIlike(term: string) {
        const like = `%${term}%`;
        const truth = async (region?: string) =>
          (
            await queryRows<{ id: string }>(
              t.db,
              sql`select t.id from teams t join schools s on s.code = t.school_code left join mentors m on m.id = t.assigned_mentor_id
                where (t.team_name ilike ${like} or t.team_id ilike ${like} or s.name ilike ${like} or s.code ilike ${like} or m.name ilike ${like} or m.mentor_id ilike ${like})
                  and (${region ?? null}::text is null or lower(s.region) = lower(${region ?? null}::text))
                order by t.team_id, t.id`,
            )
          ).map((r) => r.id);
        const all = await truth();
        const mine = await truth(p.schoolA.region);
        expect({ term, ...(await listed(`/admin/teams?search=${encodeURIComponent(term)}`, tokens.admin)) }).toEqual({ term, ids: all, total: all.length });
        expect({ term, ...(await listed(`/region-admin/teams?search=${encodeURIComponent(term)}`, regionAdmin)) }).toEqual({ term, ids: mine, total: mine.length });
        return all.length;
      }

      expect(p.dataset.schools.every((s) => includes(s.name, 'kv'))).toBe(true);
      expect(await expectIlike('kv')).toBe(p.dataset.teams.length);
      for (const term of ['Kv', 'zq', '1', 'ag']) await expectIlike(term);

      // two schools of school A's region without "KV"; a team of one and the mentor of a team of the other hold it
      const other = p.dataset.schools.find((s) => s.region === p.schoolA.region && s.code !== p.schoolA.code && p.dataset.teams.some((x) => x.schoolCode === s.code && x.assignedMentorId))!;
      const team = p.schoolA.teams[0]!;
      const mentored = p.dataset.teams.find((x) => x.schoolCode === other.code && x.assignedMentorId)!;
      const mentor = p.dataset.mentors.find((m) => m.id === mentored.assignedMentorId)!;
      const renamed = [p.schoolA.code, other.code];
      await t.db.execute(sql`update schools set name = 'PM SHRI Test School ' || code where code in (${renamed[0]}, ${renamed[1]})`);
      await t.db.execute(sql`update teams set team_name = 'Akvile Coders' where id = ${team.id}`);
      await t.db.execute(sql`update mentors set name = 'Kvetoslav Rao' where id = ${mentor.id}`);
      try {
        const found = await expectIlike('kv');
        const missing = p.dataset.teams.filter((x) => renamed.includes(x.schoolCode) && x.id !== team.id && x.assignedMentorId !== mentor.id);
        expect(missing.length).toBeGreaterThan(0);
        expect(found).toBe(p.dataset.teams.length - missing.length);
        for (const term of ['KV', 'ak', '1']) await expectIlike(term);
        // a filter: the list counted as before
        const active = (await all('teams', 'status=ACTIVE&search=kv')).rows;
        expect(active.every((r) => r.status === 'ACTIVE')).toBe(true);
        expect(await total('teams', 'status=ACTIVE&search=kv')).toBe(active.length);
      } finally {
        for (const s of p.dataset.schools.filter((x) => renamed.includes(x.code))) await t.db.execute(sql`update schools set name = ${s.name} where code = ${s.code}`);
        await t.db.execute(sql`update teams set team_name = ${team.teamName} where id = ${team.id}`);
        await t.db.execute(sql`update mentors set name = ${mentor.name} where id = ${mentor.id}`);
      }
    });

    it('finds students by name, student ID, team and school', async () => {
      const byUuid = teamByUuid();
      const member = p.dataset.teamMembers[11]!;
      const team = byUuid.get(member.teamId)!;
      const school = schoolOf(team.schoolCode);
      for (const term of [member.name.split(' ')[0]!.toLowerCase(), member.studentId, team.teamName, school.code, school.name.toLowerCase()]) {
        const { rows } = await all('students', `search=${encodeURIComponent(term)}`);
        const expected = p.dataset.teamMembers.filter((m) => {
          const x = byUuid.get(m.teamId)!;
          const s = schoolOf(x.schoolCode);
          return [m.name, m.studentId, x.teamName, x.teamId, s.name, s.code].some((v) => includes(v, term));
        });
        expect(rows.map((r) => r._id).sort()).toEqual(expected.map((m) => m.id).sort());
      }
    });

    it('finds schools by code, name, district and region', async () => {
      const school = p.dataset.schools[42]!;
      for (const term of [school.code, school.district!.toUpperCase(), school.region.toLowerCase(), 'pm shri']) {
        const { rows } = await all('schools', `search=${encodeURIComponent(term)}`);
        const expected = p.dataset.schools.filter((s) => [s.code, s.name, s.district, s.region].some((v) => includes(v, term)));
        expect(rows.map((r) => r.schoolCode).sort()).toEqual(expected.map((s) => s.code).sort());
      }
    });

    it('finds with a term too short for a trigram (read as lower() LIKE) exactly what ILIKE finds, in any case', async () => {
      for (const term of ['kV', 'Pm', '1', 'é']) {
        const { rows } = await all('schools', `search=${encodeURIComponent(term)}`);
        const [{ n }] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from schools where code ilike ${`%${term}%`} or name ilike ${`%${term}%`} or district ilike ${`%${term}%`} or region ilike ${`%${term}%`}`,
        );
        expect(rows.length).toBe(n);
        const expected = p.dataset.schools.filter((s) => [s.code, s.name, s.district, s.region].some((v) => includes(v, term)));
        expect(rows.map((r) => r.schoolCode).sort()).toEqual(expected.map((s) => s.code).sort());
      }
    });

    it('finds beyond ASCII what ILIKE finds when every row is read (an ASCII term takes a cheaper comparison first)', async () => {
      // a short term, and a common one (more matches than go inline), over names holding other
      // characters: accented letters, and the Kelvin sign, which some locales fold to an ASCII 'k'
      const school = p.dataset.schools[7]!;
      const name = 'PM SHRI Zoë \u212AV Ñandú';
      await t.db.execute(sql`update schools set name = ${name} where code = ${school.code}`);
      try {
        for (const term of ['kv', 'zo', 'ÑA', 'ë', 'pm shri', 'zoë']) {
          const [expected] = await queryRows<{ found: boolean }>(t.db, sql`select ${name}::text ilike ${`%${term}%`} as found`);
          const { rows } = await all('schools', `search=${encodeURIComponent(term)}`);
          expect({ term, found: rows.some((r) => r.schoolCode === school.code) }).toEqual({ term, found: expected!.found });
        }
      } finally {
        await t.db.execute(sql`update schools set name = ${school.name} where code = ${school.code}`);
      }
    });

    it('finds mentors by name, mentor ID, email, phone and school', async () => {
      const mentor = p.dataset.mentors[3]!;
      for (const term of [mentor.name!.toUpperCase(), mentor.mentorId!, mentor.email!, mentor.contactNumber!, schoolOf(mentor.schoolCode).name]) {
        const { rows } = await all('mentors', `search=${encodeURIComponent(term)}`);
        const expected = p.dataset.mentors.filter((m) =>
          [m.name, m.mentorId, m.teacherId, m.email, m.contactNumber, schoolOf(m.schoolCode).name, m.schoolCode].some((v) => includes(v, term)),
        );
        expect(rows.map((r) => r._id).sort()).toEqual(expected.map((m) => m.id).sort());
      }
    });

    it('finds registrations by email, contact, school code, school name, district and state', async () => {
      const reg = p.dataset.registrations[5]!;
      for (const term of [reg.email.toUpperCase(), reg.contactNumber!, reg.schoolCode, reg.kvName, reg.district!, reg.state!.toLowerCase()]) {
        const { rows } = await all('registrations', `search=${encodeURIComponent(term)}`);
        const expected = p.dataset.registrations.filter((r) =>
          [r.email, r.contactNumber, r.schoolCode, r.kvName, r.district, r.state].some((v) => includes(v, term)),
        );
        expect(rows.map((r) => r._id).sort()).toEqual(expected.map((r) => r.id).sort());
      }
    });

    it("treats LIKE's wildcards as text and a blank search as none", async () => {
      expect(await total('schools', 'search=%25')).toBe(0);
      expect(await total('schools', 'search=_')).toBe(0);
      expect(await total('schools', 'search=%20%20')).toBe(p.dataset.schools.length);
      for (const list of LISTS) expect(await total(list, 'search=zqxjzqxj')).toBe(0);
    });
  });

  describe('filters', () => {
    it('filters teams by status, category, phase, region (group or name), mentor and school', async () => {
      for (const status of TEAM_STATUSES) {
        expect(await total('teams', `status=${status.toLowerCase()}`)).toBe(p.dataset.teams.filter((x) => x.status === status).length);
      }
      for (const category of CATEGORIES) {
        expect(await total('teams', `category=${category}`)).toBe(p.dataset.teams.filter((x) => x.category === category).length);
      }
      for (const phase of PHASES) {
        expect(await total('teams', `phase=${phase}`)).toBe(p.dataset.teams.filter((x) => (x.currentPhase ?? 1) === phase).length);
      }
      expect(await total('teams', 'region=Northeast')).toBe(p.dataset.teams.filter((x) => regionGroupOf(schoolOf(x.schoolCode).region) === 'Northeast').length);
      expect(await total('teams', 'region=delhi')).toBe(p.dataset.teams.filter((x) => schoolOf(x.schoolCode).region === 'Delhi').length);
      expect(await total('teams', 'mentor=unassigned')).toBe(p.dataset.teams.filter((x) => !x.assignedMentorId).length);
      expect(await total('teams', `schoolCode=${p.schoolA.code}`)).toBe(p.schoolA.teams.length);
      expect(await total('teams', 'status=all&category=')).toBe(p.dataset.teams.length);
    });

    it('combines a filter with a search (AND)', async () => {
      const rows = (await all('teams', 'status=ACTIVE&category=sr&search=kv')).rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatchObject({ status: 'ACTIVE', category: 'sr' });
    });

    it('filters students by class (8-12), gender, category, region and school', async () => {
      const byUuid = teamByUuid();
      for (const cls of STUDENT_CLASSES) {
        expect(await total('students', `class=${cls}`)).toBe(p.dataset.teamMembers.filter((m) => m.class === cls).length);
      }
      for (const gender of GENDERS) {
        expect(await total('students', `gender=${gender}`)).toBe(p.dataset.teamMembers.filter((m) => m.gender === gender).length);
      }
      for (const category of CATEGORIES) {
        expect(await total('students', `category=${category}`)).toBe(p.dataset.teamMembers.filter((m) => byUuid.get(m.teamId)!.category === category).length);
      }
      expect(await total('students', 'region=South')).toBe(
        p.dataset.teamMembers.filter((m) => regionGroupOf(schoolOf(byUuid.get(m.teamId)!.schoolCode).region) === 'South').length,
      );
      expect(await total('students', `schoolCode=${p.schoolB.code}`)).toBe(studentsOfSchool(p.schoolB.code));
    });

    it('filters schools by activity bucket, activity status, region and registration', async () => {
      const facts = p.dataset.schools.map((s) => ({ s, f: schoolFacts(s.code) }));
      for (const level of SCHOOL_ACTIVITY_LEVELS) {
        expect(await total('schools', `activity=${level}`)).toBe(facts.filter((x) => x.f.level === level).length);
      }
      for (const status of SCHOOL_STATUSES) {
        expect(await total('schools', `status=${status}`)).toBe(facts.filter((x) => x.f.status === status).length);
      }
      expect(facts.some((x) => x.f.level === 'low') && facts.some((x) => x.f.level === 'inactive')).toBe(true);
      expect(await total('schools', 'registration=not_registered')).toBe(facts.filter((x) => x.f.registrations === 0).length);
      for (const region of KVS_REGIONS.slice(0, 3)) {
        expect(await total('schools', `region=${encodeURIComponent(region.group)}`)).toBe(p.dataset.schools.filter((s) => regionGroupOf(s.region) === region.group).length);
      }
    });

    it('filters mentors by status, assignment, region and school', async () => {
      const active = p.dataset.mentors.filter((m) => m.isActive !== false).length;
      expect(await total('mentors', 'status=active')).toBe(active);
      expect(await total('mentors', 'status=inactive')).toBe(p.dataset.mentors.length - active);
      expect(await total('mentors', 'assignment=unassigned')).toBe(p.dataset.mentors.filter((m) => assignedCount(m.id) === 0).length);
      expect(await total('mentors', 'assignment=assigned')).toBe(p.dataset.mentors.filter((m) => assignedCount(m.id) > 0).length);
      expect(await total('mentors', 'assignment=full')).toBe(p.dataset.mentors.filter((m) => assignedCount(m.id) >= 2).length);
      expect(await total('mentors', 'region=West')).toBe(p.dataset.mentors.filter((m) => regionGroupOf(schoolOf(m.schoolCode).region) === 'West').length);
    });

    it('filters registrations by payment status, registration status, region group, state and category', async () => {
      for (const status of PAYMENT_STATUSES) {
        expect(await total('registrations', `paymentStatus=${status}`)).toBe(p.dataset.registrations.filter((r) => r.paymentStatus === status).length);
      }
      for (const status of REGISTRATION_STATUSES) {
        expect(await total('registrations', `registrationStatus=${status}`)).toBe(p.dataset.registrations.filter((r) => r.registrationStatus === status).length);
      }
      expect(await total('registrations', 'region=CENTRAL')).toBe(p.dataset.registrations.filter((r) => regionGroupOf(r.region) === 'Central').length);
      const state = p.dataset.registrations[0]!.state!;
      expect(await total('registrations', `state=${encodeURIComponent(state.toLowerCase())}`)).toBe(p.dataset.registrations.filter((r) => r.state === state).length);
      for (const category of CATEGORIES) {
        const schools = new Set(p.dataset.teams.filter((x) => x.category === category).map((x) => x.schoolCode));
        expect(await total('registrations', `category=${category}`)).toBe(p.dataset.registrations.filter((r) => schools.has(r.schoolCode)).length);
      }
    });

    it.each([
      ['teams', 'status=DISQUALIFIED', `status must be one of: ${TEAM_STATUSES.join(', ')}`],
      ['teams', 'phase=4', ADMIN_LIST_MSG.phase],
      ['teams', 'schoolCode=%27%3B--', ADMIN_LIST_MSG.schoolCode],
      ['students', 'class=7', ADMIN_LIST_MSG.class],
      ['students', 'gender=x', 'gender must be one of: male, female, other'],
      ['schools', 'activity=busy', 'activity must be one of: high, medium, low, inactive'],
      ['mentors', 'assignment=some', 'assignment must be one of: assigned, unassigned, full'],
      ['registrations', 'paymentStatus=paid', `paymentStatus must be one of: ${PAYMENT_STATUSES.join(', ')}`],
      ['registrations', 'state=Atlantis', 'state must be one of'],
      ['registrations', 'region=Mars', 'region must be one of: North, South, East, West, Central, Northeast, Agra'],
      ['registrations', 'password=1', 'property password should not exist'],
    ])('refuses %s?%s with a 400 naming the options', async (list, query, message) => {
      const res = await t.request().get(`/api/admin/${list}?${query}`).set(admin()).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(message);
    });
  });

  describe('paging edges and sort', () => {
    it.each(LISTS.flatMap((list) => [
      [list, 'page=0', PAGING_MSG.page],
      [list, 'page=-1', PAGING_MSG.page],
      [list, 'page=abc', PAGING_MSG.page],
      [list, 'limit=10000', PAGING_MSG.limit],
      [list, 'limit=-5', PAGING_MSG.limit],
      [list, 'limit=ten', PAGING_MSG.limit],
      [list, 'sort=password_hash', 'sort must be one of:'],
      [list, 'order=sideways', PAGING_MSG.order],
    ]))('GET /admin/%s?%s is a 400 with its message', async (list, query, message) => {
      const res = await t.request().get(`/api/admin/${list}?${query}`).set(admin()).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('accepts the largest page, 100', async () => {
      const body = await get('/admin/students?limit=100');
      expect(body.data.students).toHaveLength(100);
    });

    it('sorts by a whitelisted key in either order, and pages through ties without repeats', async () => {
      const desc = (await all('teams', 'sort=totalScore&order=desc')).rows.map((r) => r.totalScore as number);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const names = (await get('/admin/schools?sort=schoolName&order=asc&limit=100')).data.schools as Row[];
      const sorted = [...names].sort((a, b) => ((a.schoolName as string) < (b.schoolName as string) ? -1 : (a.schoolName as string) > (b.schoolName as string) ? 1 : 0));
      expect(names.map((n) => n.schoolName)).toEqual(sorted.map((n) => n.schoolName));
      const byClass = await all('students', 'sort=class');
      expect(new Set(byClass.rows.map((r) => r._id)).size).toBe(p.dataset.teamMembers.length);
      const scores = (await all('schools', 'sort=activityScore&order=desc')).rows.map((r) => r.activityScore as number);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const participants = (await all('schools', 'sort=totalParticipants&order=desc&activity=low')).rows;
      expect(participants.length).toBe(p.dataset.schools.filter((s) => schoolFacts(s.code).level === 'low').length);
      for (const row of participants) expect(row.totalParticipants).toBe(schoolFacts(row.schoolCode as string).participants);
      const counts = participants.map((r) => r.totalParticipants as number);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const mentors = (await all('mentors', 'sort=assignedTeams&order=desc')).rows.map((r) => r.assignedTeamsCount as number);
      expect(mentors).toEqual([...mentors].sort((a, b) => b - a));
    });
  });

  describe('counters (the stat tiles) agree with the lists', () => {
    it('teams', async () => {
      const c = (await get('/admin/teams/counters')).data as Record<string, Record<string, number> & number>;
      expect(c.total).toBe(p.dataset.teams.length);
      for (const status of TEAM_STATUSES) expect(c.byStatus[status]).toBe(await total('teams', `status=${status}`));
      for (const category of CATEGORIES) expect(c.byCategory[category]).toBe(await total('teams', `category=${category}`));
      for (const phase of PHASES) expect(c.byPhase[phase]).toBe(await total('teams', `phase=${phase}`));
      expect(c.withMentor).toBe(await total('teams', 'mentor=assigned'));
      expect(c.withoutMentor).toBe(await total('teams', 'mentor=unassigned'));
      expect(c.members).toBe(p.dataset.teamMembers.length);
    });

    it('students', async () => {
      const c = (await get('/admin/students/counters')).data as Record<string, Record<string, number> & number>;
      expect(c.total).toBe(p.dataset.teamMembers.length);
      for (const cls of STUDENT_CLASSES) expect(c.byClass[cls]).toBe(await total('students', `class=${cls}`));
      for (const gender of GENDERS) expect(c.byGender[gender]).toBe(await total('students', `gender=${gender}`));
      for (const category of CATEGORIES) expect(c.byCategory[category]).toBe(await total('students', `category=${category}`));
      expect(c.leaders).toBe(p.dataset.teamMembers.filter((m) => m.isLeader).length);
    });

    it('schools', async () => {
      const c = (await get('/admin/schools/counters')).data as Record<string, Record<string, number> & number>;
      expect(c.total).toBe(p.dataset.schools.length);
      expect(c.registered).toBe(await total('schools', 'registration=registered'));
      expect(c.notRegistered).toBe(await total('schools', 'registration=not_registered'));
      expect(c.withTeams).toBe(new Set(p.dataset.teams.map((x) => x.schoolCode)).size);
      for (const level of SCHOOL_ACTIVITY_LEVELS) expect(c.byActivity[level]).toBe(await total('schools', `activity=${level}`));
      for (const status of SCHOOL_STATUSES) expect(c.byStatus[status]).toBe(await total('schools', `status=${status}`));
    });

    it('mentors', async () => {
      const c = (await get('/admin/mentors/counters')).data as Record<string, number>;
      expect(c).toEqual({
        total: p.dataset.mentors.length,
        active: await total('mentors', 'status=active'),
        inactive: await total('mentors', 'status=inactive'),
        assigned: await total('mentors', 'assignment=assigned'),
        unassigned: await total('mentors', 'assignment=unassigned'),
        full: await total('mentors', 'assignment=full'),
      });
    });

    it('registrations', async () => {
      const c = (await get('/admin/registrations/counters')).data as Record<string, Record<string, number> & number>;
      expect(c.total).toBe(p.dataset.registrations.length);
      for (const status of PAYMENT_STATUSES) expect(c.byPaymentStatus[status]).toBe(await total('registrations', `paymentStatus=${status}`));
      for (const status of REGISTRATION_STATUSES) expect(c.byRegistrationStatus[status]).toBe(await total('registrations', `registrationStatus=${status}`));
      expect(c.otpVerified).toBe(p.dataset.registrations.filter((r) => r.otpVerified).length);
    });

    it('GET /admin/stats/comprehensive carries the overview stats and every list\'s counters', async () => {
      const body = await get('/admin/stats/comprehensive');
      const stats = (await get('/admin/stats')).data;
      expect(body.data.stats).toEqual(stats);
      for (const list of LISTS) expect(body.data[list]).toEqual((await get(`/admin/${list}/counters`)).data);
      expect(Date.parse(body.data.generatedAt as unknown as string)).not.toBeNaN();
      // the overview's quick action: the pending payment count
      expect((stats as unknown as Record<string, number>).paymentPending).toBe(p.dataset.registrations.filter((r) => r.paymentStatus === 'submitted').length);
    });
  });

  describe('matchesIn (the search across a neighbouring table)', () => {
    const numbers = (n: number) => sql`select g::text from generate_series(1, ${n}) as g`;
    const run = async (condition: ReturnType<typeof sql> | undefined) =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from generate_series(1, ${INLINE_MATCHES_MAX + 10}) as x where ${condition ?? sql`false`}`))[0]!.n;

    it('passes a few matches as one array of keys, many as a subquery (or the given condition), none as no condition', async () => {
      const few = await matchesIn(t.db, sql`x::text`, numbers(3), { type: 'text' });
      expect(few?.keys).toBe(3);
      expect(await run(few?.condition)).toBe(3);
      const many = await matchesIn(t.db, sql`x::text`, numbers(INLINE_MATCHES_MAX + 1), { type: 'text' });
      expect(many?.keys).toBe(Infinity);
      expect(await run(many?.condition)).toBe(INLINE_MATCHES_MAX + 1);
      const exactly = await matchesIn(t.db, sql`x::text`, numbers(INLINE_MATCHES_MAX), { type: 'text' });
      expect(exactly?.keys).toBe(INLINE_MATCHES_MAX);
      expect(await run(exactly?.condition)).toBe(INLINE_MATCHES_MAX);
      expect(await matchesIn(t.db, sql`x::text`, numbers(0), { type: 'text' })).toBeUndefined();
      const whenMany = await matchesIn(t.db, sql`x::text`, numbers(INLINE_MATCHES_MAX + 1), { type: 'text', whenMany: sql`x <= 7` });
      expect(await run(whenMany?.condition)).toBe(7);
    });

    it('tells whether a key is one found (`has`), whether few or many were found', async () => {
      const few = await matchesIn(t.db, sql`x::text`, numbers(3), { type: 'text' });
      expect(await run(few?.has(sql`x::text`))).toBe(3);
      const many = await matchesIn(t.db, sql`x::text`, numbers(INLINE_MATCHES_MAX + 1), { type: 'text', whenMany: sql`x <= 7`, foundWhenMany: numbers(9) });
      expect(await run(many?.has(sql`x::text`))).toBe(9);
    });
  });
});
