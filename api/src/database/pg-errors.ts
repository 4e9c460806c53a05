/**
 * The constraint named by a PostgreSQL unique violation (SQLSTATE 23505), or null for any other
 * error. Drizzle wraps driver errors, so the cause chain is searched; node-postgres and PGlite
 * both report `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

/** Socket and driver failures that mean "the database cannot be reached right now". */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server going away or too busy: admin/crash shutdown, cannot connect now, statement timeout, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
/** node-postgres, pg-pool and PGlite report these without a code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * True when `error` (or its cause chain, or an AggregateError's members) says the database is
 * unreachable, gone away or timed out: the API answers 503 for these instead of 500, and retries
 * them at start. A wrong password (28P01) or a bad query is not one of them.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || !error || typeof error !== 'object') return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((member) => isDatabaseUnavailable(member, depth + 1))) return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}

/** The innermost cause of an error, as `code: message`, for a log line that carries no SQL or parameters. */
export function rootCauseText(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 6; depth++) {
    const next = (current as { cause?: unknown } | null)?.cause;
    if (!next || typeof next !== 'object') break;
    current = next;
  }
  const e = current as { code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(current);
  return typeof e?.code === 'string' ? `${e.code}: ${message}` : message;
}
