import express from 'express';
import supertest from 'supertest';
import { loadConfig } from '../config/app-config';
import { helmetOptions, remoteOrigins, securityHeaders } from './csp';

const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), REMOTE_URL_MFE_TEAM: 'https://team.cdn.test/v2/mf-manifest.json' }, { inMemoryDatabase: true });

type Directives = Record<string, string[]>;
const directives = (origins?: string[]) => (helmetOptions(config, origins).contentSecurityPolicy as { directives: Directives }).directives;

describe('CSP remote origins', () => {
  it('defaults to the configured remotes (REMOTE_URL_* with an absolute URL)', () => {
    expect(remoteOrigins(config)).toEqual(['https://team.cdn.test']);
    expect(directives().scriptSrc).toEqual(["'self'", 'https://team.cdn.test']);
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
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://team.cdn.test;");
  });
});
