import { PRERENDERED_ROUTES, prerenderedFileName } from './prerender';

describe('prerenderedFileName', () => {
  it('names the landing page home.html and every other prerendered route after its path', () => {
    expect(prerenderedFileName('/')).toBe('home.html');
    expect(prerenderedFileName('/login')).toBe('login.html');
    expect(PRERENDERED_ROUTES.map(prerenderedFileName)).toEqual(['home.html', 'login.html', 'team-login.html', 'region-admin-login.html', 'forgot-password.html']);
  });

  it('has no file for a route that is not prerendered, nor for anything that is not a route', () => {
    for (const path of ['/register', '/mentor-team', '/login/', '/../etc/passwd', '', 'login']) {
      expect(prerenderedFileName(path)).toBeNull();
    }
  });
});
