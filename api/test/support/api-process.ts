import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Pool } from 'pg';

const API_DIR = join(__dirname, '..', '..');

/** A real API process (src/main.ts through the TypeScript hook: no build needed) on its own port. */
export interface ApiProcess {
  url: string;
  pid: number;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once its output satisfies `done` (rejects after `timeoutMs` or if it exits first). */
  waitForOutput(done: (output: string) => boolean, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s); the exit code, null when killed by a signal. */
  stop(): Promise<number | null>;
}

/** How many times `text` occurs in `output`. */
export const occurrences = (output: string, text: string): number => output.split(text).length - 1;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

/**
 * Starts the API with only `env` (plus PATH and PORT) and resolves once it listens (`listeners`
 * times: a cluster's workers each say so).
 */
export async function startApiProcess(env: Record<string, string>, options: { listeners?: number; bootTimeoutMs?: number } = {}): Promise<ApiProcess> {
  const { listeners = 1, bootTimeoutMs = 90_000 } = options;
  const port = await freePort();
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['-r', '../tools/ts-register.cjs', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
  });
  let output = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      for (const watcher of [...watchers]) watcher();
      resolve(code);
    }),
  );

  const waitForOutput = (done: (text: string) => boolean, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        watchers.delete(check);
        if (error) reject(error);
        else resolve(output);
      };
      const check = () => {
        if (done(output)) finish();
        else if (exitCode !== undefined) finish(new Error(`the API exited (${exitCode}):\n${output}`));
      };
      const timer = setTimeout(() => finish(new Error(`the API did not print what was awaited within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      watchers.add(check);
      check();
    });

  try {
    await waitForOutput((text) => occurrences(text, 'Listening on') >= listeners, bootTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    waitForOutput,
    stop: async () => {
      if (exitCode !== undefined) return exitCode;
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      const code = await exited;
      clearTimeout(kill);
      return code;
    },
  };
}

/**
 * A new, empty database on the server of `serverUrl` (processes started by a test read only their
 * environment, so they cannot be given a schema as createTestApp does). drop() removes it.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const pool = new Pool({ connectionString: serverUrl, max: 1 });
    try {
      await pool.query(sql);
    } finally {
      await pool.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
