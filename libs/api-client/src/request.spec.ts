import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG, TIMEOUTS_MS } from '@hackathon/contracts';
import { configureApiClient, getApiConfig, onUnauthorized, type ApiClientConfig } from './config';
import { ApiError } from './errors';
import { apiData, apiRequest, buildUrl } from './request';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

/** A real HTTP server: the client's behaviour is observed on the wire, not through mocks. */
let server: http.Server;
let baseUrl: string;
let seen: Seen;
let storedToken: string | null;
let previous: ApiClientConfig;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = {
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      };
      const send = (status: number, payload: unknown, type = 'application/json') => {
        res.writeHead(status, { 'Content-Type': type });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      const path = (req.url ?? '').split('?')[0];
      switch (path) {
        case '/api/ok':
          return send(200, { success: true, message: 'Loaded', data: { value: 42 } });
        case '/api/bare-list':
          return send(200, [1, 2, 3]);
        case '/api/refused':
          return send(400, { success: false, message: 'Validation failed', details: [{ path: 'email', msg: 'bad' }] });
        case '/api/soft-refusal':
          return send(200, { success: false, message: 'Invalid OTP' });
        case '/api/unauthorized':
          return send(401, { success: false, message: 'Unauthorized' });
        case '/api/crash':
          return send(500, { success: false, message: 'Database unavailable' });
        case '/api/gateway':
          return send(502, '<html>bad gateway</html>', 'text/html');
        case '/api/slow':
          setTimeout(() => send(200, { success: true, message: '', data: null }), 500);
          return;
        case '/api/file':
          return send(200, 'PDFDATA', 'application/pdf');
        default:
          return send(404, { success: false, message: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  previous = configureApiClient({
    baseUrl,
    getToken: () => storedToken,
    clearToken: () => {
      storedToken = null;
    },
  });
});

afterAll(async () => {
  configureApiClient(previous);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  storedToken = 'stored-token';
});

describe('apiRequest', () => {
  it('uses the 20 s default timeout from the contracts', () => {
    expect(previous.timeoutMs).toBe(TIMEOUTS_MS.api);
    expect(getApiConfig().timeoutMs).toBe(20_000);
  });

  it('sends the stored bearer token and JSON body, and resolves with the envelope', async () => {
    const result = await apiRequest<{ value: number }>('/ok', { method: 'PUT', body: { a: 1 } });
    expect(result).toMatchObject({ success: true, message: 'Loaded', data: { value: 42 } });
    expect(seen.method).toBe('PUT');
    expect(seen.authorization).toBe('Bearer stored-token');
    expect(seen.contentType).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ a: 1 });
  });

  it('accepts paths with or without the /api prefix and drops empty query values', async () => {
    await apiData('/api/ok', { query: { page: 1, search: '', status: undefined } });
    expect(seen.url).toBe('/api/ok?page=1');
    expect(buildUrl('auth/login', undefined, '/api')).toBe('/api/auth/login');
  });

  it('wraps bodies that are not an envelope', async () => {
    expect(await apiData('/bare-list')).toEqual([1, 2, 3]);
  });

  it('delivers a 4xx as a failure with the server message, not a network error', async () => {
    const error = await apiRequest('/refused').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', status: 400, message: 'Validation failed' });
    expect((error as ApiError).details).toEqual([{ path: 'email', msg: 'bad' }]);
  });

  it('treats success:false in a 200 as a refusal', async () => {
    await expect(apiRequest('/soft-refusal')).rejects.toMatchObject({ message: 'Invalid OTP', status: 200 });
  });

  it('maps 5xx to the server message', async () => {
    await expect(apiRequest('/crash')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', status: 500, message: 'Database unavailable' });
  });

  it('maps a proxy error page to SERVER_NO_RESPONSE', async () => {
    await expect(apiRequest('/gateway')).rejects.toMatchObject({ code: 'SERVER_NO_RESPONSE', message: MSG.serverNoResponse });
  });

  it('times out with REQUEST_TIMEOUT, honouring a per-call override', async () => {
    await expect(apiRequest('/slow', { timeoutMs: 50 })).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT', message: MSG.requestTimeout });
    await expect(apiRequest('/slow', { timeoutMs: 2000 })).resolves.toMatchObject({ success: true });
  });

  it('maps an unreachable server to NETWORK_ERROR', async () => {
    const error = await apiRequest('http://127.0.0.1:9/api/ok').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: MSG.networkError });
  });

  it('reads blobs for downloads', async () => {
    const result = await apiRequest<Blob>('/file', { responseType: 'blob' });
    expect(await result.data.text()).toBe('PDFDATA');
  });

  it('on 401 clears the token and notifies the registered listener (no redirect of its own)', async () => {
    const events: unknown[] = [];
    const off = onUnauthorized((event) => events.push(event));
    await expect(apiRequest('/unauthorized')).rejects.toMatchObject({ code: 'UNAUTHORIZED', shouldLogout: true });
    off();
    expect(storedToken).toBeNull();
    expect(events).toEqual([{ path: '/unauthorized', status: 401, message: 'Unauthorized' }]);
  });

  it('does not log out on a 401 when asked not to (login, session restore) or when anonymous', async () => {
    const events: unknown[] = [];
    const off = onUnauthorized((event) => events.push(event));
    await expect(apiRequest('/unauthorized', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(storedToken).toBe('stored-token');
    storedToken = null;
    await expect(apiRequest('/unauthorized')).rejects.toMatchObject({ status: 401 });
    off();
    expect(events).toEqual([]);
    expect(seen.authorization).toBeUndefined();
  });

  it("fails fast with 'Authentication token not found' when a token is required and missing", async () => {
    storedToken = null;
    seen = { body: 'untouched' };
    await expect(apiRequest('/ok', { requireToken: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      message: MSG.authTokenNotFound,
    });
    expect(seen.body).toBe('untouched');
  });
});
