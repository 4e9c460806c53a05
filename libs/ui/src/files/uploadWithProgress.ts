import { ApiError, endpointUrl, errorFromResponse, errorFromThrown, getApiConfig } from '@hackathon/api-client';
import { MSG, type ApiSuccess, type Endpoint } from '@hackathon/contracts';

/** How far an upload has come; `percent` is 0-100. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Defaults to UPLOAD_TIMEOUT_MS: a 5 MB receipt on a slow line needs longer than an ordinary call. */
  timeoutMs?: number;
  method?: 'POST' | 'PUT';
  /** Tests pass a fake; the browser's XMLHttpRequest otherwise. */
  createXhr?: () => XMLHttpRequest;
}

export const UPLOAD_TIMEOUT_MS = 120_000;

export function progressOf(loaded: number, total: number): UploadProgress {
  const percent = total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0;
  return { loaded, total, percent };
}

function parseBody(text: string): { body: unknown; readable: boolean } {
  if (text === '') return { body: undefined, readable: true };
  try {
    return { body: JSON.parse(text) as unknown, readable: true };
  } catch {
    return { body: text, readable: false };
  }
}

/** A 2xx answer read as the api-client reads it: the envelope, where `success: false` is still a refusal. */
function toSuccess<T>(status: number, body: unknown, readable: boolean): ApiSuccess<T> {
  if (!readable) throw new ApiError({ code: 'UNEXPECTED_ERROR', status, message: MSG.unexpected });
  if (body !== null && typeof body === 'object' && 'success' in body) {
    const envelope = body as { success: unknown; message?: unknown; data?: unknown };
    if (envelope.success === false) throw errorFromResponse(status, body);
    return {
      ...(body as object),
      success: true,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      data: envelope.data as T,
    } as ApiSuccess<T>;
  }
  return { success: true, message: '', data: body as T };
}

/**
 * A multipart upload to `url` (built by `uploadEndpoint` from a declaration) that reports its
 * progress (fetch cannot). Same bearer token,
 * credentials and error catalogue as the api-client; resolves with the success envelope.
 */
export function uploadWithProgress<T>(url: string, body: FormData, options: UploadOptions = {}): Promise<ApiSuccess<T>> {
  const config = getApiConfig();
  const token = config.getToken();
  const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();

  return new Promise<ApiSuccess<T>>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => xhr.abort();

    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    if (xhr.upload && options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) report(progressOf(event.loaded, event.total));
      };
    }
    xhr.onload = () =>
      finish(() => {
        const { body: parsed, readable } = parseBody(xhr.responseText ?? '');
        try {
          if (xhr.status >= 200 && xhr.status < 300) {
            options.onProgress?.(progressOf(1, 1));
            resolve(toSuccess<T>(xhr.status, parsed, readable));
          } else {
            reject(errorFromResponse(xhr.status, parsed, readable));
          }
        } catch (error) {
          reject(error);
        }
      });
    // the network or the server could not be reached: the catalogue's network error
    xhr.onerror = () => finish(() => reject(errorFromThrown(new TypeError('upload failed'), 'failed')));
    xhr.ontimeout = () => finish(() => reject(errorFromThrown(new Error('timeout'), 'timeout')));
    xhr.onabort = () =>
      finish(() => reject(options.signal?.aborted ? (options.signal.reason ?? new DOMException('Aborted', 'AbortError')) : errorFromThrown(new Error('aborted'), 'aborted')));

    if (options.signal?.aborted) {
      finish(() => reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError')));
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}

/** `uploadWithProgress` through an endpoint contract (its path and method). */
export function uploadEndpoint<TResponse, TParams extends unknown[]>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: Endpoint<TResponse, FormData, TParams, any, any>,
  call: { params: TParams; body: FormData } & Omit<UploadOptions, 'method'>,
): Promise<ApiSuccess<TResponse>> {
  const { params, body, ...options } = call;
  const method = endpoint.method === 'PUT' ? 'PUT' : 'POST';
  return uploadWithProgress<TResponse>(endpointUrl(endpoint, params), body, { ...options, method });
}
