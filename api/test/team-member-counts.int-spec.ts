import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openDatabase, readMigrations, runMigrations, type DatabaseHandle, type SqlClient } from '../src/database';
import { MIGRATIONS_DIR } from '../src/paths';

/**
 * team_member_counts (migration 0013) is kept by triggers on team_members: the summary, the school
 * and team tiles and the overviews read it instead of counting members. Whatever writes members
 * (several rows at once, one at a time, moves, deletes, a team deleted with its members), the
 * kept count must equal a real count. In-memory PGlite, or a new schema on DATABASE_URL.
 */

jest.setTimeout(60_000);

let handle: DatabaseHandle;
let schemaName: string | undefined;

const run = (text: string, params?: unknown[]) => handle.withClient((client: SqlClient) => client.query(text, params));

/** Every team's kept count next to its real count, for the teams that differ. */
async function drift(): Promise<unknown[]> {
  return run(`
    select t.team_id, coalesce(c.members, 0) as kept, (select count(*)::int from team_members m where m.team_id = t.id) as actual
      from teams t left join team_member_counts c on c.team_id = t.id
     where coalesce(c.members, 0) <> (select count(*)::int from team_members m where m.team_id = t.id)`);
}

async function keptCount(teamId: string): Promise<number> {
  const rows = await run(`select coalesce(c.members, 0)::int as n from teams t left join team_member_counts c on c.team_id = t.id where t.team_id = $1`, [teamId]);
  return Number(rows[0]?.n ?? -1);
}

/** A junior team (its Team ID is letters and digits ending in JR<number>: checks of the table). */
async function addTeam(teamId: string, teamNumber: number): Promise<void> {
  await run(`insert into teams (team_id, school_code, team_number, team_name, password_hash) values ($1, 'TMC1', $2, $1, 'x')`, [teamId, teamNumber]);
}

async function addMembers(teamId: string, positions: number[]): Promise<void> {
  const values = positions.map((p) => `((select id from teams where team_id = '${teamId}'), ${p}, '${teamId}-M${p}', '${teamId}-S${p}', 'Student ${p}', 10, 'male')`);
  await run(`insert into team_members (team_id, position, member_id, student_id, name, class, gender) values ${values.join(', ')}`);
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  schemaName = url ? `test_tmc_${randomBytes(4).toString('hex')}` : undefined;
  handle = await openDatabase(url ? { kind: 'postgres', url, schema: schemaName! } : { kind: 'pglite', dataDir: null });
  const silent = { log: () => undefined, warn: () => undefined } as never;
  await handle.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR), silent));
  await run(`insert into schools (code, name) values ('TMC1', 'Team count school')`);
});

afterAll(async () => {
  await handle?.close();
  if (process.env.DATABASE_URL && schemaName) {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`).finally(() => pool.end());
  }
});

describe('team_member_counts (kept by triggers on team_members)', () => {
  it('counts members inserted several at a time and one at a time', async () => {
    await addTeam('TMCAJR1', 1);
    await addTeam('TMCBJR2', 2);
    expect(await keptCount('TMCAJR1')).toBe(0);
    await addMembers('TMCAJR1', [1, 2, 3]);
    await addMembers('TMCBJR2', [1]);
    await addMembers('TMCBJR2', [2]);
    expect(await keptCount('TMCAJR1')).toBe(3);
    expect(await keptCount('TMCBJR2')).toBe(2);
    expect(await drift()).toEqual([]);
  });

  it('follows deletes, the delete-and-insert of a team edit, and a member moved to another team', async () => {
    await run(`delete from team_members where member_id = 'TMCAJR1-M3'`);
    expect(await keptCount('TMCAJR1')).toBe(2);
    // a team edit replaces its members in one transaction
    await handle.withClient(async (client) => {
      await client.exec('begin');
      await client.query(`delete from team_members where team_id = (select id from teams where team_id = 'TMCBJR2')`);
      await client.exec('commit');
    });
    await addMembers('TMCBJR2', [1, 2, 3, 4]);
    expect(await keptCount('TMCBJR2')).toBe(4);
    await run(`update team_members set team_id = (select id from teams where team_id = 'TMCBJR2'), position = 5 where member_id = 'TMCAJR1-M2'`);
    expect(await keptCount('TMCAJR1')).toBe(1);
    expect(await keptCount('TMCBJR2')).toBe(5);
    // an update that moves nobody changes nothing
    await run(`update team_members set name = 'Renamed' where member_id = 'TMCAJR1-M1'`);
    expect(await keptCount('TMCAJR1')).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it('drops the row of a team deleted with its members', async () => {
    await run(`delete from teams where team_id = 'TMCAJR1'`);
    const rows = await run(`select count(*)::int as n from team_member_counts c left join teams t on t.id = c.team_id where t.id is null`);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await keptCount('TMCBJR2')).toBe(5);
    expect(await drift()).toEqual([]);
  });
});
