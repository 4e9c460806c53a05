import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createSessionStore, SessionProvider, type SessionStore } from '@hackathon/session';
import { RouteGuard } from './RouteGuard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('RouteGuard', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    localStorage.clear();
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));

  async function render(store: SessionStore, path: string) {
    await act(async () =>
      root.render(
        <SessionProvider store={store}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/dashboard" element={<RouteGuard requiredRole="admin"><p>admin page</p></RouteGuard>} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>,
      ),
    );
  }

  it('shows a spinner while loading, then sends a visitor to /login with the origin', async () => {
    const store = createSessionStore();
    let finish: () => void = () => undefined;
    jest.spyOn(store, 'restore').mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await render(store, '/dashboard?x=1');
    expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => {
      store.logout(); // the restore found nothing: anonymous
      finish();
    });
    expect(container.textContent).toBe('/login {"from":{"pathname":"/dashboard","search":"?x=1","hash":""}}');
  });

  it("sends a user with another role to that role's home, and lets the right role in", async () => {
    const store = createSessionStore();
    store.login({ token: 't', user: { _id: '1', id: '1', role: 'team', fullName: 'Team', email: '' } });
    await render(store, '/dashboard');
    expect(container.textContent).toBe('/simple-team null');

    const admin = createSessionStore();
    admin.login({ token: 't', user: { _id: '2', id: '2', role: 'admin', fullName: 'Ada', email: '' } });
    await act(async () => root.unmount());
    root = createRoot(container);
    await render(admin, '/dashboard');
    expect(container.textContent).toBe('admin page');
  });
});
