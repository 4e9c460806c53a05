import type { IncomingMessage } from 'node:http';
import type { NestExpressBodyParserOptions } from '@nestjs/platform-express';
import type { Request } from 'express';

/**
 * JSON and form bodies are small by default, so a huge body is refused (413) while it arrives,
 * before it is parsed or validated (issue 22: 8 MB of unknown keys froze the process). Every DTO
 * fits: the largest, 500 team ids of a phase action, is about 20 KB. Receipts and CSV imports are
 * multipart (multer keeps its own limits) and never reach these parsers.
 */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** Routes whose DTOs allow more, with their limit; one list, so a raised limit is easy to review. */
export const RAISED_BODY_LIMITS: Readonly<Record<string, number>> = {
  // the message and 20 earlier turns of up to 1,000 characters each: about 66 KB of UTF-8 at worst
  '/api/ai-chat/send-message': 128 * 1024,
  // the whole content in two languages (Devanagari is 3 bytes a letter): about 40 KB today, room to grow
  '/api/admin/content/draft': 256 * 1024,
};

/** The JSON limit of a request's URL (any case, trailing slash ignored: Express routes them alike). */
export function jsonBodyLimit(url: string): number {
  const path = url.split('?')[0].toLowerCase().replace(/\/+$/, '');
  return Object.hasOwn(RAISED_BODY_LIMITS, path) ? RAISED_BODY_LIMITS[path] : BODY_LIMIT_BYTES;
}

/**
 * Options of one JSON parser per limit (for app.useBodyParser): each parses only the requests
 * whose path has its limit, so the raised limits apply to their routes alone.
 */
export function jsonParserOptions(): NestExpressBodyParserOptions[] {
  const limits = [...new Set([BODY_LIMIT_BYTES, ...Object.values(RAISED_BODY_LIMITS)])];
  return limits.map((limit) => ({
    limit,
    type: (req: IncomingMessage) => {
      const request = req as Request;
      return Boolean(request.is('application/json')) && jsonBodyLimit(request.originalUrl ?? request.url) === limit;
    },
  }));
}
