import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { API_MSG } from '@hackathon/contracts';
import { clipText } from './validation';

/**
 * Deepest JSON (or form) body the API accepts. Our deepest DTO is a few levels (registration ->
 * members -> member); class-transformer and class-validator recurse per level, so a body nested
 * thousands deep would overflow the stack (a 500) before validation could refuse it.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Most keys in one object, and most values (object members and array items, at any depth) in one
 * body or query. class-transformer's cost grows with the square of an object's key count (71,000
 * unknown keys blocked the process for 8 s) and the validation pipe reports every unknown key, so
 * width is refused here, before either runs. Our widest DTO or query has 11 fields and the longest
 * list is a phase action's 500 team ids.
 */
export const MAX_OBJECT_KEYS = 100;
export const MAX_BODY_VALUES = 2_000;

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
  const bounded = { path: clipText(problem.path), msg: problem.msg };
  return new BadRequestException({ message: problem.msg, error: 'VALIDATION_ERROR', details: [bounded], errors: [bounded] });
}

/**
 * The first unsafe string or key in a parsed value, a too-deep nesting, or too many keys or
 * values; depth-bounded recursion, and the counts are checked before an object's members are walked.
 */
function inspect(value: unknown, path: string, depth: number, seen = { values: 0 }): Problem | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? { path, msg: API_MSG.invalidCharacters } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return { path, msg: API_MSG.nestedTooDeep };
  const keys = Object.keys(value);
  if (!Array.isArray(value) && keys.length > MAX_OBJECT_KEYS) return { path, msg: API_MSG.tooManyFields };
  seen.values += keys.length;
  if (seen.values > MAX_BODY_VALUES) return { path, msg: API_MSG.tooManyValues };
  for (const key of keys) {
    const childPath = path ? `${path}.${key}` : key;
    if (BAD_TEXT.test(key)) return { path: childPath.replace(BAD_TEXT, '?'), msg: API_MSG.invalidCharacters };
    const problem = inspect((value as Record<string, unknown>)[key], childPath, depth + 1, seen);
    if (problem) return problem;
  }
  return null;
}

/**
 * Express middleware, mounted right after the body parsers so it sees every request before the
 * guards, pipes and handlers: a URL path, query value or body string (or key) with a control
 * character, a body nested deeper than MAX_BODY_DEPTH, and an object or a body wider than
 * MAX_OBJECT_KEYS or MAX_BODY_VALUES, are a 400 with the field's path ('' for the whole body).
 * One place instead of a rule on every DTO field, path parameter and search box.
 */
export function inputGuard(req: Request, _res: Response, next: NextFunction): void {
  const pathname = (req.originalUrl ?? req.url).split('?')[0];
  if (BAD_PATH.test(pathname)) return next(refuse({ path: 'path', msg: API_MSG.invalidCharacters }));
  const problem = inspect(req.query, '', 1) ?? inspect(req.body, '', 0);
  next(problem ? refuse(problem) : undefined);
}
