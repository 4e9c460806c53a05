import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/database/connection';
import { readMigrations, runMigrations } from '../../src/database/migrations';
import { MIGRATIONS_DIR, REPO_ROOT } from '../../src/paths';

let pending: Promise<string> | null = null;

/**
 * A PGlite data directory with every migration applied, as a tarball in the OS temp folder.
 * initdb costs seconds; loading this costs ~0.4 s, so each test file still gets its own fresh
 * database quickly. Keyed by PGlite's version and the migrations' content: a new migration
 * makes a new template.
 */
export function pgliteTemplate(): Promise<string> {
  return (pending ??= build());
}

async function build(): Promise<string> {
  const migrations = readMigrations(MIGRATIONS_DIR);
  const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256')
    .update(version)
    .update(migrations.map((m) => `${m.name}:${m.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `hackathon-api-pglite-${key}.tar`);
  if (existsSync(file)) return file;

  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await handle.withClient((client) => runMigrations(client, migrations, silentLogger));
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    // parallel workers may build it too: write aside, then rename atomically
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    pruneOldTemplates(file);
  } finally {
    await handle.close();
  }
  return file;
}

/** Templates of older migration sets (40 MB each); kept an hour in case another run still uses one. */
function pruneOldTemplates(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!/^hackathon-api-pglite-[0-9a-f]{16}\.tar$/.test(name) || path === current) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 60 * 60 * 1000) rmSync(path, { force: true });
    } catch {
      // pruned by another worker
    }
  }
}

const silentLogger = { log: () => undefined, warn: () => undefined } as never;
