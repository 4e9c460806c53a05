import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openDatabase, readMigrations, runMigrations, type DatabaseHandle, type SqlClient } from '../src/database';
import { MIGRATIONS_DIR } from '../src/paths';

/**
 * mentor_team_counts (migration 0016) is kept by triggers on teams: the mentors' tiles read it
 * instead of grouping every team. Whatever writes the teams (several at once, an assignment moved,
 * a team deleted, a mentor deleted under its teams, a truncate, two transactions assigning teams to
 * one mentor at the same time), every mentor's kept count must equal a real count. In-memory
 * PGlite, or a new schema on DATABASE_URL.
 */

jest.setTimeout(60_000);

let handle: DatabaseHandle;
let schemaName: string | undefined;

const run = (text: string, params?: unknown[]) => handle.withClient((client: SqlClient) => client.query(text, params));

/** Every mentor whose kept count differs from a real count, and every kept row without its mentor. */
async function drift(): Promise<unknown[]> {
  return run(`
    select m.mentor_id, (select count(*) from teams t where t.assigned_mentor_id = m.id)::int as actual, c.teams as kept
      from mentors m left join mentor_team_counts c on c.mentor_id = m.id
     where coalesce(c.teams, 0) <> (select count(*) from teams t where t.assigned_mentor_id = m.id)
    union all
    select c.mentor_id::text, null, c.teams from mentor_team_counts c where not exists (select 1 from mentors m where m.id = c.mentor_id)`);
}

async function kept(mentorId: string): Promise<number> {
  const rows = await run(`select c.teams from mentor_team_counts c join mentors m on m.id = c.mentor_id where m.mentor_id = $1`, [mentorId]);
  return Number((rows[0] as { teams?: number } | undefined)?.teams ?? 0);
}

function addTeamSql(teamId: string, teamNumber: number, mentor: string | null): string {
  const category = teamId.includes('SR') ? 'sr' : 'jr';
  const assigned = mentor ? `(select id from mentors where mentor_id = '${mentor}')` : 'null';
  return `insert into teams (team_id, school_code, team_number, team_name, category, password_hash, assigned_mentor_id)
    values ('${teamId}', 'MC1', ${teamNumber}, '${teamId}', '${category}', 'x', ${assigned})`;
}

const assign = (teamId: string, mentor: string | null) =>
  run(`update teams set assigned_mentor_id = ${mentor ? `(select id from mentors where mentor_id = '${mentor}')` : 'null'} where team_id = $1`, [teamId]);

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  schemaName = url ? `test_mc_${randomBytes(4).toString('hex')}` : undefined;
  handle = await openDatabase(url ? { kind: 'postgres', url, schema: schemaName! } : { kind: 'pglite', dataDir: null });
  const silent = { log: () => undefined, warn: () => undefined } as never;
  await handle.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR), silent));
  await run(`insert into schools (code, name) values ('MC1', 'School one')`);
  await run(`insert into mentors (mentor_id, teacher_id, school_code, slot) values ('M1', 'M1', 'MC1', 1), ('M2', 'M2', 'MC1', 2)`);
});

afterAll(async () => {
  await handle?.close();
  if (process.env.DATABASE_URL && schemaName) {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`).finally(() => pool.end());
  }
});

describe('mentor_team_counts (kept by triggers on teams)', () => {
  it('counts teams added several at a time and one at a time, assigned or not', async () => {
    await run(`${addTeamSql('MC1AJR1', 1, 'M1')}, ('MC1BSR2', 'MC1', 2, 'MC1BSR2', 'sr', 'x', (select id from mentors where mentor_id = 'M1'))`);
    await run(addTeamSql('MC1CJR3', 3, null));
    expect(await kept('M1')).toBe(2);
    expect(await kept('M2')).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('follows assignments moved, taken away and given, and edits that change none', async () => {
    await assign('MC1AJR1', 'M2');
    await assign('MC1CJR3', 'M2');
    expect([await kept('M1'), await kept('M2')]).toEqual([1, 2]);
    await assign('MC1BSR2', null);
    expect(await kept('M1')).toBe(0);
    await run(`update teams set total_score = 10`);
    expect(await drift()).toEqual([]);
  });

  it('follows deletes: a team, a mentor under its teams (unassigned by the foreign key), and a truncate', async () => {
    await run(`delete from teams where team_id = 'MC1AJR1'`);
    expect(await kept('M2')).toBe(1);
    await run(`delete from mentors where mentor_id = 'M2'`);
    expect(await run(`select assigned_mentor_id from teams where team_id = 'MC1CJR3'`)).toEqual([{ assigned_mentor_id: null }]);
    expect(await drift()).toEqual([]);
    await assign('MC1BSR2', 'M1');
    expect(await kept('M1')).toBe(1);
    await run(`truncate teams cascade`);
    expect(await kept('M1')).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('loses no team when two transactions assign teams to one mentor at the same time', async () => {
    await run(addTeamSql('MC1DJR1', 1, null));
    await run(addTeamSql('MC1ESR2', 2, null));
    const url = process.env.DATABASE_URL;
    if (!url) {
      // PGlite has one connection: the transactions can only follow each other
      await assign('MC1DJR1', 'M1');
      await assign('MC1ESR2', 'M1');
    } else {
      // the second assignment waits for the first transaction's row of M1, then counts its team too
      const pool = new Pool({ connectionString: url, max: 2, options: `-c search_path="${schemaName}",public` });
      const [first, second] = [await pool.connect(), await pool.connect()];
      const set = (teamId: string) => `update teams set assigned_mentor_id = (select id from mentors where mentor_id = 'M1') where team_id = '${teamId}'`;
      try {
        await first.query('begin');
        await first.query(set('MC1DJR1'));
        await second.query('begin');
        const waiting = second.query(set('MC1ESR2'));
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
    expect(await kept('M1')).toBe(2);
    expect(await drift()).toEqual([]);
  });
});
