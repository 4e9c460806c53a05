import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MSG } from '@hackathon/contracts';
import { createTestApp, type TestApp } from './support';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** Every .ico file starts with reserved 0, type 1 (icon). */
const ICO_HEADER = Buffer.from([0, 0, 1, 0]);

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hackathon-web-'));
  mkdirSync(join(root, 'shell/dist/assets'), { recursive: true });
  mkdirSync(join(root, 'shell/dist/docs'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html><div id="root">shell index</div>');
  writeFileSync(join(root, 'shell/dist/assets/main.123.js'), 'console.log("shell")');
  writeFileSync(join(root, 'shell/dist/docs/rulebook.pdf'), '%PDF-1.4 test');
  mkdirSync(join(root, 'mfe-public/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-public/dist/mf-manifest.json'), JSON.stringify({ id: 'mfe_public' }));
  writeFileSync(join(root, 'mfe-public/dist/remoteEntry.js'), 'var mfe_public;');
  // mfe-school, mfe-team and mfe-backoffice are not built
  return root;
}

describe('static web serving', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = makeWebRoot();
    t = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell at / and its files', async () => {
    const home = await t.request().get('/').set('Accept', HTML).expect(200);
    expect(home.text).toContain('shell index');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    const js = await t.request().get('/assets/main.123.js').expect(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    await t.request().get('/docs/rulebook.pdf').expect(200).expect('Content-Type', /pdf/);
  });

  it('answers client-side routes with the shell index (GET, accepts HTML)', async () => {
    for (const path of ['/login', '/mentor-team', '/registration/abc', '/reset-password?token=x']) {
      const res = await t.request().get(path).set('Accept', HTML).expect(200);
      expect(res.text).toContain('shell index');
    }
  });

  it('leaves the API, files, non-HTML and non-GET requests to their 404', async () => {
    const api = await t.request().get('/api/nothing-here').set('Accept', HTML).expect(404);
    expect(api.body).toEqual({ success: false, message: API_MSG.notFound, error: 'NOT_FOUND' });
    await t.request().get('/assets/missing.js').set('Accept', HTML).expect(404);
    await t.request().get('/login').set('Accept', 'application/json').expect(404);
    await t.request().post('/login').set('Accept', HTML).expect(404);
  });

  it('serves each built remote under /remotes/<folder>/ for any origin; unbuilt ones are a 404', async () => {
    const manifest = await t.request().get('/remotes/mfe-public/mf-manifest.json').expect(200);
    expect(manifest.body).toEqual({ id: 'mfe_public' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await t.request().get('/remotes/mfe-team/mf-manifest.json').expect(404);
    await t.request().get('/remotes/mfe-team/').set('Accept', HTML).expect(404);
  });

  it('serves /favicon.ico from the built shell when it has one', async () => {
    writeFileSync(join(root, 'shell/dist/favicon.ico'), ICO_HEADER);
    try {
      const res = await t.request().get('/favicon.ico').expect(200);
      expect(res.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
      expect(Buffer.compare(res.body as Buffer, ICO_HEADER)).toBe(0);
    } finally {
      rmSync(join(root, 'shell/dist/favicon.ico'));
    }
  });

  it('publishes /remotes.json from config, defaulting to this host', async () => {
    const res = await t.request().get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      mfe_public: '/remotes/mfe-public/mf-manifest.json',
      mfe_school: '/remotes/mfe-school/mf-manifest.json',
      mfe_team: '/remotes/mfe-team/mf-manifest.json',
      mfe_backoffice: '/remotes/mfe-backoffice/mf-manifest.json',
    });
  });
});

describe('remote URL overrides', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REMOTE_URL_MFE_TEAM: 'https://team.cdn.test/v2/mf-manifest.json' } });
  });
  afterAll(() => t.close());

  it('uses REMOTE_URL_* in /remotes.json and allows that origin in the CSP', async () => {
    const res = await t.request().get('/remotes.json').expect(200);
    expect(res.body.mfe_team).toBe('https://team.cdn.test/v2/mf-manifest.json');
    expect(res.body.mfe_public).toBe('/remotes/mfe-public/mf-manifest.json');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/team\.cdn\.test/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/team\.cdn\.test/);
  });
});

describe('without any built frontend', () => {
  let empty: string;
  let t: TestApp;
  beforeAll(async () => {
    empty = mkdtempSync(join(tmpdir(), 'hackathon-web-empty-'));
    t = await createTestApp({ webRoot: empty });
  });
  afterAll(async () => {
    await t.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('the API still runs and pages say how to build', async () => {
    await t.request().get('/api/health').expect(200);
    // the favicon comes from the checkout's shell/public until the shell is built
    const icon = await t.request().get('/favicon.ico').expect(200);
    expect(icon.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((icon.body as Buffer).subarray(0, 4)).toEqual(ICO_HEADER);
    expect((icon.body as Buffer).length).toBeGreaterThan(1000);
    const res = await t.request().get('/login').set('Accept', HTML).expect(503);
    expect(res.text).toContain('npm run build');
    await t.request().get('/remotes/mfe-public/mf-manifest.json').expect(404);
  });
});
