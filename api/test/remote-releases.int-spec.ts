import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';
import { IMMUTABLE, NO_CACHE } from '../src/web/static-web';
import { createTestApp, writeBuiltFile, type TestApp } from './support';
import { bearer } from './teams-fixtures';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const SCRIPT = `console.log(${JSON.stringify('a chunk of the team remote '.repeat(200))});\n`;
const RELEASE_A = '20261124T0428Z-3f9c2a1b7d';
const RELEASE_B = '20261124T0930Z-81c0ffee42';

/** A release folder as tools/deploy/release.js copies it: a remote's dist, precompressed siblings included. */
function writeRelease(releases: string, folder: string, id: string, chunk = 'route-simple-team.1a2b3c4d.js'): void {
  const dir = join(releases, folder, id);
  writeBuiltFile(dir, 'mf-manifest.json', JSON.stringify({ id: 'mfe_team', release: id, padding: 'p'.repeat(2000) }));
  writeBuiltFile(dir, 'remoteEntry.js', SCRIPT);
  writeBuiltFile(dir, chunk, SCRIPT);
  writeFileSync(join(dir, 'mf-stats.json'), JSON.stringify({ shared: [] }));
}

const decode = (res: Response) => (res.body as Buffer).toString('utf8');

/**
 * The immutable releases at /releases/<folder>/<release id>/ (REMOTE_RELEASES_DIR): the cache rules
 * and cross-origin headers of /remotes/, a release added while the API runs, nothing but release
 * files (never the shell's index.html), and a registry entry naming a release.
 */
describe('serving the remote releases (REMOTE_RELEASES_DIR)', () => {
  let webRoot: string;
  let releases: string;
  let t: TestApp;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'hackathon-releases-web-'));
    writeBuiltFile(webRoot, 'shell/dist/index.html', '<!doctype html><div id="root">shell index</div>');
    releases = mkdtempSync(join(tmpdir(), 'hackathon-releases-'));
    writeRelease(releases, 'mfe-team', RELEASE_A);
    // a copy in progress (release.js renames it into place when complete) and a folder of no remote
    writeRelease(releases, 'mfe-team', `.${RELEASE_B}.partial-4242`);
    writeRelease(releases, 'not-a-remote', RELEASE_A);
    t = await createTestApp({ webRoot, env: { REMOTE_RELEASES_DIR: releases, REMOTE_REGISTRY_CACHE_SECONDS: '300' } });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(releases, { recursive: true, force: true });
  }, 60_000);

  const get = (path: string, { accept = '*/*', encoding = BROWSER_ENCODINGS } = {}) =>
    t
      .request()
      .get(path)
      .set('Accept', accept)
      .set('Accept-Encoding', encoding)
      .buffer(true)
      .parse((response, done) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => done(null, Buffer.concat(parts)));
      });

  it('serves a release with the cache rules of the remotes: hashed chunks immutable, entry files revalidated, precompressed', async () => {
    const chunk = await get(`/releases/mfe-team/${RELEASE_A}/route-simple-team.1a2b3c4d.js`).expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(decode(chunk)).toBe(SCRIPT);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']) {
      const res = await get(`/releases/mfe-team/${RELEASE_A}/${file}`, { encoding: 'gzip' }).expect(200);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      // a shell on another origin fetches the manifest and runs the chunks
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const manifest = await get(`/releases/mfe-team/${RELEASE_A}/mf-manifest.json`, { encoding: 'gzip' }).expect(200);
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(manifest)).release).toBe(RELEASE_A);
  });

  it('serves a release copied in while the API runs, with its precompressed files, and stops when it is pruned', async () => {
    await get(`/releases/mfe-team/${RELEASE_B}/mf-manifest.json`).expect(404);
    writeRelease(releases, 'mfe-team', RELEASE_B, 'route-team-dashboard.0badc0de.js');
    const chunk = await get(`/releases/mfe-team/${RELEASE_B}/route-team-dashboard.0badc0de.js`).expect(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    // the older release is still there for the tabs that loaded it
    await get(`/releases/mfe-team/${RELEASE_A}/route-simple-team.1a2b3c4d.js`).expect(200);

    rmSync(join(releases, 'mfe-team', RELEASE_B), { recursive: true });
    await get(`/releases/mfe-team/${RELEASE_B}/route-team-dashboard.0badc0de.js`).expect(404);
  });

  it('answers anything else under /releases/ with a 404, never the shell, a copy in progress or another folder', async () => {
    const paths = [
      `/releases/mfe-team/${RELEASE_A}/route-gone.12345678.js`,
      `/releases/mfe-team/${RELEASE_A}/dashboard`,
      `/releases/mfe-team/.${RELEASE_B}.partial-4242/mf-manifest.json`,
      `/releases/not-a-remote/${RELEASE_A}/mf-manifest.json`,
      `/releases/mfe-team/${RELEASE_A}/..%2f..%2fnot-a-remote/${RELEASE_A}/mf-manifest.json`,
      `/releases/mfe-team/${RELEASE_A}/%2e%2e/%2e%2e/not-a-remote/${RELEASE_A}/mf-manifest.json`,
      '/releases/mfe-team',
      '/releases',
    ];
    for (const path of paths) {
      const res = await get(path, { accept: HTML });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(decode(res)).not.toContain('shell index');
      expect(decode(res)).not.toContain('mfe_team');
    }
    // the shell still answers its own client-side routes
    expect(decode(await get('/team-dashboard', { accept: HTML }).expect(200))).toContain('shell index');
  });

  it('takes a release path as a registry entry: /remotes.json names it and the CSP needs no other origin', async () => {
    const entry = `/releases/mfe-team/${RELEASE_A}/mf-manifest.json`;
    const admin = t.tokensForAllRoles().admin;
    await t.request().put('/api/admin/remote-registry/mfe_team').set(bearer(admin)).send({ manifestUrl: entry }).expect(200);
    const registry = await t.request().get('/remotes.json').expect(200);
    expect(registry.body.mfe_team).toBe(entry);
    const scriptSrc = String(registry.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    const manifest = await get(entry).expect(200);
    expect(JSON.parse(decode(manifest)).release).toBe(RELEASE_A);
  });
});
