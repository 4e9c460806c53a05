import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../api/src/auth/password.service';
import { TokenService } from '../../api/src/auth/token.service';
import { createApp } from '../../api/src/bootstrap';
import { loadConfig } from '../../api/src/config/app-config';
import { DB, type Db } from '../../api/src/database/db';
import { loadDataset } from '../../api/src/modules/demo/dataset-loader';
import { generateDataset } from '../../api/src/modules/demo/generator';

async function main() {
  const scale = Number(process.argv[2] ?? 10);
  const paths = process.argv.slice(3);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'zz-')), JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false', SEED_ACCOUNTS: 'false', THROTTLE_LIMIT: '1000000', DATABASE_URL: process.env.DATABASE_URL }, { inMemoryDatabase: true, databaseSchema: process.env.DATABASE_URL ? `zz_${process.pid}` : undefined });
  const app = await createApp({ config, logger: ['error'] });
  const db = app.get<Db>(DB);
  let t0 = performance.now();
  const dataset = generateDataset({ scale });
  const hash = await hashPassword('x'.repeat(12));
  await db.transaction((tx) => loadDataset(tx, dataset, { schoolAdminPasswordHash: hash, teamPasswordHash: hash, reviewerId: null }));
  await db.execute(sql`analyze`);
  console.log('loaded', (performance.now() - t0).toFixed(0), 'ms');
  if (process.env.ILIKECOST) await db.execute(sql.raw(`alter function texticlike(text, text) cost ${process.env.ILIKECOST}`));
  if (process.env.RPC) await db.execute(sql.raw(`set random_page_cost = ${process.env.RPC}`));
  const client = (db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const captured: Array<{ text: string; params: unknown[] }> = [];
  const orig = client.query.bind(client);
  let capture = false;
  client.query = async (text: unknown, params?: unknown, ...rest: unknown[]) => {
    if (capture) captured.push({ text: text as string, params: (params as unknown[]) ?? [] });
    return orig(text, params, ...rest);
  };
  await app.listen(0, '127.0.0.1');
  const base = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api`;
  const token = app.get(TokenService).sign({ sub: '00000000-0000-4000-8000-000000000001', role: 'admin' });
  for (const path of paths) {
    captured.length = 0;
    capture = true;
    t0 = performance.now();
    const res = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    await res.text();
    capture = false;
    console.log(`\n=== ${path} ${res.status} ${(performance.now() - t0).toFixed(1)} ms, ${captured.length} statements`);
    for (const q of captured) {
      const r = (await orig(`explain (analyze, costs off, timing on) ${q.text}`, q.params)) as { rows: Array<Record<string, string>> };
      console.log('--- ' + q.text.slice(0, 300));
      console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
    }
  }
  await app.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
