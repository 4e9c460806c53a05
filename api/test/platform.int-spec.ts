import { API_MSG } from '@hackathon/contracts';
import { BODY_LIMIT_BYTES } from '../src/common/body-limits';
import { ProbeModule } from './fixtures/probe.module';
import { createTestApp, type TestApp } from './support';

describe('platform: envelope, errors, validation, docs, headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imports: [ProbeModule] });
  });
  afterAll(() => t.close());

  it('GET /api/health answers the ok envelope with the database up', async () => {
    const res = await t.request().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ success: true, message: API_MSG.healthy, data: { status: 'ok', database: 'up', latencyMs: expect.any(Number) } }); // with REDIS_URL also redis and redisLatencyMs
  });

  it('an unknown API route is a 404 envelope', async () => {
    const res = await t.request().get('/api/no-such-route').expect(404);
    expect(res.body).toEqual({ success: false, message: API_MSG.notFound, error: 'NOT_FOUND' });
  });

  it('malformed JSON is a 400 envelope, not a 500, and does not echo the body', async () => {
    const res = await t.request().post('/api/probe/echo').set('Content-Type', 'application/json').send('{"email": "a@b.co",').expect(400);
    expect(res.body).toEqual({ success: false, message: API_MSG.malformedJson, error: 'BAD_REQUEST' });
  });

  it('a body over the limit is a 413 envelope; one just within it fits', async () => {
    const tooBig = JSON.stringify({ blob: 'x'.repeat(BODY_LIMIT_BYTES) });
    const res = await t.request().post('/api/probe/plain').set('Content-Type', 'application/json').send(tooBig).expect(413);
    expect(res.body).toEqual({ success: false, message: API_MSG.payloadTooLarge, error: 'PAYLOAD_TOO_LARGE' });
    const form = await t.request().post('/api/probe/plain').type('form').send(`blob=${'x'.repeat(BODY_LIMIT_BYTES)}`).expect(413);
    expect(form.body.message).toBe(API_MSG.payloadTooLarge);

    const fits = await t.request().post('/api/probe/plain').send({ blob: 'x'.repeat(BODY_LIMIT_BYTES - 100) });
    expect(fits.status).toBe(201);
  });

  it('an unsupported body encoding is a 415 envelope', async () => {
    const res = await t.request().post('/api/probe/plain').set('Content-Type', 'application/json').set('Content-Encoding', 'br-nope').send('{}');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, message: API_MSG.unsupportedMediaType });
  });

  it('validation failures are a 400 with the first message and every problem as {path, msg}', async () => {
    const res = await t
      .request()
      .post('/api/probe/echo')
      .send({ email: '', category: 'xx', members: [{ name: '', class: 'nine' }] })
      .expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.message).toBe('Email is required');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'email', msg: 'Email is required' },
        { path: 'category', msg: 'Category must be jr or sr' },
        { path: 'members.0.name', msg: 'Name is required' },
        { path: 'members.0.class', msg: 'Class must be a number' },
      ]),
    );
    expect(res.body.errors).toEqual(res.body.details);
  });

  it('an empty form lists one problem per field (issue 23: /teams/forgot-password listed one message twice)', async () => {
    for (const path of ['/api/teams/forgot-password', '/api/auth/login', '/api/teams/login', '/api/auth/register']) {
      const res = await t.request().post(path).send({}).expect(400);
      const fields = (res.body.details as { path: string }[]).map((d) => d.path);
      expect({ path, fields }).toEqual({ path, fields: [...new Set(fields)] });
    }
  });

  it('unknown fields are refused (forbidNonWhitelisted), nested ones too', async () => {
    const res = await t
      .request()
      .post('/api/probe/echo')
      .send({ email: 'a@b.co', category: 'jr', members: [{ name: 'A', class: 9, isAdmin: true }], role: 'admin' })
      .expect(400);
    const paths = (res.body.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['role', 'members.0.isAdmin']));
  });

  it('valid bodies become DTO instances (transform)', async () => {
    const res = await t
      .request()
      .post('/api/probe/echo')
      .send({ email: 'a@b.co', category: 'sr', members: [{ name: 'A', class: 11 }] })
      .expect(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Echoed',
      data: { body: { email: 'a@b.co', category: 'sr', members: [{ name: 'A', class: 11 }] }, isDto: true, memberIsDto: true },
    });
  });

  it('an unexpected error is a generic 500 that leaks nothing', async () => {
    const res = await t.request().get('/api/probe/boom').expect(500);
    expect(res.body).toEqual({ success: false, message: API_MSG.internalError, error: 'INTERNAL_SERVER_ERROR' });
    expect(res.text).not.toMatch(/hunter2|secret|at \//);
  });

  it('a malformed URI is a 400, not a 500', async () => {
    const res = await t.request().get('/api/probe/school/%E0%A4%A').set('Authorization', `Bearer ${t.tokenFor({ sub: '00000000-0000-4000-8000-000000000001', role: 'admin' })}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('serves Swagger UI at /api/docs and the OpenAPI document at /api/docs-json', async () => {
    const ui = await t.request().get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
    const doc = await t.request().get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toContain('/api/health');
    expect(doc.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('sets security headers (helmet) with the CSP on API responses', async () => {
    const res = await t.request().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain('frame-src');
  });

  it('reports 503 with the envelope when the database is down', async () => {
    await t.database.close();
    const res = await t.request().get('/api/health').expect(503);
    expect(res.body).toEqual({
      success: false,
      message: API_MSG.databaseUnavailable,
      error: 'DATABASE_UNAVAILABLE',
      details: { status: 'error', database: 'down' },
    });
  });
});
