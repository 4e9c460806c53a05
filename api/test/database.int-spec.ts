import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, readMigrations, runMigrations, type DatabaseHandle } from '../src/database';
import { MIGRATIONS_DIR } from '../src/paths';
import { createTestApp, type TestApp } from './support';

describe('database and migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

  it('applied every api/migrations file in name order and recorded it in schema_migrations', async () => {
    const files = readMigrations(MIGRATIONS_DIR);
    expect(files.length).toBeGreaterThan(0);
    const recorded = await rows<{ name: string; checksum: string }>(sql`select name, checksum from schema_migrations order by name`);
    expect(recorded).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));
    expect(files.map((f) => f.name)).toEqual([...files.map((f) => f.name)].sort());
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_name = 'mail_outbox'`,
    );
    expect(tables).toEqual([{ table_name: 'mail_outbox' }]);
  });

  it('a second run applies nothing', async () => {
    const applied = await t.database.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR)));
    expect(applied).toEqual([]);
  });

  it('two processes starting at once apply each migration exactly once', async () => {
    const probes = [
      { name: '9001_probe_a.sql', sql: 'CREATE TABLE probe_a (n int); INSERT INTO probe_a VALUES (1);', checksum: 'a' },
      { name: '9002_probe_b.sql', sql: 'INSERT INTO probe_a VALUES (2);', checksum: 'b' },
    ];
    // on a server: two pools (two "processes") on this test's schema; PGlite is one session
    const extra: DatabaseHandle[] = t.config.database.kind === 'postgres' ? [await openDatabase(t.config.database), await openDatabase(t.config.database)] : [];
    const handles = extra.length > 0 ? extra : [t.database, t.database];
    try {
      const results = await Promise.all(handles.map((h) => h.withClient((client) => runMigrations(client, probes))));
      expect(results.flat().sort()).toEqual(['9001_probe_a.sql', '9002_probe_b.sql']);
      expect(await rows(sql`select n from probe_a order by n`)).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await Promise.all(extra.map((h) => h.close()));
    }
  });

  it('a failing migration rolls back entirely, is not recorded, and names the file', async () => {
    const bad = [{ name: '9003_bad.sql', sql: 'CREATE TABLE probe_c (n int); SELECT 1/0;', checksum: 'c' }];
    await expect(t.database.withClient((client) => runMigrations(client, bad))).rejects.toThrow(/9003_bad\.sql/);
    expect(await rows(sql`select to_regclass('probe_c') as t`)).toEqual([{ t: null }]);
    expect(await rows(sql`select name from schema_migrations where name = '9003_bad.sql'`)).toEqual([]);
  });

  it('an embedded database folder that cannot be opened is reported with its cause, never "[object Object]"', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hackathon-pglite-bad-'));
    const dataDir = join(root, 'pgdata');
    try {
      // PGlite's file system fails on this with a plain ErrnoError object, not an Error
      mkdirSync(dataDir);
      writeFileSync(join(dataDir, 'global'), '');
      for (let attempt = 0; attempt < 2; attempt++) {
        const error = await openDatabase({ kind: 'pglite', dataDir }).then(
          () => null,
          (reason: unknown) => reason,
        );
        expect(error).toBeInstanceOf(Error);
        expect(String(error)).not.toContain('[object Object]');
        expect((error as Error).message).toContain(`The embedded database (PGlite) could not be opened in ${dataDir}: ErrnoError: ENOTDIR (errno 54)`);
        // the folder's lock was released: the second attempt fails the same way, not as "in use"
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('closing the app closes the database', async () => {
    const other = await createTestApp();
    await other.request().get('/api/health').expect(200);
    await other.close();
    await expect(other.database.ping()).rejects.toThrow();
  });
});
