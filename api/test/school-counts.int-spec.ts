import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openDatabase, readMigrations, runMigrations, type DatabaseHandle, type SqlClient } from '../src/database';
import { MIGRATIONS_DIR } from '../src/paths';

/**
 * school_counts (migration 0015) is kept by triggers on mentors, teams and team_members: the
 * summary and the overviews read it instead of counting. Whatever writes them (several rows at
 * once, edits that move a team, a member or a mentor, a team deleted with its members, a
 * truncate, two transactions on one school at the same time), every school's kept figures must
 * equal a real count. In-memory PGlite, or a new schema on DATABASE_URL.
 */

jest.setTimeout(60_000);

let handle: DatabaseHandle;
let schemaName: string | undefined;

const run = (text: string, params?: unknown[]) => handle.withClient((client: SqlClient) => client.query(text, params));
/** Several statements in one go (the client's simple protocol). */
const exec = (text: string) => handle.withClient((client: SqlClient) => client.exec(text));

/** Every school whose kept figures differ from a real count: its code, kept and actual. */
async function drift(): Promise<unknown[]> {
  return run(`
    with actual as (
      select s.code,
             (select count(*) from mentors m where m.school_code = s.code)::int as mentors,
             (select count(*) from teams t where t.school_code = s.code)::int as teams,
             (select count(*) from teams t where t.school_code = s.code and t.category = 'jr')::int as jr_teams,
             (select count(*) from teams t where t.school_code = s.code and t.category = 'sr')::int as sr_teams,
             (select count(*) from teams t where t.school_code = s.code and t.status in ('ACTIVE', 'FINALIST', 'WINNER'))::int as participating_teams,
             (select count(*) from teams t join team_members tm on tm.team_id = t.id where t.school_code = s.code)::int as students
        from schools s
    )
    select a.*, to_jsonb(c) as kept from actual a left join school_counts c on c.school_code = a.code
     where (coalesce(c.mentors, 0), coalesce(c.teams, 0), coalesce(c.jr_teams, 0), coalesce(c.sr_teams, 0), coalesce(c.participating_teams, 0), coalesce(c.students, 0))
        <> (a.mentors, a.teams, a.jr_teams, a.sr_teams, a.participating_teams, a.students)`);
}

async function kept(code: string): Promise<Record<string, number>> {
  const rows = await run(`select mentors, teams, jr_teams, sr_teams, participating_teams, students from school_counts where school_code = $1`, [code]);
  return (rows[0] as Record<string, number>) ?? {};
}

/** A team of the school (its Team ID ends in JR<n> or SR<n>: checks of the table). */
function addTeamSql(teamId: string, school: string, teamNumber: number): string {
  const category = teamId.includes('SR') ? 'sr' : 'jr';
  return `insert into teams (team_id, school_code, team_number, team_name, category, password_hash) values ('${teamId}', '${school}', ${teamNumber}, '${teamId}', '${category}', 'x')`;
}

async function addMembers(teamId: string, positions: number[]): Promise<void> {
  const values = positions.map((p) => `((select id from teams where team_id = '${teamId}'), ${p}, '${teamId}-M${p}', '${teamId}-S${p}', 'Student ${p}', 10, 'male')`);
  await run(`insert into team_members (team_id, position, member_id, student_id, name, class, gender) values ${values.join(', ')}`);
}

async function addMentor(mentorId: string, school: string, slot: number): Promise<void> {
  await run(`insert into mentors (mentor_id, teacher_id, school_code, slot) values ($1, $1, $2, $3)`, [mentorId, school, slot]);
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  schemaName = url ? `test_sc_${randomBytes(4).toString('hex')}` : undefined;
  handle = await openDatabase(url ? { kind: 'postgres', url, schema: schemaName! } : { kind: 'pglite', dataDir: null });
  const silent = { log: () => undefined, warn: () => undefined } as never;
  await handle.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR), silent));
  await run(`insert into schools (code, name) values ('SC1', 'School one'), ('SC2', 'School two'), ('SC3', 'School three')`);
});

afterAll(async () => {
  await handle?.close();
  if (process.env.DATABASE_URL && schemaName) {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`).finally(() => pool.end());
  }
});

describe('school_counts (kept by triggers on mentors, teams and team_members)', () => {
  it('counts teams, mentors and members added several at a time and one at a time', async () => {
    await run(`insert into teams (team_id, school_code, team_number, team_name, category, password_hash) values ('SC1AJR1', 'SC1', 1, 'A', 'jr', 'x'), ('SC1BSR2', 'SC1', 2, 'B', 'sr', 'x')`);
    await run(addTeamSql('SC2AJR1', 'SC2', 1));
    await addMentor('SC1-M1', 'SC1', 1);
    await addMembers('SC1AJR1', [1, 2, 3]);
    await addMembers('SC1BSR2', [1]);
    await addMembers('SC2AJR1', [1, 2]);
    expect(await kept('SC1')).toEqual({ mentors: 1, teams: 2, jr_teams: 1, sr_teams: 1, participating_teams: 2, students: 4 });
    expect(await kept('SC2')).toEqual({ mentors: 0, teams: 1, jr_teams: 1, sr_teams: 0, participating_teams: 1, students: 2 });
    expect(await drift()).toEqual([]);
  });

  it('follows edits: a status or category change, a team, a member and a mentor moved to another school', async () => {
    await run(`update teams set status = 'ELIMINATED' where team_id = 'SC1AJR1'`);
    expect((await kept('SC1')).participating_teams).toBe(1);
    await run(`update teams set category = 'jr', team_id = 'SC1BJR2' where team_id = 'SC1BSR2'`);
    expect(await kept('SC1')).toMatchObject({ jr_teams: 2, sr_teams: 0 });
    // a team moves with its members
    await run(`update teams set school_code = 'SC3' where team_id = 'SC1BJR2'`);
    expect(await kept('SC3')).toMatchObject({ teams: 1, students: 1 });
    // a member moves to a team of another school
    await run(`update team_members set team_id = (select id from teams where team_id = 'SC2AJR1'), position = 3 where member_id = 'SC1AJR1-M3'`);
    expect((await kept('SC1')).students).toBe(2);
    expect((await kept('SC2')).students).toBe(3);
    await run(`update mentors set school_code = 'SC2' where mentor_id = 'SC1-M1'`);
    expect((await kept('SC2')).mentors).toBe(1);
    // an edit that changes no figure (a score, a name) leaves them as they are
    await run(`update teams set total_score = 10 where team_id = 'SC2AJR1'`);
    await run(`update team_members set name = 'Renamed' where member_id = 'SC2AJR1-M1'`);
    expect(await drift()).toEqual([]);
  });

  it('follows deletes: a member, a mentor, a team deleted with its members, and a truncate', async () => {
    await run(`delete from team_members where member_id = 'SC2AJR1-M1'`);
    await run(`delete from mentors where mentor_id = 'SC1-M1'`);
    await run(`delete from teams where team_id = 'SC2AJR1'`);
    expect(await kept('SC2')).toEqual({ mentors: 0, teams: 0, jr_teams: 0, sr_teams: 0, participating_teams: 0, students: 0 });
    expect(await drift()).toEqual([]);
    await run(`truncate team_members`);
    expect((await kept('SC1')).students).toBe(0);
    // the team sizes (team_member_counts, which the students add up) are emptied with it
    expect(await run(`select team_id from team_member_counts`)).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('loses no team when two transactions add teams to one school at the same time', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) {
      // PGlite has one connection: the transactions can only follow each other
      await exec(`begin; ${addTeamSql('SC1CJR3', 'SC1', 3)}; commit`);
      await exec(`begin; ${addTeamSql('SC1DSR4', 'SC1', 4)}; commit`);
    } else {
      // the second insert waits for the first transaction's row of SC1, then counts its team too
      const pool = new Pool({ connectionString: url, max: 2, options: `-c search_path="${schemaName}",public` });
      const [first, second] = [await pool.connect(), await pool.connect()];
      try {
        await first.query('begin');
        await first.query(addTeamSql('SC1CJR3', 'SC1', 3));
        await second.query('begin');
        const waiting = second.query(addTeamSql('SC1DSR4', 'SC1', 4));
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
    expect((await kept('SC1')).teams).toBe(3);
    expect(await drift()).toEqual([]);
  });
});
