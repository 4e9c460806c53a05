import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_MSG } from '@hackathon/contracts';
import { MailService } from '../src/mail';
import { createTestApp, type TestApp } from './support';

/**
 * The development mailbox holds reset codes and links: it answers only the person at the machine
 * (loopback peer, no proxy header, Host naming this machine). Everyone else gets the 404 of a
 * route that does not exist.
 */

interface Reply {
  status: number;
  body: string;
}

/** A GET over a real socket, optionally from a chosen local address (the peer the server sees). */
function get(host: string, port: number, path: string, options: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port, path, method: 'GET', localAddress: options.localAddress, headers: { Accept: 'text/html,application/json', ...options.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A caller that is not the allowed 127.0.0.1: a socket bound to 127.0.0.2 (Linux answers the whole
 * 127/8, and the server sees that peer address). Test traffic stays on the loopback range.
 */
const OTHER_ADDRESS = '127.0.0.2';

describe('development mailbox: only the person at the machine', () => {
  let t: TestApp;
  let port: number;
  const secret = 'Your password reset code is 493817';

  beforeAll(async () => {
    t = await createTestApp();
    await t.get(MailService).send({ to: 'admin@hackathon.local', subject: 'Password reset code', text: secret });
    // listen on every interface, as `npm start` does, so other machines could reach it
    await t.app.listen(0, '0.0.0.0');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a direct caller on 127.0.0.1', async () => {
    const api = await get('127.0.0.1', port, '/api/dev/mailbox');
    expect(api.status).toBe(200);
    expect(api.body).toContain(secret);
    const page = await get('127.0.0.1', port, '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain(secret);
  });

  it('gives a caller from another address nothing but a 404', async () => {
    const viaInterface = { host: '127.0.0.1', localAddress: OTHER_ADDRESS };
    const api = await get(viaInterface.host, port, '/api/dev/mailbox', { localAddress: viaInterface.localAddress });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ success: false, message: API_MSG.notFound, error: 'NOT_FOUND' });
    const page = await get(viaInterface.host, port, '/dev/mailbox', { localAddress: viaInterface.localAddress });
    expect(page.status).toBe(404);
    expect(page.body).not.toContain(secret);
  });

  it('gives a loopback caller that came through a proxy nothing but a 404', async () => {
    for (const headers of [{ 'X-Forwarded-For': '127.0.0.1' }, { 'X-Forwarded-For': '198.51.100.7' }, { Forwarded: 'for=198.51.100.7' }, { 'X-Real-IP': '198.51.100.7' }]) {
      const api = await t.request().get('/api/dev/mailbox').set(headers).expect(404);
      expect(api.body).toEqual({ success: false, message: API_MSG.notFound, error: 'NOT_FOUND' });
      expect(JSON.stringify(api.body)).not.toContain(secret);
      const page = await t.request().get('/dev/mailbox').set('Accept', 'text/html').set(headers).expect(404);
      expect(page.text).not.toContain(secret);
    }
  });

  it('gives a loopback caller whose Host is another site (DNS rebinding) nothing but a 404', async () => {
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`]) {
      const api = await get('127.0.0.1', port, '/api/dev/mailbox', { headers: { Host: host } });
      expect(api.status).toBe(404);
      expect(JSON.parse(api.body)).toEqual({ success: false, message: API_MSG.notFound, error: 'NOT_FOUND' });
      const page = await get('127.0.0.1', port, '/dev/mailbox', { headers: { Host: host } });
      expect(page.status).toBe(404);
      expect(page.body).not.toContain(secret);
    }
    // the names of this machine still answer
    for (const host of [`localhost:${port}`, `[::1]:${port}`, `127.0.0.1:${port}`]) {
      expect((await get('127.0.0.1', port, '/dev/mailbox', { headers: { Host: host } })).body).toContain(secret);
    }
  });

  it('cannot be unlocked by a trusted-proxy setting: the socket decides, not req.ip', async () => {
    // the test client's loopback address is the trusted proxy, so X-Forwarded-For would set req.ip
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      await proxied.request().get('/api/dev/mailbox').set('X-Forwarded-For', '127.0.0.1').expect(404);
      await proxied.request().get('/api/dev/mailbox').expect(200);
    } finally {
      await proxied.close();
    }
  });
});
