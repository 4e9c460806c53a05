/**
 * Starts the real portal (`node api/dist/main.js`: API, shell and remotes in one process) on a
 * free port with a fresh data folder, and waits until GET /api/health answers 200.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureOutput, freePort, pollUntil, REPO_ROOT, runCommand, stopProcess, type CommandResult } from './processes';

export type { CommandResult } from './processes';

export const PORTAL_ENTRY = join(REPO_ROOT, 'api/dist/main.js');

export interface PortalOptions {
  smtpUrl: string;
  /** Load the demo data set on first start (default true). Off is much faster to boot. */
  seedDemo?: boolean;
  /** Extra variables, e.g. REMOTE_URL_MFE_TEAM to serve a remote from elsewhere. */
  env?: Record<string, string>;
  /** Seeding the demo data on a busy 2-core machine takes a while. */
  startTimeoutMs?: number;
}

export interface Portal {
  url: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function startPortal(options: PortalOptions): Promise<Portal> {
  if (!existsSync(PORTAL_ENTRY)) {
    throw new Error(`${PORTAL_ENTRY} does not exist: build first (npx nx run-many -t build).`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hackathon-e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: String(options.seedDemo ?? true),
    // NODE_ENV=test skips the back-office accounts unless asked; journeys sign in as a region admin
    SEED_ACCOUNTS: String(options.seedDemo ?? true),
    NODE_ENV: 'test',
    SMTP_URL: options.smtpUrl,
    PUBLIC_URL: url,
    // journeys sign in many times from one IP; the per-account lockout stays as configured
    THROTTLE_LIMIT: '100000',
    THROTTLE_CREDENTIAL_LIMIT: '10000',
    ...options.env,
  };
  // the embedded database in the fresh folder, whatever the caller's shell has set
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;

  const child = spawn(process.execPath, [PORTAL_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(child, `portal-${port}.log`);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `the portal exited early (code ${code}, signal ${signal}). Last output:\n${output.tail()}`;
  });

  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await pollUntil(
      `GET ${url}/api/health`,
      async () => {
        const res = await fetch(`${url}/api/health`);
        return res.status === 200 ? true : undefined;
      },
      { timeoutMs: options.startTimeoutMs ?? 240_000, intervalMs: 250, failFast: () => exited },
    );
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nPortal log: ${output.file}\n${exited ? '' : output.tail()}`, { cause: error });
  }
  return { url, dataDir, logFile: output.file, stop };
}

/** The platform admin a journey's own portal seeds (SEED_ACCOUNTS with ADMIN_PASSWORD), for its admin routes and commands. */
export const JOURNEY_ADMIN = { email: 'admin@hackathon.local', password: 'Journey-Admin-Pass-1' } as const;

/** Environment that makes startPortal seed the back-office accounts with JOURNEY_ADMIN's password (no demo data needed). */
export const JOURNEY_ADMIN_ENV: Record<string, string> = { SEED_ACCOUNTS: 'true', ADMIN_EMAIL: JOURNEY_ADMIN.email, ADMIN_PASSWORD: JOURNEY_ADMIN.password };

/**
 * Runs a root npm script as an operator types it (`npm run <script> -- <args>`, `npm run --silent`
 * prepended), from the repository root. With `asAdmin`, signed in as JOURNEY_ADMIN for commands
 * that take `--api <portal>`; the caller's DATABASE_URL is dropped either way.
 */
export function npmCommand(args: string[], { asAdmin = false, timeoutMs = 60_000 } = {}): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...(asAdmin ? { ADMIN_EMAIL: JOURNEY_ADMIN.email, ADMIN_PASSWORD: JOURNEY_ADMIN.password } : {}) };
  delete env.DATABASE_URL;
  delete env.PORTAL_TOKEN;
  return runCommand('npm', ['run', '--silent', ...args], { env, timeoutMs });
}

/**
 * Runs the operator's remote registry command as an operator types it
 * (`npm run registry -w @hackathon/api -- <args> --api <portal>`), signed in as JOURNEY_ADMIN.
 * It goes through the running portal's admin route: a running portal's embedded database is
 * locked to its process, and the route drops that process's cached registry at once.
 */
export function registryCommand(portal: Pick<Portal, 'url'>, args: string[], timeoutMs = 60_000): Promise<CommandResult> {
  return npmCommand(['registry', '-w', '@hackathon/api', '--', ...args, '--api', portal.url], { asAdmin: true, timeoutMs });
}

/** A signed-in demo school admin: the login answer's token and user, and the cookies it set (name=value). */
export interface DemoSchoolAdminSession {
  token: string;
  user: Record<string, unknown>;
  cookies: Array<{ name: string; value: string }>;
}

/** Signs in the first demo school admin of the portal's fresh data folder through the public API (needs the demo seed). */
export async function signInDemoSchoolAdmin(portal: Pick<Portal, 'url' | 'dataDir'>): Promise<DemoSchoolAdminSession> {
  const file = join(portal.dataDir, 'demo-credentials.json');
  const credentials = JSON.parse(readFileSync(file, 'utf8')) as { schoolAdmins?: Array<{ email: string; password: string }> };
  const admin = credentials.schoolAdmins?.[0];
  if (!admin) throw new Error(`${file} lists no demo school admin`);
  const res = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const body = (await res.json()) as { data?: { token?: string; user?: Record<string, unknown> } };
  if (res.status !== 200 || !body.data?.token || !body.data.user) throw new Error(`POST /api/auth/login answered ${res.status}`);
  // what a browser keeps of each Set-Cookie: name=value (the attributes are the server's)
  const cookies = res.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  return { token: body.data.token, user: body.data.user, cookies };
}
