import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEFAULT_DATABASE_TIMEOUTS, loadConfig } from './app-config';
import { resolveJwtSecret } from './jwt-secret';
import { REPO_ROOT } from '../paths';

const SECRET = 'x'.repeat(32);

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ JWT_SECRET: SECRET, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: join(REPO_ROOT, 'data'),
      database: { kind: 'pglite', dataDir: join(REPO_ROOT, 'data', 'pgdata') },
      jwt: { secret: SECRET, expiresIn: '24h' },
      mail: { smtpUrl: null, from: 'Hackathon Portal <no-reply@hackathon.local>' },
      devMailbox: true,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      throttle: { defaultLimit: 300, defaultTtlMs: 60_000, credentialLimit: 10, credentialTtlMs: 60_000 },
      login: { maxFailures: 5, lockMinutes: 15, globalMaxFailures: 50 },
      trustProxy: false,
      chat: { llm: null, rateLimit: 20 },
    });
    expect(config.remotes.mfe_backoffice).toBe('/remotes/mfe-backoffice/mf-manifest.json');
    expect(config.remoteReleasesDir).toBe(join(REPO_ROOT, 'data', 'releases'));
    expect(config.requestBodyIdleMs).toBe(20_000);
  });

  it('keeps the remote releases under DATA_DIR unless REMOTE_RELEASES_DIR names another folder', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: '/var/lib/portal' }).remoteReleasesDir).toBe('/var/lib/portal/releases');
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: '/var/lib/portal', REMOTE_RELEASES_DIR: '/srv/releases' }).remoteReleasesDir).toBe('/srv/releases');
    expect(loadConfig({ JWT_SECRET: SECRET, REMOTE_RELEASES_DIR: 'shared/releases' }).remoteReleasesDir).toBe(join(process.cwd(), 'shared/releases'));
  });

  it('derives the rest from the settings given', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      SMTP_URL: 'smtps://u:p@mail:465',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example/',
      TRUST_PROXY: '1',
      DATA_DIR: '/var/lib/portal',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/app', schema: null, timeouts: DEFAULT_DATABASE_TIMEOUTS });
    expect(config.seedDemo).toBe(false);
    expect(config.devMailbox).toBe(false);
    expect(config.publicUrl).toBe('https://portal.example');
    expect(config.trustProxy).toBe(1);
    expect(config.dataDir).toBe('/var/lib/portal');
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ JWT_SECRET: SECRET, SEED_DEMO: 'no', PORT: ' ' }).seedDemo).toBe(false);
  });

  it('names every malformed variable at once', () => {
    expect(
      problems({
        PORT: '70000',
        DATABASE_URL: 'mysql://db/app',
        SMTP_URL: 'mail.example',
        NODE_ENV: 'prod',
        SEED_DEMO: 'maybe',
        PUBLIC_URL: 'portal.example',
        JWT_EXPIRES_IN: 'forever',
        REMOTE_URL_MFE_PUBLIC: 'ftp://cdn/mf-manifest.json',
        THROTTLE_LIMIT: '0',
        MAIL_FROM: 'nobody',
      }),
    ).toEqual([
      'NODE_ENV must be one of development, production, test (got "prod")',
      'PORT must be an integer between 1 and 65535 (got "70000")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      'SMTP_URL must be a URL starting with smtp:// or smtps://',
      'MAIL_FROM must contain an email address (got "nobody")',
      'PUBLIC_URL must be a URL starting with http:// or https://',
      'SEED_DEMO must be true or false (got "maybe")',
      'JWT_EXPIRES_IN must be a number of seconds or a duration like 30m, 24h, 7d (got "forever")',
      'REMOTE_URL_MFE_PUBLIC must be an absolute http(s) URL or a path on this host starting with /',
      'THROTTLE_LIMIT must be an integer between 1 and 1000000000 (got "0")',
    ]);
  });

  it('holds the REMOTE_URL_* defaults to the remote registry\'s rule (they reach every page\'s CSP)', () => {
    expect(
      problems({
        REMOTE_URL_MFE_PUBLIC: 'https://a;b/mf-manifest.json',
        REMOTE_URL_MFE_SCHOOL: 'https://*/mf-manifest.json',
        REMOTE_URL_MFE_TEAM: 'https://cdn.example.org/%2e%2e/mf-manifest.json',
        REMOTE_URL_MFE_BACKOFFICE: 'https://cdn.example.org/mfe-backoffice/1.0.0/mf-manifest.json',
      }),
    ).toEqual([
      expect.stringMatching(/^REMOTE_URL_MFE_PUBLIC must name one host/),
      expect.stringMatching(/^REMOTE_URL_MFE_SCHOOL must name one host/),
      expect.stringMatching(/^REMOTE_URL_MFE_TEAM path must not have empty, "\." or "\.\." segments/),
    ]);
  });

  it('never echoes secrets or URLs that may hold passwords', () => {
    const found = problems({ JWT_SECRET: 'short-secret', DATABASE_URL: 'mysql://admin:hunter2@db/app' });
    expect(found).toEqual(['DATABASE_URL must be a URL starting with postgres:// or postgresql://', 'JWT_SECRET must be at least 32 characters long']);
    expect(found.join(' ')).not.toMatch(/hunter2|short-secret/);
  });

  it('reads the optional chat model endpoint and checks its settings together', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      CHAT_API_URL: 'https://llm.example/v1/',
      CHAT_API_KEY: 'sk-test',
      CHAT_MODEL: 'small-model',
      CHAT_TIMEOUT_SECONDS: '5',
      CHAT_RATE_LIMIT: '7',
    });
    expect(config.chat).toEqual({ llm: { url: 'https://llm.example/v1', apiKey: 'sk-test', model: 'small-model', timeoutMs: 5000 }, rateLimit: 7 });
    expect(problems({ DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_CONNECT_TIMEOUT_MS: 'soon', DATABASE_START_RETRY_SECONDS: '-1' })).toEqual([
      'DATABASE_STATEMENT_TIMEOUT_MS must be an integer between 100 and 600000 (got "0")',
      'DATABASE_CONNECT_TIMEOUT_MS must be an integer between 100 and 120000 (got "soon")',
      'DATABASE_START_RETRY_SECONDS must be an integer between 0 and 3600 (got "-1")',
    ]);
    expect(problems({ CHAT_API_URL: 'https://llm.example/v1' })).toEqual(['CHAT_MODEL must be set when CHAT_API_URL is set']);
    expect(problems({ CHAT_MODEL: 'm', CHAT_API_KEY: 'sk-secret' })).toEqual(['CHAT_API_URL must be set when CHAT_MODEL or CHAT_API_KEY is set']);
    const bad = problems({ CHAT_API_URL: 'ftp://user:pw@llm', CHAT_MODEL: 'm', CHAT_TIMEOUT_SECONDS: '0', CHAT_RATE_LIMIT: 'x' });
    expect(bad).toEqual([
      'CHAT_API_URL must be a URL starting with http:// or https://',
      'CHAT_TIMEOUT_SECONDS must be an integer between 1 and 120 (got "0")',
      'CHAT_RATE_LIMIT must be an integer between 1 and 1000000000 (got "x")',
    ]);
    expect(bad.join(' ')).not.toContain('pw@');
  });

  it('TRUST_PROXY takes a hop count or the proxies\' addresses, never true (any client could choose its address)', () => {
    const trust = (value: string) => loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
    expect(trust('2')).toBe(2);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trust(' 10.0.0.0/8, fd00::/8 ,loopback,2001:db8::7')).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback', '2001:db8::7']);
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(problems({ TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY must be the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24 or loopback): true would let every client choose its address in X-Forwarded-For (got "${value}")`,
      ]);
    }
    expect(problems({ TRUST_PROXY: '10.0.0.5,proxy.internal,10.0.0.0/33,::1/129,10.0.0.1/8/8,' })).toEqual([
      'TRUST_PROXY must be a hop count or a comma-separated list of IP addresses, CIDRs or loopback/linklocal/uniquelocal (got "proxy.internal", "10.0.0.0/33", "::1/129", "10.0.0.1/8/8", "")',
    ]);
    expect(problems({ TRUST_PROXY: '101' })).toEqual(['TRUST_PROXY must be an integer between 1 and 100 (got "101")']);
  });

  it('ConfigError lists the problems in its message', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: SECRET })).toThrow('Invalid configuration:\n  - PORT must be an integer between 1 and 65535 (got "abc")');
  });
});

describe('resolveJwtSecret', () => {
  it('generates the secret once into DATA_DIR (mode 600) and reuses it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'jwt-')), 'nested');
    try {
      const first = resolveJwtSecret(dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
      expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(resolveJwtSecret(dir)).toBe(first);
      expect(loadConfig({ DATA_DIR: dir }).jwt.secret).toBe(first);
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
