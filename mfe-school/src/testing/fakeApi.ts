import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient, type ApiClientConfig } from '@hackathon/api-client';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
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
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // multipart or text: kept as is
        }
        const request = { method: req.method ?? 'GET', url: req.url ?? '/', body };
        this.requests.push(request);
        const reply = this.handler(request) ?? { status: 404, body: { success: false, message: 'Not found' } };
        res.statusCode = reply.status ?? 200;
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
