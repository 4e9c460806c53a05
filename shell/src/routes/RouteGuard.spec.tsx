import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createSessionStore, type SessionStore } from '@hackathon/session';
import { pageHarness } from '../testing/pageHarness';
import { RouteGuard } from './RouteGuard';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('RouteGuard', () => {
  const page = pageHarness();
  beforeEach(() => localStorage.clear());

  const render = (store: SessionStore, path: string) =>
    page.renderSignedIn(
      store,
      path,
      <Routes>
        <Route path="/dashboard" element={<RouteGuard requiredRole="admin"><p>admin page</p></RouteGuard>} />
        <Route path="*" element={<Where />} />
      </Routes>,
    );

  it('shows a spinner while loading, then sends a visitor to /login with the origin', async () => {
    const store = createSessionStore();
    let finish: () => void = () => undefined;
    jest.spyOn(store, 'restore').mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await render(store, '/dashboard?x=1');
    expect(page.container.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => {
      store.logout(); // the restore found nothing: anonymous
      finish();
    });
    expect(page.container.textContent).toBe('/login {"from":{"pathname":"/dashboard","search":"?x=1","hash":""}}');
  });

  it("sends a user with another role to that role's home, and lets the right role in", async () => {
    const store = createSessionStore();
    store.login({ token: 't', user: { _id: '1', id: '1', role: 'team', fullName: 'Team', email: '' } });
    await render(store, '/dashboard');
    expect(page.container.textContent).toBe('/simple-team null');

    const admin = createSessionStore();
    admin.login({ token: 't', user: { _id: '2', id: '2', role: 'admin', fullName: 'Ada', email: '' } });
    await render(admin, '/dashboard');
    expect(page.container.textContent).toBe('admin page');
  });
});
