import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { webRoots } from './web-paths';

const NO_CACHE = 'no-cache';
const FAVICON = 'favicon.ico';
const ONE_DAY_SECONDS = 86_400;

/** Paths the SPA fallback leaves alone: the API, the remotes, dev pages. */
const NOT_SPA = /^\/(api|remotes|dev)(\/|$)/;

function noCacheForEntryFiles(res: Response, path: string): void {
  // entry files name the hashed chunks: they must be revalidated, the chunks can be cached
  const file = basename(path);
  if (file.endsWith('.html') || file === 'mf-manifest.json' || file === 'remoteEntry.js' || file === 'mf-stats.json') {
    res.setHeader('Cache-Control', NO_CACHE);
  }
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
 * Serves the frontends from this process (docs/conventions.md): shell/dist at /, each remote's
 * dist at /remotes/<folder>/, /remotes.json from config, and the shell's index.html for
 * client-side routes. Missing dist folders are reported once and never crash the API; a
 * folder built later is served without a restart.
 */
export function mountWeb(app: NestExpressApplication, config: AppConfig, root?: string): void {
  const logger = new Logger('Web');
  const roots = webRoots(root);
  const missing = [roots.shell, ...roots.remotes.map((r) => r.dist)].filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    logger.warn(`Not built yet: ${missing.join(', ')}. Run "npm run build" to serve the web app from this process.`);
  }

  mountFavicon(app, [join(roots.shell, FAVICON), join(roots.shellPublic, FAVICON)]);
  app.useStaticAssets(roots.shell, { index: 'index.html', fallthrough: true, setHeaders: noCacheForEntryFiles });

  for (const remote of roots.remotes) {
    app.useStaticAssets(remote.dist, {
      prefix: `/remotes/${remote.folder}/`,
      index: false,
      fallthrough: true,
      setHeaders: (res: Response, path: string) => {
        noCacheForEntryFiles(res, path);
        // a shell on another origin loads the manifest with fetch() and the chunks with <script>
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  (app.getHttpAdapter().getInstance() as Express).get('/remotes.json', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.json(config.remotes);
  });

  const indexHtml = join(roots.shell, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (NOT_SPA.test(req.path) || basename(req.path).includes('.')) return next();
    if (!(req.headers.accept ?? '').includes('text/html')) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('html').send('<!doctype html><title>Not built</title><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>');
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(indexHtml);
  });
}
