import { ApiError } from '@hackathon/api-client';
import type { FieldError } from '@hackathon/contracts';

function isFieldError(value: unknown): value is FieldError {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as FieldError).path === 'string' &&
    typeof (value as FieldError).msg === 'string'
  );
}

/** The server's field errors of a refusal: `errors` (what the mentor form reads) or `details`. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { errors?: unknown } | undefined;
  const list = Array.isArray(body?.errors) ? body.errors : Array.isArray(error.details) ? error.details : [];
  return list.filter(isFieldError);
}

/**
 * Field errors keyed by path, first message per path (the order the server listed them is kept,
 * so the first key is the field to focus).
 */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, msg } of errors) {
    if (!(path in out)) out[path] = msg;
  }
  return out;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's own message for a refusal; the fallback when it sent none or no answer came. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
