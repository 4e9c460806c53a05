import { FIRST_SCREEN_NAME_MARKER, FIRST_SCREEN_PATH_MARKER, FIRST_SCREEN_SLOT } from '@hackathon/contracts';
import { firstScreenTemplate, landingTemplate, prerenderedHtml, usedCss } from './page-html';

const MINIFIED = '<!doctype html><html lang=en><head><title>T</title><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>';
const page = { path: '/login', markup: '<main><h1 class="css-1">Sign in</h1></main>', rules: ['.css-1{color:red}'] };

describe('prerenderedHtml', () => {
  it('puts the first screen in #root, marked with its path, and its styles in <head>, keeping the scripts', () => {
    const html = prerenderedHtml(MINIFIED, page);
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1 class="css-1">Sign in</h1></main></div>');
    expect(html).toContain('<style data-prerendered>.css-1{color:red}</style></head>');
    expect(html).toContain('<script defer src=/main.1234abcd.js></script>');
  });

  it("says the page's language in <html lang>: English as built, Hindi for a Hindi copy", () => {
    expect(prerenderedHtml(MINIFIED, page)).toContain('<html lang="en"><head>');
    const hindi = prerenderedHtml(MINIFIED, { ...page, language: 'hi', markup: '<main><h1>लॉगिन</h1></main>' });
    expect(hindi).toContain('<html lang="hi"><head>');
    expect(hindi).not.toContain('lang=en');
  });

  it('reads the unminified index.html too', () => {
    const html = prerenderedHtml('<html><head></head><body><div id="root"></div></body></html>', page);
    expect(html).toContain('data-prerendered="/login"');
  });

  it('refuses an index.html without an empty mount point and styles that would end their tag', () => {
    expect(() => prerenderedHtml('<html><head></head><body><div id="app"></div></body></html>', page)).toThrow(/no empty/);
    expect(() => prerenderedHtml(MINIFIED, { ...page, rules: ['a{}</style><script>x()</script>'] })).toThrow(/close their <style>/);
  });

  it('keeps dollar signs in markup and styles as they are', () => {
    const html = prerenderedHtml(MINIFIED, { ...page, markup: '<p>Fee $& $1</p>', rules: ['.a::after{content:"$&"}'] });
    expect(html).toContain('<p>Fee $& $1</p>');
    expect(html).toContain('content:"$&"');
  });
});

describe('usedCss', () => {
  it("keeps the rules naming a class the copy holds and those naming none; drops the others", () => {
    const rules = [
      'html{box-sizing:border-box}',
      '@keyframes spin{0%{transform:rotate(0)}}',
      '.css-1{color:red}',
      '@media (min-width: 600px) {\n  .css-1 { padding: 8px; }\n}',
      '.css-1 .css-2{margin:0}',
      '.css-2{color:blue}',
      '.css-10{color:green}',
      '.Mui-disabled{opacity:.4}',
    ];
    const kept = [rules[0], rules[1], rules[2], rules[3], rules[4], rules[7]];
    expect(usedCss({ markup: '<h1 class="css-1">Sign in</h1>', rules })).toBe(kept.join('\n'));
  });
});

describe('firstScreenTemplate', () => {
  const signedIn = {
    path: '/mentor-team',
    markup: `<nav><p title="${FIRST_SCREEN_NAME_MARKER}">Welcome, <strong>${FIRST_SCREEN_NAME_MARKER}</strong></p></nav><main class="css-2"><h1>Demo School</h1><p>Code: 1001</p></main><div class="chat"></div>`,
    rules: ['.css-2{flex-grow:1}', '.css-9{color:blue}'],
  };

  it("empties the page area into the slot, keeps the layout and its name marker, and marks #root for the route's path", () => {
    const html = firstScreenTemplate(MINIFIED, signedIn);
    expect(html).toContain(`<div id="root" data-prerendered="${FIRST_SCREEN_PATH_MARKER}"><nav>`);
    expect(html).toContain(`<main class="css-2">${FIRST_SCREEN_SLOT}</main><div class="chat"></div>`);
    expect(html).not.toContain('Demo School');
    expect(html).toContain('<style data-prerendered>.css-2{flex-grow:1}</style>');
    expect(html.split(FIRST_SCREEN_NAME_MARKER)).toHaveLength(3);
  });

  it('refuses a snapshot without a page area or without the signed-in name', () => {
    expect(() => firstScreenTemplate(MINIFIED, { ...signedIn, markup: '<div>no main</div>' })).toThrow(/no <main>/);
    expect(() => firstScreenTemplate(MINIFIED, { ...signedIn, markup: '<main>x</main>' })).toThrow(/signed-in user's name/);
  });
});

describe('landingTemplate', () => {
  const landing = {
    path: '/',
    markup: '<header class="css-1">Portal</header><main class="css-2"><h1>Hackathon 2026</h1><p>Old FAQ answer</p></main>',
    rules: ['.css-1{display:flex}', '.css-2{flex-grow:1}', '.css-3{color:red}'],
  };

  it("keeps the landing's layout and path, its page area the slot the API fills with the published content", () => {
    const html = landingTemplate(MINIFIED, landing);
    expect(html).toContain(`<div id="root" data-prerendered="/"><header class="css-1">Portal</header><main class="css-2">${FIRST_SCREEN_SLOT}</main></div>`);
    expect(html).not.toContain('Old FAQ answer');
    expect(html).toContain('<style data-prerendered>.css-1{display:flex}\n.css-2{flex-grow:1}</style>');
  });

  it('refuses a snapshot without a page area', () => {
    expect(() => landingTemplate(MINIFIED, { ...landing, markup: '<div>no main</div>' })).toThrow(/no <main>/);
  });
});
