import { statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * A built folder served with its build-time .br/.gz siblings (brotli first, gzip as the fallback,
 * the plain file otherwise). express-static-gzip lists the compressed files of the whole tree when
 * it is created, so it is created again when the folder changes (a build after start, a redeploy).
 * Nothing is served (next()) while the folder does not exist.
 */
export function precompressedStatic(root: string, setHeaders: (res: ServerResponse, path: string) => void, index: string | false): RequestHandler {
  let stamp = '';
  let handler: RequestHandler | null = null;
  return (req, res, next) => {
    let current = 'missing';
    try {
      const stat = statSync(root);
      current = `${stat.ino}:${stat.mtimeMs}`;
    } catch {
      return next();
    }
    if (!handler || current !== stamp) {
      stamp = current;
      handler = expressStaticGzip(root, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index,
        serveStatic: { index, fallthrough: true, setHeaders },
      }) as RequestHandler;
    }
    return handler(req, res, next);
  };
}
