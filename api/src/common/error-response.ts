import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { API_MSG, type ApiFailure } from '@hackathon/contracts';
import { isDatabaseUnavailable } from '../database/pg-errors';

export interface ErrorResponse {
  status: number;
  body: ApiFailure & Record<string, unknown>;
}

/** Keys of an HttpException's response object that the envelope handles itself. */
const ENVELOPE_KEYS = new Set(['statusCode', 'success', 'message', 'error', 'details', 'errors']);
const ROUTE_NOT_FOUND = /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|SEARCH|TRACE|CONNECT|[A-Z]+) \//;

/** Body-parser (http-errors) failures: what a client can send, never a 500. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: API_MSG.malformedJson },
  'entity.too.large': { status: 413, message: API_MSG.payloadTooLarge },
  'parameters.too.many': { status: 413, message: API_MSG.payloadTooLarge },
  'encoding.unsupported': { status: 415, message: API_MSG.unsupportedMediaType },
  'charset.unsupported': { status: 415, message: API_MSG.unsupportedMediaType },
  'request.aborted': { status: 400, message: API_MSG.malformedJson },
  'request.size.invalid': { status: 400, message: API_MSG.malformedJson },
};

/** The `error` code of a 503 caused by the database (data routes and the health check). */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
/** Seconds a client is told to wait after a 503. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function codeFor(status: number): string {
  return (HttpStatus as unknown as Record<number, string>)[status] ?? 'ERROR';
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** A body-parser error translated to an HttpException (they arrive as plain errors with a `type`). */
export function bodyParserError(error: unknown): HttpException | null {
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !(type in BODY_ERRORS)) return null;
  const known = BODY_ERRORS[type];
  return new HttpException({ message: known.message, error: codeFor(known.status) }, known.status);
}

/**
 * Turns anything thrown into the failure envelope `{ success: false, message, error?, details? }`.
 * HttpExceptions keep their status and message (an object response may add `error`, `details`,
 * `errors` and extra top-level fields such as `requiresVerification`); anything else is a 500
 * with a generic message: stack traces and internal messages never reach the client.
 */
export function toErrorResponse(exception: unknown): ErrorResponse {
  const translated = bodyParserError(exception);
  if (translated) exception = translated;

  if (!(exception instanceof HttpException)) {
    const status = (exception as { status?: unknown; expose?: unknown } | null)?.status;
    // http-errors from express middleware mark client errors as safe to show
    if (typeof status === 'number' && status >= 400 && status < 500 && (exception as { expose?: unknown }).expose === true) {
      return { status, body: { success: false, message: (exception as Error).message, error: codeFor(status) } };
    }
    // a lost, refusing or timed-out database: the client may retry shortly (the filter adds Retry-After)
    if (isDatabaseUnavailable(exception)) {
      return { status: 503, body: { success: false, message: API_MSG.serviceUnavailable, error: DATABASE_UNAVAILABLE } };
    }
    return { status: 500, body: { success: false, message: API_MSG.internalError, error: codeFor(500) } };
  }

  const status = exception.getStatus();
  const response = exception.getResponse();
  const body: ApiFailure & Record<string, unknown> = { success: false, message: '', error: codeFor(status) };

  if (typeof response === 'string') {
    body.message = response;
  } else if (response && typeof response === 'object') {
    const r = response as Record<string, unknown>;
    body.message = firstMessage(r.message) ?? '';
    // Nest fills `error` with the status text ('Bad Request'); keep only errors set on purpose
    if (typeof r.error === 'string' && r.error !== STATUS_CODES[status]) body.error = r.error;
    if (r.details !== undefined) body.details = r.details as ApiFailure['details'];
    if (r.errors !== undefined) body.errors = r.errors as ApiFailure['errors'];
    for (const [key, value] of Object.entries(r)) {
      if (!ENVELOPE_KEYS.has(key)) body[key] = value;
    }
  }

  if (exception instanceof ThrottlerException) body.message = API_MSG.tooManyRequests;
  if (status === 404 && ROUTE_NOT_FOUND.test(body.message)) body.message = API_MSG.notFound;
  if (!body.message) body.message = status >= 500 ? API_MSG.internalError : (STATUS_CODES[status] ?? 'Error');
  return { status, body };
}
