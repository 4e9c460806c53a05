import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MSG } from '@hackathon/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Pool } from 'pg';
import supertest from 'supertest';
import { createApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/app-config';
import { createTestApp, type TestApp } from './support';
import { pgliteTemplate } from './support/pglite-template';

const API_DIR = join(__dirname, '..');

/** A public route that reads the database. */
const DATA_ROUTE = '/api/schools/search?query=abc';

const UNAVAILABLE = { success: false, message: API_MSG.serviceUnavailable, error: 'DATABASE_UNAVAILABLE' };

describe('embedded data folder lock (PGlite on disk)', () => {
  let dataDir: string;
  const apps: NestExpressApplication[] = [];
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hackathon-lock-'));
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lockFile = () => join(dataDir, 'pgdata.lock');

  async function start(): Promise<NestExpressApplication> {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'l'.repeat(32), SEED_DEMO: 'false' });
    // the migrated template only seeds an empty folder (PGlite refuses to load it over a database)
    const fresh = !existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));
    const app = await createApp({ config, logger: false, database: fresh ? { pgliteTemplate: await pgliteTemplate() } : {} });
    apps.push(app);
    return app;
  }

  it('a second app on the same folder stops at start with a clear message; the first keeps serving; closing frees it', async () => {
    const first = await start();
    const owner = JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number; host: string };
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });

    await expect(start()).rejects.toThrow(
      /The embedded database folder is in use by another portal process \(pid \d+ on .+\)\. Only one process may use a DATA_DIR/,
    );
    await supertest(first.getHttpServer()).get('/api/health').expect(200);

    await first.close();
    apps.splice(apps.indexOf(first), 1);
    expect(existsSync(lockFile())).toBe(false);
    const again = await start();
    await supertest(again.getHttpServer()).get('/api/health').expect(200);
  }, 60_000);

  it('two API processes on one folder: the second exits with the message, the first keeps serving', async () => {
    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'false', JWT_SECRET: 'p'.repeat(32) };
    const port = await freePort();
    const first = spawn(process.execPath, ['-r', '../tools/ts-register.cjs', 'src/main.ts'], { cwd: API_DIR, env: { ...env, PORT: String(port) } });
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        first.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Listening on')) resolve();
        });
        first.on('exit', (code) => reject(new Error(`the first process exited (${code}): ${out}`)));
      });
      const second = spawnSync(process.execPath, ['-r', '../tools/ts-register.cjs', 'src/main.ts'], {
        cwd: API_DIR,
        env: { ...env, PORT: String(await freePort()) },
        encoding: 'utf8',
        timeout: 50_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The embedded database folder is in use by another portal process (pid ${first.pid} on ${hostname()}`);
      expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: first.pid });
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      if (first.exitCode === null && first.signalCode === null) {
        const exited = new Promise((resolve) => first.once('exit', resolve));
        first.kill('SIGTERM');
        await exited;
      }
    }
    expect(existsSync(lockFile())).toBe(false);
  }, 120_000);

  it('takes over a lock left by a dead process on this host, but not one of a live process or another host', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const writeLock = (pid: number, host: string) =>
      writeFileSync(lockFile(), JSON.stringify({ pid, host, token: 'left-behind', since: '2026-01-01T00:00:00.000Z' }));

    writeLock(process.ppid, hostname());
    await expect(start()).rejects.toThrow(new RegExp(`pid ${process.ppid} on ${hostname()}.*delete ${lockFile().replace(/[.]/g, '\\.')}`));
    writeLock(dead, 'another-host');
    await expect(start()).rejects.toThrow(/in use by another portal process \(pid \d+ on another-host/);

    writeLock(dead, hostname());
    const app = await start();
    await supertest(app.getHttpServer()).get('/api/health').expect(200);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
  }, 60_000);
});

describe('a lost database answers 503 on data routes', () => {
  it('with the clear message and Retry-After, and health reports it down', async () => {
    const t = await createTestApp();
    try {
      await t.request().get(DATA_ROUTE).expect(200);
      const up = await t.request().get('/api/health').expect(200);
      expect(up.body.data).toMatchObject({ status: 'ok', database: 'up', latencyMs: expect.any(Number) });

      await t.database.close();
      const res = await t.request().get(DATA_ROUTE).expect(503);
      expect(res.body).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
      const health = await t.request().get('/api/health').expect(503);
      expect(health.body.details).toEqual({ status: 'error', database: 'down' });
      expect(health.headers['retry-after']).toBe('5');
    } finally {
      await t.close();
    }
  });
});

/**
 * A TCP proxy in front of the PostgreSQL server that can go quiet (stop forwarding bytes, the
 * connections stay open), refuse (stop listening, drop connections) and come back.
 */
class DatabaseProxy {
  private server: Server | null = null;
  private paused = false;
  private readonly pairs = new Set<[Socket, Socket]>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      const drop = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      upstream.connect(this.targetPort, this.targetHost);
      client.pipe(upstream);
      upstream.pipe(client);
      if (this.paused) this.hold(pair);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** The server goes quiet: nothing flows either way until resume(). */
  pause(): void {
    this.paused = true;
    for (const pair of this.pairs) this.hold(pair);
  }

  resume(): void {
    this.paused = false;
    for (const [client, upstream] of this.pairs) {
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
      upstream.resume();
    }
  }

  /** Connections are dropped and new ones refused until listen() again. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const [client, upstream] of [...this.pairs]) {
      client.destroy();
      upstream.destroy();
    }
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private hold([client, upstream]: [Socket, Socket]): void {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  }
}

// the proxy needs a PostgreSQL server; CI runs this suite with DATABASE_URL too (the lock and
// the 503 mapping above run on either database)
const SERVER_URL = process.env.DATABASE_URL;
if (SERVER_URL) {
  describe('the PostgreSQL server lost and back (through a TCP proxy)', () => {
    const target = new URL(SERVER_URL);
    const proxy = new DatabaseProxy(target.hostname, Number(target.port || 5432));
    let t: TestApp;
    const proxiedUrl = () => {
      const url = new URL(SERVER_URL);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      return url.toString();
    };
    const timeouts = { DATABASE_STATEMENT_TIMEOUT_MS: '800', DATABASE_CONNECT_TIMEOUT_MS: '800' };

    beforeAll(async () => {
      await proxy.listen();
      t = await createTestApp({ env: { DATABASE_URL: proxiedUrl(), ...timeouts }, logger: false });
    });
    afterAll(async () => {
      proxy.resume();
      if (!(await isListening(proxy.port))) await proxy.listen();
      await t?.close();
      await proxy.refuse();
    });

    /** createApp on the proxy (createTestApp's clean-up would need the proxy up). */
    async function startOnProxy(retrySeconds: string) {
      const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const env = { NODE_ENV: 'test', DATA_DIR: tmpdir(), JWT_SECRET: 's'.repeat(32), SEED_DEMO: 'false', DATABASE_URL: proxiedUrl(), ...timeouts };
      const config = loadConfig({ ...env, DATABASE_START_RETRY_SECONDS: retrySeconds }, { inMemoryDatabase: true, databaseSchema: schema });
      const app = await createApp({ config, logger: false });
      return {
        app,
        close: async () => {
          await app.close();
          const pool = new Pool({ connectionString: SERVER_URL, max: 1 });
          await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => pool.end());
        },
      };
    }

    /** The request answers within `ms`, or the assertion fails. */
    async function timed(path: string, ms: number) {
      const started = Date.now();
      const res = await t.request().get(path).timeout(ms);
      return { res, elapsed: Date.now() - started };
    }

    it('a server gone quiet: data requests answer 503 within the timeouts, health reports it, then it recovers alone', async () => {
      await t.request().get(DATA_ROUTE).expect(200);
      proxy.pause();
      const first = await timed(DATA_ROUTE, 5000);
      expect(first.res.status).toBe(503);
      expect(first.res.body).toEqual(UNAVAILABLE);
      expect(first.res.headers['retry-after']).toBe('5');
      // statement 800 ms + 500 ms client grace, or a pool wait of 800 ms
      expect(first.elapsed).toBeLessThan(3000);
      const again = await timed(DATA_ROUTE, 5000);
      expect(again.res.status).toBe(503);
      const health = await timed('/api/health', 5000);
      expect(health.res.status).toBe(503);
      expect(health.res.body.details).toEqual({ status: 'error', database: 'down' });

      proxy.resume();
      await eventually(async () => expect((await t.request().get(DATA_ROUTE)).status).toBe(200));
      await t.request().get('/api/health').expect(200);
    }, 30_000);

    it('a refused connection: 503 at once, health down; back without a restart', async () => {
      await proxy.refuse();
      const res = await timed(DATA_ROUTE, 5000);
      expect(res.res.status).toBe(503);
      expect(res.res.body).toEqual(UNAVAILABLE);
      expect(res.elapsed).toBeLessThan(2000);
      await t.request().get('/api/health').expect(503);

      await proxy.listen();
      await eventually(async () => expect((await t.request().get(DATA_ROUTE)).status).toBe(200));
      const health = await t.request().get('/api/health').expect(200);
      expect(health.body.data).toMatchObject({ status: 'ok', database: 'up', latencyMs: expect.any(Number) });
    }, 30_000);

    it('at start, waits for a server that is not up yet (with back-off), and gives up after DATABASE_START_RETRY_SECONDS', async () => {
      await proxy.refuse();
      await expect(startOnProxy('1')).rejects.toThrow(/The database could not be reached \(ECONNREFUSED.*\) after \d+ attempt\(s\) over 1 s/);

      const starting = startOnProxy('20');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await proxy.listen();
      const late = await starting;
      try {
        await supertest(late.app.getHttpServer()).get(DATA_ROUTE).expect(200);
      } finally {
        await late.close();
      }
    }, 40_000);
  });
}

async function eventually(check: () => Promise<void>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}
