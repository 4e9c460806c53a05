import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_SCREEN_SLOT, LANDING_BUNDLE, LANDING_TEMPLATE, landingTemplateName, PRERENDER_MANIFEST } from '@hackathon/contracts';
import { NO_CACHE } from '../src/web/static-web';
import { createTestApp, writeBuiltFile, type TestApp } from './support';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = `<!doctype html><head></head><body><div id=root></div><script defer src=/main.1a2b3c4d.js></script><!-- ${'x'.repeat(500)} --></body>`;

/** A built shell and what prerender/ made from it (ADR 0006, third step). */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hackathon-prerendered-'));
  const write = (file: string, body: string) => writeBuiltFile(root, file, body);
  write('shell/dist/index.html', INDEX);
  for (const [file, path, words] of [
    ['home.html', '/', 'first screen of'],
    ['login.html', '/login', 'first screen of'],
    // the landing page in Hindi too (/login has no Hindi copy here)
    ['home.hi.html', '/', 'पहली स्क्रीन'],
  ]) {
    write(`prerender/dist/${file}`, INDEX.replace('<div id=root></div>', `<div id="root" data-prerendered="${path}">${words} ${path}</div>`));
  }
  return root;
}

/** The manifest, made (like the prerender's) from the shell's index.html and the content published then. */
function writeManifest(root: string, contentHash: string, templates: string[] = []): void {
  const manifest = { indexHtmlSha256: createHash('sha256').update(INDEX).digest('hex'), contentHash, pages: ['home.html', 'login.html', 'home.hi.html', ...templates] };
  const file = join(root, 'prerender/dist', PRERENDER_MANIFEST);
  writeFileSync(file, JSON.stringify(manifest));
  // a different mtime even on a coarse clock: the API reads the manifest again
  const later = new Date(Date.now() + Math.random() * 60_000);
  utimesSync(file, later, later);
}

/**
 * A minimal CommonJS renderer in place of mfe-public's server bundle (its own test renders the real
 * page), so this test does not depend on the front end's build: it writes what it was given.
 */
const LANDING_RENDERER = `
exports.renderLanding = (published, locale) => {
  const text = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  globalThis.landingRenders = (globalThis.landingRenders || 0) + 1;
  return '<section data-locale="' + (locale || 'en') + '" data-hash="' + published.hash + '">' + text(published.content.faqs[0].answer[locale || 'en']) + ' $& $1</section><i data-render="' + globalThis.landingRenders + '"></i>';
};
`;

describe('prerendered first screens of the public entry pages', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = makeWebRoot();
    t = await createTestApp({ webRoot: root });
    writeManifest(root, (await t.request().get('/api/content').expect(200)).body.data.hash);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (path: string, accept = HTML) => t.request().get(path).set('Accept', accept).set('Accept-Encoding', 'gzip, deflate, br');

  it("answers a prerendered route with its page (precompressed, revalidated) and every other route with the shell's index.html", async () => {
    for (const path of ['/', '/login']) {
      const res = await page(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      expect(res.text).toContain(`data-prerendered="${path}">first screen of ${path}</div>`);
    }
    for (const path of ['/team-login', '/register', '/mentor-team', '/login/extra']) {
      const res = await page(path).expect(200);
      expect(res.text).toContain('<div id=root></div>');
    }
  });

  it("answers in the device's language (its cookie): the Hindi copy where there is one, else the English", async () => {
    const hindi = await page('/').set('Cookie', 'session=x; language=hi').expect(200);
    expect(hindi.text).toContain('पहली स्क्रीन /');
    // a cache keeps the two apart
    expect(hindi.headers.vary).toMatch(/Cookie/);
    const english = await page('/').set('Cookie', 'language=en').expect(200);
    expect(english.text).toContain('first screen of /');
    const unknown = await page('/').set('Cookie', 'language=fr').expect(200);
    expect(unknown.text).toContain('first screen of /');
    const noHindiCopy = await page('/login').set('Cookie', 'language=hi').expect(200);
    expect(noHindiCopy.text).toContain('first screen of /login');
  });

  it('gives the landing page to any client of /, and leaves other files alone', async () => {
    const res = await page('/', '*/*').expect(200);
    expect(res.text).toContain('first screen of /');
    await t.request().get('/login.html').expect(404);
    await t.request().get('/home.hi.html').expect(404);
    await t.request().get('/manifest.json').expect(404);
  });

  it('serves the landing page prerendered only while the content it shows is the published one (issue 25)', async () => {
    const admin = t.tokensForAllRoles().admin;
    const content = (await t.request().get('/api/content').expect(200)).body.data.content;
    await t.request().put('/api/admin/content/draft').set('Authorization', `Bearer ${admin}`).send({ ...content, faqs: content.faqs.slice(1) }).expect(200);
    await t.request().post('/api/admin/content/publish').set('Authorization', `Bearer ${admin}`).expect(200);
    // the copy shows the old FAQ: the app renders the published one from the bare index.html
    expect((await page('/').expect(200)).text).toContain('<div id=root></div>');
    // a page that shows no content keeps its prerendered copy
    expect((await page('/login').expect(200)).text).toContain('first screen of /login');
    await t.request().post('/api/admin/content/rollback').set('Authorization', `Bearer ${admin}`).expect(200);
    expect((await page('/').expect(200)).text).toContain('first screen of /');
  });

  it('fills the landing template with the content published since the build, in each language, without a restart (issue 25)', async () => {
    const admin = t.tokensForAllRoles().admin;
    const builtHash = (await t.request().get('/api/content').expect(200)).body.data.hash;
    writeBuiltFile(root, `prerender/dist/${LANDING_TEMPLATE}`, INDEX.replace('<div id=root></div>', `<div id="root" data-prerendered="/"><nav>Portal</nav><main>${FIRST_SCREEN_SLOT}</main></div>`));
    writeBuiltFile(root, `prerender/dist/${landingTemplateName('hi')}`, INDEX.replace('<div id=root></div>', `<div id="root" data-prerendered="/"><nav>पोर्टल</nav><main>${FIRST_SCREEN_SLOT}</main></div>`));
    writeBuiltFile(root, LANDING_BUNDLE, LANDING_RENDERER);
    writeManifest(root, builtHash, [LANDING_TEMPLATE, landingTemplateName('hi')]);
    // the built copy while its content is the published one
    expect((await page('/').expect(200)).text).toContain('first screen of /');

    const content = (await t.request().get('/api/content').expect(200)).body.data.content;
    const faqs = [{ ...content.faqs[0], answer: { en: 'Bring your laptops', hi: 'अपने लैपटॉप लाएँ' } }, ...content.faqs.slice(1)];
    await t.request().put('/api/admin/content/draft').set('Authorization', `Bearer ${admin}`).send({ ...content, faqs }).expect(200);
    const published = (await t.request().post('/api/admin/content/publish').set('Authorization', `Bearer ${admin}`).expect(200)).body.data.published;

    // the morning after a publish: requests arriving together wait for one render
    const together = await Promise.all(Array.from({ length: 6 }, () => page('/').expect(200)));
    expect(new Set(together.map((res) => /data-render="(\d+)"/.exec(res.text)?.[1])).size).toBe(1);
    const english = await page('/').expect(200);
    expect(english.text).toBe(together[0]!.text);
    expect(english.headers['cache-control']).toBe(NO_CACHE);
    expect(english.headers.vary).toMatch(/Cookie/);
    // brotli made once with the page (like the build's copies); a client without brotli gets it otherwise
    expect(english.headers['content-encoding']).toBe('br');
    const noBrotli = await t.request().get('/').set('Accept', HTML).set('Accept-Encoding', 'gzip').expect(200);
    expect(noBrotli.headers['content-encoding']).not.toBe('br');
    expect(noBrotli.text).toBe(english.text);
    // the layout from the template, the sections from the renderer, a `$` in a text left as it is
    expect(english.text).toContain(`<div id="root" data-prerendered="/"><nav>Portal</nav><main><section data-locale="en" data-hash="${published.hash}">Bring your laptops $& $1</section><i data-render="1"></i></main></div>`);
    const hindi = await page('/').set('Cookie', 'language=hi').expect(200);
    expect(hindi.text).toContain(`<nav>पोर्टल</nav><main><section data-locale="hi" data-hash="${published.hash}">अपने लैपटॉप लाएँ`);

    // without the server bundle (a build without it): the bare index.html, as before
    rmSync(join(root, LANDING_BUNDLE));
    expect((await page('/').expect(200)).text).toContain('<div id=root></div>');
    writeBuiltFile(root, LANDING_BUNDLE, LANDING_RENDERER);
    expect((await page('/').expect(200)).text).toContain('Bring your laptops');

    // rolled back to the built content: the built copy again
    await t.request().post('/api/admin/content/rollback').set('Authorization', `Bearer ${admin}`).expect(200);
    expect((await page('/').expect(200)).text).toContain('first screen of /');
  });

  it('stops serving pages made from another build of the shell until they are made again, without a restart', async () => {
    const rebuilt = INDEX.replace('main.1a2b3c4d', 'main.99999999');
    writeFileSync(join(root, 'shell/dist/index.html'), rebuilt);
    writeFileSync(join(root, 'shell/dist/index.html.br'), brotliCompressSync(rebuilt));
    writeFileSync(join(root, 'shell/dist/index.html.gz'), gzipSync(rebuilt));
    // a different mtime even on a coarse clock
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'shell/dist/index.html'), later, later);
    const res = await page('/login').expect(200);
    expect(res.text).toContain('main.99999999');
    expect(res.text).not.toContain('first screen');
  });
});
