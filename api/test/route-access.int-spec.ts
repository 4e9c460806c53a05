import { randomUUID } from 'node:crypto';
import { DiscoveryModule } from '@nestjs/core';
import { createTestApp, type TestApp } from './support';
import { listDeclaredRoutes } from './support/routes';

jest.setTimeout(30_000);

/**
 * Every route says who may call it: @Public() or @Roles(...). A route with neither would be open
 * to any signed-in role, so this test lists them all and fails on such a route, and it pins the
 * public routes: a new one must be added here on purpose.
 */
const REVIEWED_PUBLIC_ROUTES = [
  'GET /auth/verify-email',
  // the published content and its uploads (issue 25): what every visitor reads
  'GET /content',
  'GET /content/files/:fileId',
  'GET /content/files/:fileId/:size',
  'GET /dev/mailbox',
  'GET /health',
  'GET /registration/check',
  'GET /schools/lookup/:code',
  'GET /schools/search',
  'GET /states/all',
  'GET /states/search',
  'GET /teams/reset-password/validate',
  // issue 26: a mentor's invitation link sets its password
  'POST /mentor-invitations/accept',
  // issue 27: a judge's invitation link sets its password
  'POST /judge-invitations/accept',
  // issue 28: anyone checks a certificate's printed code (rate limited per address)
  'GET /certificates/verify/:code',
  'POST /ai-chat/send-message',
  'POST /auth/forgot-password',
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/register',
  'POST /auth/resend-verification',
  'POST /auth/reset-password',
  'POST /auth/reset-password-with-otp',
  'POST /auth/send-otp',
  'POST /auth/send-password-reset-otp',
  'POST /auth/verify-email',
  'POST /auth/verify-otp',
  'POST /auth/verify-password-reset-otp',
  'POST /region-admin/login',
  'POST /registration/complete',
  'POST /registration/complete-user',
  'POST /registration/initiate',
  'POST /states/validate',
  'POST /teams/forgot-password',
  'POST /teams/login',
  'POST /teams/login-by-email',
  'POST /teams/reset-password',
];

/**
 * The routes a mentor may call (issue 26): its session, language and sign-in state, its bell, the
 * event settings every role reads, its own dashboard, and its certificates and its teams' members'
 * (issue 28). Everything else answers it 403.
 */
const REVIEWED_MENTOR_ROUTES = [
  'GET /auth/verify',
  // issue 28: its own certificate and its teams' members'
  'GET /certificates/:id/pdf',
  'GET /certificates/mine',
  'GET /judging/teams/:id/feedback',
  'GET /mentor/me',
  'GET /notifications/user',
  'GET /settings/event',
  'PUT /auth/language',
  'PUT /notifications/user/:id/read',
  'PUT /notifications/user/mark-all-read',
];

/**
 * The routes a judge may call (issue 27): its session, language, its bell, the event settings
 * every role reads, and its own sheets. No school's data: everything else answers it 403.
 */
const REVIEWED_JUDGE_ROUTES = [
  'GET /auth/verify',
  'GET /judging/my-assignments',
  'POST /judging/assignments/:id/conflict',
  'PUT /judging/assignments/:id',
  'GET /notifications/user',
  'GET /settings/event',
  'PUT /auth/language',
  'PUT /notifications/user/:id/read',
  'PUT /notifications/user/mark-all-read',
];

/** Calls every route but `allowed` with `token`; the routes that did not answer 403. */
async function notForbidden(t: TestApp, routes: RouteAccess[], allowed: readonly string[], token: string): Promise<{ checked: number; failures: string[] }> {
  const failures: string[] = [];
  const others = routes.filter((r) => !r.isPublic && !allowed.includes(r.route));
  for (const { route } of others) {
    const [method, path] = route.split(' ') as [string, string];
    // a route with several paths is listed with them joined by commas: the first one is called
    const url = `/api${path.split(',')[0]!.replace(/:[A-Za-z]+/g, randomUUID())}`;
    const res = await t.request()[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set('Authorization', `Bearer ${token}`);
    if (res.status !== 403) failures.push(`${route}: ${res.status}`);
  }
  return { checked: others.length, failures };
}

interface RouteAccess {
  route: string;
  isPublic: boolean;
  roles: string[] | undefined;
}

function listRoutes(t: TestApp): RouteAccess[] {
  return listDeclaredRoutes(t).map((r) => ({ route: `${r.method} ${r.path}`, isPublic: r.isPublic, roles: r.roles }));
}

describe('route access declarations', () => {
  let t: TestApp;
  let routes: RouteAccess[];

  beforeAll(async () => {
    t = await createTestApp({ imports: [DiscoveryModule] });
    routes = listRoutes(t);
  });

  afterAll(() => t.close());

  it('finds the API routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('declares every route either public or with the roles that may call it', () => {
    const undeclared = routes.filter((r) => !r.isPublic && !(r.roles && r.roles.length > 0)).map((r) => r.route);
    expect(undeclared).toEqual([]);
  });

  it('gives the mentor role the reviewed routes only', () => {
    const mentorRoutes = routes.filter((r) => !r.isPublic && r.roles?.includes('mentor')).map((r) => r.route).sort();
    expect(mentorRoutes).toEqual([...REVIEWED_MENTOR_ROUTES].sort());
  });

  it('answers a signed-in mentor 403 on every other route', async () => {
    const mentor = t.tokenFor({ sub: randomUUID(), role: 'mentor', schoolCode: '1001', email: 'mentor@example.test' });
    const { checked, failures } = await notForbidden(t, routes, REVIEWED_MENTOR_ROUTES, mentor);
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('gives the judge role the reviewed routes only', () => {
    const judgeRoutes = routes.filter((r) => !r.isPublic && r.roles?.includes('judge')).map((r) => r.route).sort();
    expect(judgeRoutes).toEqual([...REVIEWED_JUDGE_ROUTES].sort());
  });

  it('answers a signed-in judge 403 on every other route', async () => {
    const judge = t.tokenFor({ sub: randomUUID(), role: 'judge', email: 'judge@example.test' });
    const { checked, failures } = await notForbidden(t, routes, REVIEWED_JUDGE_ROUTES, judge);
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('keeps the public routes to the reviewed list', () => {
    const open = routes.filter((r) => r.isPublic).map((r) => r.route).sort();
    expect(open).toEqual([...REVIEWED_PUBLIC_ROUTES].sort());
  });
});
