/*
 * A remote built against a newer version of a strict singleton (@hackathon/session, @hackathon/api-client,
 * the ui barrel...) than the shell provides does not load: the federation runtime throws
 *   [ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @hackathon/session
 *   does not satisfy the requirement of mfe_team which needs ^2.0.0)
 * (runtime-core share.ts; the closing parenthesis is the runtime's). The remote's fallback names the
 * conflict instead of the generic message, and it is never taken for a stale chunk (no reload: a
 * reload fetches the same remote under the same shell). Loaded with fallback.tsx, only when a remote fails.
 */

export interface VersionConflict {
  /** The shared module, e.g. '@hackathon/session'. */
  module: string;
  /** The version the page already uses (the shell's), e.g. '1.0.0'. */
  provided: string;
  /** The container that provides it, e.g. 'shell'. */
  provider: string;
  /** The container that refused it, e.g. 'mfe_team'. */
  consumer: string;
  /** What that container requires, e.g. '^2.0.0'. */
  required: string;
}

const CONFLICT =
  /Version (\S*) from (\S*) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** The messages of an error and of its causes (the runtime or a caller may wrap it), strings included. */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && current !== undefined; depth += 1) {
    if (typeof current === 'string') {
      messages.push(current);
      break;
    }
    if (typeof current !== 'object') break;
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string') messages.push(message);
    current = cause;
  }
  return messages;
}

/** The version conflict an error reports, or null when it is about something else. */
export function versionConflictOf(error: unknown): VersionConflict | null {
  for (const message of messagesOf(error)) {
    const match = CONFLICT.exec(message);
    if (match) {
      const [, provided = '', provider = '', module = '', consumer = '', required = ''] = match;
      return { module, provided, provider, consumer, required };
    }
  }
  return null;
}
