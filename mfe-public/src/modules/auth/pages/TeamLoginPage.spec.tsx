/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApiClient, type ApiClientConfig } from '@hackathon/api-client';
import { API_MSG, MSG } from '@hackathon/contracts';
import { sessionStore } from '@hackathon/session';
import { PortalProviders } from '@hackathon/ui';
import TeamLoginPage from './TeamLoginPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TYPED = 'Typed1pass';
const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

let server: http.Server;
let previous: ApiClientConfig;
let bodies: Array<{ url?: string; body: unknown }>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      // the session store's sign-out call (fire and forget) of a test before may land here: not the page's
      if (req.url !== '/api/auth/logout') bodies.push({ url: req.url, body });
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/teams/login') {
        res.end(JSON.stringify({ success: true, message: MSG.loginSuccess, data: { token: fakeJwt({ role: 'team' }), team: { _id: 't1', teamId: 'A1001JR1', teamName: 'Pixel Pioneers', schoolCode: '1001' } } }));
        return;
      }
      if (req.url === '/api/teams/forgot-password') {
        res.end(JSON.stringify({ success: true, message: API_MSG.teamResetLinkSent, data: null }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ success: false, message: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previous = configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(async () => {
  configureApiClient(previous);
  await new Promise((resolve) => server.close(resolve));
});

async function until(predicate: () => boolean, what: string) {
  for (let i = 0; i < 150 && !predicate(); i += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  if (!predicate()) throw new Error(`Timed out waiting for: ${what}\n${document.body.textContent?.slice(0, 1500)}`);
}

const has = (value: string) => (document.body.textContent ?? '').includes(value);

/** Types into a controlled input the way a user would (React listens to the native input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function byText(selector: string, label: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent?.trim() === label);
  if (!found) throw new Error(`No ${selector} "${label}"`);
  return found;
}

describe('team login page', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeEach(async () => {
    localStorage.clear();
    bodies = [];
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <PortalProviders>
          <MemoryRouter initialEntries={['/team-login']}>
            <Routes>
              <Route path="/team-login" element={<TeamLoginPage />} />
              <Route path="/simple-team" element={<p>team home</p>} />
            </Routes>
          </MemoryRouter>
        </PortalProviders>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    sessionStore.logout();
  });

  const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

  it('keeps the typed password in the memory of this tab only, for the team dashboard', async () => {
    type(field('teamId'), 'A1001JR1');
    type(field('password'), TYPED);
    await act(async () => byText('button', 'Sign in').click());
    await until(() => has('team home'), 'the team home');
    expect(sessionStore.getTypedTeamPassword()).toBe(TYPED);
    expect(Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? '').includes(TYPED))).toBe(false);
  });

  it("'Forgot password?' asks for the Team ID and shows the server's neutral answer", async () => {
    type(field('teamId'), ' a1001jr1 ');
    await act(async () => byText('button', 'Forgot password?').click());
    await until(() => has('Reset team password'), 'the dialog');
    const dialogTeamId = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="teamId"]')!;
    expect(dialogTeamId.value).toBe(' a1001jr1 ');

    type(dialogTeamId, '  ');
    await act(async () => byText('button', 'Send reset link').click());
    expect(has(MSG.teamIdRequired)).toBe(true);
    expect(bodies).toEqual([]);

    type(dialogTeamId, 'a1001jr1');
    await act(async () => byText('button', 'Send reset link').click());
    await until(() => has(API_MSG.teamResetLinkSent), 'the neutral answer');
    expect(bodies).toEqual([{ url: '/api/teams/forgot-password', body: { teamId: 'A1001JR1' } }]);
  });
});
