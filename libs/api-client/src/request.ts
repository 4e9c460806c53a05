import { currentLocale, MSG } from '@hackathon/contracts';
import type { ApiSuccess } from '@hackathon/contracts';
import { getApiConfig, notifyUnauthorized } from './config';
import { ApiError, errorFromResponse, errorFromThrown } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** JSON-serialisable value, or FormData / Blob sent as is. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Overrides the default 20 s (e.g. TIMEOUTS_MS.registration). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How to read a successful body. Blobs are for receipts and exports. */
  responseType?: 'json' | 'blob' | 'text';
  /** Login, session restore: a 401 there is an answer, not an expired session. */
  skipAuthRedirect?: boolean;
  /** Calls that make no sense anonymously fail fast with 'Authentication token not found' (401). */
  requireToken?: boolean;
  /** Sends this token instead of the stored one (null sends none). */
  token?: string | null;
}

/** Joins the /api base, accepting '/auth/login', 'auth/login' or '/api/auth/login'. */
export function buildUrl(path: string, query?: QueryParams, baseUrl = getApiConfig().baseUrl): string {
  let url: string;
  if (/^https?:\/\//i.test(path)) {
    url = path;
  } else {
    const relative = path.replace(/^\/?(api\/)?/, '');
    url = `${baseUrl.replace(/\/$/, '')}/${relative}`;
  }
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    typeof body === 'string'
  );
}

async function readJson(response: Response): Promise<{ body: unknown; readable: boolean }> {
  const text = await response.text();
  if (text === '') return { body: undefined, readable: true };
  try {
    return { body: JSON.parse(text) as unknown, readable: true };
  } catch {
    return { body: text, readable: false };
  }
}

/**
 * The one HTTP call of the portal. Resolves with the success envelope; rejects with an ApiError
 * mapped from the spec's catalogue. A 4xx answer is the server's refusal: it rejects with the
 * server's message (never as a network error). A 401 on an ordinary call also clears the stored
 * token and tells the registered listeners (the shell goes to /login, no toast).
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<ApiSuccess<T>> {
  const config = getApiConfig();
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const token = options.token !== undefined ? options.token : config.getToken();
  if (options.requireToken && !token) {
    throw new ApiError({ code: 'UNAUTHORIZED', status: 401, message: MSG.authTokenNotFound, shouldLogout: true });
  }

  // the API's messages come back in the reader's language (issue 24)
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale(), ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }

  const controller = new AbortController();
  let reason: 'timeout' | 'aborted' | null = null;
  const timeoutMs = options.timeoutMs ?? config.timeoutMs;
  const timer = setTimeout(() => {
    reason = 'timeout';
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => {
    reason = reason ?? 'aborted';
    controller.abort();
  };
  options.signal?.addEventListener('abort', onCallerAbort);

  const url = buildUrl(path, options.query);
  try {
    let response: Response;
    try {
      response = await config.fetchImpl(url, {
        method,
        headers,
        body,
        credentials: 'include',
        redirect: 'follow',
        signal: controller.signal,
      });
    } catch (thrown) {
      if (reason === 'aborted' && options.signal?.aborted) throw options.signal.reason ?? thrown;
      throw errorFromThrown(thrown, reason ?? 'failed');
    }

    if (response.ok) {
      if (options.responseType === 'blob') {
        return { success: true, message: '', data: (await response.blob()) as T };
      }
      if (options.responseType === 'text') {
        return { success: true, message: '', data: (await response.text()) as T };
      }
      const { body: parsed, readable } = await readJson(response);
      if (!readable) throw new ApiError({ code: 'UNEXPECTED_ERROR', status: response.status, message: MSG.unexpected });
      return normaliseSuccess<T>(parsed, response.status);
    }

    const { body: parsed, readable } = await readJson(response);
    const error = errorFromResponse(response.status, parsed, readable);
    if (error.code === 'UNAUTHORIZED' && token && !options.skipAuthRedirect) {
      config.clearToken();
      notifyUnauthorized({ path, status: error.status, message: error.message });
    }
    throw error;
  } catch (thrown) {
    if (thrown instanceof ApiError) throw thrown;
    if (reason === 'aborted' && options.signal?.aborted) throw thrown;
    throw errorFromThrown(thrown, reason ?? 'failed');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * A 2xx answer in the spec's envelope. `success: false` with a 2xx status is still a refusal.
 * Bodies that are not an envelope (a bare list) are wrapped so callers always read `.data`.
 */
function normaliseSuccess<T>(parsed: unknown, status: number): ApiSuccess<T> {
  if (parsed !== null && typeof parsed === 'object' && 'success' in parsed) {
    const envelope = parsed as { success: unknown; message?: unknown; data?: unknown };
    if (envelope.success === false) throw errorFromResponse(status, parsed);
    return {
      ...(parsed as object),
      success: true,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      data: envelope.data as T,
    } as ApiSuccess<T>;
  }
  return { success: true, message: '', data: parsed as T };
}

/** Reads just the `data` of a successful call. */
export async function apiData<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
