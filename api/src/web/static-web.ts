import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import { appliedSiteContentHash, CONTENT_PAGES, DEFAULT_LOCALE, firstScreenTemplateName, landingTemplateName, languageFromCookies, PRERENDER_MANIFEST, prerenderedFileName } from '@hackathon/contracts';
import type { AppConfig, RemoteName } from '../config/app-config';
import { firstScreen, isFirstScreenRoute } from './first-screen';
import { precompressedStatic } from './precompressed-static';
import { publishedLanding } from './published-landing';
import { mountReleases } from './releases-web';
import { webRoots } from './web-paths';

export const NO_CACHE = 'no-cache';
/** Content-hashed files never change under their name: a browser or CDN keeps them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (rulebook PDFs, gallery images) may change with a deploy. */
export const SHORT_CACHE = 'public, max-age=3600';
const FAVICON = 'favicon.ico';
const ONE_DAY_SECONDS = 86_400;

/** Paths the SPA fallback leaves alone: the API, the remotes and their releases, dev pages. */
const NOT_SPA = /^\/(api|remotes|releases|dev)(\/|$)/;
/** Files that name the hashed ones: always revalidated, so a deploy is seen at once. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
/** webpack's `[name].[contenthash:8][ext]` (tools/webpack/federation.js). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function acceptsHtml(req: Request): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * The headers of a remote's file (/remotes/ and /releases/): its cache rule, and open to a shell on
 * another origin, which loads the manifest with fetch() and the chunks with <script>.
 */
export function setRemoteFileHeaders(res: ServerResponse, path: string): void {
  res.setHeader('Cache-Control', cacheControlFor(path));
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** The Cache-Control of a built file, by its name (a .br/.gz sibling counts as the file it encodes). */
export function cacheControlFor(path: string): string {
  const file = basename(path).replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html') || ENTRY_FILES.has(file)) return NO_CACHE;
  return HASHED.test(file) ? IMMUTABLE : SHORT_CACHE;
}

interface PrerenderManifest {
  indexHtmlSha256: string;
  /** The published content's hash when the pages were made (absent in a build before issue 25). */
  contentHash?: string;
  pages: string[];
}

function sha256Of(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * The prerendered pages that may be served: those made from the shell's current index.html. A
 * shell built or deployed after them names other chunks, so they are left alone until the
 * prerender step runs again (the bare index.html serves those routes meanwhile). Checked again
 * when either file changes.
 */
function currentPrerenderedPages(shellDist: string, prerenderedDist: string, logger: Logger): { has(page: string): boolean; showsPublishedContent(): boolean } {
  const manifestFile = join(prerenderedDist, PRERENDER_MANIFEST);
  const indexFile = join(shellDist, 'index.html');
  let stamp = '';
  let pages = new Set<string>();
  let contentHash: string | null = null;
  const refresh = () => {
    let current = 'missing';
    try {
      current = `${statSync(manifestFile).mtimeMs}:${statSync(indexFile).mtimeMs}`;
    } catch {
      pages = new Set();
      stamp = current;
      return;
    }
    if (current === stamp) return;
    stamp = current;
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
      const fresh = manifest.indexHtmlSha256 === sha256Of(indexFile);
      if (!fresh) logger.warn('prerender/dist was made from another build of the shell: serving index.html until the prerender step runs again');
      pages = new Set(fresh ? manifest.pages : []);
      contentHash = manifest.contentHash ?? null;
    } catch (error) {
      logger.warn(`prerender/dist/${PRERENDER_MANIFEST} unreadable (${String(error)}): serving index.html`);
      pages = new Set();
    }
  };
  return {
    has(page) {
      refresh();
      return pages.has(page);
    },
    // the organisers published other content since the build (issue 25): those pages' copies are old
    showsPublishedContent() {
      refresh();
      return contentHash !== null && contentHash === appliedSiteContentHash();
    },
  };
}

/**
 * GET /favicon.ico: the built shell's icon, else the one in the checkout's shell/public, so browsers
 * (which ask for it on every site, API pages and the mailbox included) never get a 404.
 */
function mountFavicon(app: NestExpressApplication, candidates: string[]): void {
  (app.getHttpAdapter().getInstance() as Express).get(`/${FAVICON}`, (_req: Request, res: Response, next: NextFunction) => {
    const file = candidates.find((path) => existsSync(path));
    if (!file) return next();
    res.setHeader('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`);
    res.type('image/x-icon').sendFile(file);
  });
}

/**
 * Serves the frontends from this process (docs/operations.md, "Serving the front end"): shell/dist
 * at /, each remote's dist at /remotes/<folder>/, the remotes' releases at /releases/<folder>/<id>/
 * (REMOTE_RELEASES_DIR), /remotes.json from the run-time registry, and the shell's index.html for
 * client-side routes. Precompressed files are sent when the browser accepts them;
 * hashed files are immutable, entry files revalidated. Missing dist folders are reported once and
 * never crash the API; a folder built later is served without a restart.
 */
export function mountWeb(
  app: NestExpressApplication,
  config: AppConfig,
  root?: string,
  /**
   * The current registry for this response (bootstrap passes the run-time one, modules/remote-registry,
   * as read for this response's CSP, so the two agree); the configured remotes by default.
   */
  remotes: (res: Response) => Promise<Record<RemoteName, string>> = async () => config.remotes,
): void {
  const logger = new Logger('Web');
  const express = app.getHttpAdapter().getInstance() as Express;
  const roots = webRoots(root);
  const missing = [roots.shell, ...roots.remotes.map((r) => r.dist)].filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    logger.warn(`Not built yet: ${missing.join(', ')}. Run "npm run build" to serve the web app from this process.`);
  }

  mountFavicon(app, [join(roots.shell, FAVICON), join(roots.shellPublic, FAVICON)]);
  const setCacheControl = (res: ServerResponse, path: string) => res.setHeader('Cache-Control', cacheControlFor(path));
  const shell = precompressedStatic(roots.shell, setCacheControl, 'index.html');
  // a prerendered page differs by the language cookie too: no cache hands one device's language to another
  const prerendered = precompressedStatic(
    roots.prerendered,
    (res, path) => {
      setCacheControl(res, path);
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
    },
    false,
  );
  const prerenderedPages = currentPrerenderedPages(roots.shell, roots.prerendered, logger);
  // the landing with content published since the build: its template filled by the API (issue 25)
  const landingWithPublishedContent = publishedLanding(app, {
    template: (locale) => join(roots.prerendered, landingTemplateName(locale)),
    bundle: roots.landingBundle,
    templateIsCurrent: (locale) => prerenderedPages.has(landingTemplateName(locale)),
  });
  express.use((req: Request, res: Response, next: NextFunction) => {
    // API calls never look for a file
    if (req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // a public entry page the build prerendered: its HTML carries the first screen (same scripts),
    // in the device's language (its cookie; the English copy when that language's is missing)
    const current = !CONTENT_PAGES.includes(req.path) || prerenderedPages.showsPublishedContent();
    const page = [prerenderedFileName(req.path, languageFromCookies(req.headers.cookie)), prerenderedFileName(req.path, DEFAULT_LOCALE)].find(
      (name) => current && name !== null && prerenderedPages.has(name),
    );
    const serveShell = () => {
      req.url = req.originalUrl;
      shell(req, res, next);
    };
    if (page && (req.path === '/' || acceptsHtml(req))) {
      req.url = `/${page}`;
      return prerendered(req, res, serveShell);
    }
    // Express 5 passes a rejected promise on to next()
    if (req.path === '/' && !current) return landingWithPublishedContent(req, res, serveShell);
    shell(req, res, next);
  });

  for (const remote of roots.remotes) {
    express.use(`/remotes/${remote.folder}/`, precompressedStatic(remote.dist, setRemoteFileHeaders, false));
  }
  // the immutable releases (npm run remote:release): what a registry entry /releases/<folder>/<id>/mf-manifest.json names
  mountReleases(express, config.remoteReleasesDir, setRemoteFileHeaders);

  // the run-time registry (modules/remote-registry): a row per changed remote, else REMOTE_URL_* or
  // the folder above; revalidated on every load (the shell fetches it with cache: 'no-store' too)
  express.get('/remotes.json', async (_req: Request, res: Response) => {
    const current = await remotes(res);
    res.setHeader('Cache-Control', NO_CACHE);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.json(current);
  });

  // the school dashboard's routes: its first screen filled for a school admin's navigation session
  const filledFirstScreen = firstScreen(app, {
    template: (locale) => join(roots.prerendered, firstScreenTemplateName(locale)),
    bundle: roots.firstScreenBundle,
    templateIsCurrent: (locale) => prerenderedPages.has(firstScreenTemplateName(locale)),
  });

  const indexHtml = join(roots.shell, 'index.html');
  express.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (NOT_SPA.test(req.path) || basename(req.path).includes('.')) return next();
    if (!acceptsHtml(req)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('html').send('<!doctype html><title>Not built</title><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>');
      return;
    }
    // the shell's index.html (precompressed, no-cache) answers every client-side route
    const serveIndex = () => {
      req.url = '/index.html';
      shell(req, res, next);
    };
    // Express 5 passes a rejected promise on to next()
    if (isFirstScreenRoute(req.path)) return filledFirstScreen(req, res, serveIndex);
    serveIndex();
  });
}
