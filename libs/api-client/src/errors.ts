import { MSG } from '@hackathon/contracts';
import type { ApiFailure, FieldError } from '@hackathon/contracts';

/** Error codes of the spec's catalogue (participant spec, section 8). */
export type ApiErrorCode =
  | 'NETWORK_ERROR'
  | 'REQUEST_TIMEOUT'
  | 'SERVER_NO_RESPONSE'
  | 'UNEXPECTED_ERROR'
  | 'UNKNOWN_ERROR'
  | 'UNAUTHORIZED';

export type ApiErrorDetails = FieldError[] | Record<string, unknown> | undefined;

export interface ApiErrorInit {
  code: ApiErrorCode;
  status: number;
  message: string;
  /** The server's own message, when it sent one (login screens word their fallbacks differently). */
  serverMessage?: string;
  /** The server's `error` field, passed on unchanged. */
  error?: string;
  details?: ApiErrorDetails;
  /** True for 401: the session is gone. */
  shouldLogout?: boolean;
  /** The parsed response body, when there was one. */
  body?: unknown;
}

/** Every failed call rejects with this. `status` is 0 when no HTTP response arrived. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly serverMessage?: string;
  readonly error?: string;
  readonly details?: ApiErrorDetails;
  readonly shouldLogout: boolean;
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.error = init.error;
    this.details = init.details;
    this.shouldLogout = init.shouldLogout ?? false;
    this.body = init.body;
  }

  /** A 4xx answer: the request reached the server and was refused (not worth retrying). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function asFailureBody(body: unknown): Partial<ApiFailure> {
  return body !== null && typeof body === 'object' ? (body as Partial<ApiFailure>) : {};
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Maps an HTTP answer that is not a success to the catalogue.
 * `bodyReadable` is false when the body was not JSON (e.g. a proxy's HTML page).
 */
export function errorFromResponse(status: number, body: unknown, bodyReadable = true): ApiError {
  const failure = asFailureBody(body);
  const serverMessage = nonEmptyString(failure.message);
  const serverError = nonEmptyString(failure.error);
  if (status === 401) {
    return new ApiError({
      code: 'UNAUTHORIZED',
      status,
      message: serverMessage ?? MSG.sessionExpired,
      serverMessage,
      error: serverError,
      details: failure.details,
      shouldLogout: true,
      body,
    });
  }
  // a gateway answering for an API that is down: the API itself never responded
  if (!bodyReadable && (status === 502 || status === 503 || status === 504)) {
    return new ApiError({ code: 'SERVER_NO_RESPONSE', status, message: MSG.serverNoResponse });
  }
  return new ApiError({
    code: 'UNKNOWN_ERROR',
    status,
    message: serverMessage ?? serverError ?? MSG.unknownError,
    serverMessage,
    error: serverError,
    details: failure.details,
    body,
  });
}

/** Maps a failure where no HTTP answer arrived (fetch threw). */
export function errorFromThrown(thrown: unknown, reason: 'timeout' | 'aborted' | 'failed'): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (reason === 'timeout') return new ApiError({ code: 'REQUEST_TIMEOUT', status: 0, message: MSG.requestTimeout });
  // fetch rejects with a TypeError when the network or the server cannot be reached
  // (checked by name too: the TypeError may come from another realm, e.g. a test sandbox)
  if (reason === 'failed' && (thrown instanceof TypeError || (thrown as Error | null)?.name === 'TypeError')) {
    return new ApiError({ code: 'NETWORK_ERROR', status: 0, message: MSG.networkError });
  }
  if (reason === 'aborted') {
    return new ApiError({ code: 'SERVER_NO_RESPONSE', status: 0, message: MSG.serverNoResponse });
  }
  return new ApiError({ code: 'UNEXPECTED_ERROR', status: 0, message: MSG.unexpected });
}

/** The message to show for any error a caller caught. */
export function errorMessage(error: unknown, fallback: string = MSG.unexpected): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
