import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  FIRST_SCREEN_BUNDLE,
  FIRST_SCREEN_NAME_MARKER,
  FIRST_SCREEN_PATH_MARKER,
  FIRST_SCREEN_SLOT,
  FIRST_SCREEN_TEMPLATE,
  firstScreenTemplateName,
  MSG,
  NAVIGATION_SESSION_COOKIE,
  PRERENDER_MANIFEST,
  type FirstScreenData,
} from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { SessionFloorsService, TokenService } from '../src/auth';
import { accounts, teams } from '../src/database/schema';
import { NO_CACHE } from '../src/web/static-web';
import { createTestApp, writeBuiltFile, type TestApp } from './support';
import { insertAccount, insertSchool, insertTeam, STRONG_PASSWORD } from './support/fixtures-auth';
import { bearer, loadParticipants, TEAM_PASSWORD, tokensFor, type Participants } from './teams-fixtures';

// argon2 sign-ins and the data set's load are slow on a shared machine
jest.setTimeout(60_000);

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = `<!doctype html><head></head><body><div id=root></div><script defer src=/main.1a2b3c4d.js></script><!-- ${'x'.repeat(500)} --></body>`;
/** The prerender step's template (ADR 0006): the signed-in layout, the name twice, the page's content a slot. */
const TEMPLATE = INDEX.replace(
  '<div id=root></div>',
  `<div id="root" data-prerendered="${FIRST_SCREEN_PATH_MARKER}"><nav>Welcome, ${FIRST_SCREEN_NAME_MARKER}</nav><main>${FIRST_SCREEN_SLOT}</main><footer>${FIRST_SCREEN_NAME_MARKER}</footer></div>`,
).replace('</body>', `<!-- ${'y'.repeat(1500)} --></body>`);
/** A school whose render fails (the test renderer throws for it). */
const RENDER_FAILS_FOR = '990001';

/**
 * A minimal CommonJS renderer in place of mfe-school's server bundle, so this test does not depend on
 * the front end's build: it writes the data it was given (base64 JSON, compared with the API's own
 * answers) and the team names as text.
 */
const RENDERER = `
exports.renderFirstScreen = (data, locale) => {
  if (data.schoolCode === '${RENDER_FAILS_FOR}') throw new Error('render failed on purpose');
  const text = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return '<section id="first-screen" data-locale="' + (locale || 'en') + '">' + data.teams.map((team) => '<p>' + text(team.teamName) + '</p>').join('')
    + '<pre id="first-screen-data">' + Buffer.from(JSON.stringify(data)).toString('base64') + '</pre></section>';
};
`;

/** A built shell, the prerender step's template and the school remote's server bundle, in a temporary web root. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hackathon-first-screen-'));
  const write = (file: string, body: string) => writeBuiltFile(root, file, body);
  write('shell/dist/index.html', INDEX);
  write(`prerender/dist/${FIRST_SCREEN_TEMPLATE}`, TEMPLATE);
  write(`prerender/dist/${firstScreenTemplateName('hi')}`, TEMPLATE.replace('Welcome, ', 'स्वागत है, '));
  writeManifest(root, [FIRST_SCREEN_TEMPLATE, firstScreenTemplateName('hi')]);
  mkdirSync(dirname(join(root, FIRST_SCREEN_BUNDLE)), { recursive: true });
  writeFileSync(join(root, FIRST_SCREEN_BUNDLE), RENDERER);
  return root;
}

function writeManifest(root: string, pages: string[]): void {
  const file = join(root, 'prerender/dist', PRERENDER_MANIFEST);
  writeFileSync(file, JSON.stringify({ indexHtmlSha256: createHash('sha256').update(INDEX).digest('hex'), pages }));
  // a different mtime even on a coarse clock
  const later = new Date(Date.now() + 5_000 * pages.length + 1_000);
  utimesSync(file, later, later);
}

/** The data the test renderer wrote into the page. */
function renderedData(html: string): FirstScreenData {
  const match = /<pre id="first-screen-data">([A-Za-z0-9+/=]+)<\/pre>/.exec(html);
  if (!match) throw new Error(`no first screen in: ${html.slice(0, 300)}`);
  return JSON.parse(Buffer.from(match[1], 'base64').toString('utf8')) as FirstScreenData;
}

const escaped = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The Set-Cookie line of the navigation session, or undefined. */
function navCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const lines = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return lines.find((line) => line.startsWith(`${NAVIGATION_SESSION_COOKIE}=`));
}

function expSeconds(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }).exp;
}

describe('server-filled first screen of the school dashboard', () => {
  let root: string;
  let t: TestApp;
  let p: Participants;
  beforeAll(async () => {
    root = makeWebRoot();
    // TRUST_PROXY: a TLS-terminating proxy's X-Forwarded-Proto makes the request secure
    t = await createTestApp({ webRoot: root, env: { TRUST_PROXY: '1' } });
    p = await loadParticipants(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const signIn = (email: string, password = STRONG_PASSWORD) => t.request().post('/api/auth/login').send({ email, password }).expect(200);
  const navigate = (path: string, token?: string) => {
    const req = t.request().get(path).set('Accept', HTML).set('Accept-Encoding', 'gzip, deflate, br');
    return token === undefined ? req : req.set('Cookie', `theme=dark; ${NAVIGATION_SESSION_COOKIE}=${token}`);
  };
  const expectBareIndex = async (path: string, token?: string) => {
    const res = await navigate(path, token).expect(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
  };
  /** A school admin of a new school (no registration, mentors or teams), signed in. */
  async function newSchoolAdmin(fullName?: string, code?: string) {
    const school = await insertSchool(t, code ? { code } : {});
    const account = await insertAccount(t, { role: 'school_admin', schoolCode: school.code, fullName });
    const token = (await signIn(account.email!)).body.data.token as string;
    return { id: account.id, email: account.email!, schoolCode: school.code, token };
  }

  describe('the navigation session cookie', () => {
    it("a school admin's sign-in sets it: the body's token, HttpOnly, SameSite=Strict, Path=/, until the token expires", async () => {
      const res = await signIn(p.schoolA.adminEmail);
      const token = res.body.data.token as string;
      const cookie = navCookie(res)!;
      expect(cookie).toBeDefined();
      const [pair, ...attributes] = cookie.split(/;\s*/);
      expect(pair).toBe(`${NAVIGATION_SESSION_COOKIE}=${token}`);
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']));
      expect(attributes).not.toContain('Secure');
      const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice('Max-Age='.length));
      expect(Math.abs(maxAge - (expSeconds(token) - Date.now() / 1000))).toBeLessThan(5);
      expect(res.headers['cache-control']).toMatch(/^no-store\b/);
    });

    it('is Secure when the request came over https (through the trusted proxy)', async () => {
      const res = await t.request().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ email: p.schoolA.adminEmail, password: STRONG_PASSWORD }).expect(200);
      expect(navCookie(res)!.split(/;\s*/)).toContain('Secure');
    });

    it('a team, region admin or platform admin sign-in sets none, and an admin sign-in drops a stale one', async () => {
      const team = p.schoolA.teams[0]!;
      const teamRes = await t.request().post('/api/teams/login').send({ teamId: team.teamId, password: TEAM_PASSWORD }).expect(200);
      expect(teamRes.headers['set-cookie']).toBeUndefined();

      const username = `ra.first${Date.now()}`;
      await insertAccount(t, { role: 'region_admin', username, email: null, region: p.schoolA.region });
      const regionRes = await t.request().post('/api/region-admin/login').send({ username, password: STRONG_PASSWORD }).expect(200);
      expect(regionRes.headers['set-cookie']).toBeUndefined();

      const admin = await insertAccount(t, { role: 'admin' });
      const adminRes = await signIn(admin.email!);
      expect(adminRes.headers['set-cookie']).toBeUndefined();
      const stale = await t.request().post('/api/auth/login').set('Cookie', `${NAVIGATION_SESSION_COOKIE}=old`).send({ email: admin.email, password: STRONG_PASSWORD }).expect(200);
      expect(navCookie(stale)).toMatch(/^hk_nav=;.*Expires=Thu, 01 Jan 1970/);
    });

    it('logout clears it (public, the usual envelope, no-store)', async () => {
      const res = await t.request().post('/api/auth/logout').set('Cookie', `${NAVIGATION_SESSION_COOKIE}=whatever`).expect(200);
      expect(res.body).toEqual({ success: true, message: MSG.loggedOut, data: null });
      const cookie = navCookie(res)!;
      expect(cookie).toMatch(/^hk_nav=;/);
      expect(cookie).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
      expect(cookie.split(/;\s*/)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']));
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('a sign-out ends the session: a copied cookie fills nothing afterwards, and its token is refused by the API', async () => {
      const admin = await newSchoolAdmin();
      const copied = `${NAVIGATION_SESSION_COOKIE}=${admin.token}`;
      expect((await navigate('/mentor-team', admin.token).expect(200)).headers['cache-control']).toBe('private, no-store');
      // the browser signs out with its cookie (the bearer token is in another tab's storage, say)
      await t.request().post('/api/auth/logout').set('Cookie', copied).expect(200);
      await expectBareIndex('/mentor-team', admin.token);
      await expectBareIndex('/school-dashboard', admin.token);
      await t.request().get('/api/auth/verify').set(bearer(admin.token)).expect(401);
      // the same admin signed in again is filled
      const again = (await signIn(admin.email)).body.data.token as string;
      expect((await navigate('/mentor-team', again).expect(200)).headers['cache-control']).toBe('private, no-store');
    });

    it('never authorises an API call', async () => {
      const token = (await signIn(p.schoolA.adminEmail)).body.data.token as string;
      const cookie = `${NAVIGATION_SESSION_COOKIE}=${token}`;
      await t.request().get(`/api/teams/school/${p.schoolA.code}`).set('Cookie', cookie).expect(401);
      await t.request().get(`/api/registration/by-kv/${p.schoolA.code}`).set('Cookie', cookie).expect(401);
      await t.request().get('/api/auth/verify').set('Cookie', cookie).expect(401);
      await t.request().get('/api/auth/verify').set(bearer(token)).expect(200);
    });
  });

  describe('the fill', () => {
    it("sends the dashboard with the school's own data and the admin's name, no-store, Vary: Cookie, compressed", async () => {
      const token = (await signIn(p.schoolA.adminEmail)).body.data.token as string;
      const api = async (path: string) => (await t.request().get(`/api${path}`).set(bearer(token)).expect(200)).body.data as unknown;
      const user = (await api('/auth/verify')) as { user: { fullName: string } };

      for (const path of ['/mentor-team', '/school-dashboard']) {
        const res = await navigate(path, token).expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers.vary).toMatch(/\bCookie\b/);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.etag).toBeUndefined();
        expect(res.text).toContain(`<div id="root" data-prerendered="${path}">`);
        expect(res.text).toContain(`<nav>Welcome, ${escaped(user.user.fullName)}</nav>`);
        expect(res.text).toContain(`<footer>${escaped(user.user.fullName)}</footer>`);
        expect(res.text).not.toContain(FIRST_SCREEN_NAME_MARKER);
        expect(res.text).not.toContain(FIRST_SCREEN_SLOT);
        expect(res.text).toContain('<script defer src=/main.1a2b3c4d.js></script>');

        const data = renderedData(res.text);
        expect(data).toEqual({
          schoolCode: p.schoolA.code,
          registration: await api(`/registration/by-kv/${p.schoolA.code}`),
          mentors: await api(`/mentors/school/${p.schoolA.code}`),
          teams: await api(`/teams/school/${p.schoolA.code}`),
        });
        expect(data.registration).not.toBeNull();
        expect(data.mentors.length).toBeGreaterThan(0);
        expect(data.teams.length).toBeGreaterThan(0);
      }

      const head = await t.request().head('/mentor-team').set('Accept', HTML).set('Cookie', `${NAVIGATION_SESSION_COOKIE}=${token}`).expect(200);
      expect(head.headers['cache-control']).toBe('private, no-store');
    });

    it("comes in the device's language (its cookie): the Hindi template, rendered in Hindi", async () => {
      const token = (await signIn(p.schoolA.adminEmail)).body.data.token as string;
      const hindi = await navigate('/mentor-team', token).set('Cookie', `language=hi; ${NAVIGATION_SESSION_COOKIE}=${token}`).expect(200);
      expect(hindi.text).toContain('<nav>स्वागत है, ');
      expect(hindi.text).toContain('<section id="first-screen" data-locale="hi">');
      const english = await navigate('/mentor-team', token).expect(200);
      expect(english.text).toContain('<nav>Welcome, ');
      expect(english.text).toContain('<section id="first-screen" data-locale="en">');
    });

    it("reads only the token's own school", async () => {
      const token = (await signIn(p.schoolA.adminEmail)).body.data.token as string;
      const res = await navigate('/mentor-team', token).expect(200);
      const data = renderedData(res.text);
      expect(new Set(data.teams.map((team) => team.schoolCode))).toEqual(new Set([p.schoolA.code]));
      expect(new Set(data.mentors.map((mentor) => mentor.schoolCode))).toEqual(new Set([p.schoolA.code]));
      for (const team of p.schoolB.teams) expect(res.text).not.toContain(team.teamId);
      for (const mentor of p.schoolB.mentors) expect(res.text).not.toContain(mentor.mentorId);
      expect(JSON.stringify(data)).not.toContain(p.schoolB.code);
    });

    it('a school without a registration gets its code and no rows', async () => {
      const admin = await newSchoolAdmin();
      const data = renderedData((await navigate('/mentor-team', admin.token).expect(200)).text);
      expect(data).toEqual({ schoolCode: admin.schoolCode, registration: null, mentors: [], teams: [] });
    });

    it('escapes a hostile name', async () => {
      const hostile = `<img src=x onerror=alert(1)>&"' $1`;
      const admin = await newSchoolAdmin(hostile);
      const res = await navigate('/mentor-team', admin.token).expect(200);
      expect(res.text).toContain('<nav>Welcome, &lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39; $1</nav>');
      expect(res.text).not.toContain('<img');
    });

    it("puts the render in as text: a `$&` or `$'` in a team's name is no replacement pattern", async () => {
      const admin = await newSchoolAdmin();
      const team = await insertTeam(t, admin.schoolCode);
      await t.db.update(teams).set({ teamName: "Robo $& $' Team" }).where(eq(teams.id, team.id));
      const res = await navigate('/mentor-team', admin.token).expect(200);
      expect(res.text).toContain("<p>Robo $&amp; $' Team</p>");
      expect(res.text.match(/<\/body>/g)).toHaveLength(1);
    });

    it("without the cookie, or with another role's, a tampered or an expired token: the bare index.html", async () => {
      await expectBareIndex('/mentor-team');
      const tokens = tokensFor(t, p);
      for (const role of ['team', 'mentor', 'admin', 'region_admin', 'super_admin'] as const) await expectBareIndex('/mentor-team', tokens[role]);

      const token = (await signIn(p.schoolA.adminEmail)).body.data.token as string;
      const [header, payload, signature] = token.split('.');
      // another school's code under the same signature
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, schoolCode: p.schoolB.code })).toString('base64url');
      await expectBareIndex('/mentor-team', `${header}.${forged}.${signature}`);
      await expectBareIndex('/mentor-team', `${header}.${payload}.${signature.slice(0, -4)}AAAA`);
      await expectBareIndex('/mentor-team', 'not-a-token');
      const claimsOfA = { sub: p.schoolA.adminId, role: 'school_admin', schoolCode: p.schoolA.code } as const;
      await expectBareIndex('/mentor-team', t.get(TokenService).sign(claimsOfA, '-10s'));
      // the same claims, valid: filled (so the cases above fell back for their token, not the route)
      expect((await navigate('/mentor-team', t.tokenFor(claimsOfA)).expect(200)).headers['cache-control']).toBe('private, no-store');
    });

    it('a password change revokes the cookie with the session', async () => {
      const admin = await newSchoolAdmin();
      expect((await navigate('/mentor-team', admin.token).expect(200)).headers['cache-control']).toBe('private, no-store');
      // as a reset does: the trigger raises the floor, the endpoint drops the cached one
      await t.db.update(accounts).set({ passwordHash: 'changed' }).where(eq(accounts.id, admin.id));
      await t.get(SessionFloorsService).forget(admin.id);
      await expectBareIndex('/mentor-team', admin.token);
    });

    it('a failed read or render falls back to the bare index.html, never a 500', async () => {
      const failing = await newSchoolAdmin(undefined, RENDER_FAILS_FOR);
      await expectBareIndex('/mentor-team', failing.token);
      // a token whose school is not in the directory: the reads answer 404
      await expectBareIndex('/mentor-team', t.tokenFor({ sub: failing.id, role: 'school_admin', schoolCode: '999999', email: 'x@example.test' }));
    });

    it('leaves other routes and non-navigations alone', async () => {
      const token = (await signIn(p.schoolA.adminEmail)).body.data.token as string;
      await expectBareIndex('/register', token);
      await expectBareIndex('/mentor-team/extra', token);
      const json = await t.request().get('/mentor-team').set('Accept', 'application/json').set('Cookie', `${NAVIGATION_SESSION_COOKIE}=${token}`);
      expect(json.headers['cache-control']).not.toBe('private, no-store');
    });

    it('serves the bare index.html while the manifest does not name the template, or the bundle is missing', async () => {
      const token = (await signIn(p.schoolA.adminEmail)).body.data.token as string;
      writeManifest(root, ['login.html']);
      await expectBareIndex('/mentor-team', token);
      writeManifest(root, ['login.html', FIRST_SCREEN_TEMPLATE]);
      expect((await navigate('/mentor-team', token).expect(200)).headers['cache-control']).toBe('private, no-store');
      unlinkSync(join(root, FIRST_SCREEN_BUNDLE));
      await expectBareIndex('/mentor-team', token);
    });
  });
});
