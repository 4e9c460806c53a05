/**
 * The benchmarks' data generator: the API's national demo data set at any scale.
 *
 *   npm run generate -w @hackathon/bench -- [--scale 10] [--seed 20250814] [--out data.json] [--load]
 *
 * --out  writes the data set as JSON (receipt files base64), one table after another
 * --load loads it into DATABASE_URL (or the embedded database under DATA_DIR/pgdata), which must
 *        have an empty directory; migrations are applied first, as the API does at start
 * Without either it prints the counts and how long generation took.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { hashPassword } from '../../api/src/auth/password.service';
import { openDatabase } from '../../api/src/database/connection';
import { readMigrations, runMigrations } from '../../api/src/database/migrations';
import { MIGRATIONS_DIR, REPO_ROOT } from '../../api/src/paths';
import { loadDataset } from '../../api/src/modules/demo/dataset-loader';
import { datasetCounts, DEFAULT_SEED, generateDataset, type Dataset } from '../../api/src/modules/demo/generator';

interface Args {
  scale: number;
  seed: number;
  out: string | null;
  load: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 10, seed: DEFAULT_SEED, out: null, load: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--scale') args.scale = Number(value());
    else if (flag === '--seed') args.seed = Number(value());
    else if (flag === '--out') args.out = resolve(value());
    else if (flag === '--load') args.load = true;
    else if (flag === '--help' || flag === '-h') {
      process.stdout.write('usage: generate [--scale N] [--seed N] [--out file.json] [--load]\n');
      process.exit(0);
    } else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isFinite(args.scale) || args.scale <= 0) throw new Error('--scale must be a positive number');
  if (!Number.isSafeInteger(args.seed)) throw new Error('--seed must be an integer');
  return args;
}

/** Streams the data set as one JSON object, row by row (a 10x set is tens of megabytes). */
async function writeJson(path: string, dataset: Dataset): Promise<void> {
  const stream = createWriteStream(path);
  const write = async (chunk: string) => {
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  const replacer = (_key: string, value: unknown) => (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer' ? undefined : value);
  await write(`{"seed":${dataset.seed},"scale":${dataset.scale},"regions":${JSON.stringify(dataset.regions)},"demo":${JSON.stringify(dataset.demo)}`);
  const tables = ['schools', 'schoolAdmins', 'registrations', 'files', 'paymentSubmissions', 'mentors', 'teams', 'teamMembers', 'schedules'] as const;
  for (const table of tables) {
    await write(`,"${table}":[`);
    const rows = dataset[table] as ReadonlyArray<Record<string, unknown>>;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const plain = table === 'files' ? { ...row, data: (row.data as Buffer).toString('base64') } : row;
      await write((i === 0 ? '' : ',') + JSON.stringify(plain, replacer));
    }
    await write(']');
  }
  await write('}\n');
  stream.end();
  await once(stream, 'finish');
}

async function loadIntoDatabase(dataset: Dataset): Promise<number> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : join(REPO_ROOT, 'data');
  const handle = await openDatabase(url ? { kind: 'postgres', url, schema: null } : { kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  try {
    await handle.withClient((client) => runMigrations(client, readMigrations(MIGRATIONS_DIR)));
    const started = Date.now();
    // nobody knows these passwords: the bulk accounts exist for reads and load tests
    const [schoolAdminHash, teamHash] = await Promise.all([hashPassword(randomBytes(18).toString('base64url')), hashPassword(randomBytes(18).toString('base64url'))]);
    await handle.db.transaction(async (tx) => {
      const existing = (await tx.execute(`select count(*)::int as n from schools`)) as unknown as { rows: Array<{ n: number }> };
      if (existing.rows[0]!.n > 0) throw new Error('the database already has schools; load into an empty one');
      const reviewer = (await tx.execute(`select id from accounts where role = 'super_admin' limit 1`)) as unknown as { rows: Array<{ id: string }> };
      await loadDataset(tx, dataset, { schoolAdminPasswordHash: schoolAdminHash, teamPasswordHash: teamHash, reviewerId: reviewer.rows[0]?.id ?? null });
    });
    return Date.now() - started;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const dataset = generateDataset({ scale: args.scale, seed: args.seed });
  const generateMs = Date.now() - started;
  const report: Record<string, unknown> = { scale: args.scale, seed: args.seed, generateMs, counts: datasetCounts(dataset) };
  if (args.out) {
    const t0 = Date.now();
    await writeJson(args.out, dataset);
    report.out = args.out;
    report.writeMs = Date.now() - t0;
  }
  if (args.load) report.loadMs = await loadIntoDatabase(dataset);
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`generate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
