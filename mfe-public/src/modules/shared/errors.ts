/** How the public screens word failures (participant spec, section 8). */
import { ApiError } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';

/** True when the server refused a login because the email is not verified yet. */
export function requiresVerification(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { requiresVerification?: unknown; data?: { requiresVerification?: unknown } } | undefined;
  return body?.requiresVerification === true || body?.data?.requiresVerification === true;
}

/**
 * True when the server asks for the second step of a sign-in (an account under attack, signed in to
 * from a new place): 403 'a code was emailed', or 401 'code or password not right'.
 */
export function signInCodeRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.body as { codeRequired?: unknown } | undefined)?.codeRequired === true;
}

function noAnswer(error: ApiError): boolean {
  return error.status === 0 && error.code !== 'UNEXPECTED_ERROR';
}

/**
 * Login and session: the server's message or error; else 'Invalid email or password' for a refusal,
 * 'Server error ({status})' for other HTTP errors, the login network message when nothing answered,
 * and 'Unable to connect to server' by default.
 */
export function loginErrorMessage(error: unknown): string {
  if (requiresVerification(error)) return MSG.verifyBeforeLogin;
  if (error instanceof ApiError) {
    if (noAnswer(error)) return MSG.loginNetworkError;
    if (error.status === 0) return MSG.unableToConnect;
    const fromServer = error.serverMessage ?? error.error;
    if (fromServer) return fromServer;
    if (error.status === 400 || error.status === 401) return MSG.invalidCredentials;
    return MSG.serverErrorStatus(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  return MSG.unableToConnect;
}

/**
 * Team and region-admin login: like loginErrorMessage, but a refusal without any server wording reads
 * as the screen's own message (e.g. 'Login failed. Please try again.').
 */
export function loginErrorOr(error: unknown, refusedMessage: string): string {
  if (error instanceof ApiError && error.status !== 0 && !error.serverMessage && !error.error) return refusedMessage;
  return loginErrorMessage(error);
}

/**
 * Any other call: the server's message when it answered, the catalogue's network wording when it did
 * not, else the screen's own fallback (e.g. 'Failed to send OTP').
 */
export function messageOr(error: unknown, fallback: string, networkMessage?: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.error) return error.error;
    if (error.status === 0) return networkMessage ?? error.message;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Server field errors (`details: [{ path, msg }]`) keyed by field, for forms. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const result: Record<string, string> = {};
  for (const item of error.details) {
    if (item && typeof item.path === 'string' && typeof item.msg === 'string' && !result[item.path]) result[item.path] = item.msg;
  }
  return result;
}
