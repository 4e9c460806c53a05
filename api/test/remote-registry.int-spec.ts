import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_REGISTRY_MSG } from '@hackathon/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { runRegistryCommand } from '../src/cli/registry-command';
import { auditLog, remoteRegistry } from '../src/database/schema';
import { createTestApp, expectRoleMatrix, type TestApp } from './support';
import { insertAccount } from './support/fixtures-auth';
import { bearer } from './teams-fixtures';

jest.setTimeout(60_000);

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const PUBLIC_CDN = 'https://public.cdn.test/1.0/mf-manifest.json';
const TEAM_LOCAL = '/remotes/mfe-team/mf-manifest.json';
const TEAM_CDN = 'https://cdn.example.org/mfe-team/1.4.0/mf-manifest.json';
const DEFAULTS = {
  mfe_public: PUBLIC_CDN,
  mfe_school: '/remotes/mfe-school/mf-manifest.json',
  mfe_team: TEAM_LOCAL,
  mfe_backoffice: '/remotes/mfe-backoffice/mf-manifest.json',
};

/** Captures a command's output lines. */
function captureIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
const directive = (res: { headers: Record<string, unknown> }, name: string) =>
  csp(res)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

async function auditOf(t: TestApp, name: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, `remote.${name}`)))
    .orderBy(asc(auditLog.id));
}

/**
 * The run-time remote registry: GET/PUT/POST /api/admin/remote-registry (the admin), /remotes.json
 * and the CSP read from it without a restart, the audit trail, and the operator's command. This app
 * caches the registry for 300 s, so what changes at once is the invalidation on a change made
 * through this process, not a short cache running out.
 */
describe('remote registry through the admin route', () => {
  let t: TestApp;
  let admin: { id: string; email: string | null; password: string };
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { REMOTE_URL_MFE_PUBLIC: PUBLIC_CDN, REMOTE_REGISTRY_CACHE_SECONDS: '300' } });
    admin = await insertAccount(t, { role: 'admin' });
    token = t.tokenFor({ sub: admin.id, role: 'admin', email: admin.email! });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  }, 60_000);

  const put = (name: string, body: unknown, as = token) => t.request().put(`/api/admin/remote-registry/${name}`).set(bearer(as)).send(body as object);
  const post = (name: string, action: 'reset' | 'rollback', as = token) => t.request().post(`/api/admin/remote-registry/${name}/${action}`).set(bearer(as));

  it('serves the defaults (REMOTE_URL_*, else the folder on this host) while no remote has a row', async () => {
    const res = await t.request().get('/remotes.json').expect(200);
    expect(res.body).toEqual(DEFAULTS);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(directive(res, 'script-src')).toBe("script-src 'self' https://public.cdn.test/1.0/");
    const list = await t.request().get('/api/admin/remote-registry').set(bearer(token)).expect(200);
    expect(list.body.message).toBe(REMOTE_REGISTRY_MSG.loaded);
    expect(list.body.data).toEqual([
      { name: 'mfe_public', manifestUrl: PUBLIC_CDN, source: 'default', defaultUrl: PUBLIC_CDN, defaultFrom: 'REMOTE_URL_MFE_PUBLIC', previousUrl: null, refusedUrl: null, updatedBy: null, updatedAt: null },
      expect.objectContaining({ name: 'mfe_school', source: 'default', defaultFrom: 'this host' }),
      expect.objectContaining({ name: 'mfe_team', manifestUrl: TEAM_LOCAL, source: 'default', previousUrl: null }),
      expect.objectContaining({ name: 'mfe_backoffice', source: 'default' }),
    ]);
  });

  it('moves a remote to another origin: /remotes.json and the CSP change on the next request, audited with old and new URL', async () => {
    const res = await put('mfe_team', { manifestUrl: TEAM_CDN }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: REMOTE_REGISTRY_MSG.updated,
      data: expect.objectContaining({ name: 'mfe_team', manifestUrl: TEAM_CDN, source: 'registry', previousUrl: TEAM_LOCAL, updatedBy: admin.email, updatedAt: expect.any(String) }),
    });

    const registry = await t.request().get('/remotes.json').expect(200);
    expect(registry.body).toEqual({ ...DEFAULTS, mfe_team: TEAM_CDN });
    expect(registry.headers['cache-control']).toBe('no-cache');
    // the manifest's folder only, not the whole CDN (issue 22): the manifest, remoteEntry.js and every chunk are in it
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src']) {
      expect(directive(registry, name)).toContain(' https://cdn.example.org/mfe-team/1.4.0/');
    }
    // every response carries it, the shell's page included
    const page = await t.request().get('/login').set('Accept', HTML);
    expect(directive(page, 'script-src')).toBe("script-src 'self' https://cdn.example.org/mfe-team/1.4.0/ https://public.cdn.test/1.0/");

    const [row] = await t.db.select().from(remoteRegistry).where(eq(remoteRegistry.name, 'mfe_team'));
    expect(row).toMatchObject({ manifestUrl: TEAM_CDN, previousUrl: null, updatedBy: admin.email });
    const audit = await auditOf(t, 'mfe_team');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'remote.updated',
      actorId: admin.id,
      actorRole: 'admin',
      actorLabel: admin.email,
      before: { manifestUrl: TEAM_LOCAL, isDefault: true },
      after: { manifestUrl: TEAM_CDN, isDefault: false },
    });
    // the admin's Activity section shows it as the record's history
    const history = await t.request().get('/api/admin/activity/entity/settings/remote.mfe_team').set(bearer(token)).expect(200);
    expect(history.body.data.items[0]).toMatchObject({ action: 'remote.updated', after: { manifestUrl: TEAM_CDN, isDefault: false } });
  });

  it('rolls back to the previous entry (and forward again), and resets to the default keeping the previous', async () => {
    const back = await post('mfe_team', 'rollback').expect(200);
    expect(back.body.message).toBe(REMOTE_REGISTRY_MSG.rolledBack);
    expect(back.body.data).toMatchObject({ manifestUrl: TEAM_LOCAL, source: 'default', previousUrl: TEAM_CDN });
    const registry = await t.request().get('/remotes.json').expect(200);
    expect(registry.body.mfe_team).toBe(TEAM_LOCAL);
    expect(csp(registry)).not.toContain('https://cdn.example.org');

    const forward = await post('mfe_team', 'rollback').expect(200);
    expect(forward.body.data).toMatchObject({ manifestUrl: TEAM_CDN, source: 'registry', previousUrl: TEAM_LOCAL });
    expect((await t.request().get('/remotes.json')).body.mfe_team).toBe(TEAM_CDN);

    const reset = await post('mfe_team', 'reset').expect(200);
    expect(reset.body.message).toBe(REMOTE_REGISTRY_MSG.reset);
    expect(reset.body.data).toMatchObject({ manifestUrl: TEAM_LOCAL, source: 'default', previousUrl: TEAM_CDN });
    const afterReset = await t.request().get('/remotes.json').expect(200);
    expect(afterReset.body).toEqual(DEFAULTS);
    expect(directive(afterReset, 'connect-src')).toBe("connect-src 'self' https://public.cdn.test/1.0/");

    expect((await auditOf(t, 'mfe_team')).map((e) => [e.action, e.before?.manifestUrl, e.after?.manifestUrl])).toEqual([
      ['remote.updated', TEAM_LOCAL, TEAM_CDN],
      ['remote.rolled_back', TEAM_CDN, TEAM_LOCAL],
      ['remote.rolled_back', TEAM_LOCAL, TEAM_CDN],
      ['remote.reset', TEAM_CDN, TEAM_LOCAL],
    ]);
  });

  it('does not record a change that serves the same URL (so the previous entry is kept)', async () => {
    const before = await auditOf(t, 'mfe_team');
    const res = await put('mfe_team', { manifestUrl: TEAM_LOCAL }).expect(200);
    expect(res.body.data).toMatchObject({ manifestUrl: TEAM_LOCAL, previousUrl: TEAM_CDN });
    await post('mfe_team', 'reset').expect(200);
    expect(await auditOf(t, 'mfe_team')).toEqual(before);
  });

  it.each([
    ['no manifestUrl', {}, REMOTE_REGISTRY_MSG.urlRequired],
    ['a number', { manifestUrl: 42 }, REMOTE_REGISTRY_MSG.urlRequired],
    ['blank text', { manifestUrl: '  ' }, REMOTE_REGISTRY_MSG.urlRequired],
    ['ftp:', { manifestUrl: 'ftp://cdn.example.org/mf-manifest.json' }, REMOTE_REGISTRY_MSG.urlInvalid],
    ['a protocol-relative URL', { manifestUrl: '//cdn.example.org/mf-manifest.json' }, REMOTE_REGISTRY_MSG.urlInvalid],
    ['javascript:', { manifestUrl: 'javascript:alert(1)' }, REMOTE_REGISTRY_MSG.urlInvalid],
    ['credentials', { manifestUrl: 'https://u:p@cdn.example.org/mf-manifest.json' }, REMOTE_REGISTRY_MSG.urlCredentials],
    ['a remoteEntry.js', { manifestUrl: 'https://cdn.example.org/remoteEntry.js' }, REMOTE_REGISTRY_MSG.urlNotManifest],
    ['a URL over 2048 characters', { manifestUrl: `https://cdn.example.org/${'a'.repeat(2100)}/mf-manifest.json` }, REMOTE_REGISTRY_MSG.urlTooLong(2048)],
  ])('refuses %s with 400 and its message, changing nothing', async (_label, body, message) => {
    const rows = await t.db.select().from(remoteRegistry);
    const res = await put('mfe_school', body).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await t.db.select().from(remoteRegistry)).toEqual(rows);
    expect(await auditOf(t, 'mfe_school')).toEqual([]);
  });

  it('refuses unknown fields, unknown remotes (404) and a rollback with nothing to switch back to (409)', async () => {
    await put('mfe_school', { manifestUrl: TEAM_CDN, extra: true }).expect(400);
    const unknown = await put('mfe_nope', { manifestUrl: TEAM_CDN }).expect(404);
    expect(unknown.body.message).toBe(REMOTE_REGISTRY_MSG.unknownRemote(['mfe_public', 'mfe_school', 'mfe_team', 'mfe_backoffice']));
    await post('__proto__', 'reset').expect(404);
    const nothing = await post('mfe_school', 'rollback').expect(409);
    expect(nothing.body.message).toBe(REMOTE_REGISTRY_MSG.noPrevious);
    expect((await t.request().get('/remotes.json')).body.mfe_school).toBe(DEFAULTS.mfe_school);
  });

  it('lets the platform admin only (every other role 403, no token 401)', async () => {
    const tokens = t.tokensForAllRoles({ school_admin: { schoolCode: '1001' }, team: { schoolCode: '1001' }, region_admin: { region: 'Agra' } });
    await expectRoleMatrix(
      t,
      [
        { method: 'get', path: '/api/admin/remote-registry', allowed: ['admin'] },
        { method: 'put', path: '/api/admin/remote-registry/mfe_backoffice', allowed: ['admin'], body: { manifestUrl: '/remotes/mfe-backoffice/mf-manifest.json' } },
        { method: 'post', path: '/api/admin/remote-registry/mfe_backoffice/reset', allowed: ['admin'] },
        { method: 'post', path: '/api/admin/remote-registry/mfe_team/rollback', allowed: ['admin'] },
      ],
      tokens,
    );
  });

  it("an operator's command on the database is another writer: this process serves its cached registry until the cache runs out", async () => {
    const warm = await t.request().get('/remotes.json').expect(200);
    const { io, out } = captureIo();
    const dataDir = mkdtempSync(join(tmpdir(), 'registry-cli-'));
    try {
      const env = { JWT_SECRET: 'c'.repeat(32), DATA_DIR: dataDir, REMOTE_URL_MFE_PUBLIC: PUBLIC_CDN, USER: 'ops' };
      const code = await runRegistryCommand(['set', 'mfe_school', 'http://127.0.0.1:4999/mf-manifest.json'], { env, io, open: async () => ({ db: t.db, close: async () => undefined }) });
      expect(code).toBe(0);
      expect(out[0]).toBe('mfe_school: /remotes/mfe-school/mf-manifest.json -> http://127.0.0.1:4999/mf-manifest.json');
      expect(out[1]).toContain('within 5 s');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // cached for 300 s here: the old entry, as docs/operations.md says; the admin's list reads the database
    expect((await t.request().get('/remotes.json').expect(200)).body).toEqual(warm.body);
    const list = await t.request().get('/api/admin/remote-registry').set(bearer(token)).expect(200);
    expect(list.body.data.find((e: { name: string }) => e.name === 'mfe_school')).toMatchObject({ manifestUrl: 'http://127.0.0.1:4999/mf-manifest.json', updatedBy: expect.stringMatching(/^cli:ops@/) });
    const [entry] = await auditOf(t, 'mfe_school');
    expect(entry).toMatchObject({ action: 'remote.updated', actorId: null, actorRole: 'system', actorLabel: expect.stringMatching(/^cli:ops@/), after: { manifestUrl: 'http://127.0.0.1:4999/mf-manifest.json', isDefault: false } });
  });
});

/** The operator's command: on the database (another process's cache runs out), and through a running portal. */
describe('the registry command', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: { id: string; email: string | null; password: string };
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { REMOTE_REGISTRY_CACHE_SECONDS: '1' } });
    admin = await insertAccount(t, { role: 'admin' });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'registry-cli-'));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const env = () => ({ JWT_SECRET: 'c'.repeat(32), DATA_DIR: dataDir });
  const run = (args: string[], extra: Record<string, string> = {}) => {
    const captured = captureIo();
    return runRegistryCommand(args, { env: { ...env(), ...extra }, io: captured.io, open: async () => ({ db: t.db, close: async () => undefined }) }).then((code) => ({ code, ...captured }));
  };

  it('on the database: a running process serves the change once its cache (1 s here) runs out, with no restart', async () => {
    expect((await t.request().get('/remotes.json')).body.mfe_team).toBe(TEAM_LOCAL);
    const set = await run(['set', 'mfe_team', 'http://127.0.0.1:4100/mf-manifest.json']);
    expect(set).toMatchObject({ code: 0, err: [] });
    const deadline = Date.now() + 10_000;
    let res = await t.request().get('/remotes.json');
    while (res.body.mfe_team !== 'http://127.0.0.1:4100/mf-manifest.json' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      res = await t.request().get('/remotes.json');
    }
    expect(res.body.mfe_team).toBe('http://127.0.0.1:4100/mf-manifest.json');
    expect(directive(res, 'script-src')).toBe("script-src 'self' http://127.0.0.1:4100");

    const list = await run(['list']);
    expect(list.code).toBe(0);
    expect(list.out).toContain('mfe_team  http://127.0.0.1:4100/mf-manifest.json');
    expect(list.out).toContain(`  previous: ${TEAM_LOCAL}`);
    // --json: the same entries for scripts (npm run remote:prune reads the current and previous ones)
    const json = await run(['list', '--json']);
    expect(json).toMatchObject({ code: 0, err: [] });
    expect(json.out).toHaveLength(1);
    expect(JSON.parse(json.out[0]!)).toContainEqual(
      expect.objectContaining({ name: 'mfe_team', manifestUrl: 'http://127.0.0.1:4100/mf-manifest.json', source: 'registry', previousUrl: TEAM_LOCAL }),
    );

    const back = await run(['rollback', 'mfe_team']);
    expect(back).toMatchObject({ code: 0, out: [`mfe_team: http://127.0.0.1:4100/mf-manifest.json -> ${TEAM_LOCAL}`, expect.any(String)] });
    expect((await auditOf(t, 'mfe_team')).map((e) => e.action)).toEqual(['remote.updated', 'remote.rolled_back']);
  });

  it('refuses bad input with the messages of the route, and bad usage with its help', async () => {
    expect(await run(['set', 'mfe_team', 'ftp://x/mf-manifest.json'])).toMatchObject({ code: 1, err: [REMOTE_REGISTRY_MSG.urlInvalid] });
    expect(await run(['reset', 'mfe-team'])).toMatchObject({ code: 1, err: [REMOTE_REGISTRY_MSG.unknownRemote(['mfe_public', 'mfe_school', 'mfe_team', 'mfe_backoffice'])] });
    expect(await run(['rollback', 'mfe_school'])).toMatchObject({ code: 1, err: [REMOTE_REGISTRY_MSG.noPrevious] });
    for (const args of [[], ['set', 'mfe_team'], ['move', 'mfe_team'], ['list', 'extra'], ['list', '--api'], ['rollback', 'mfe_team', '--json']]) {
      const res = await run(args);
      expect(res.code).toBe(2);
      expect(res.err[0]).toContain('Usage: npm run registry');
    }
  });

  it('through a running portal (--api): signs in as the admin, and the change is served at once, audited as the admin', async () => {
    const password = { ADMIN_EMAIL: admin.email!, ADMIN_PASSWORD: admin.password };
    const set = await run(['--api', base, 'set', 'mfe_backoffice', 'https://bo.cdn.test/2.0/mf-manifest.json'], password);
    expect(set).toMatchObject({ code: 0, err: [] });
    expect(set.out[0]).toBe('mfe_backoffice: /remotes/mfe-backoffice/mf-manifest.json -> https://bo.cdn.test/2.0/mf-manifest.json');
    const res = await t.request().get('/remotes.json');
    expect(res.body.mfe_backoffice).toBe('https://bo.cdn.test/2.0/mf-manifest.json');
    expect(directive(res, 'connect-src')).toContain('https://bo.cdn.test/2.0/');
    expect((await auditOf(t, 'mfe_backoffice'))[0]).toMatchObject({ action: 'remote.updated', actorId: admin.id, actorRole: 'admin' });

    const listed = await run(['--api', base, 'list', '--json'], password);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.out[0]!)).toContainEqual(expect.objectContaining({ name: 'mfe_backoffice', manifestUrl: 'https://bo.cdn.test/2.0/mf-manifest.json' }));

    const back = await run(['rollback', 'mfe_backoffice', `--api=${base}`], password);
    expect(back.code).toBe(0);
    expect((await t.request().get('/remotes.json')).body.mfe_backoffice).toBe('/remotes/mfe-backoffice/mf-manifest.json');

    const refused = await run(['--api', base, 'set', 'mfe_backoffice', 'https://bo.cdn.test/remoteEntry.js'], password);
    expect(refused).toMatchObject({ code: 1, err: [`${REMOTE_REGISTRY_MSG.urlNotManifest} (400)`] });
    const wrong = await run(['--api', base, 'list'], { ...password, ADMIN_PASSWORD: 'not-the-password' });
    expect(wrong.code).toBe(1);
    expect(wrong.err[0]).toMatch(/^Sign-in as .* failed \(401\)/);
    const noSecret = await run(['--api', base, 'list']);
    expect(noSecret).toMatchObject({ code: 1, err: ['Set ADMIN_PASSWORD (with ADMIN_EMAIL) or PORTAL_TOKEN to sign in to the portal as the platform admin.'] });
  });
});

describe('the remote registry with its database lost', () => {
  it('keeps serving the registry it last read (and its CSP), and the data routes answer 503 as before', async () => {
    const t = await createTestApp({ env: { REMOTE_REGISTRY_CACHE_SECONDS: '1' } });
    try {
      const token = t.tokensForAllRoles().admin;
      await t.request().put('/api/admin/remote-registry/mfe_team').set(bearer(token)).send({ manifestUrl: TEAM_CDN }).expect(200);
      expect((await t.request().get('/remotes.json').expect(200)).body.mfe_team).toBe(TEAM_CDN);

      await t.database.close();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      for (let i = 0; i < 3; i++) {
        const res = await t.request().get('/remotes.json').expect(200);
        expect(res.body).toEqual({ ...DEFAULTS, mfe_public: '/remotes/mfe-public/mf-manifest.json', mfe_team: TEAM_CDN });
        expect(directive(res, 'script-src')).toBe("script-src 'self' https://cdn.example.org/mfe-team/1.4.0/");
      }
      await t.request().get('/api/health').expect(503);
      await t.request().get('/api/admin/remote-registry').set(bearer(token)).expect(503);
    } finally {
      await t.close();
    }
  });
});
