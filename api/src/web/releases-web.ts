import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { REMOTES } from '../config/app-config';
import { precompressedStatic } from './precompressed-static';

/** A release folder's name (tools/deploy/releases.js makes `<UTC time>-<hash>`); never a dot file such as a copy in progress. */
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const RELEASE_PATH = /^\/([^/]+)\/([^/]+)\//;

/**
 * GET /releases/<remote folder>/<release id>/<file>: the immutable releases of the remotes
 * (docs/operations.md, "Releasing a remote"), each folder served as it was copied, precompressed
 * siblings included. One handler per release folder that exists: express-static-gzip lists the
 * compressed files when it is created, so a release added after start gets its own, and a path
 * naming no release costs nothing. Unknown remotes, hidden folders and missing files fall through
 * (a 404; never the shell's index.html).
 */
export function mountReleases(express: Express, root: string, setHeaders: (res: ServerResponse, path: string) => void): void {
  const folders = new Set<string>(REMOTES.map((remote) => remote.folder));
  const handlers = new Map<string, RequestHandler>();
  express.use('/releases/', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = RELEASE_PATH.exec(req.url);
    if (!match || !folders.has(match[1]!) || !RELEASE_ID.test(match[2]!)) return next();
    const dir = join(root, match[1]!, match[2]!);
    if (!existsSync(dir)) {
      handlers.delete(dir);
      return next();
    }
    let handler = handlers.get(dir);
    if (!handler) {
      handler = precompressedStatic(dir, setHeaders, false);
      handlers.set(dir, handler);
    }
    const url = req.url;
    req.url = url.slice(match[0].length - 1);
    return handler(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  });
}
