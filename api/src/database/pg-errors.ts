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
