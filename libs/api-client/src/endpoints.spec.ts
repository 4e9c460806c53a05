import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoint } from '@hackathon/contracts';
import { configureApiClient, type ApiClientConfig } from './config';
import { callEndpoint, endpointUrl } from './endpoints';

/** A real HTTP server: what a declaration's call puts on the wire. */
let server: http.Server;
let seen: { method?: string; url?: string; body: string };
let previous: ApiClientConfig;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, body };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, message: 'OK', data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previous = configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, getToken: () => null });
});
afterAll(async () => {
  configureApiClient(previous);
  await new Promise((resolve) => server.close(resolve));
});

describe('calls through a declaration', () => {
  const list = endpoint<{ data: { ok: boolean }; query: { page?: number; status?: 'ACTIVE' | 'INACTIVE' } }>()('GET', '/admin/teams');
  const status = endpoint<{ data: { ok: boolean }; body: { status: string } }>()('PUT', '/admin/teams/:id/status');

  it("sends the declaration's method and path, the parameters encoded, the typed query and the body", async () => {
    const page = await callEndpoint(list, { query: { page: 2, status: 'ACTIVE' } });
    expect(page.data).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: 'GET', url: '/api/admin/teams?page=2&status=ACTIVE' });
    await callEndpoint(status, { params: ['a/b'], body: { status: 'INACTIVE' } });
    expect(seen).toEqual({ method: 'PUT', url: '/api/admin/teams/a%2Fb/status', body: '{"status":"INACTIVE"}' });
  });

  it('builds the URL of a declared file or upload', () => {
    expect(endpointUrl(status, ['7'])).toMatch(/\/api\/admin\/teams\/7\/status$/);
  });
});
