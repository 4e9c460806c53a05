import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openDatabase, readMigrations, runMigrations, type DatabaseHandle, type SqlClient } from '../src/database';
import { MIGRATIONS_DIR } from '../src/paths';

/**
 * The breakdowns kept in team_member_counts (migration 0014: members by leadership, class and
 * gender, with the team's category) feed the students' tiles instead of a count of every member.
 * Whatever writes members or teams (several rows at once, one at a time, edits of class, gender
 * or leader, moves between teams, a team's new category, a team deleted with its members), each
 * kept figure must equal a real count. In-memory PGlite, or a new schema on DATABASE_URL.
 */

jest.setTimeout(60_000);

let handle: DatabaseHandle;
let schemaName: string | undefined;

const run = (text: string, params?: unknown[]) => handle.withClient((client: SqlClient) => client.query(text, params));

/** The teams whose kept figures differ from a real count of their members (with both sides). */
async function drift(): Promise<unknown[]> {
  return run(`
    with actual as (
      select t.id as team_id, t.category, count(m.id)::int as members,
             count(*) filter (where m.is_leader)::int as leaders,
             count(*) filter (where m.class = 8)::int as class_8, count(*) filter (where m.class = 9)::int as class_9,
             count(*) filter (where m.class = 10)::int as class_10, count(*) filter (where m.class = 11)::int as class_11,
             count(*) filter (where m.class = 12)::int as class_12,
             count(*) filter (where m.gender = 'male')::int as male, count(*) filter (where m.gender = 'female')::int as female,
             count(*) filter (where m.gender = 'other')::int as other
        from teams t left join team_members m on m.team_id = t.id group by t.id, t.category
    ), kept as (
      select t.id as team_id, coalesce(c.category, t.category) as category, coalesce(c.members, 0) as members,
             coalesce(c.leaders, 0) as leaders, coalesce(c.class_8, 0) as class_8, coalesce(c.class_9, 0) as class_9,
             coalesce(c.class_10, 0) as class_10, coalesce(c.class_11, 0) as class_11, coalesce(c.class_12, 0) as class_12,
             coalesce(c.male, 0) as male, coalesce(c.female, 0) as female, coalesce(c.other, 0) as other
        from teams t left join team_member_counts c on c.team_id = t.id
    )
    select 'actual' as side, * from (select * from actual except select * from kept) a
    union all
    select 'kept' as side, * from (select * from kept except select * from actual) k`);
}

async function kept(teamId: string): Promise<Record<string, unknown>> {
  const rows = await run(
    `select c.category, c.members, c.leaders, c.class_8, c.class_9, c.class_10, c.class_11, c.class_12, c.male, c.female, c.other
       from team_member_counts c join teams t on t.id = c.team_id where t.team_id = $1`,
    [teamId],
  );
  return rows[0] ?? {};
}

async function addTeam(teamId: string, teamNumber: number, category: 'jr' | 'sr'): Promise<void> {
  await run(`insert into teams (team_id, school_code, team_number, team_name, category, password_hash) values ($1, 'TMT1', $2, $1, $3, 'x')`, [
    teamId,
    teamNumber,
    category,
  ]);
}

/** Members as [position, class, gender, leader]. */
async function addMembers(teamId: string, members: Array<[number, number, string, boolean]>): Promise<void> {
  const values = members.map(
    ([p, cls, gender, leader]) =>
      `((select id from teams where team_id = '${teamId}'), ${p}, '${teamId}-M${p}', '${teamId}-S${p}', 'Student ${p}', ${cls}, '${gender}', ${leader})`,
  );
  await run(`insert into team_members (team_id, position, member_id, student_id, name, class, gender, is_leader) values ${values.join(', ')}`);
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  schemaName = url ? `test_tmt_${randomBytes(4).toString('hex')}` : undefined;
  handle = await openDatabase(url ? { kind: 'postgres', url, schema: schemaName! } : { kind: 'pglite', dataDir: null });
  const silent = { log: () => undefined, warn: () => undefined } as never;
  await handle.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR), silent));
  await run(`insert into schools (code, name) values ('TMT1', 'Tally school')`);
});

afterAll(async () => {
  await handle?.close();
  if (process.env.DATABASE_URL && schemaName) {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`).finally(() => pool.end());
  }
});

describe('team_member_counts breakdowns (kept by triggers on team_members and teams)', () => {
  it('counts members by leadership, class and gender, with the team category, several at a time and one at a time', async () => {
    await addTeam('TMTAJR1', 1, 'jr');
    await addTeam('TMTBSR2', 2, 'sr');
    await addMembers('TMTAJR1', [
      [1, 8, 'male', true],
      [2, 9, 'female', false],
      [3, 9, 'other', false],
    ]);
    await addMembers('TMTBSR2', [[1, 12, 'female', true]]);
    await addMembers('TMTBSR2', [[2, 11, 'male', false]]);
    expect(await kept('TMTAJR1')).toEqual({
      category: 'jr',
      members: 3,
      leaders: 1,
      class_8: 1,
      class_9: 2,
      class_10: 0,
      class_11: 0,
      class_12: 0,
      male: 1,
      female: 1,
      other: 1,
    });
    expect(await kept('TMTBSR2')).toMatchObject({ category: 'sr', members: 2, leaders: 1, class_11: 1, class_12: 1, male: 1, female: 1 });
    expect(await drift()).toEqual([]);
  });

  it('follows edits of class, gender and leader, moves between teams and deletes', async () => {
    await run(`update team_members set class = 10, gender = 'male' where member_id = 'TMTAJR1-M2'`);
    await run(`update team_members set is_leader = false where member_id = 'TMTAJR1-M1'`);
    await run(`update team_members set is_leader = true where member_id = 'TMTAJR1-M3'`);
    expect(await kept('TMTAJR1')).toMatchObject({ members: 3, leaders: 1, class_8: 1, class_9: 1, class_10: 1, male: 2, female: 0, other: 1 });
    await run(`update team_members set team_id = (select id from teams where team_id = 'TMTBSR2'), position = 5 where member_id = 'TMTAJR1-M2'`);
    expect(await kept('TMTAJR1')).toMatchObject({ members: 2, class_10: 0, male: 1 });
    expect(await kept('TMTBSR2')).toMatchObject({ members: 3, class_10: 1, male: 2 });
    await run(`delete from team_members where member_id = 'TMTBSR2-M1'`);
    expect(await kept('TMTBSR2')).toMatchObject({ members: 2, leaders: 0, class_12: 0, female: 0 });
    expect(await drift()).toEqual([]);
  });

  it("follows a team's new category, also when its first members arrive in the same transaction", async () => {
    // (a Team ID ends in its category: the two change together)
    await run(`update teams set category = 'sr', team_id = 'TMTASR1' where team_id = 'TMTAJR1'`);
    expect(await kept('TMTASR1')).toMatchObject({ category: 'sr', members: 2 });
    await addTeam('TMTCJR3', 3, 'jr');
    await handle.withClient(async (client) => {
      await client.exec('begin');
      await client.query(`update teams set category = 'sr', team_id = 'TMTCSR3' where team_id = 'TMTCJR3'`);
      await client.query(
        `insert into team_members (team_id, position, member_id, student_id, name, class, gender, is_leader)
           values ((select id from teams where team_id = 'TMTCSR3'), 1, 'TMTCSR3-M1', 'TMTCSR3-S1', 'Student 1', 8, 'male', true)`,
      );
      await client.exec('commit');
    });
    expect(await kept('TMTCSR3')).toMatchObject({ category: 'sr', members: 1, leaders: 1 });
    expect(await drift()).toEqual([]);
  });

  it('drops the row of a team deleted with its members', async () => {
    await run(`delete from teams where team_id = 'TMTASR1'`);
    const rows = await run(`select count(*)::int as n from team_member_counts c left join teams t on t.id = c.team_id where t.id is null`);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await drift()).toEqual([]);
  });
});
