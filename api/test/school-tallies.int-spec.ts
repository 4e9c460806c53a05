import { randomBytes } from 'node:crypto';
import {
  CATEGORIES,
  GENDERS,
  PHASES,
  SCHOOL_ACTIVITY_LEVELS,
  SCHOOL_STATUSES,
  STUDENT_CLASSES,
  TEAM_STATUSES,
  schoolActivityLevel,
  schoolActivityScore,
  schoolActivityStatus,
  type AdminSchoolCounters,
  type AdminStudentCounters,
  type AdminTeamCounters,
} from '@hackathon/contracts';
import { Pool } from 'pg';
import type { AuthUser } from '../src/auth/auth-user';
import { openDatabase, readMigrations, runMigrations, type DatabaseHandle, type SqlClient } from '../src/database';
import { ReaderScope } from '../src/kernel';
import { adminStats, statsFromTiles } from '../src/modules/admin/admin-stats';
import { mentorsList } from '../src/modules/admin/lists/mentors.list';
import { registrationsList } from '../src/modules/admin/lists/registrations.list';
import { schoolsList } from '../src/modules/admin/lists/schools.list';
import { studentsList } from '../src/modules/admin/lists/students.list';
import { teamsList } from '../src/modules/admin/lists/teams.list';
import { loadDataset } from '../src/modules/demo/dataset-loader';
import { generateDataset } from '../src/modules/demo/generator';
import { MIGRATIONS_DIR } from '../src/paths';

/**
 * The teams', students' and schools' tiles add up the figures school_counts keeps per school
 * (migration 0018: registrations, teams by status, by phase and with a mentor, students by class,
 * gender, leadership and category, beside 0015's), kept by triggers on teams, team_members and
 * registrations. Whatever writes them (the migration's back-fill, a team created, edited, moved
 * through the phases, given or losing a mentor, deleted; a member added, edited, moved, removed; a
 * mentor deleted under its teams; a registration added, moved or removed; a school deleted; a
 * truncate; the demo data set's bulk loader; two transactions on one school at the same time),
 * every kept figure must equal a real count, and the tiles must equal tiles counted from the rows
 * themselves, over every scope (and the overview counters taken from them, the dashboard's).
 * In-memory PGlite, or a new schema on DATABASE_URL.
 */

jest.setTimeout(120_000);

let handle: DatabaseHandle;
let schemaName: string | undefined;

const run = (text: string, params?: unknown[]) => handle.withClient((client: SqlClient) => client.query(text, params));

/** Each kept team figure and the teams it counts (`t`: a team of the school). */
const TEAM_FIGURES: Record<string, string> = {
  teams: 'true',
  jr_teams: `t.category = 'jr'`,
  sr_teams: `t.category = 'sr'`,
  participating_teams: `t.status in ('ACTIVE', 'FINALIST', 'WINNER')`,
  active_teams: `t.status = 'ACTIVE'`,
  inactive_teams: `t.status = 'INACTIVE'`,
  suspended_teams: `t.status = 'SUSPENDED'`,
  eliminated_teams: `t.status = 'ELIMINATED'`,
  finalist_teams: `t.status = 'FINALIST'`,
  winner_teams: `t.status = 'WINNER'`,
  phase1_teams: 't.current_phase = 1',
  phase2_teams: 't.current_phase = 2',
  phase3_teams: 't.current_phase = 3',
  mentored_teams: 't.assigned_mentor_id is not null',
};

/** Each kept student figure and the members it counts (`tm`, of a team `t` of the school). */
const STUDENT_FIGURES: Record<string, string> = {
  students: 'true',
  leaders: 'tm.is_leader',
  ...Object.fromEntries([8, 9, 10, 11, 12].map((grade) => [`class_${grade}`, `tm.class = ${grade}`])),
  male_students: `tm.gender = 'male'`,
  female_students: `tm.gender = 'female'`,
  other_students: `tm.gender = 'other'`,
  jr_students: `t.category = 'jr'`,
  sr_students: `t.category = 'sr'`,
};

/** Every kept figure of every school, counted from the rows. */
const ACTUAL: Record<string, string> = {
  mentors: 'select count(*) from mentors m where m.school_code = s.code',
  registrations: 'select count(*) from registrations r where r.school_code = s.code',
  ...Object.fromEntries(Object.entries(TEAM_FIGURES).map(([name, where]) => [name, `select count(*) from teams t where t.school_code = s.code and ${where}`])),
  ...Object.fromEntries(
    Object.entries(STUDENT_FIGURES).map(([name, where]) => [name, `select count(*) from teams t join team_members tm on tm.team_id = t.id where t.school_code = s.code and ${where}`]),
  ),
};

/** Every school whose kept figures differ from a real count (its code, actual and kept), and every kept row without its school. */
async function drift(): Promise<unknown[]> {
  const names = Object.keys(ACTUAL);
  return run(`
    with actual as (select s.code, ${names.map((name) => `(${ACTUAL[name]})::int as ${name}`).join(', ')} from schools s)
    select a.*, to_jsonb(c) as kept from actual a left join school_counts c on c.school_code = a.code
     where (${names.map((name) => `coalesce(c.${name}, 0)`).join(', ')}) <> (${names.map((name) => `a.${name}`).join(', ')})
    union all
    select c.school_code, ${names.map(() => 'null').join(', ')}, to_jsonb(c) from school_counts c where not exists (select 1 from schools s where s.code = c.school_code)`);
}

async function kept(code: string): Promise<Record<string, number>> {
  const rows = await run(`select * from school_counts where school_code = $1`, [code]);
  return (rows[0] as Record<string, number>) ?? {};
}

const SCOPES: Record<string, AuthUser> = {
  all: { sub: 'a', role: 'admin' },
  // schools TS1 and TS2: region spelled 'North' and 'north'
  region: { sub: 'r', role: 'region_admin', region: 'NORTH' },
  school: { sub: 'h', role: 'school_admin', schoolCode: 'TS1' },
  'school without figures': { sub: 'h', role: 'school_admin', schoolCode: 'TS7' },
  nothing: { sub: 'n', role: 'region_admin' },
};

/** The teams (`t`) of a scope, as SQL. */
function teamsOf(user: AuthUser): string {
  if (user.role === 'admin') return 'true';
  if (user.role === 'region_admin') return user.region ? `t.school_code in (select code from schools where lower(region) = lower('${user.region}'))` : 'false';
  if (user.role === 'team') return `t.id = '${user.sub}'`;
  return `t.school_code = '${user.schoolCode}'`;
}

/** The schools (`s`) of a scope, as SQL. */
function schoolsOf(user: AuthUser): string {
  if (user.role === 'admin') return 'true';
  if (user.role === 'region_admin') return user.region ? `lower(s.region) = lower('${user.region}')` : 'false';
  return `s.code = '${user.schoolCode}'`;
}

/** The teams' tiles counted team by team. */
async function realTeamCounters(user: AuthUser): Promise<AdminTeamCounters> {
  const rows = (await run(
    `select t.status, t.category, t.current_phase as phase, t.assigned_mentor_id is not null as with_mentor,
            (select count(*) from team_members tm where tm.team_id = t.id)::int as members
       from teams t where ${teamsOf(user)}`,
  )) as Array<{ status: string; category: string; phase: number; with_mentor: boolean; members: number }>;
  const tiles = <K extends string | number>(keys: readonly K[], of: (row: (typeof rows)[number]) => unknown) =>
    Object.fromEntries(keys.map((key) => [key, rows.filter((row) => of(row) === key).length])) as Record<K, number>;
  const withMentor = rows.filter((row) => row.with_mentor).length;
  return {
    total: rows.length,
    byStatus: tiles(TEAM_STATUSES, (row) => row.status),
    byCategory: tiles(CATEGORIES, (row) => row.category),
    byPhase: tiles(PHASES, (row) => Number(row.phase)),
    withMentor,
    withoutMentor: rows.length - withMentor,
    members: rows.reduce((sum, row) => sum + Number(row.members), 0),
  };
}

/** The students' tiles counted member by member. */
async function realStudentCounters(user: AuthUser): Promise<AdminStudentCounters> {
  const rows = (await run(`select tm.class, tm.gender, tm.is_leader, t.category from team_members tm join teams t on t.id = tm.team_id where ${teamsOf(user)}`)) as Array<{
    class: number;
    gender: string;
    is_leader: boolean;
    category: string;
  }>;
  const tiles = <K extends string | number>(keys: readonly K[], of: (row: (typeof rows)[number]) => unknown) =>
    Object.fromEntries(keys.map((key) => [key, rows.filter((row) => of(row) === key).length])) as Record<K, number>;
  return {
    total: rows.length,
    byClass: tiles(STUDENT_CLASSES, (row) => Number(row.class)),
    byGender: tiles(GENDERS, (row) => row.gender),
    byCategory: tiles(CATEGORIES, (row) => row.category),
    leaders: rows.filter((row) => row.is_leader).length,
  };
}

/** The schools' tiles counted school by school (the contracts' own score and levels). */
async function realSchoolCounters(user: AuthUser): Promise<AdminSchoolCounters> {
  const rows = (await run(
    `select (select count(*) from registrations r where r.school_code = s.code)::int as registrations,
            (select count(*) from teams t where t.school_code = s.code)::int as teams,
            (select count(*) from mentors m where m.school_code = s.code)::int as mentors,
            (select count(*) from teams t join team_members tm on tm.team_id = t.id where t.school_code = s.code)::int as students
       from schools s where ${schoolsOf(user)}`,
  )) as Array<{ registrations: number; teams: number; mentors: number; students: number }>;
  const levels = rows.map((row) => schoolActivityLevel(schoolActivityScore(row)));
  const statuses = rows.map((row) => schoolActivityStatus(row.registrations + row.students));
  const registered = rows.filter((row) => row.registrations > 0).length;
  return {
    total: rows.length,
    registered,
    notRegistered: rows.length - registered,
    withTeams: rows.filter((row) => row.teams > 0).length,
    byActivity: Object.fromEntries(SCHOOL_ACTIVITY_LEVELS.map((level) => [level, levels.filter((l) => l === level).length])) as AdminSchoolCounters['byActivity'],
    byStatus: Object.fromEntries(SCHOOL_STATUSES.map((status) => [status, statuses.filter((s) => s === status).length])) as AdminSchoolCounters['byStatus'],
  };
}

/**
 * No drift; the tiles of every scope (and of a team's own) as counted from the rows; and the
 * overview counters the comprehensive stats take from the tiles as the dashboard counts them.
 */
async function expectRight(): Promise<void> {
  expect(await drift()).toEqual([]);
  const [team] = (await run(`select id, school_code from teams order by team_id limit 1`)) as Array<{ id: string; school_code: string }>;
  const users = { ...SCOPES, ...(team && { team: { sub: team.id, role: 'team', schoolCode: team.school_code } as AuthUser }) };
  for (const [name, user] of Object.entries(users)) {
    const scope = ReaderScope.of(user);
    const teams = await teamsList.counters(handle.db, scope);
    const schools = await schoolsList.counters(handle.db, scope);
    expect({ name, teams }).toEqual({ name, teams: await realTeamCounters(user) });
    expect({ name, students: await studentsList.counters(handle.db, scope) }).toEqual({ name, students: await realStudentCounters(user) });
    expect({ name, schools }).toEqual({ name, schools: await realSchoolCounters(user) });
    if (user.role === 'team') continue;
    const tiles = { teams, schools, mentors: await mentorsList.counters(handle.db, scope), registrations: await registrationsList.counters(handle.db, scope) };
    expect({ name, stats: statsFromTiles(tiles) }).toEqual({ name, stats: await adminStats(handle.db, scope) });
  }
}

function addTeamSql(teamId: string, school: string, teamNumber: number, extra: { status?: string; phase?: number; mentor?: string } = {}): string {
  const category = teamId.includes('SR') ? 'sr' : 'jr';
  const mentor = extra.mentor ? `(select id from mentors where mentor_id = '${extra.mentor}')` : 'null';
  return `insert into teams (team_id, school_code, team_number, team_name, category, password_hash, status, current_phase, assigned_mentor_id)
    values ('${teamId}', '${school}', ${teamNumber}, '${teamId}', '${category}', 'x', '${extra.status ?? 'ACTIVE'}', ${extra.phase ?? 1}, ${mentor})`;
}

async function addMembers(teamId: string, positions: number[], grade: number): Promise<void> {
  const values = positions.map((p) => `((select id from teams where team_id = '${teamId}'), ${p}, '${teamId}-M${p}', '${teamId}-S${p}', 'Student ${p}', ${grade}, 'female')`);
  await run(`insert into team_members (team_id, position, member_id, student_id, name, class, gender) values ${values.join(', ')}`);
}

const registrationValues = (school: string) => `('${school}', '${school}@example.org', '${school} school', 'REF-${school}')`;
const addRegistrationsSql = (...codes: string[]) => `insert into registrations (school_code, email, kv_name, reference_number) values ${codes.map(registrationValues).join(', ')}`;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  schemaName = url ? `test_st_${randomBytes(4).toString('hex')}` : undefined;
  handle = await openDatabase(url ? { kind: 'postgres', url, schema: schemaName! } : { kind: 'pglite', dataDir: null });
  const silent = { log: () => undefined, warn: () => undefined } as never;
  // the schema before 0018 and some data in it, for the migration's back-fill
  const migrations = readMigrations(MIGRATIONS_DIR);
  await handle.withClient((client) => runMigrations(client, migrations.filter((m) => m.name < '0018'), silent));
  await run(
    `insert into schools (code, name, region) values ('TS1', 'School one', 'North'), ('TS2', 'School two', 'north'), ('TS3', 'School three', 'South'),
       ('TS4', 'School four', 'North'), ('TS5', 'School five', 'South'), ('TS7', 'School seven', 'South')`,
  );
  await run(addRegistrationsSql('TS1', 'TS3', 'TS5'));
  await run(`insert into mentors (mentor_id, teacher_id, school_code, slot) values ('TM1', 'TM1', 'TS1', 1), ('TM2', 'TM2', 'TS1', 2), ('TM3', 'TM3', 'TS3', 1)`);
  await run(addTeamSql('TS1AJR1', 'TS1', 1, { mentor: 'TM1' }));
  await run(addTeamSql('TS1BSR2', 'TS1', 2, { status: 'FINALIST', phase: 3, mentor: 'TM2' }));
  await run(addTeamSql('TS1CJR3', 'TS1', 3, { status: 'ELIMINATED' }));
  await run(addTeamSql('TS2AJR1', 'TS2', 1, { status: 'SUSPENDED', phase: 2 }));
  await run(addTeamSql('TS3ASR1', 'TS3', 1, { status: 'WINNER', phase: 3, mentor: 'TM3' }));
  await addMembers('TS1AJR1', [1, 2, 3], 8);
  await addMembers('TS1BSR2', [1, 2], 11);
  await addMembers('TS3ASR1', [1, 2, 3, 4], 12);
  await run(`update team_members set is_leader = true, gender = 'other' where member_id = 'TS3ASR1-M1'`);
  await run(`update team_members set gender = 'male' where member_id like 'TS1BSR2-%'`);
  await handle.withClient((client) => runMigrations(client, migrations, silent));
});

afterAll(async () => {
  await handle?.close();
  if (process.env.DATABASE_URL && schemaName) {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`).finally(() => pool.end());
  }
});

describe('school_counts tallies of the teams, students and schools tiles (migration 0018)', () => {
  it('back-fills every school with teams, mentors or a registration', async () => {
    expect(await kept('TS1')).toMatchObject({ registrations: 1, teams: 3, active_teams: 1, finalist_teams: 1, eliminated_teams: 1, phase1_teams: 2, phase3_teams: 1, mentored_teams: 2 });
    expect(await kept('TS3')).toMatchObject({ students: 4, class_12: 4, leaders: 1, other_students: 1, female_students: 3, sr_students: 4 });
    // a registration and nothing else: a row too
    expect(await kept('TS5')).toMatchObject({ registrations: 1, teams: 0, mentors: 0 });
    expect(await kept('TS4')).toEqual({});
    await expectRight();
  });

  it('counts teams created several at a time and one at a time, and members added', async () => {
    await run(`${addTeamSql('TS4AJR1', 'TS4', 1, { mentor: 'TM1' })}, ('TS4BSR2', 'TS4', 2, 'TS4BSR2', 'sr', 'x', 'INACTIVE', 1, null)`);
    await run(addTeamSql('TS2BJR2', 'TS2', 2));
    await addMembers('TS4AJR1', [1, 2], 9);
    expect(await kept('TS4')).toMatchObject({ teams: 2, active_teams: 1, inactive_teams: 1, mentored_teams: 1, students: 2 });
    await expectRight();
  });

  it('follows status changes, phase transitions (several teams in one statement) and category changes', async () => {
    // the admin's status change
    await run(`update teams set status = 'SUSPENDED' where team_id = 'TS1AJR1'`);
    expect(await kept('TS1')).toMatchObject({ active_teams: 0, suspended_teams: 1 });
    // Phase Management: promote to phase 2 (the status stays ACTIVE), then finalists, across schools
    await run(`update teams set current_phase = 2, phase1_qualified = true where team_id = any($1::text[])`, [['TS2BJR2', 'TS4AJR1']]);
    expect(await kept('TS4')).toMatchObject({ phase1_teams: 1, phase2_teams: 1, active_teams: 1 });
    await run(`update teams set current_phase = 3, status = 'FINALIST' where team_id = any($1::text[])`, [['TS2BJR2', 'TS4AJR1']]);
    expect(await kept('TS2')).toMatchObject({ phase3_teams: 1, finalist_teams: 1, participating_teams: 1 });
    await run(`update teams set status = 'WINNER' where team_id = 'TS2BJR2'`);
    await run(`update teams set status = 'ELIMINATED', eliminated_at = now() where team_id = 'TS4BSR2'`);
    // an edit of the category (the Team ID follows)
    await run(`update teams set category = 'sr', team_id = 'TS1CSR3' where team_id = 'TS1CJR3'`);
    expect(await kept('TS1')).toMatchObject({ jr_teams: 1, sr_teams: 2 });
    // edits that change no figure: a score, a name
    await run(`update teams set total_score = 50, team_name = 'Renamed' where team_id = 'TS3ASR1'`);
    await expectRight();
  });

  it('follows mentors given, moved, taken away, and a mentor deleted under its teams', async () => {
    await run(`update teams set assigned_mentor_id = (select id from mentors where mentor_id = 'TM2') where team_id = 'TS1CSR3'`);
    expect((await kept('TS1')).mentored_teams).toBe(3);
    // from one mentor to another: still mentored
    await run(`update teams set assigned_mentor_id = (select id from mentors where mentor_id = 'TM1') where team_id = 'TS1CSR3'`);
    await run(`update teams set assigned_mentor_id = null where team_id = 'TS4AJR1'`);
    expect((await kept('TS4')).mentored_teams).toBe(0);
    await expectRight();
    // the mentors' module unassigns a mentor's teams, then deletes it
    await run(`update teams set assigned_mentor_id = null where assigned_mentor_id = (select id from mentors where mentor_id = 'TM2')`);
    await run(`delete from mentors where mentor_id = 'TM2'`);
    // a mentor deleted with teams still assigned: the foreign key unassigns them (an update of teams)
    await run(`delete from mentors where mentor_id = 'TM1'`);
    expect(await kept('TS1')).toMatchObject({ mentors: 0, mentored_teams: 0 });
    await expectRight();
  });

  it('follows teams moved to another school and deleted with their members', async () => {
    await run(`update teams set school_code = 'TS2', team_number = 3, team_id = 'TS4AJR3' where team_id = 'TS4AJR1'`);
    expect(await kept('TS4')).toMatchObject({ teams: 1, finalist_teams: 0, phase3_teams: 0, students: 0 });
    expect(await kept('TS2')).toMatchObject({ teams: 3, finalist_teams: 1, students: 2 });
    await run(`delete from teams where team_id = 'TS1BSR2'`);
    expect(await kept('TS1')).toMatchObject({ teams: 2, finalist_teams: 0, phase3_teams: 0, students: 3 });
    await expectRight();
  });

  it("follows members added, edited (class, gender, leadership), moved, removed, and their team's category", async () => {
    await addMembers('TS2AJR1', [1, 2], 9);
    expect(await kept('TS2')).toMatchObject({ students: 4, class_9: 4, female_students: 4, jr_students: 4 });
    await run(`update team_members set class = 10 where member_id = 'TS1AJR1-M1'`);
    await run(`update team_members set gender = 'male' where member_id = 'TS1AJR1-M2'`);
    await run(`update team_members set is_leader = true where member_id = 'TS1AJR1-M2'`);
    expect(await kept('TS1')).toMatchObject({ class_8: 2, class_10: 1, male_students: 1, female_students: 2, leaders: 1 });
    // a rename changes no figure
    await run(`update team_members set name = 'Renamed' where member_id = 'TS1AJR1-M1'`);
    // to a team of another school
    await run(`update team_members set team_id = (select id from teams where team_id = 'TS2AJR1'), position = 3 where member_id = 'TS1AJR1-M3'`);
    expect([(await kept('TS1')).class_8, (await kept('TS2')).class_8]).toEqual([1, 1]);
    await run(`delete from team_members where member_id = 'TS2AJR1-M1'`);
    // the team's category: its members' too
    await run(`update teams set category = 'sr', team_id = 'TS1ASR1' where team_id = 'TS1AJR1'`);
    expect(await kept('TS1')).toMatchObject({ jr_students: 0, sr_students: 2 });
    await expectRight();
  });

  it('follows registrations added, moved and removed, and a school deleted', async () => {
    await run(addRegistrationsSql('TS2', 'TS4'));
    expect((await kept('TS2')).registrations).toBe(1);
    // a payment or status change: no figure changes
    await run(`update registrations set payment_status = 'submitted', registration_status = 'approved' where school_code = 'TS2'`);
    await run(`delete from registrations where school_code = 'TS4'`);
    expect((await kept('TS4')).registrations).toBe(0);
    await run(`update registrations set school_code = 'TS4' where school_code = 'TS5'`);
    expect([(await kept('TS4')).registrations, (await kept('TS5')).registrations]).toEqual([1, 0]);
    await expectRight();
    // a school with nothing left is deleted: its kept row goes with it
    await run(`insert into schools (code, name, region) values ('TS6', 'School six', 'North')`);
    await run(addRegistrationsSql('TS6'));
    expect((await kept('TS6')).registrations).toBe(1);
    await run(`delete from registrations where school_code = 'TS6'`);
    await run(`delete from schools where code in ('TS5', 'TS6')`);
    expect(await run(`select school_code from school_counts where school_code in ('TS5', 'TS6')`)).toEqual([]);
    await expectRight();
  });

  it('loses no change when two transactions move teams of one school at the same time', async () => {
    await run(addTeamSql('TS3BJR2', 'TS3', 2));
    await run(addTeamSql('TS3CSR3', 'TS3', 3));
    const promote = (teamId: string) => `update teams set current_phase = 2 where team_id = '${teamId}'`;
    const url = process.env.DATABASE_URL;
    if (!url) {
      // PGlite has one connection: the transactions can only follow each other
      await run(promote('TS3BJR2'));
      await run(promote('TS3CSR3'));
    } else {
      // the second waits for the first transaction's row of TS3, then counts its change too
      const pool = new Pool({ connectionString: url, max: 2, options: `-c search_path="${schemaName}",public` });
      const [first, second] = [await pool.connect(), await pool.connect()];
      try {
        await first.query('begin');
        await first.query(promote('TS3BJR2'));
        await second.query('begin');
        const waiting = second.query(promote('TS3CSR3'));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await first.query('commit');
        await waiting;
        await second.query('commit');
      } finally {
        first.release();
        second.release();
        await pool.end();
      }
    }
    expect((await kept('TS3')).phase2_teams).toBe(2);
    await expectRight();
  });

  it('follows a truncate, and a bulk import (the demo data set loader)', async () => {
    await run(`truncate teams cascade`);
    expect(await kept('TS3')).toMatchObject({ teams: 0, winner_teams: 0, phase2_teams: 0, mentored_teams: 0, students: 0, registrations: 1 });
    await expectRight();
    const dataset = generateDataset({ scale: 0.05 });
    await handle.db.transaction((tx) => loadDataset(tx, dataset, { schoolAdminPasswordHash: 'x', teamPasswordHash: 'x', reviewerId: null }));
    expect(Number(((await run(`select count(*)::int as n from teams`)) as Array<{ n: number }>)[0]!.n)).toBeGreaterThan(10);
    await expectRight();
    // a region of the data set
    const [{ region }] = (await run(`select region from schools where code = $1`, [dataset.teams[0]!.schoolCode])) as Array<{ region: string }>;
    const user: AuthUser = { sub: 'r', role: 'region_admin', region };
    expect(await teamsList.counters(handle.db, ReaderScope.of(user))).toEqual(await realTeamCounters(user));
    expect(await schoolsList.counters(handle.db, ReaderScope.of(user))).toEqual(await realSchoolCounters(user));
  });
});
