import { hostname, userInfo } from 'node:os';
import { existsSync } from 'node:fs';
import { HttpException } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig, type RemoteName } from '../config/app-config';
import type { AuditActor } from '../kernel/audit';
import { openDatabase } from '../database/connection';
import { DataDirLockedError } from '../database/data-dir-lock';
import type { Db } from '../database/db';
import { changeRegistry, readRegistry, type RegistryChange, type RemoteRegistryEntry } from '../modules/remote-registry/remote-registry.store';
import { checkManifestUrl, REMOTE_NAMES } from '../modules/remote-registry/remote-url';

export const REGISTRY_USAGE = `Usage: npm run registry -w @hackathon/api -- <command> [--api <portal URL>]

Commands:
  list [--json]                 every remote: the manifest URL served, its source, default and previous entry
                                (--json: the entries as one JSON array, for scripts such as npm run remote:prune)
  set <remote> <manifest-url>   point a remote at another mf-manifest.json (http(s) URL or /path on this host)
  reset <remote>                back to its default (REMOTE_URL_<NAME>, else its folder on this host)
  rollback <remote>             switch back to the previous entry (again: forward)

Remotes: ${REMOTE_NAMES.join(', ')}

Without --api the command opens the portal's database itself (DATABASE_URL, else DATA_DIR's
embedded one, which only works while no portal runs on that DATA_DIR). With --api <URL> (or
REGISTRY_API_URL) it goes through a running portal's admin routes, signed in as the platform admin
with ADMIN_EMAIL and ADMIN_PASSWORD (or a bearer token in PORTAL_TOKEN). Every change is audited.`;

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CommandOptions {
  env: NodeJS.ProcessEnv;
  io: CommandIo;
  /** Opens the database (tests hand in their own); default: from the environment's configuration. */
  open?: (config: AppConfig) => Promise<{ db: Db; close(): Promise<void> }>;
}

type Parsed = { command: 'list'; json: boolean } | { command: 'set'; name: string; url: string } | { command: 'reset' | 'rollback'; name: string };

function parse(args: string[]): { parsed: Parsed | null; api: string | null } {
  const rest: string[] = [];
  let api: string | null = null;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--api') api = args[++i] ?? '';
    else if (arg.startsWith('--api=')) api = arg.slice('--api='.length);
    else if (arg === '--json') json = true;
    else rest.push(arg);
  }
  const [command, name, url, ...extra] = rest;
  if (extra.length > 0 || (json && command !== 'list')) return { parsed: null, api };
  if (command === 'list' && name === undefined) return { parsed: { command, json }, api };
  if (command === 'set' && name && url) return { parsed: { command, name, url }, api };
  if ((command === 'reset' || command === 'rollback') && name && url === undefined) return { parsed: { command, name }, api };
  return { parsed: null, api };
}

function toChange(parsed: Exclude<Parsed, { command: 'list' }>): RegistryChange {
  return parsed.command === 'set' ? { kind: 'set', manifestUrl: parsed.url } : { kind: parsed.command };
}

/** A stored value as printed: quoted and escaped when today's checks refuse it (it may hold control characters). */
const shown = (url: string) => (checkManifestUrl(url).ok ? url : `${JSON.stringify(url)} (refused: not a valid manifest URL)`);

function printList(io: CommandIo, entries: RemoteRegistryEntry[], json: boolean): void {
  if (json) {
    io.out(JSON.stringify(entries));
    return;
  }
  for (const e of entries) {
    io.out(`${e.name}  ${e.manifestUrl}`);
    io.out(`  source: ${e.source === 'registry' ? `registry (changed by ${e.updatedBy} at ${e.updatedAt})` : `default (${e.defaultFrom})`}`);
    if (e.source === 'registry') io.out(`  default: ${e.defaultUrl} (${e.defaultFrom})`);
    if (e.refusedUrl) io.out(`  stored: ${shown(e.refusedUrl)}; set or reset this remote`);
    io.out(`  previous: ${e.previousUrl === null ? '(none: never changed)' : shown(e.previousUrl)}`);
  }
}

function printChange(io: CommandIo, before: string, entry: RemoteRegistryEntry, changed: boolean, cacheSeconds: number | null): void {
  if (!changed) {
    io.out(`${entry.name}: unchanged (${entry.manifestUrl})`);
    return;
  }
  io.out(`${entry.name}: ${before} -> ${entry.manifestUrl}`);
  io.out(
    cacheSeconds === null
      ? 'Served by /remotes.json (and allowed by the CSP) on the next page load.'
      : `Running API processes serve it within ${cacheSeconds} s (REMOTE_REGISTRY_CACHE_SECONDS); browsers pick it up on their next page load.`,
  );
}

/** The operator: whoever runs the command, on which machine (the audit trail's actor label). */
export function operatorActor(env: NodeJS.ProcessEnv): AuditActor {
  let user = env.USER ?? env.LOGNAME ?? '';
  try {
    user ||= userInfo().username;
  } catch {
    user ||= 'unknown';
  }
  return { id: null, role: 'system', label: `cli:${user}@${hostname()}`, ip: null };
}

/** Runs one registry command; returns the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runRegistryCommand(args: string[], options: CommandOptions): Promise<number> {
  const { io, env } = options;
  const { parsed, api } = parse(args);
  if (!parsed || api === '') {
    io.err(REGISTRY_USAGE);
    return 2;
  }
  const apiUrl = api ?? (env.REGISTRY_API_URL?.trim() || null);
  try {
    return apiUrl ? await throughApi(apiUrl, parsed, options) : await direct(parsed, options);
  } catch (error) {
    if (error instanceof HttpException || error instanceof ConfigError || error instanceof CommandError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof DataDirLockedError) {
      io.err(`${error.message}\nWhile the portal runs on this DATA_DIR, run the command through it: add --api http://localhost:<PORT> with ADMIN_EMAIL and ADMIN_PASSWORD (or PORTAL_TOKEN) set.`);
      return 1;
    }
    throw error;
  }
}

class CommandError extends Error {}

const NO_REGISTRY =
  'This database has no remote registry yet (table remote_registry, migration 0019): start the portal on it once (it applies the migrations), or check DATABASE_URL / DATA_DIR.';

/** Opens the portal's database as configured; never creates one: a database the portal has not migrated is refused. */
async function defaultOpen(config: AppConfig): Promise<{ db: Db; close(): Promise<void> }> {
  if (config.database.kind === 'pglite' && config.database.dataDir && !existsSync(config.database.dataDir)) throw new CommandError(NO_REGISTRY);
  const handle = await openDatabase(config.database);
  try {
    const [found] = await handle.withClient((client) => client.query<{ table: string | null }>("select to_regclass('remote_registry')::text as table"));
    if (!found?.table) throw new CommandError(NO_REGISTRY);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { db: handle.db, close: () => handle.close() };
}

async function direct(parsed: Parsed, options: CommandOptions): Promise<number> {
  const config = loadConfig(options.env);
  const { db, close } = await (options.open ?? defaultOpen)(config);
  try {
    if (parsed.command === 'list') {
      printList(options.io, await readRegistry(db, config.remotes), parsed.json);
      return 0;
    }
    const before = (await readRegistry(db, config.remotes)).find((e) => e.name === parsed.name)?.manifestUrl ?? '';
    const { entry, changed } = await changeRegistry(db, config.remotes, operatorActor(options.env), parsed.name, toChange(parsed));
    printChange(options.io, before, entry, changed, config.remoteRegistryCacheMs / 1000);
    return 0;
  } finally {
    await close();
  }
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

async function call<T>(url: string, init: RequestInit): Promise<{ status: number; body: Envelope<T> }> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    throw new CommandError(`Could not reach ${url}: ${(error as Error).message}`);
  }
  const body = (await res.json().catch(() => ({ success: false, message: `HTTP ${res.status}` }))) as Envelope<T>;
  return { status: res.status, body };
}

async function bearer(base: string, env: NodeJS.ProcessEnv): Promise<string> {
  if (env.PORTAL_TOKEN?.trim()) return env.PORTAL_TOKEN.trim();
  const email = env.ADMIN_EMAIL?.trim() || 'admin@hackathon.local';
  const password = env.ADMIN_PASSWORD;
  if (!password) throw new CommandError('Set ADMIN_PASSWORD (with ADMIN_EMAIL) or PORTAL_TOKEN to sign in to the portal as the platform admin.');
  const { status, body } = await call<{ token?: string }>(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (status !== 200 || !body.data?.token) throw new CommandError(`Sign-in as ${email} failed (${status}): ${body.message}`);
  return body.data.token;
}

async function throughApi(apiUrl: string, parsed: Parsed, options: CommandOptions): Promise<number> {
  let base: string;
  try {
    const url = new URL(apiUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    base = url.origin;
  } catch {
    throw new CommandError(`--api must be the portal's http(s) URL, e.g. http://localhost:3000 (got ${apiUrl})`);
  }
  const headers = { Authorization: `Bearer ${await bearer(base, options.env)}`, 'Content-Type': 'application/json' };
  const root = `${base}/api/admin/remote-registry`;
  const list = async () => {
    const { status, body } = await call<RemoteRegistryEntry[]>(root, { headers });
    if (status !== 200 || !body.data) throw new CommandError(`${root} answered ${status}: ${body.message}`);
    return body.data;
  };
  if (parsed.command === 'list') {
    printList(options.io, await list(), parsed.json);
    return 0;
  }
  const name = encodeURIComponent(parsed.name);
  const before = (await list()).find((e) => e.name === (parsed.name as RemoteName))?.manifestUrl ?? '';
  const { status, body } =
    parsed.command === 'set'
      ? await call<RemoteRegistryEntry>(`${root}/${name}`, { method: 'PUT', headers, body: JSON.stringify({ manifestUrl: parsed.url }) })
      : await call<RemoteRegistryEntry>(`${root}/${name}/${parsed.command}`, { method: 'POST', headers });
  if (status !== 200 || !body.data) {
    options.io.err(`${body.message} (${status})`);
    return 1;
  }
  printChange(options.io, before, body.data, body.data.manifestUrl !== before, null);
  return 0;
}
