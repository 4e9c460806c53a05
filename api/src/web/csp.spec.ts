import express from 'express';
import supertest from 'supertest';
import { loadConfig } from '../config/app-config';
import { Logger } from '@nestjs/common';
import { helmetOptions, remoteSources, securityHeaders } from './csp';

const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), REMOTE_URL_MFE_TEAM: 'https://team.cdn.test/v2/mf-manifest.json' }, { inMemoryDatabase: true });

type Directives = Record<string, string[]>;
const directives = (origins?: string[]) => (helmetOptions(config, origins).contentSecurityPolicy as { directives: Directives }).directives;

describe('CSP remote sources', () => {
  it("defaults to the configured remotes' folders (REMOTE_URL_* with an absolute URL)", () => {
    expect(remoteSources(config)).toEqual(['https://team.cdn.test/v2/']);
    expect(directives().scriptSrc).toEqual(["'self'", 'https://team.cdn.test/v2/']);
  });

  it('allows the given origins for scripts, styles, images, fonts and fetches, never frames or forms', () => {
    const d = directives(['http://127.0.0.1:4100', 'https://cdn.example.org']);
    for (const key of ['scriptSrc', 'styleSrc', 'imgSrc', 'fontSrc', 'connectSrc']) {
      expect(d[key]).toEqual(expect.arrayContaining(['http://127.0.0.1:4100', 'https://cdn.example.org']));
    }
    for (const key of ['frameSrc', 'formAction', 'frameAncestors', 'defaultSrc']) {
      expect(d[key]).not.toContain('https://cdn.example.org');
    }
    expect(directives([]).connectSrc).toEqual(["'self'"]);
  });

  it('sends the origins the registry gives for each response', async () => {
    let current: string[] = [];
    const app = express();
    app.use(securityHeaders(config, async () => current));
    app.get('/', (_req, res) => res.send('ok'));
    const first = await supertest(app).get('/').expect(200);
    expect(first.headers['content-security-policy']).toContain("connect-src 'self';");
    current = ['http://127.0.0.1:4100'];
    const second = await supertest(app).get('/').expect(200);
    expect(second.headers['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:4100;");
    expect(second.headers['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:4100;");
  });

  it('falls back to the configured origins if the registry fails', async () => {
    const app = express();
    app.use(securityHeaders(config, () => Promise.reject(new Error('down'))));
    app.get('/', (_req, res) => res.send('ok'));
    const res = await supertest(app).get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://team.cdn.test/v2/;");
  });

  it('sends the defaults and logs once when the headers cannot be built from what the registry gives, and the process keeps answering', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const app = express();
      // what an older registry made of https://a;b/mf-manifest.json: helmet refuses ";" and ","
      app.use(securityHeaders(config, async () => ['https://a;b', 'https://a,b']));
      app.get('/', (_req, res) => res.send('ok'));
      for (let i = 0; i < 3; i++) {
        const res = await supertest(app).get('/').expect(200);
        expect(res.headers['content-security-policy']).toContain("script-src 'self' https://team.cdn.test/v2/;");
        expect(res.headers['content-security-policy']).not.toContain('a;b');
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toContain('sending the defaults');
    } finally {
      process.off('unhandledRejection', onRejection);
      logged.mockRestore();
    }
  });
});
