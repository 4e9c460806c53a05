import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MSG, REMOTE_REGISTRY_MSG } from '@hackathon/contracts';
import { runRegistryCommand } from '../src/cli/registry-command';
import { remoteRegistry } from '../src/database/schema';
import { createTestApp, writeBuiltFile, type TestApp } from './support';
import { insertAccount } from './support/fixtures-auth';
import { bearer } from './teams-fixtures';

jest.setTimeout(120_000);

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!doctype html><head></head><body><div id=root></div></body>';
const PUBLIC_CDN = 'https://public.cdn.test/1.0/mf-manifest.json';
const DEFAULTS = {
  mfe_public: PUBLIC_CDN,
  mfe_school: '/remotes/mfe-school/mf-manifest.json',
  mfe_team: '/remotes/mfe-team/mf-manifest.json',
  mfe_backoffice: '/remotes/mfe-backoffice/mf-manifest.json',
};
/** The CSP of every response while no valid entry moves a remote: this host and the REMOTE_URL_* default's folder. */
const SAFE_SCRIPT_SRC = "script-src 'self' https://public.cdn.test/1.0/";
const M = REMOTE_REGISTRY_MSG;

/**
 * Issue 22's probe: every hostile manifest URL it tried, with the message the route must refuse
 * it with. `https://a;b/...` and `https://a,b/...` were accepted and crashed the process on the
 * next request (helmet threw inside a promise nobody caught); `https://*` switched the CSP off.
 */
const HOSTILE: Array<[string, string]> = [
  ['https://a;b/mf-manifest.json', M.urlHost],
  ['https://a,b/mf-manifest.json', M.urlHost],
  ['https://*/mf-manifest.json', M.urlHost],
  ['https://*.cdn.test/mf-manifest.json', M.urlHost],
  ["https://a'b/mf-manifest.json", M.urlHost],
  ['https://a"b/mf-manifest.json', M.urlHost],
  ["https://cdn.test/'unsafe-inline'/mf-manifest.json", M.urlCharacters],
  ['https://cdn.test/a;script-src */mf-manifest.json', M.urlCharacters],
  ['https://cdn.test/a,b/mf-manifest.json', M.urlCharacters],
  ['https://a b/mf-manifest.json', M.urlCharacters],
  ['https://cdn.test/a b/mf-manifest.json', M.urlCharacters],
  ['https://cdn.test/a\tb/mf-manifest.json', M.urlCharacters],
  ['https://cdn.test/a\nb/mf-manifest.json', M.urlCharacters],
  ['https://cdn.test/team/%2e%2e/mf-manifest.json', M.urlPathSegments],
  ['https://cdn.test/team/%2E%2E/%2e%2e/mf-manifest.json', M.urlPathSegments],
  ['https://cdn.test/team/%252e%252e/mf-manifest.json', M.urlPathSegments],
  ['https://cdn.test/team/..%2fmf-manifest.json', M.urlPathSegments],
  ['https://cdn.test/team/..%5cmf-manifest.json', M.urlPathSegments],
  ['/remotes/mfe-team/../../api/mf-manifest.json', M.urlPathSegments],
  ['/remotes/mfe-team/%2e%2e/%2e%2e/api/mf-manifest.json', M.urlPathSegments],
  ['https://cdn.test/team\\..\\mf-manifest.json', M.urlCharacters],
  ['/\\evil.test/mf-manifest.json', M.urlCharacters],
  ['https:\\\\evil.test/mf-manifest.json', M.urlCharacters],
  ['//evil.test/mf-manifest.json', M.urlInvalid],
  ['https://user:pw@cdn.test/mf-manifest.json', M.urlCredentials],
  ['https://cdn.test@evil.test/mf-manifest.json', M.urlCredentials],
  ['https://[::1/mf-manifest.json', M.urlHost],
  ['https://[]/mf-manifest.json', M.urlHost],
  ['https://[1.2.3.4]/mf-manifest.json', M.urlHost],
  ['https://[fe80::1%25eth0]/mf-manifest.json', M.urlHost],
  ['https://[::1]evil/mf-manifest.json', M.urlHost],
  ['https://[::1]:99999/mf-manifest.json', M.urlPort],
  ['https://cdn.test:0/mf-manifest.json', M.urlPort],
  ['https://cdn.test:65536/mf-manifest.json', M.urlPort],
  ['https://cdn.test:-1/mf-manifest.json', M.urlPort],
  ['https://cdn.test:/mf-manifest.json', M.urlPort],
  ['https://127.1/mf-manifest.json', M.urlHost],
  ['https://0x7f.0.0.1/mf-manifest.json', M.urlHost],
  ['https://999.0.0.1/mf-manifest.json', M.urlHost],
  [`https://${'a'.repeat(64)}.cdn.test/mf-manifest.json`, M.urlHost],
  [`https://${'abcdefghi.'.repeat(30)}test/mf-manifest.json`, M.urlHost],
  ['https://a..b/mf-manifest.json', M.urlHost],
  ['https://-a.cdn.test/mf-manifest.json', M.urlHost],
  ['https://a_b.cdn.test/mf-manifest.json', M.urlHost],
  ['https://xn--zz/mf-manifest.json', M.urlHost],
  ['https://bücher.test/mf-manifest.json', M.urlCharacters],
  ['https://ｃｄｎ.test/mf-manifest.json', M.urlCharacters],
  ['https://cdn.test/é/mf-manifest.json', M.urlCharacters],
  ['https://cdn.test/mf-manifest.json#x', M.urlFragment],
  ['javascript:alert(1)//mf-manifest.json', M.urlInvalid],
  ['data:text/javascript,alert(1)//mf-manifest.json', M.urlInvalid],
  ['ftp://cdn.test/mf-manifest.json', M.urlInvalid],
  ['https://cdn.test/remoteEntry.js', M.urlNotManifest],
  [`https://cdn.test/${'a'.repeat(2100)}/mf-manifest.json`, M.urlTooLong(2048)],
];

const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
const directive = (res: { headers: Record<string, unknown> }, name: string) =>
  csp(res)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/**
 * No registry value, from any role or written straight into the table, stops the portal: hostile
 * values are refused with their message, stored ones are ignored on read (the default is served,
 * the CSP stays safe) and never rolled back to, and the process never sees an unhandled rejection.
 */
describe('hostile remote registry values (issue 22)', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  const crashes: unknown[] = [];
  const onCrash = (reason: unknown) => crashes.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onCrash);
    process.on('uncaughtException', onCrash);
    root = mkdtempSync(join(tmpdir(), 'hackathon-hostile-registry-'));
    writeBuiltFile(root, 'shell/dist/index.html', INDEX);
    // read on every request, so a row written into the table is what the next request sees
    t = await createTestApp({ webRoot: root, env: { REMOTE_URL_MFE_PUBLIC: PUBLIC_CDN, REMOTE_REGISTRY_CACHE_SECONDS: '0' } });
    const account = await insertAccount(t, { role: 'admin' });
    admin = t.tokenFor({ sub: account.id, role: 'admin', email: account.email! });
  }, 60_000);

  afterAll(async () => {
    process.off('unhandledRejection', onCrash);
    process.off('uncaughtException', onCrash);
    await t?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  }, 60_000);

  afterEach(() => {
    expect(crashes).toEqual([]);
  });

  /** The portal answers a page, /api/health and /remotes.json, each with the safe CSP, and /remotes.json serves the defaults. */
  async function expectPortalUp(): Promise<void> {
    const page = await t.request().get('/login').set('Accept', HTML).expect(200);
    expect(page.text).toContain('<div id=root></div>');
    const health = await t.request().get('/api/health').expect(200);
    const registry = await t.request().get('/remotes.json').expect(200);
    expect(registry.body).toEqual(DEFAULTS);
    for (const res of [page, health, registry]) {
      expect(directive(res, 'script-src')).toBe(SAFE_SCRIPT_SRC);
      expect(directive(res, 'connect-src')).toBe("connect-src 'self' https://public.cdn.test/1.0/");
      expect(directive(res, 'default-src')).toBe("default-src 'self'");
    }
  }

  const named = HOSTILE.map(([url, message]) => [url.length > 120 ? `${url.slice(0, 40)}... (${url.length} characters)` : url, url, message]);
  it.each(named)('refuses %j with 400 and its message, and the portal keeps answering', async (_name, manifestUrl, message) => {
    const res = await t.request().put('/api/admin/remote-registry/mfe_team').set(bearer(admin)).send({ manifestUrl }).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await t.db.select().from(remoteRegistry)).toEqual([]);
    await expectPortalUp();
  });

  it('refuses control characters before the registry sees them (the input guard), and the portal keeps answering', async () => {
    for (const manifestUrl of ['https://cdn.test/a\u0001/mf-manifest.json', 'https://cdn.test/\u001b[2J/mf-manifest.json', 'https://a\u0000b/mf-manifest.json']) {
      const res = await t.request().put('/api/admin/remote-registry/mfe_team').set(bearer(admin)).send({ manifestUrl }).expect(400);
      expect([API_MSG.invalidCharacters, M.urlCharacters]).toContain(res.body.message);
    }
    expect(await t.db.select().from(remoteRegistry)).toEqual([]);
    await expectPortalUp();
  });

  it('refuses a hostile value from every other role and without a token, before any check (the role matrix is in remote-registry.int-spec.ts)', async () => {
    const tokens = t.tokensForAllRoles({ school_admin: { schoolCode: '1001' }, team: { schoolCode: '1001' }, region_admin: { region: 'Agra' } });
    const others = Object.entries(tokens).filter(([role]) => role !== 'admin');
    for (const [, token] of others) {
      const res = await t.request().put('/api/admin/remote-registry/mfe_team').set(bearer(token)).send({ manifestUrl: 'https://a;b/mf-manifest.json' });
      expect([401, 403]).toContain(res.status);
    }
    await t.request().put('/api/admin/remote-registry/mfe_team').send({ manifestUrl: 'https://a;b/mf-manifest.json' }).expect(401);
    expect(await t.db.select().from(remoteRegistry)).toEqual([]);
    await expectPortalUp();
  });

  it('ignores hostile values written straight into the table (an operator mistake, an older version) and never rolls back to one', async () => {
    // every hostile value the column can hold (PostgreSQL refuses NUL; the CHECK, over 2048 characters)
    const stored = [...HOSTILE.map(([url]) => url).filter((url) => url.length <= 2048), 'https://cdn.test/\u001b[2J/mf-manifest.json', 'https://cdn.test/a\u0007/mf-manifest.json'];
    for (const url of stored) {
      await t.db.delete(remoteRegistry);
      await t.db.insert(remoteRegistry).values(Object.keys(DEFAULTS).map((name) => ({ name, manifestUrl: url, previousUrl: url, updatedBy: 'an older version' })));
      await expectPortalUp();

      const list = await t.request().get('/api/admin/remote-registry').set(bearer(admin)).expect(200);
      expect(list.body.data.find((e: { name: string }) => e.name === 'mfe_team')).toMatchObject({ manifestUrl: DEFAULTS.mfe_team, source: 'default', refusedUrl: url, previousUrl: url });

      const back = await t.request().post('/api/admin/remote-registry/mfe_team/rollback').set(bearer(admin)).expect(409);
      expect(back.body).toMatchObject({ success: false, message: M.previousInvalid });
      expect((await t.db.select().from(remoteRegistry)).every((row) => row.manifestUrl === url && row.previousUrl === url)).toBe(true);
    }
  });

  it('lets the admin recover: a reset clears the bad entry, a rollback still refuses it, a valid entry moves the remote (folder-scoped CSP)', async () => {
    const bad = 'https://a;b/mf-manifest.json';
    await t.db.delete(remoteRegistry);
    await t.db.insert(remoteRegistry).values({ name: 'mfe_team', manifestUrl: bad, previousUrl: null, updatedBy: 'an older version' });

    const reset = await t.request().post('/api/admin/remote-registry/mfe_team/reset').set(bearer(admin)).expect(200);
    expect(reset.body.data).toMatchObject({ manifestUrl: DEFAULTS.mfe_team, source: 'default', previousUrl: bad, refusedUrl: null });
    // the bug report's path: reset, then rollback brought the value back
    const back = await t.request().post('/api/admin/remote-registry/mfe_team/rollback').set(bearer(admin)).expect(409);
    expect(back.body.message).toBe(M.previousInvalid);
    await expectPortalUp();

    const moved = 'https://shared.cdn.test/mfe-team/1.4.0/mf-manifest.json';
    await t.request().put('/api/admin/remote-registry/mfe_team').set(bearer(admin)).send({ manifestUrl: moved }).expect(200);
    const registry = await t.request().get('/remotes.json').expect(200);
    expect(registry.body.mfe_team).toBe(moved);
    // only that folder of the shared CDN, never the whole host
    expect(directive(registry, 'script-src')).toBe("script-src 'self' https://public.cdn.test/1.0/ https://shared.cdn.test/mfe-team/1.4.0/");
    expect(directive(registry, 'connect-src')).toBe("connect-src 'self' https://public.cdn.test/1.0/ https://shared.cdn.test/mfe-team/1.4.0/");
    // and the rollback goes to the default the move replaced
    await t.request().post('/api/admin/remote-registry/mfe_team/rollback').set(bearer(admin)).expect(200);
    await expectPortalUp();
  });

  it("refuses the same values in the operator's command, and its list shows a stored one quoted", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'registry-cli-'));
    const run = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const env = { JWT_SECRET: 'c'.repeat(32), DATA_DIR: dataDir, REMOTE_URL_MFE_PUBLIC: PUBLIC_CDN };
      const code = await runRegistryCommand(args, { env, io: { out: (l) => out.push(l), err: (l) => err.push(l) }, open: async () => ({ db: t.db, close: async () => undefined }) });
      return { code, out, err };
    };
    try {
      expect(await run(['set', 'mfe_team', 'https://a;b/mf-manifest.json'])).toMatchObject({ code: 1, err: [M.urlHost] });
      expect(await run(['set', 'mfe_team', 'https://*/mf-manifest.json'])).toMatchObject({ code: 1, err: [M.urlHost] });
      expect(await run(['set', 'mfe_team', 'https://cdn.test/%2e%2e/mf-manifest.json'])).toMatchObject({ code: 1, err: [M.urlPathSegments] });

      await t.db.delete(remoteRegistry);
      await t.db.insert(remoteRegistry).values({ name: 'mfe_team', manifestUrl: 'https://cdn.test/\u001b[2J/mf-manifest.json', previousUrl: 'https://a,b/mf-manifest.json', updatedBy: 'an older version' });
      const list = await run(['list']);
      expect(list.code).toBe(0);
      expect(list.out).toContain('  stored: "https://cdn.test/\\u001b[2J/mf-manifest.json" (refused: not a valid manifest URL); set or reset this remote');
      expect(list.out).toContain('  previous: "https://a,b/mf-manifest.json" (refused: not a valid manifest URL)');
      expect(list.out.join('\n')).not.toContain('\u001b');
      expect(await run(['rollback', 'mfe_team'])).toMatchObject({ code: 1, err: [M.previousInvalid] });
      await expectPortalUp();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
