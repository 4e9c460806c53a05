import { API_MSG } from '@hackathon/contracts';
import { ProbeModule } from './fixtures/probe.module';
import { createTestApp, type TestApp } from './support';

describe('rate limits', () => {
  describe('the credential limiter (@CredentialThrottle)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ imports: [ProbeModule], env: { THROTTLE_CREDENTIAL_LIMIT: '3', THROTTLE_CREDENTIAL_TTL_SECONDS: '60' } });
    });
    afterAll(() => t.close());

    it('answers 429 with the envelope after THROTTLE_CREDENTIAL_LIMIT calls per IP, only on credential routes', async () => {
      for (let i = 0; i < 3; i++) await t.request().post('/api/probe/login').expect(201);
      const res = await t.request().post('/api/probe/login').expect(429);
      expect(res.body).toEqual({ success: false, message: API_MSG.tooManyRequests, error: 'TOO_MANY_REQUESTS' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // other routes are not held by the strict limiter
      for (let i = 0; i < 5; i++) await t.request().post('/api/probe/plain').expect(201);
    });

    it('holds the public registration check too (no bulk scan of which schools signed up)', async () => {
      for (let i = 0; i < 3; i++) await t.request().get('/api/registration/check').query({ schoolCode: `9000${i}` }).expect(200);
      const res = await t.request().get('/api/registration/check').query({ schoolCode: '90009' }).expect(429);
      expect(res.body).toMatchObject({ success: false, message: API_MSG.tooManyRequests });
    });
  });

  describe('the client address behind a proxy (TRUST_PROXY)', () => {
    const login = (t: TestApp, forwardedFor: string) => t.request().post('/api/probe/login').set('X-Forwarded-For', forwardedFor);

    it('takes X-Forwarded-For only from a listed proxy: a client that is not one cannot choose its address', async () => {
      const t = await createTestApp({ imports: [ProbeModule], env: { THROTTLE_CREDENTIAL_LIMIT: '3', TRUST_PROXY: '192.0.2.10, 10.0.0.0/8' } });
      try {
        for (let i = 0; i < 3; i++) await login(t, `198.51.100.${i}`).expect(201);
        // a new value each time, as the probe did: still this one peer, so still one budget
        const res = await login(t, '198.51.100.99').expect(429);
        expect(res.body.message).toBe(API_MSG.tooManyRequests);
      } finally {
        await t.close();
      }
    });

    it("counts each client of the listed proxy by the address it forwards", async () => {
      // the test client connects over loopback: here it is the proxy
      const t = await createTestApp({ imports: [ProbeModule], env: { THROTTLE_CREDENTIAL_LIMIT: '3', TRUST_PROXY: 'loopback' } });
      try {
        for (let i = 0; i < 3; i++) await login(t, '198.51.100.7').expect(201);
        await login(t, '198.51.100.7').expect(429);
        await login(t, '198.51.100.8').expect(201);
      } finally {
        await t.close();
      }
    });
  });

  describe('the general limiter', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ imports: [ProbeModule], env: { THROTTLE_LIMIT: '4' } });
    });
    afterAll(() => t.close());

    it('limits every route per IP with THROTTLE_LIMIT, but never the health check', async () => {
      for (let i = 0; i < 4; i++) await t.request().post('/api/probe/plain').expect(201);
      const res = await t.request().post('/api/probe/plain').expect(429);
      expect(res.body.message).toBe(API_MSG.tooManyRequests);
      for (let i = 0; i < 6; i++) await t.request().get('/api/health').expect(200);
    });
  });
});
