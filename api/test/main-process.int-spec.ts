import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API_DIR = join(__dirname, '..');

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts src/main.ts in a real Node process (no build needed) with only the given environment. */
function startMain(env: Record<string, string>, onOutput?: (text: string, stop: () => void) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '../tools/ts-register.cjs', 'src/main.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    const stop = () => child.kill('SIGTERM');
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput?.(stdout, stop);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
    setTimeout(() => child.kill('SIGKILL'), 60_000).unref();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the API process (src/main.ts)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hackathon-main-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with exit code 1 and a message naming each malformed variable', async () => {
    const run = await startMain({ DATA_DIR: dataDir, PORT: 'eighty', SMTP_URL: 'http://mail.example', NODE_ENV: 'staging' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT must be an integer between 1 and 65535 (got "eighty")');
    expect(run.stderr).toContain('SMTP_URL must be a URL starting with smtp:// or smtps://');
    expect(run.stderr).toContain('NODE_ENV must be one of development, production, test (got "staging")');
  }, 60_000);

  async function bootAndCallHealth(): Promise<{ run: Run; health: { status: number; body: unknown } | null }> {
    const port = await freePort();
    let health: { status: number; body: unknown } | null = null;
    let asked = false;
    const run = await startMain({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', NODE_ENV: 'development' }, (out, stop) => {
      if (!asked && out.includes('Listening on')) {
        asked = true;
        fetch(`http://127.0.0.1:${port}/api/health`)
          .then(async (res) => {
            health = { status: res.status, body: await res.json() };
          })
          .finally(stop);
      }
    });
    return { run, health };
  }

  it('starts on the embedded database in DATA_DIR, keeps data and JWT_SECRET across a clean restart', async () => {
    const first = await bootAndCallHealth();
    expect(first.health).toEqual({ status: 200, body: { success: true, message: 'OK', data: { status: 'ok', database: 'up', latencyMs: expect.any(Number) } } });
    // Nest closes the app on SIGTERM, then re-raises the signal
    expect(first.run.signal === 'SIGTERM' || first.run.code === 0).toBe(true);
    expect(first.run.stdout).toContain('Applied 0001_init.sql');
    const secretFile = join(dataDir, 'jwt-secret');
    const secret = readFileSync(secretFile, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    const second = await bootAndCallHealth();
    expect(second.health?.status).toBe(200);
    // the database survived the shutdown: nothing left to apply
    expect(second.run.stdout).not.toContain('Applied ');
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
  }, 120_000);
});
