import { appendFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type supertest from 'supertest';
// plain JS shared with the generator: OpenAPI 3.0 `nullable` back to JSON Schema
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { toJsonSchema } = require('../../../tools/contracts/openapi-3.cjs') as { toJsonSchema: (schema: unknown) => Record<string, unknown> };

/**
 * Every JSON answer the integration suites receive is checked against the document the app
 * publishes (/api/docs-json): a 2xx against its operation's success schema, anything else against
 * the failure envelope. A drift fails the test that saw it (see contract-check-setup.ts).
 */
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
}
export interface ContractChecker {
  /** The problems of one answer, empty when it matches (null: no declared operation, not checked). */
  check(method: string, url: string, status: number, body: unknown): { operation: string; problems: string[] } | null;
}

export function contractChecker(doc: Doc): ContractChecker {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(toJsonSchema(doc), 'doc');
  const routes: Route[] = Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
      })),
    )
    // a literal segment wins over a parameter: /admin/teams/counters before /admin/teams/{id}
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (route: Route, status: string): ValidateFunction | null => {
    const responses = doc.paths[route.path][route.method.toLowerCase()].responses;
    const key = responses[status]?.content?.['application/json'] ? status : 'default';
    const schema = responses[key]?.content?.['application/json'] as { schema?: { $ref?: string } } | undefined;
    if (!schema) return null;
    // the failure answers share one schema (ApiFailure): compiled once, not once per operation
    const id = schema.schema?.$ref ?? `${route.method} ${route.path} ${key}`;
    if (!compiled.has(id)) {
      const pointer = ['paths', route.path, route.method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema']
        .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      compiled.set(id, ajv.compile({ $ref: `doc#/${pointer}` }));
    }
    return compiled.get(id)!;
  };
  return {
    check(method, url, status, body) {
      const path = url.split('?')[0];
      const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
      if (!route) return null;
      const operation = `${route.method} ${route.path}`;
      const ok = status >= 200 && status < 300;
      const responses = doc.paths[route.path][route.method.toLowerCase()].responses;
      if (ok && !responses[String(status)]) return { operation, problems: [`${status} is not a documented success status`] };
      const validate = validator(route, String(status));
      if (!validate) return { operation, problems: [] };
      if (validate(body)) return { operation, problems: [] };
      return { operation, problems: (validate.errors ?? []).slice(0, 10).map((e) => `body${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`) };
    },
  };
}

/** What the suites saw, per test file: violations fail the test; checked operations are counted. */
const violations: string[] = [];
export const takeContractViolations = (): string[] => violations.splice(0);

type Agent = ReturnType<typeof supertest>;
const VERBS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const checkers = new Map<string, ContractChecker>();

/** The checker of an app's own document, read once per app (a plain request); null where the app serves none. */
export function appChecker(agent: () => Agent): () => Promise<ContractChecker | null> {
  let checker: Promise<ContractChecker | null> | undefined;
  return () =>
    (checker ??= agent()
      .get('/api/docs-json')
      .then((res) => {
        if (res.status !== 200) return null;
        // apps differ only by a test's own modules: one compiled checker per distinct document
        if (!checkers.has(res.text)) checkers.set(res.text, contractChecker(res.body as Doc));
        return checkers.get(res.text)!;
      }));
}

/** Wraps a supertest agent: each request checks its JSON answer once it arrives, before the test's expectations. */
export function checkedAgent(agent: Agent, checker: () => Promise<ContractChecker | null>): Agent {
  for (const verb of VERBS) {
    const original = agent[verb].bind(agent);
    (agent as unknown as Record<string, unknown>)[verb] = (url: string) => {
      const test = original(url);
      const then = test.then.bind(test);
      test.then = ((resolve: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) =>
        then(async (res: supertest.Response) => {
          if (url.startsWith('/api/') && /application\/json/.test(String(res.headers['content-type'] ?? ''))) record(await checker(), verb, url, res);
          return resolve(res);
        }, reject)) as typeof test.then;
      return test;
    };
  }
  return agent;
}

function record(checker: ContractChecker | null, verb: string, url: string, res: supertest.Response): void {
  // a test that discards the body with a parser of its own has nothing to check
  if (res.body === null || res.body === undefined) return;
  // a test that reads files parses every answer as bytes or text: its JSON answers are checked all the same
  const body: unknown = Buffer.isBuffer(res.body) || typeof res.body === 'string' ? parseJson(String(res.body)) : res.body;
  const result = checker?.check(verb, url, res.status, body);
  if (!result) return;
  if (result.problems.length) violations.push(`${result.operation} ${res.status}: ${result.problems.join('; ')}`);
  else if (res.status < 300 && process.env.CONTRACT_COVERAGE_FILE) appendFileSync(process.env.CONTRACT_COVERAGE_FILE, `${result.operation}\n`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
