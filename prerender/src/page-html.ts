import { DEFAULT_LOCALE, FIRST_SCREEN_NAME_MARKER, FIRST_SCREEN_PATH_MARKER, FIRST_SCREEN_SLOT, type Locale } from '@hackathon/contracts';

/**
 * The HTML of a prerendered page: the shell's built index.html with the page's first screen in
 * #root and the styles that screen uses inline in <head> (the CSP allows inline styles, not
 * inline scripts). `data-prerendered` tells the shell which path the copy is of (shell/src/prerender.ts).
 */
export interface PageSnapshot {
  /** The route, e.g. `/login`. */
  path: string;
  /** #root's inner HTML, frozen (freezeForPrerender). */
  markup: string;
  /** Every CSS rule the page had inserted (emotion's, in the browser's CSSOM), one string each. */
  rules: string[];
  /** The language the page was shown in (`<html lang>`); English when omitted. */
  language?: Locale;
}

/** An emotion class (`css-1x2y3z`, the key of every rule the app's components insert). */
const EMOTION_CLASS = /\bcss-[a-z0-9]+/g;

/**
 * The rules the copy can use: those naming no emotion class (globals, keyframes, MUI's state
 * classes) and those naming one the markup holds. The page had inserted every rule it ever
 * rendered (menus, dialogs, the live dashboard under a first-screen template), which the copy
 * does not show: on the school profile each KB of HTML is time before the first paint.
 */
export function usedCss(page: Pick<PageSnapshot, 'markup' | 'rules'>): string {
  const present = new Set(page.markup.match(EMOTION_CLASS) ?? []);
  return page.rules
    .filter((rule) => {
      const named = rule.match(EMOTION_CLASS);
      return !named || named.some((name) => present.has(name));
    })
    .join('\n');
}

/** The layout's page area: one <main> per screen (shell/src/layout/Layout.tsx). */
const MAIN = /(<main\b[^>]*>)([\s\S]*)(<\/main>)/;

/**
 * The first-screen template of a signed-in page (FIRST_SCREEN_ROUTES): the page as prerendered, its
 * <main>'s content replaced by FIRST_SCREEN_SLOT (the API renders the user's own data there) and
 * #root marked with FIRST_SCREEN_PATH_MARKER (the API writes the requested route's path). The
 * welcome name is already a marker in the snapshot (the session it was taken with carries it).
 */
export function firstScreenTemplate(indexHtml: string, page: PageSnapshot): string {
  const slotted = withMainSlot(page);
  if (!page.markup.includes(FIRST_SCREEN_NAME_MARKER)) throw new Error(`${page.path} does not show the signed-in user's name`);
  return prerenderedHtml(indexHtml, { ...slotted, path: FIRST_SCREEN_PATH_MARKER });
}

/**
 * The landing's template (LANDING_TEMPLATE, issue 25): the page as prerendered with its <main>'s
 * content replaced by FIRST_SCREEN_SLOT, where the API puts its server render of the published content.
 */
export function landingTemplate(indexHtml: string, page: PageSnapshot): string {
  return prerenderedHtml(indexHtml, withMainSlot(page));
}

function withMainSlot(page: PageSnapshot): PageSnapshot {
  if (!MAIN.test(page.markup)) throw new Error(`${page.path} has no <main> to fill`);
  return { ...page, markup: page.markup.replace(MAIN, (_all, open: string, _content: string, close: string) => `${open}${FIRST_SCREEN_SLOT}${close}`) };
}

/** The document's language, as written or as the HTML minifier leaves it (`<html lang=en`). */
const HTML_LANG = /<html lang=(?:"[a-z-]+"|[a-z-]+)/;

/** The empty mount point, as written or as the HTML minifier leaves it (`<div id=root></div>`). */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

export function prerenderedHtml(indexHtml: string, page: PageSnapshot): string {
  if (!EMPTY_ROOT.test(indexHtml)) throw new Error('the shell\'s index.html has no empty <div id="root"></div>');
  if (!indexHtml.includes('</head>')) throw new Error("the shell's index.html has no </head>");
  const css = usedCss(page);
  if (/<\/style/i.test(css)) throw new Error(`the styles of ${page.path} would close their <style> early`);
  const root = `<div id="root" data-prerendered="${page.path}">${page.markup}</div>`;
  const language = page.language ?? DEFAULT_LOCALE;
  return indexHtml
    .replace(HTML_LANG, () => `<html lang="${language}"`)
    .replace('</head>', () => `<style data-prerendered>${css}</style></head>`)
    .replace(EMPTY_ROOT, () => root);
}
