/**
 * Build step (nx `build` of this project, after the API, shell and public remote are built): starts
 * the built portal on a fresh embedded database, opens each public entry page in headless
 * Chromium, and writes the page's first screen as static HTML to prerender/dist (with .br and
 * .gz), which the API serves for that route instead of the bare index.html (ADR 0006, third
 * step). On a school's network the page is on screen as soon as its HTML and inline styles
 * arrive; the app takes over when it has loaded. Without Chromium it writes nothing and says so:
 * the portal works the same, only without the prerendered first screen.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../../e2e/support/chromium';
import { CHROMIUM_ARGS } from '../../e2e/support/harness';
import { signInDemoSchoolAdmin, startPortal, type DemoSchoolAdminSession } from '../../e2e/support/portal';
import {
  CONTENT_API,
  DEFAULT_LOCALE,
  FIRST_SCREEN_NAME_MARKER,
  FIRST_SCREEN_ROUTES,
  FIRST_SCREEN_SLOT,
  firstScreenTemplateName,
  landingTemplateName,
  LOCALES,
  PRERENDER_MANIFEST,
  PRERENDERED_ROUTES,
  prerenderedFileName,
  STORAGE_KEYS,
  type Locale,
  type PublishedContent,
} from '@hackathon/contracts';
import { collectInlineCss, freezeForPrerender } from './freeze';
import { firstScreenTemplate, landingTemplate, prerenderedHtml, usedCss, type PageSnapshot } from './page-html';

const ROOT = resolve(__dirname, '../..');
const OUT = join(ROOT, 'prerender/dist');
const INDEX_HTML = join(ROOT, 'shell/dist/index.html');
/** The page has settled: no spinner left in #root, no request for this long. */
const SETTLE_MS = 750;

const log = (line: string) => process.stdout.write(`[prerender] ${line}\n`);

async function snapshot(browser: Browser, origin: string, path: string, language: Locale, session?: DemoSchoolAdminSession): Promise<PageSnapshot> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    // a device that chose another language than English: the page switches to it before it settles
    // (English is every device's first language: choosing it would also become the demo account's)
    if (language !== DEFAULT_LOCALE) await context.addInitScript(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.language)}, ${JSON.stringify(language)});`);
    if (session) {
      // the shell restores the stored session and verifies it; both carry the marker for the name
      const user = { ...session.user, fullName: FIRST_SCREEN_NAME_MARKER };
      await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});`);
      await page.route('**/api/auth/verify', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data?: { user?: Record<string, unknown> } };
        if (body.data?.user) body.data.user.fullName = FIRST_SCREEN_NAME_MARKER;
        await route.fulfill({ response, json: body });
      });
    }
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && root.childElementCount > 0 && !root.querySelector('[role="progressbar"]');
    });
    await page.waitForSelector(`html[lang="${language}"]`, { state: 'attached', timeout: 60_000 });
    if (session) await page.waitForSelector('main h1', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} went to ${landed}: not a page to prerender`);
    const markup = (await page.evaluate(`(${freezeForPrerender.toString()})(document.getElementById('root'))`)) as string;
    const rules = (await page.evaluate(`(${collectInlineCss.toString()})(document)`)) as string[];
    return { path, markup, rules, language };
  } finally {
    await context.close();
  }
}

function write(name: string, html: string): void {
  const file = join(OUT, name);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const executablePath = findChromium();
  if (!executablePath) {
    log('no Chromium here (set CHROMIUM_PATH or install Debian\'s chromium): pages are served without a prerendered first screen');
    return;
  }
  const indexHtml = readFileSync(INDEX_HTML, 'utf8');
  // demo data for a school admin to sign in as (the dashboard template's layout is the signed-in one)
  const portal = await startPortal({ smtpUrl: '', seedDemo: true });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  const pages: string[] = [];
  try {
    // every page in each language: the API picks the one the device's language cookie names
    for (const language of LOCALES) {
      for (const path of PRERENDERED_ROUTES) {
        const page = await snapshot(browser, portal.url, path, language);
        const name = prerenderedFileName(path, language)!;
        const html = prerenderedHtml(indexHtml, page);
        write(name, html);
        pages.push(name);
        log(`${path} -> prerender/dist/${name} (${(html.length / 1024).toFixed(0)} KB, of which styles ${(usedCss(page).length / 1024).toFixed(0)} KB)`);
        if (path === '/') {
          // the landing's layout for the API to fill with other published content (issue 25)
          const template = landingTemplateName(language);
          write(template, landingTemplate(indexHtml, page));
          pages.push(template);
          log(`/ -> prerender/dist/${template} (template: ${FIRST_SCREEN_SLOT} filled with the published content after a publish)`);
        }
      }
      // the school dashboard's template: the signed-in layout; the API fills the page and the name
      const session = await signInDemoSchoolAdmin(portal);
      const dashboard = await snapshot(browser, portal.url, FIRST_SCREEN_ROUTES[0], language, session);
      const name = firstScreenTemplateName(language);
      write(name, firstScreenTemplate(indexHtml, dashboard));
      pages.push(name);
      log(`${FIRST_SCREEN_ROUTES.join(', ')} -> prerender/dist/${name} (template: ${FIRST_SCREEN_SLOT} and the welcome name filled per request)`);
    }
    // last: the API serves the pages only when this names the shell's current index.html
    const indexHtmlSha256 = createHash('sha256').update(indexHtml).digest('hex');
    // and the content the pages show (the first edition's, on this fresh database): the API serves
    // the content pages only while the same content is published (issue 25)
    const published = (await (await fetch(`${portal.url}/api${CONTENT_API.published.path()}`)).json()) as { data: PublishedContent };
    const contentHash = published.data.hash;
    writeFileSync(join(OUT, PRERENDER_MANIFEST), `${JSON.stringify({ indexHtmlSha256, contentHash, pages }, null, 2)}\n`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
