import { firstScreenTemplateName } from './first-screen';
import { languageFromCookies } from './i18n/locales';
import { PRERENDERED_ROUTES, prerenderedFileName } from './prerender';

describe('prerenderedFileName', () => {
  it('names the landing page home.html and every other prerendered route after its path', () => {
    expect(prerenderedFileName('/')).toBe('home.html');
    expect(prerenderedFileName('/login')).toBe('login.html');
    expect(PRERENDERED_ROUTES.map((path) => prerenderedFileName(path))).toEqual(['home.html', 'login.html', 'team-login.html', 'region-admin-login.html', 'forgot-password.html']);
  });

  it('has no file for a route that is not prerendered, nor for anything that is not a route', () => {
    for (const path of ['/register', '/mentor-team', '/login/', '/../etc/passwd', '', 'login']) {
      expect(prerenderedFileName(path)).toBeNull();
    }
  });
});

describe('the pages in Hindi (issue 24)', () => {
  it('names each Hindi copy after its English one', () => {
    expect(prerenderedFileName('/', 'hi')).toBe('home.hi.html');
    expect(prerenderedFileName('/forgot-password', 'hi')).toBe('forgot-password.hi.html');
    expect(prerenderedFileName('/register', 'hi')).toBeNull();
    expect(firstScreenTemplateName('en')).toBe('school-dashboard.html');
    expect(firstScreenTemplateName('hi')).toBe('school-dashboard.hi.html');
  });

  it("reads the device's language from its cookie, English for anything else", () => {
    expect(languageFromCookies('theme=dark; language=hi; hk_nav=x')).toBe('hi');
    expect(languageFromCookies('language=en')).toBe('en');
    for (const header of [undefined, '', 'language=fr', 'xlanguage=hi', 'language=hi-IN', 'languages=hi']) expect(languageFromCookies(header)).toBe('en');
  });
});

