import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient, type ApiClientConfig } from '@hackathon/api-client';

export interface RecordedRequest {
  method: string;
  url: string;
  /** Parsed JSON, or the raw text (latin1) of other bodies such as multipart forms. */
  body: unknown;
  contentType: string;
  authorization: string;
}

export interface FakeReply {
  status?: number;
  body: unknown;
  /** Sent as is with this type instead of JSON (files). */
  contentType?: string;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | undefined;

/**
 * A real HTTP server standing in for the API in component tests; the api-client is pointed at it.
 * Each test sets `handler`; an unhandled call answers 404.
 */
export class FakeApi {
  requests: RecordedRequest[] = [];
  handler: FakeHandler = () => undefined;
  private server: http.Server | null = null;
  private previous: ApiClientConfig | null = null;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      // jsdom's XMLHttpRequest (uploads) enforces CORS against the test page's origin
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, Accept, Content-Type');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        res.statusCode = 204;
        return res.end();
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // multipart or text: kept as is
        }
        const request = { method: req.method ?? 'GET', url: req.url ?? '/', body, contentType: req.headers['content-type'] ?? '', authorization: req.headers.authorization ?? '' };
        this.requests.push(request);
        const reply = this.handler(request) ?? { status: 404, body: { success: false, message: 'Not found' } };
        res.statusCode = reply.status ?? 200;
        if (reply.contentType) {
          res.setHeader('Content-Type', reply.contentType);
          return res.end(reply.body as Buffer);
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const port = (this.server.address() as AddressInfo).port;
    this.previous = configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => 'test-token' });
  }

  async stop(): Promise<void> {
    if (this.previous) configureApiClient(this.previous);
    await new Promise((resolve) => this.server?.close(resolve));
  }

  reset(handler: FakeHandler = () => undefined): void {
    this.requests = [];
    this.handler = handler;
  }

  calls(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.url === path);
  }
}

export const ok = (data: unknown, message = ''): FakeReply => ({ status: 200, body: { success: true, message, data } });
export const refuse = (status: number, message: string, errors?: { path: string; msg: string }[]): FakeReply => ({
  status,
  body: { success: false, message, ...(errors ? { errors, details: errors } : {}) },
});

/** A recorded request's path, without its query ('/api/admin/teams'). */
export const path = (request: RecordedRequest): string => request.url.split('?')[0]!;
/** A recorded request's query string as an object ({ page: '1', search: 'kv' }). */
export const params = (request: RecordedRequest): Record<string, string> => Object.fromEntries(new URL(request.url, 'http://fake-api').searchParams);
