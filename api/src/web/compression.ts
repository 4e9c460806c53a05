import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Streamed bodies stay uncompressed: a CSV export or an event stream would sit in the
 * compressor's buffer instead of reaching the client as it is written.
 */
const STREAMED = /^text\/(csv|event-stream)\b/i;

export function shouldCompress(req: Request, res: Response): boolean {
  if (STREAMED.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  return compression.filter(req, res);
}

/**
 * Brotli (quality 4: cheap enough for every JSON answer), gzip for clients without it. Static
 * files arrive already encoded (api/src/web/static-web.ts) and are left alone.
 */
export function apiCompression(): RequestHandler {
  return compression({ filter: shouldCompress, threshold: 1024 }) as RequestHandler;
}
