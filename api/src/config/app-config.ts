import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { REPO_ROOT } from '../paths';
import { Env, EnvReader } from './env-reader';
import { checkManifestUrl } from './manifest-url';
import { resolveJwtSecret } from './jwt-secret';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** The federated remotes this process can serve: container name, folder and override variable. */
export const REMOTES = [
  { name: 'mfe_public', folder: 'mfe-public', envVar: 'REMOTE_URL_MFE_PUBLIC' },
  { name: 'mfe_school', folder: 'mfe-school', envVar: 'REMOTE_URL_MFE_SCHOOL' },
  { name: 'mfe_team', folder: 'mfe-team', envVar: 'REMOTE_URL_MFE_TEAM' },
  { name: 'mfe_backoffice', folder: 'mfe-backoffice', envVar: 'REMOTE_URL_MFE_BACKOFFICE' },
] as const;
export type RemoteName = (typeof REMOTES)[number]['name'];

export type DatabaseConfig =
  /** Embedded PostgreSQL; `dataDir` null keeps it in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null }
  /** A PostgreSQL server; `schema` set puts every table in that schema (tests). */
  | { kind: 'postgres'; url: string; schema: string | null; timeouts?: DatabaseTimeouts };

/** How long the API waits on a PostgreSQL server before answering 503 (and retrying at start); absent (tools building their own config): no statement timeout. */
export interface DatabaseTimeouts {
  /** Server-side statement_timeout; the client gives up on a silent server shortly after. */
  statementMs: number;
  /** Opening a connection (or waiting for a free one in the pool). */
  connectMs: number;
  /** At start, how long to keep retrying an unreachable server (with back-off); 0 = fail at once. */
  startRetryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 10_000, connectMs: 5000, startRetryMs: 60_000 };

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  /** Absolute; holds the embedded database and generated secrets. */
  dataDir: string;
  database: DatabaseConfig;
  jwt: { secret: string; expiresIn: string };
  mail: { smtpUrl: string | null; from: string };
  /** Outbox + /dev/mailbox: only without SMTP and outside production. */
  devMailbox: boolean;
  /** Base of links in emails, without a trailing slash. */
  publicUrl: string;
  seedDemo: boolean;
  /**
   * Remote name -> URL of its mf-manifest.json (absolute or path on this host): the registry's
   * defaults, used for a remote with no row in the database (modules/remote-registry).
   */
  remotes: Record<RemoteName, string>;
  /** How long one process reuses the registry it read (REMOTE_REGISTRY_CACHE_SECONDS; 0: every request reads it). */
  remoteRegistryCacheMs: number;
  /**
   * Absolute; the immutable remote releases served at /releases/<folder>/<release id>/
   * (REMOTE_RELEASES_DIR, default DATA_DIR/releases; written by `npm run remote:release`).
   */
  remoteReleasesDir: string;
  throttle: {
    /** Every API route, per client IP. */
    defaultLimit: number;
    defaultTtlMs: number;
    /** Credential endpoints (login, register, OTP, reset, resend), per client IP. */
    credentialLimit: number;
    credentialTtlMs: number;
  };
  /**
   * Sign-in failures per identifier and client address: `maxFailures` lock that pair for
   * `lockMinutes`; past `globalMaxFailures` on one identifier over all addresses, only addresses
   * that signed in to it before may try (docs/operations.md, "Sessions and sign-in").
   */
  login: { maxFailures: number; lockMinutes: number; globalMaxFailures: number };
  /**
   * Express "trust proxy" (rate limits, lockout and the audit trail need the client's address):
   * false, the number of proxies in front of the API, or the proxies' addresses/CIDRs (X-Forwarded-*
   * is read only from those peers). Never true: every client could choose its address.
   */
  trustProxy: false | number | string[];
  chat: ChatConfig;
  /**
   * Shared state between API processes (rate-limit counters, session revocations): null keeps it in
   * this process's memory (one process). `keyPrefix` starts every key and channel, so several
   * portals (or test runs) can share one Redis.
   */
  redis: { url: string; keyPrefix: string } | null;
  /** API processes on this machine (node:cluster on one port); more than 1 needs DATABASE_URL. */
  workers: number;
  /** A request body that sends nothing for this long is answered 408 and its connection closed (REQUEST_BODY_IDLE_SECONDS). */
  requestBodyIdleMs: number;
  certificates: CertificatesConfig;
}

/** Certificates (issue 28): the batch job and the public verification's rate limit. */
export interface CertificatesConfig {
  /** How often the job looks for a batch to work (CERTIFICATE_JOB_POLL_MS); an issue also wakes it at once. */
  jobPollMs: number;
  /** Certificates rendered per chunk (CERTIFICATE_JOB_CHUNK): progress is saved after each. */
  jobChunk: number;
  /** A batch's lease (CERTIFICATE_JOB_LEASE_SECONDS): a process that stops renewing it (killed) leaves the batch to the next. */
  jobLeaseMs: number;
  /** Lookups of GET /certificates/verify/{code} per client IP per minute (CERTIFICATE_VERIFY_LIMIT). */
  verifyLimit: number;
}

/**
 * The chat assistant. Without `llm` it answers locally from the event's own knowledge; with it, an
 * OpenAI-compatible chat completions endpoint writes the answer from the same retrieved passages.
 */
export interface ChatConfig {
  llm: { url: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  /** Messages per client IP per minute on POST /api/ai-chat/send-message. */
  rateLimit: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const JWT_EXPIRY = /^\d+(s|m|h|d)?$/;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const REDIS_KEY_PREFIX = /^[A-Za-z0-9_.:-]{0,64}$/;

/**
 * Validates the environment once, at boot. Throws ConfigError naming every malformed variable.
 * Reads or creates DATA_DIR/jwt-secret when JWT_SECRET is unset (pass `inMemoryDatabase` to
 * get an in-memory PGlite instead of DATA_DIR/pgdata; tests do).
 */
export function loadConfig(env: Env, options: { inMemoryDatabase?: boolean; databaseSchema?: string } = {}): AppConfig {
  const r = new EnvReader(env);
  const nodeEnv = r.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const port = r.int('PORT', 3000, 1, 65535);
  const dataDirRaw = r.raw('DATA_DIR');
  const dataDir = dataDirRaw === undefined ? join(REPO_ROOT, 'data') : isAbsolute(dataDirRaw) ? dataDirRaw : resolve(dataDirRaw);
  const databaseUrl = r.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = r.url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = r.string('MAIL_FROM', 'Hackathon Portal <no-reply@hackathon.local>');
  r.check('MAIL_FROM', /@/.test(mailFrom), 'must contain an email address', mailFrom);
  const publicUrl = (r.url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const seedDemo = r.bool('SEED_DEMO', databaseUrl === null);
  const jwtSecretRaw = r.optionalString('JWT_SECRET');
  r.check('JWT_SECRET', jwtSecretRaw === null || jwtSecretRaw.length >= 32, 'must be at least 32 characters long');
  const jwtExpiresIn = r.string('JWT_EXPIRES_IN', '24h');
  r.check('JWT_EXPIRES_IN', JWT_EXPIRY.test(jwtExpiresIn), 'must be a number of seconds or a duration like 30m, 24h, 7d', jwtExpiresIn);

  const remotes = {} as Record<RemoteName, string>;
  for (const remote of REMOTES) {
    const value = r.raw(remote.envVar);
    // the registry's own rule (issue 22): a default goes into every page's CSP as well
    const checked = value === undefined ? null : checkManifestUrl(value);
    // (its messages name the registry's field, manifestUrl: here the variable's name stands for it)
    if (checked && !checked.ok) r.check(remote.envVar, false, checked.message.replace(/^manifestUrl /, ''));
    remotes[remote.name] = checked?.ok ? checked.url : `/remotes/${remote.folder}/mf-manifest.json`;
  }

  const remoteRegistryCacheMs = r.int('REMOTE_REGISTRY_CACHE_SECONDS', 5, 0, 300) * 1000;
  // the same default and resolution as tools/deploy/releases.js, which writes the folder
  const releasesRaw = r.raw('REMOTE_RELEASES_DIR');
  const remoteReleasesDir = releasesRaw === undefined ? join(dataDir, 'releases') : resolve(releasesRaw);

  const throttle = {
    defaultLimit: r.int('THROTTLE_LIMIT', 300, 1, 1_000_000_000),
    defaultTtlMs: r.int('THROTTLE_TTL_SECONDS', 60, 1, 86_400) * 1000,
    credentialLimit: r.int('THROTTLE_CREDENTIAL_LIMIT', 10, 1, 1_000_000_000),
    credentialTtlMs: r.int('THROTTLE_CREDENTIAL_TTL_SECONDS', 60, 1, 86_400) * 1000,
  };
  const login = {
    maxFailures: r.int('LOGIN_MAX_FAILURES', 5, 1, 1000),
    lockMinutes: r.int('LOGIN_LOCK_MINUTES', 15, 1, 10_080),
    globalMaxFailures: r.int('LOGIN_GLOBAL_MAX_FAILURES', 50, 1, 1_000_000),
  };
  const trustProxy = readTrustProxy(r);

  const chat = readChatConfig(r);

  const timeouts: DatabaseTimeouts = {
    statementMs: r.int('DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.statementMs, 100, 600_000),
    connectMs: r.int('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs, 100, 120_000),
    startRetryMs: r.int('DATABASE_START_RETRY_SECONDS', DEFAULT_DATABASE_TIMEOUTS.startRetryMs / 1000, 0, 3600) * 1000,
  };

  const redisUrl = r.url('REDIS_URL', ['redis:', 'rediss:']);
  const redisKeyPrefix = r.string('REDIS_KEY_PREFIX', 'portal:');
  r.check('REDIS_KEY_PREFIX', REDIS_KEY_PREFIX.test(redisKeyPrefix), 'must be at most 64 letters, digits or _ . : -', redisKeyPrefix);
  const workers = r.int('API_WORKERS', 1, 1, 64);
  const requestBodyIdleMs = r.int('REQUEST_BODY_IDLE_SECONDS', 20, 1, 3600) * 1000;
  const certificates: CertificatesConfig = {
    jobPollMs: r.int('CERTIFICATE_JOB_POLL_MS', 5000, 10, 3_600_000),
    jobChunk: r.int('CERTIFICATE_JOB_CHUNK', 25, 1, 1000),
    jobLeaseMs: r.int('CERTIFICATE_JOB_LEASE_SECONDS', 120, 5, 86_400) * 1000,
    verifyLimit: r.int('CERTIFICATE_VERIFY_LIMIT', 30, 1, 1_000_000_000),
  };
  // one process per embedded data folder (data-dir-lock): several workers need a database server
  r.check('API_WORKERS', workers === 1 || databaseUrl !== null, 'above 1 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only');

  const schema = options.databaseSchema ?? null;
  if (schema !== null && !SCHEMA_NAME.test(schema)) r.check('database schema', false, 'must be a lower-case identifier', schema);

  if (r.errors.length > 0) throw new ConfigError(r.errors);

  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl, schema, timeouts }
    : { kind: 'pglite', dataDir: options.inMemoryDatabase ? null : join(dataDir, 'pgdata') };

  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    dataDir,
    database,
    jwt: { secret: jwtSecretRaw ?? resolveJwtSecret(dataDir), expiresIn: jwtExpiresIn },
    mail: { smtpUrl, from: mailFrom },
    devMailbox: smtpUrl === null && nodeEnv !== 'production',
    publicUrl,
    seedDemo,
    remotes,
    remoteRegistryCacheMs,
    remoteReleasesDir,
    throttle,
    login,
    trustProxy,
    chat,
    redis: redisUrl ? { url: redisUrl, keyPrefix: redisKeyPrefix } : null,
    workers,
    requestBodyIdleMs,
    certificates,
  };
}

/** Express's names for address ranges (proxy-addr): 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, the private ranges and fc00::/7. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or false (no proxy), a hop count (1 to 100), or a comma-separated list of the
 * proxies' addresses, CIDRs or range names. `true` is refused: express would trust every peer, so
 * any client could set its own address in X-Forwarded-For.
 */
function readTrustProxy(r: EnvReader): false | number | string[] {
  const raw = r.raw('TRUST_PROXY');
  if (raw === undefined || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return r.int('TRUST_PROXY', 0, 1, 100);
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    r.check('TRUST_PROXY', false, 'must be the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24 or loopback): true would let every client choose its address in X-Forwarded-For', raw);
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  r.check('TRUST_PROXY', bad.length === 0, `must be a hop count or a comma-separated list of IP addresses, CIDRs or loopback/linklocal/uniquelocal (got "${bad.join('", "')}")`);
  return bad.length === 0 ? entries : false;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** CHAT_API_URL (with CHAT_MODEL, optional CHAT_API_KEY and CHAT_TIMEOUT_SECONDS) and CHAT_RATE_LIMIT. */
function readChatConfig(r: EnvReader): ChatConfig {
  const url = r.url('CHAT_API_URL', ['http:', 'https:']);
  const model = r.optionalString('CHAT_MODEL');
  const apiKey = r.optionalString('CHAT_API_KEY');
  const timeoutMs = r.int('CHAT_TIMEOUT_SECONDS', 15, 1, 120) * 1000;
  const rateLimit = r.int('CHAT_RATE_LIMIT', 20, 1, 1_000_000_000);
  if (url !== null) r.check('CHAT_MODEL', model !== null, 'must be set when CHAT_API_URL is set');
  else if (r.raw('CHAT_API_URL') === undefined) r.check('CHAT_API_URL', model === null && apiKey === null, 'must be set when CHAT_MODEL or CHAT_API_KEY is set');
  return { llm: url !== null && model !== null ? { url: url.replace(/\/+$/, ''), apiKey, model, timeoutMs } : null, rateLimit };
}
