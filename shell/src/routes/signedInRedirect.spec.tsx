import { useLocation } from 'react-router-dom';
import { createSessionStore, useSession, type SessionStore } from '@hackathon/session';
import { signedInRedirect } from './signedInRedirect';
import { matchShellRoute } from './table';
import { pageHarness } from '../testing/pageHarness';

const signedIn = (role: string) => ({ loading: false, isAuthenticated: true, role });
const at = (path: string) => matchShellRoute(path);

describe('signedInRedirect (sign-in pages for a signed-in user)', () => {
  it("sends a signed-in user from /login, /team-login and /region-admin-login to the role home", () => {
    expect(signedInRedirect(signedIn('school_admin'), at('/login'), '/login')).toBe('/mentor-team');
    expect(signedInRedirect(signedIn('admin'), at('/login'), '/login')).toBe('/dashboard');
    expect(signedInRedirect(signedIn('team'), at('/team-login'), '/team-login')).toBe('/simple-team');
    expect(signedInRedirect(signedIn('region_admin'), at('/region-admin-login'), '/region-admin-login')).toBe('/region-admin-dashboard');
    expect(signedInRedirect(signedIn('super_admin'), at('/team-login'), '/team-login')).toBe('/super-admin-dashboard');
    // issue 26: a mentor's home is its portal
    expect(signedInRedirect(signedIn('mentor'), at('/login'), '/login')).toBe('/mentor-dashboard');
  });

  it('shows the page to visitors, while the session loads, and on other pages', () => {
    expect(signedInRedirect({ loading: false, isAuthenticated: false, role: null }, at('/login'), '/login')).toBeNull();
    expect(signedInRedirect({ loading: true, isAuthenticated: false, role: null }, at('/login'), '/login')).toBeNull();
    expect(signedInRedirect(signedIn('admin'), at('/'), '/')).toBeNull();
    expect(signedInRedirect(signedIn('admin'), at('/forgot-password'), '/forgot-password')).toBeNull();
    expect(signedInRedirect(signedIn('admin'), null, '/nowhere')).toBeNull();
  });

  it('never loops: a role the portal does not know (its home is /login) stays', () => {
    expect(signedInRedirect(signedIn('referee'), at('/login'), '/login')).toBeNull();
  });
});

/** The same decision as ShellRoutes makes it, rendered against a real session store and router. */
function Probe() {
  const session = useSession();
  const location = useLocation();
  const home = signedInRedirect(session, matchShellRoute(location.pathname), location.pathname);
  return <p>{home ?? 'form'}</p>;
}

describe('signed-in redirect with the session store', () => {
  const page = pageHarness();
  beforeEach(() => localStorage.clear());

  const render = (store: SessionStore, path: string) => page.renderSignedIn(store, path, <Probe />);

  it('a school admin who signed in earlier opens /login and is sent to /mentor-team', async () => {
    const store = createSessionStore();
    store.login({ token: 't', user: { _id: '1', id: '1', role: 'school_admin', fullName: 'Asha', email: 'a@school.test' } });
    await render(store, '/login');
    expect(page.container.textContent).toBe('/mentor-team');
  });

  it('a visitor sees the form', async () => {
    const store = createSessionStore();
    store.logout();
    await render(store, '/login');
    expect(page.container.textContent).toBe('form');
  });
});
