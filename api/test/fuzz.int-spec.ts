import { DiscoveryModule } from '@nestjs/core';
import { API_MSG, SCHEDULE_ATTENDANCE_FIELDS, SCHEDULE_CSV_COLUMNS, SCHEDULE_IMPORT_FIELD, type Role } from '@hackathon/contracts';
import { BODY_LIMIT_BYTES, jsonBodyLimit } from '../src/common/body-limits';
import { MAX_BODY_VALUES, MAX_OBJECT_KEYS } from '../src/common/input-guard';
import { createTestApp, type TestApp } from './support';
import { listDeclaredRoutes } from './support/routes';
import { HOOK_TIMEOUT_MS, insertAccount, insertSchool, insertTeam } from './support/fixtures-auth';

/**
 * Every input a client can send gets a 4xx, never a 5xx: this walks every route of the app (from
 * its metadata, like route-access) and sends each one a fixed list of malformed inputs (control
 * characters in path parameters, query values and body fields, wrong JSON types, huge numbers,
 * deep nesting, broken JSON, odd content types, and on every route wide objects, long arrays and
 * huge strings in the body and the query), signed in with a real account of a role the route
 * admits, so the inputs reach the validation and the database. No request may take over a second
 * (issue 22: one wide body froze the process) and no error answer may be large. Deterministic.
 */

jest.setTimeout(180_000);

/** Issue 22: no request over a second, whatever its body. */
const MAX_PROBE_MS = 1_000;
/** Largest error answer: 50 problems with clipped paths and field names, twice (details and errors), fit. */
const MAX_ERROR_ANSWER_CHARS = 32 * 1024;

interface Route {
  method: string;
  path: string;
  roles: Role[] | undefined;
}

interface Probe {
  method: string;
  url: string;
  role: Role | undefined;
  /** An Authorization header sent instead of the role's token. */
  authorization?: string;
  /** A raw body and its content type (sent as is), or none. */
  body?: { type: string; data: string | Buffer };
  label: string;
}

/** The app's routes; a public route is probed without a token. */
function listRoutes(t: TestApp): Route[] {
  return listDeclaredRoutes(t).map((r) => ({ method: r.method, path: r.path, roles: r.isPublic ? undefined : r.roles }));
}

/** Path parameter values (already URL-encoded). */
const BAD_PARAMS = [
  '%00',
  'a%00b',
  '%01',
  '%1F',
  '%7F',
  'a%0Ab',
  '99999999999999999999999',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  '%27%3B%20drop%20table%20accounts%3B--',
  '%E0%A4',
  '%ZZ',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(3000),
];

/** Query strings added to every GET (and to one probe of the other methods). */
const BAD_QUERIES = [
  'search=%00',
  'q=a%00b&search=%01',
  'page=-1&limit=99999999999999999999',
  'page=1e309&pageSize=NaN',
  'page=abc&limit=%00',
  'page[]=1&page[]=2&search[]=a',
  'sort=%00&order=%7F&region=%00',
  'status=%00&category=%00&type=%00',
  `search=${'x'.repeat(5000)}`,
  'token=%00&email=a%00%40b.c&code=%00',
  'from=%00&to=9999-99-99&date=%00',
  'schoolCode=%00&teamId=%00&state=%00',
];

/** Malformed Authorization headers (one per route, in turn). */
const BAD_AUTH = ['Bearer ', 'Bearer a.b.c', `Bearer ${'a'.repeat(8_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.', 'Basic YWRtaW46YWRtaW4=', 'Bearer %00'];

/** Values put in every field the route's body is known to have, and in a few common names. */
const BAD_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  12345,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { nested: '\u0000' },
  'x'.repeat(20_000),
  '',
  '\ud800',
];

const COMMON_FIELDS = ['email', 'password', 'name', 'fullName', 'schoolCode', 'teamId', 'token', 'code', 'otp', 'message', 'title', 'region', 'status', 'ids', 'members'];

function nested(depth: number, leaf = '0'): string {
  return '['.repeat(depth) + leaf + ']'.repeat(depth);
}

function nestedObject(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Raw bodies for the routes that take one (the first four go to every such route). */
const RAW_BODIES: Array<{ type: string; data: string | Buffer; label: string }> = [
  { type: 'application/json', data: nested(2_500), label: 'array nested 2,500 deep' },
  { type: 'application/json', data: nestedObject(2_500), label: 'object nested 2,500 deep' },
  { type: 'application/json', data: `{"a":${nested(100_000)}}`, label: 'array nested 100,000 deep' },
  { type: 'application/json', data: '{"\\u0000":"x"}', label: 'NUL key' },
  { type: 'application/json', data: '{', label: 'broken JSON' },
  { type: 'application/json', data: '{"a":', label: 'truncated JSON' },
  { type: 'application/json', data: '[]', label: 'array for object' },
  { type: 'application/json', data: '[{"email":"\\u0000"}]', label: 'array of objects' },
  { type: 'application/json', data: '"\\u0000"', label: 'string body' },
  { type: 'application/json', data: 'null', label: 'null body' },
  { type: 'application/json', data: '1e400', label: 'huge number body' },
  { type: 'application/json', data: '{"a":1e400,"b":-1e400}', label: 'huge numbers' },
  { type: 'application/json', data: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', label: 'prototype keys' },
  { type: 'application/json', data: Buffer.from([0xff, 0xfe, 0x7b, 0x00]), label: 'invalid UTF-8' },
  { type: 'application/json; charset=utf-16', data: '{}', label: 'unsupported charset' },
  { type: 'text/plain', data: '{"email":"a@b.c"}', label: 'text/plain' },
  { type: 'application/xml', data: '<a>\u0000</a>', label: 'XML' },
  { type: 'application/x-www-form-urlencoded', data: 'email=%00&a[b][c][d][e][f][g]=1&password=x', label: 'form with NUL' },
  { type: 'multipart/form-data; boundary=xyz', data: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--xyz--\r\n', label: 'multipart field with NUL' },
  { type: 'multipart/form-data', data: 'garbage', label: 'multipart without boundary' },
];

/** A multipart body with one file part, built by hand (the name and the bytes are the malformed part). */
function multipart(field: string, filename: string, content: string, type = 'text/csv'): Probe['body'] {
  const boundary = 'fuzzboundary';
  const data = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`, 'utf8'),
    Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { type: `multipart/form-data; boundary=${boundary}`, data };
}

/** A schedule CSV for the fixture school whose text cells hold control characters (filled in once the school exists). */
let scheduleCsvCells = '';
const UPLOADS: Array<{ label: string; body: () => Probe['body'] }> = [
  { label: 'schedule CSV with NUL cells', body: () => multipart(SCHEDULE_IMPORT_FIELD, 'schedule.csv', scheduleCsvCells) },
  { label: 'CSV named with NUL', body: () => multipart(SCHEDULE_IMPORT_FIELD, 'a\u0000.csv', 'a,b\r\n\u0000,\u0001\r\n') },
  { label: 'receipt named with NUL', body: () => multipart('receipt', 'r\u0000\u0007.pdf', '%PDF-1.4\n\u0000', 'application/pdf') },
];

/** `{"k0":0,"k1":1,...}` with `keys` keys, or as many as fit in about `bytes` bytes. */
function wideObject({ keys = Infinity, bytes = Infinity }: { keys?: number; bytes?: number }): string {
  const parts: string[] = [];
  for (let i = 0, size = 2; i < keys && size < bytes; i += 1) {
    parts.push(`"k${i}":${i}`);
    size += parts[i].length + 1;
  }
  return `{${parts.join(',')}}`;
}

const cached = new Map<string, string>();
/** Big bodies are the same for many routes: built once. */
function once(key: string, make: () => string): string {
  if (!cached.has(key)) cached.set(key, make());
  return cached.get(key) as string;
}

/**
 * Wide objects, long arrays and huge strings (issue 22), for every route whatever its method (the
 * body parsers and the input guard run before routing): each just inside and just over the caps
 * (MAX_OBJECT_KEYS, MAX_BODY_VALUES, the route's body limit), in the body and in the query.
 */
function sizeProbesFor(route: Route, bodyFields: string[]): Probe[] {
  const url = `/api${plainPath(route.path)}`;
  const limit = jsonBodyLimit(url);
  const fields = bodyFields.length > 0 ? bodyFields : COMMON_FIELDS;
  const json = (data: string) => ({ type: 'application/json', data });
  const list = (length: number, item: unknown) => JSON.stringify(new Array(length).fill(item));
  const probes: Array<[string, Probe['body'], string?]> = [
    ['wide object at the key cap', json(once(`keys ${MAX_OBJECT_KEYS}`, () => wideObject({ keys: MAX_OBJECT_KEYS })))],
    ['wide object filling the limit', json(once(`bytes ${limit}`, () => wideObject({ bytes: limit - 512 })))],
    ['wide object of 1 MB', json(once('1 MB', () => wideObject({ bytes: 1024 * 1024 })))],
    ['wide object in a field', json(`{"${fields[0]}":${once(`keys ${MAX_OBJECT_KEYS + 1}`, () => wideObject({ keys: MAX_OBJECT_KEYS + 1 }))}}`)],
    ['long array body', json(once(`array ${MAX_BODY_VALUES + 1}`, () => list(MAX_BODY_VALUES + 1, 0)))],
    ['long array at the value cap in a field', json(`{"${fields[0]}":${once(`array ${MAX_BODY_VALUES - 1}`, () => list(MAX_BODY_VALUES - 1, 'x'))}}`)],
    ['long array over the value cap in a field', json(`{"${fields[0]}":${once(`objects ${MAX_BODY_VALUES}`, () => list(MAX_BODY_VALUES, {}))}}`)],
    ['huge string in every field', json(JSON.stringify(Object.fromEntries(fields.map((field) => [field, 'x'.repeat(Math.floor((limit - 1024) / fields.length))]))))],
    ['huge multi-byte string filling the limit', json(JSON.stringify({ [fields[0]]: 'क'.repeat(Math.floor((limit - 1024) / 3)) }))],
    ['huge string over the limit', json(JSON.stringify({ [fields[0]]: 'x'.repeat(limit + 1024) }))],
    ['wide query', undefined, once(`query keys ${MAX_OBJECT_KEYS + 1}`, () => Array.from({ length: MAX_OBJECT_KEYS + 1 }, (_, i) => `q${i}=1`).join('&'))],
    ['long array query', undefined, once('query array', () => `${'search=x&'.repeat(1_000)}page=1`)],
    ['huge string query', undefined, once('query string', () => `search=${'x'.repeat(12_000)}`)],
  ];
  return probes.map(([label, body, query]) => ({ method: route.method, url: query ? `${url}?${query}` : url, role: route.roles?.[0], body, label }));
}

function fill(path: string, value: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, value);
}

/** A plausible path for the route: params filled with something valid-looking. */
function plainPath(path: string): string {
  return fill(path, '1');
}

/**
 * `always` for every route, plus `count` more of `rest` chosen by the route's index: every
 * input still meets many routes, and the run stays short (deterministic, no randomness).
 */
function pick<T>(always: T[], rest: T[], count: number, index: number): T[] {
  const extra = Array.from({ length: Math.min(count, rest.length) }, (_, k) => rest[(index * count + k) % rest.length]);
  return [...always, ...extra];
}

function probesFor(route: Route, index: number, bodyFields: string[]): Probe[] {
  const role = route.roles?.[0];
  const probes: Probe[] = [];
  const at = (url: string, label: string, body?: Probe['body']) => probes.push({ method: route.method, url: `/api${url}`, role, body, label });
  const takesBody = route.method !== 'GET' && route.method !== 'HEAD';

  if (route.path.includes(':')) {
    for (const value of pick(BAD_PARAMS.slice(0, 5), BAD_PARAMS.slice(5), 3, index)) {
      at(fill(route.path, value), `param ${value.slice(0, 40)}`, takesBody ? { type: 'application/json', data: '{}' } : undefined);
    }
  } else {
    at(`${route.path}%00`, 'NUL after the path');
  }
  for (const authorization of pick([], BAD_AUTH, 1, index)) {
    probes.push({ method: route.method, url: `/api${plainPath(route.path)}`, role, authorization, label: `Authorization ${authorization.slice(0, 30)}` });
  }
  const queries = route.method === 'GET' ? pick(BAD_QUERIES.slice(0, 2), BAD_QUERIES.slice(2), 3, index) : pick([], BAD_QUERIES, 1, index);
  for (const query of queries) at(`${plainPath(route.path)}?${query}`, `query ${query.slice(0, 60)}`);
  if (!takesBody) return probes;

  for (const raw of pick(RAW_BODIES.slice(0, 4), RAW_BODIES.slice(4), 5, index)) at(plainPath(route.path), raw.label, { type: raw.type, data: raw.data });
  // the route's own fields when known (unknown ones would stop at the whitelist), else common names
  const fields = bodyFields.length > 0 ? bodyFields : COMMON_FIELDS;
  for (const value of pick(BAD_VALUES.slice(0, 3), BAD_VALUES.slice(3), 4, index)) {
    const body = Object.fromEntries(fields.map((field) => [field, value]));
    at(plainPath(route.path), `every field ${JSON.stringify(value).slice(0, 40)}`, { type: 'application/json', data: JSON.stringify(body) });
  }
  if (route.method === 'POST') {
    for (const upload of UPLOADS) at(plainPath(route.path), upload.label, upload.body());
  }
  for (const field of bodyFields.slice(0, 4)) {
    at(plainPath(route.path), `only ${field} with NUL`, { type: 'application/json', data: JSON.stringify({ [field]: 'a\u0000b' }) });
  }
  return probes;
}

type Schema = { properties?: Record<string, unknown>; $ref?: string };

/** Field names of each route's JSON body, from the OpenAPI document (the DTOs' metadata). */
function bodyFieldsByRoute(doc: { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>; components?: { schemas?: Record<string, Schema> } }): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      let schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''];
      const route = `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, ':$1')}`;
      out.set(route, Object.keys(schema?.properties ?? {}));
    }
  }
  return out;
}

describe('fuzz: malformed inputs on every route', () => {
  let t: TestApp;
  let routes: Route[];
  let tokens: Record<Role, string>;
  let bodyFields: Map<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp({ imports: [DiscoveryModule] });
    routes = listRoutes(t).sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
    const school = await insertSchool(t, { region: 'Delhi' });
    const account = async (role: Role, extra: { schoolCode?: string; region?: string } = {}) => {
      const { id, email } = await insertAccount(t, { role, schoolCode: extra.schoolCode ?? null, region: extra.region ?? null });
      return t.tokenFor({ sub: id, role, email: email ?? undefined, ...extra });
    };
    // the directory's columns valid, so the row is written: the free-text cohort cells carry NUL and a C0 control
    const cells = SCHEDULE_CSV_COLUMNS.map((column) =>
      column === 'kvCode' ? school.code : (SCHEDULE_ATTENDANCE_FIELDS as readonly string[]).includes(column) ? 'P' : /cohort|time|slot/i.test(column) ? 'a\u0000b\u001f' : '',
    );
    scheduleCsvCells = `${SCHEDULE_CSV_COLUMNS.join(',')}\r\n${cells.join(',')}\r\n`;
    const team = await insertTeam(t, school.code);
    tokens = {
      school_admin: await account('school_admin', { schoolCode: school.code }),
      mentor: await account('mentor', { schoolCode: school.code }),
      admin: await account('admin'),
      region_admin: await account('region_admin', { region: 'Delhi' }),
      super_admin: await account('super_admin'),
      judge: await account('judge'),
      team: t.tokenFor({ sub: team.id, role: 'team', teamId: team.teamId, schoolCode: school.code }),
    };
    const doc = (await t.request().get('/api/docs-json').expect(200)).body;
    bodyFields = bodyFieldsByRoute(doc);
  }, HOOK_TIMEOUT_MS);

  afterAll(() => t?.close());

  it('answers 1,000+ malformed inputs across all routes with no 5xx, each within a second', async () => {
    const probes = routes.flatMap((route, index) => {
      const fields = bodyFields.get(`${route.method} ${route.path}`) ?? [];
      return [...probesFor(route, index, fields), ...sizeProbesFor(route, fields)];
    });
    // one oversized body per method that takes one: refused by the parser, before any route code
    const oversized = Buffer.alloc(BODY_LIMIT_BYTES + 1024, 0x20);
    const firstWrite = routes.find((r) => r.method === 'POST' && !r.path.includes(':'));
    if (firstWrite) probes.push({ method: 'POST', url: `/api${firstWrite.path}`, role: firstWrite.roles?.[0], body: { type: 'application/json', data: oversized }, label: 'oversized body' });

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let slowest = 0;
    let largestError = 0;
    for (const probe of probes) {
      let req = t.request()[probe.method.toLowerCase() as 'get'](probe.url);
      if (probe.authorization !== undefined) req = req.set('Authorization', probe.authorization);
      else if (probe.role) req = req.set('Authorization', `Bearer ${tokens[probe.role]}`);
      // bytes as they are (superagent would turn a Buffer sent as JSON into {"type":"Buffer",...})
      if (probe.body) req = req.set('Content-Type', probe.body.type).serialize((data: unknown) => data as string).send(probe.body.data);
      const name = `${probe.method} ${probe.url.slice(0, 120)} [${probe.label}]`;
      const started = performance.now();
      let res: Awaited<typeof req>;
      try {
        res = await req;
      } catch (error) {
        failures.push(`${name} -> no answer: ${String(error)}`);
        continue;
      }
      const ms = performance.now() - started;
      slowest = Math.max(slowest, ms);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) failures.push(`${name} -> ${res.status}`);
      if (ms > MAX_PROBE_MS) failures.push(`${name} -> ${res.status} after ${Math.round(ms)} ms`);
      // an error answer is bounded whatever was sent (problems listed, paths and field names clipped)
      if (res.status >= 400) largestError = Math.max(largestError, res.text.length);
      if (res.status >= 400 && res.text.length > MAX_ERROR_ANSWER_CHARS) failures.push(`${name} -> ${res.status} answer of ${res.text.length} characters`);
    }

    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    process.stdout.write(`fuzz: ${probes.length} probes over ${routes.length} routes (${routes.filter((r) => r.method !== 'GET').length} taking a body); answers ${summary}; slowest ${Math.round(slowest)} ms; largest error answer ${largestError} characters\n`);
    expect(routes.length).toBeGreaterThan(40);
    expect(probes.length).toBeGreaterThanOrEqual(1_000);
    if (failures.length > 0) process.stdout.write(`${failures.length} of ${probes.length} probes failed:\n${failures.join('\n')}\n`);
    expect(failures).toEqual([]);
    // the oversized body is refused as too large
    expect(statuses.get(413)).toBeGreaterThanOrEqual(1);
  });

  it('says what is wrong: control characters and deep nesting are a 400 naming the field', async () => {
    const nul = await t.request().post('/api/auth/login').send({ email: 'a\u0000@b.c', password: 'x' }).expect(400);
    expect(nul.body).toMatchObject({ success: false, message: API_MSG.invalidCharacters, details: [{ path: 'email', msg: API_MSG.invalidCharacters }] });
    const query = await t.request().get('/api/admin/users?search=%00').set('Authorization', `Bearer ${tokens.admin}`).expect(400);
    expect(query.body).toMatchObject({ success: false, message: API_MSG.invalidCharacters, details: [{ path: 'search' }] });
    const param = await t.request().get('/api/schools/lookup/a%00b').expect(400);
    expect(param.body.message).toBe(API_MSG.invalidCharacters);
    const deep = await t.request().post('/api/auth/login').set('Content-Type', 'application/json').send(nested(2_500)).expect(400);
    expect(deep.body).toMatchObject({ success: false, message: API_MSG.nestedTooDeep });
  });
});
