import { ROLES, type Role } from '@hackathon/contracts';
import type { TestApp } from './test-app';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RoleMatrixRoute {
  method: HttpMethod;
  /** Full path, e.g. '/api/mentors'. */
  path: string;
  /** Roles that get past authentication and role checks (scope failures still count as 403). */
  allowed: readonly Role[];
  body?: object;
}

/**
 * Calls each route without a token and with each role's token and returns every mismatch
 * ("POST /api/x as team: expected 403, got 200"); an empty list means the matrix holds.
 * Expected: no token -> 401; a role not allowed -> 403; an allowed role -> neither 401 nor 403.
 * Allowed roles need tokens whose claims pass the route's scope checks.
 */
export async function checkRoleMatrix(t: TestApp, routes: readonly RoleMatrixRoute[], tokens: Record<Role, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const call = (token?: string) => {
      let req = t.request()[route.method](route.path);
      if (token) req = req.set('Authorization', `Bearer ${token}`);
      return route.body !== undefined ? req.send(route.body) : req;
    };
    const anonymous = await call();
    if (anonymous.status !== 401) failures.push(`${label} without token: expected 401, got ${anonymous.status}`);
    for (const role of ROLES) {
      const res = await call(tokens[role]);
      if (route.allowed.includes(role)) {
        if (res.status === 401 || res.status === 403) failures.push(`${label} as ${role}: expected access, got ${res.status} (${String(res.body?.message)})`);
      } else if (res.status !== 403) {
        failures.push(`${label} as ${role}: expected 403, got ${res.status}`);
      }
    }
  }
  return failures;
}

/** Jest assertion form: `await expectRoleMatrix(t, routes, tokens)`. */
export async function expectRoleMatrix(t: TestApp, routes: readonly RoleMatrixRoute[], tokens: Record<Role, string>): Promise<void> {
  expect(await checkRoleMatrix(t, routes, tokens)).toEqual([]);
}
