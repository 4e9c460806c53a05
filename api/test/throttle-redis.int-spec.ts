import { createServer, type Server } from 'node:net';
import { ProbeModule } from './fixtures/probe.module';
import { createTestApp, type TestApp } from './support';

/**
 * REDIS_URL set but Redis unreachable: the API still serves (Redis holds shared counters, it is not
 * needed to answer), limits hold in this process's memory, and health reports it.
 */
describe('rate limits with Redis unreachable', () => {
  let t: TestApp;
  let closedPort: number;

  beforeAll(async () => {
    // a port that refuses connections: taken, then released
    const server: Server = createServer();
    closedPort = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    await new Promise((resolve) => server.close(resolve));
    t = await createTestApp({
      imports: [ProbeModule],
      env: { REDIS_URL: `redis://127.0.0.1:${closedPort}`, THROTTLE_CREDENTIAL_LIMIT: '3', THROTTLE_CREDENTIAL_TTL_SECONDS: '60' },
    });
  });
  afterAll(() => t.close());

  it('answers (no 500), counting in memory: the limit still holds with Retry-After', async () => {
    for (let i = 0; i < 3; i++) await t.request().post('/api/probe/login').expect(201);
    const res = await t.request().post('/api/probe/login').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reports Redis down in health, still 200 (the database is what the API needs)', async () => {
    const res = await t.request().get('/api/health').expect(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up', redis: 'down' });
  });
});
