import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import type { Request, Response } from 'express';
import { appliedSiteContentHash, DEFAULT_LOCALE, FIRST_SCREEN_SLOT, languageFromCookies, LOCALES, type Locale, type PublishedContent, type RenderLanding } from '@hackathon/contracts';
import { loadRenderer, loadTemplate, watchedFile, type ServerRenderFiles } from './server-render';

/**
 * The published content with its live counts (the content module's ContentService). Provided by
 * that feature module: the web layer is infrastructure and never imports one (ADR 0004).
 */
export interface PublishedContentReader {
  published(): Promise<PublishedContent>;
}
export const PUBLISHED_CONTENT_READER = Symbol('PUBLISHED_CONTENT_READER');

interface FilledPage {
  hash: string;
  template: string;
  html: string;
  br: Buffer;
  madeAt: number;
}

/** A filled page is made again after this long: the live counts' own cache (content/live-counts.ts), the countdown's ending. */
const FILLED_FOR_MS = 60_000;

/** In the thread pool: a page's brotli pass never holds up the requests meanwhile. */
const brotli = promisify(brotliCompress);

/**
 * The landing page with the content published since the build (issue 25, ADR 0011): the prerender
 * step's landing template (its layout) with the public remote's server render of the sections for
 * the published content, in the device's language, so a visitor's first paint shows what the
 * organisers published, with no build and no restart. Made at most once a minute per language and
 * version; the same for every visitor of a language (no one's data in it). Anything missing or
 * failing calls `fallback`: the bare index.html, as before.
 */
export function publishedLanding(app: NestExpressApplication, files: ServerRenderFiles): (req: Request, res: Response, fallback: () => void) => Promise<void> {
  const logger = new Logger('PublishedLanding');
  const templates = new Map(LOCALES.map((locale) => [locale, watchedFile(files.template(locale), loadTemplate, logger)] as const));
  const renderer = watchedFile(files.bundle, (file) => loadRenderer<RenderLanding>(file, 'renderLanding'), logger);
  const reader = app.get<symbol, PublishedContentReader>(PUBLISHED_CONTENT_READER, { strict: false });
  const filled = new Map<Locale, FilledPage>();
  // a page being made: the requests that arrive meanwhile (a busy morning) wait for it, not make their own
  const making = new Map<Locale, Promise<FilledPage>>();

  async function make(locale: Locale, template: string, render: RenderLanding): Promise<FilledPage> {
    const published = await reader.published();
    const sections = render(published, locale);
    if (typeof sections !== 'string') throw new Error('renderLanding returned no string');
    // a replacer function: a `$` in a published text is text, not a pattern
    const html = template.replace(FIRST_SCREEN_SLOT, () => sections);
    // compressed as the build's copies are (brotli 11), once per page made, not per request
    const br = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    const page = { hash: published.hash, template, html, br, madeAt: Date.now() };
    filled.set(locale, page);
    return page;
  }

  async function fill(requested: Locale): Promise<FilledPage | null> {
    const locale = files.templateIsCurrent(requested) ? requested : DEFAULT_LOCALE;
    const template = files.templateIsCurrent(locale) ? (templates.get(locale)?.() ?? null) : null;
    const render = template === null ? null : renderer();
    if (template === null || render === null) return null;
    // the version this process applies (the content module refreshes it): no database read per request
    const kept = filled.get(locale);
    if (kept && kept.hash === appliedSiteContentHash() && kept.template === template && Date.now() - kept.madeAt < FILLED_FOR_MS) return kept;
    let pending = making.get(locale);
    if (!pending) {
      pending = make(locale, template, render).finally(() => making.delete(locale));
      making.set(locale, pending);
    }
    return pending;
  }

  return async (req, res, fallback) => {
    let page: FilledPage | null = null;
    try {
      page = await fill(languageFromCookies(req.headers.cookie));
    } catch (error) {
      logger.warn(`the landing page with the published content was not made, serving index.html (${String(error)})`);
    }
    if (page === null) return fallback();
    // like the prerendered pages: revalidated on every load, one per language cookie
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie');
    res.vary('Accept-Encoding');
    res.type('html');
    if (req.acceptsEncodings('br') !== 'br') return void res.send(page.html);
    // already encoded: the compression middleware leaves it alone
    res.setHeader('Content-Encoding', 'br');
    res.send(page.br);
  };
}
