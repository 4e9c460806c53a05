import { act } from 'react';
import { createSessionStore } from '@hackathon/session';
import { pageHarness } from '../testing/pageHarness';
import { Layout, MAIN_CONTENT_ID } from './Layout';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

describe('Layout', () => {
  const page = pageHarness();
  beforeEach(() => localStorage.clear());

  const render = () =>
    page.renderSignedIn(
      createSessionStore(),
      '/register',
      <Layout>
        <button type="button">Go to next page</button>
      </Layout>,
    );

  it('starts every page with a skip link that moves focus to the <main>', async () => {
    await render();
    const first = page.container.querySelector(FOCUSABLE) as HTMLAnchorElement;
    expect(first.textContent).toBe('Skip to main content');
    expect(first.getAttribute('href')).toBe(`#${MAIN_CONTENT_ID}`);

    const main = page.container.querySelector('main') as HTMLElement;
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    await act(async () => first.click());
    expect(document.activeElement).toBe(main);
  });

  it('leaves room under the page for the chat button, on phones and wider', async () => {
    await render();
    const main = page.container.querySelector('main') as HTMLElement;
    const classes = [...main.classList].filter((name) => name.startsWith('css-'));
    // emotion writes its rules as text or through insertRule: read both, spaces left out
    const flatten = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) => ('cssRules' in rule ? flatten((rule as CSSGroupingRule).cssRules) : [rule.cssText]));
    const css = [
      ...[...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
      ...[...document.styleSheets].flatMap((sheet) => flatten(sheet.cssRules)),
    ]
      .join('}')
      .replace(/\s+/g, '');
    const rules = css.split('}').filter((rule) => classes.some((name) => rule.includes(`.${name}`)));
    // the Fab is 56 px at 16 px (xs) / 24 px (sm+) from the bottom: 88 px / 96 px clear it with room to spare
    expect(rules.filter((rule) => rule.includes('padding-bottom'))).toEqual(
      expect.arrayContaining([expect.stringContaining('padding-bottom:88px'), expect.stringContaining('padding-bottom:96px')]),
    );
  });
});
