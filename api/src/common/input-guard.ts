import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { API_MSG } from '@hackathon/contracts';

/**
 * Deepest JSON (or form) body the API accepts. Our deepest DTO is a few levels (registration ->
 * members -> member); class-transformer and class-validator recurse per level, so a body nested
 * thousands deep would overflow the stack (a 500) before validation could refuse it.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * C0 control characters except tab, LF and CR, and DEL (PostgreSQL refuses NUL in text and jsonb;
 * the others have no place in a form field), and lone UTF-16 surrogates (not encodable as UTF-8).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** In a URL path not even tab, LF or CR: percent-encoded C0 controls and DEL. */
const BAD_PATH = /%(?:[01][0-9a-f]|7f)/i;

/** True when text holds a character the API refuses (also for text that arrives inside files, e.g. a CSV import). */
export function hasInvalidText(text: string): boolean {
  return BAD_TEXT.test(text);
}

type Problem = { path: string; msg: string };

function refuse(problem: Problem): BadRequestException {
  return new BadRequestException({ message: problem.msg, error: 'VALIDATION_ERROR', details: [problem], errors: [problem] });
}

/** The first unsafe string or key in a parsed value, or a too-deep nesting; depth-bounded recursion. */
function inspect(value: unknown, path: string, depth: number): Problem | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? { path, msg: API_MSG.invalidCharacters } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return { path, msg: API_MSG.nestedTooDeep };
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (BAD_TEXT.test(key)) return { path: childPath.replace(BAD_TEXT, '?'), msg: API_MSG.invalidCharacters };
    const problem = inspect(child, childPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Express middleware, mounted right after the body parsers so it sees every request before the
 * guards, pipes and handlers: a URL path, query value or body string (or key) with a control
 * character, and a body nested deeper than MAX_BODY_DEPTH, are a 400 with the field's path.
 * One place instead of a rule on every DTO field, path parameter and search box.
 */
export function inputGuard(req: Request, _res: Response, next: NextFunction): void {
  const pathname = (req.originalUrl ?? req.url).split('?')[0];
  if (BAD_PATH.test(pathname)) return next(refuse({ path: 'path', msg: API_MSG.invalidCharacters }));
  const problem = inspect(req.query, '', 1) ?? inspect(req.body, '', 0);
  next(problem ? refuse(problem) : undefined);
}
