import { collectInlineCss, freezeForPrerender } from './freeze';

describe('freezeForPrerender', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root">
      <form><fieldset><input id="email" autofocus><textarea></textarea><select><option>1</option></select><button>Sign in</button></fieldset></form>
      <a href="/register">Register your school</a>
      <span data-prerender="volatile">07</span>
      <script>alert(1)</script><noscript>no</noscript>
    </div>`;
  });

  it('disables every form control, keeps links, blanks volatile text and drops scripts and autofocus', () => {
    const html = freezeForPrerender(document.getElementById('root')!);
    const copy = document.createElement('div');
    copy.innerHTML = html;
    for (const control of Array.from(copy.querySelectorAll('input, textarea, select, button, fieldset'))) {
      expect(control.hasAttribute('disabled')).toBe(true);
    }
    expect(copy.querySelector('a')!.getAttribute('href')).toBe('/register');
    expect(copy.querySelector('[data-prerender="volatile"]')!.textContent).toBe('--');
    expect(copy.querySelector('script, noscript')).toBeNull();
    expect(copy.querySelector('[autofocus]')).toBeNull();
  });

  it('marks the focused field in the copy only', () => {
    const email = document.getElementById('email') as HTMLInputElement;
    email.focus();
    const html = freezeForPrerender(document.getElementById('root')!);
    expect(html).toMatch(/<input id="email" data-prerender-focus="" disabled="">/);
    expect(email.hasAttribute('data-prerender-focus')).toBe(false);
    expect(email.hasAttribute('disabled')).toBe(false);
  });
});

describe('collectInlineCss', () => {
  it('reads the rules of <style> sheets, inserted through the CSSOM as emotion does', () => {
    const style = document.createElement('style');
    style.setAttribute('data-emotion', 'css');
    document.head.appendChild(style);
    style.sheet!.insertRule('.css-1 { color: red; }');
    expect(collectInlineCss(document).join('\n')).toMatch(/\.css-1 \{\s*color: red;\s*\}/);
  });
});
