import { prerenderedHtml } from './page-html';

const MINIFIED = '<!doctype html><html lang=en><head><title>T</title><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>';
const page = { path: '/login', markup: '<main><h1 class="css-1">Sign in</h1></main>', css: '.css-1{color:red}' };

describe('prerenderedHtml', () => {
  it('puts the first screen in #root, marked with its path, and its styles in <head>, keeping the scripts', () => {
    const html = prerenderedHtml(MINIFIED, page);
    expect(html).toContain('<div id="root" data-prerendered="/login"><main><h1 class="css-1">Sign in</h1></main></div>');
    expect(html).toContain('<style data-prerendered>.css-1{color:red}</style></head>');
    expect(html).toContain('<script defer src=/main.1234abcd.js></script>');
  });

  it('reads the unminified index.html too', () => {
    const html = prerenderedHtml('<html><head></head><body><div id="root"></div></body></html>', page);
    expect(html).toContain('data-prerendered="/login"');
  });

  it('refuses an index.html without an empty mount point and styles that would end their tag', () => {
    expect(() => prerenderedHtml('<html><head></head><body><div id="app"></div></body></html>', page)).toThrow(/no empty/);
    expect(() => prerenderedHtml(MINIFIED, { ...page, css: 'a{}</style><script>x()</script>' })).toThrow(/close their <style>/);
  });

  it('keeps dollar signs in markup and styles as they are', () => {
    const html = prerenderedHtml(MINIFIED, { ...page, markup: '<p>Fee $& $1</p>', css: '.a::after{content:"$&"}' });
    expect(html).toContain('<p>Fee $& $1</p>');
    expect(html).toContain('content:"$&"');
  });
});
