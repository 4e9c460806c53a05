import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { apiRequest, configureApiClient, type ApiClientConfig } from '@hackathon/api-client';
import { SessionProvider, useSession, useTypedTeamPassword } from './SessionProvider';
import { createSessionStore } from './store';
import { fakeJwt } from './testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: http.Server;
let previous: ApiClientConfig;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const ok = req.url === '/api/auth/verify';
    res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify(
        ok
          ? { success: true, message: '', data: { user: { _id: 'u', id: 'u', role: 'admin', fullName: 'Ada Admin', email: 'a@x.test' } } }
          : { success: false, message: 'Unauthorized' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previous = configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(async () => {
  configureApiClient(previous);
  await new Promise((resolve) => server.close(resolve));
});

function Probe() {
  const session = useSession();
  return <p>{session.loading ? 'loading' : session.isAuthenticated ? `hello ${session.user?.fullName}` : 'anonymous'}</p>;
}

function PasswordProbe() {
  const password = useTypedTeamPassword();
  return <p>{password ?? 'hidden'}</p>;
}

describe('SessionProvider', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    localStorage.clear();
    container = document.createElement('div');
    root = createRoot(container);
  });

  afterEach(() => act(() => root.unmount()));

  it('restores on mount, then forgets the session when an ordinary call answers 401', async () => {
    localStorage.setItem('token', fakeJwt({ role: 'admin' }));
    const store = createSessionStore();
    await act(async () => root.render(<SessionProvider store={store}><Probe /></SessionProvider>));
    expect(container.textContent).toBe('loading');
    await act(() => store.restore());
    expect(container.textContent).toBe('hello Ada Admin');

    await act(async () => {
      await apiRequest('/teams/school/1234').catch(() => undefined);
    });
    expect(container.textContent).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the typed team password after a team login and forgets it on logout or a 401', async () => {
    const store = createSessionStore();
    await act(async () => root.render(<SessionProvider store={store}><PasswordProbe /></SessionProvider>));
    expect(container.textContent).toBe('hidden');
    const team = { _id: 't1', teamId: 'N1234JR1', teamName: 'Pixel Pioneers', schoolCode: '1234' } as never;
    act(() => store.loginTeam({ token: fakeJwt({ role: 'team' }), team, password: 'Typed1pass' }));
    expect(container.textContent).toBe('Typed1pass');
    act(() => store.logout());
    expect(container.textContent).toBe('hidden');

    act(() => store.loginTeam({ token: fakeJwt({ role: 'team' }), team, password: 'Typed1pass' }));
    await act(async () => {
      await apiRequest('/teams/school/1234').catch(() => undefined);
    });
    expect(container.textContent).toBe('hidden');
  });
});
