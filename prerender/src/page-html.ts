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
  /** Every CSS rule the page had inserted (emotion's, in the browser's CSSOM). */
  css: string;
}

/** The empty mount point, as written or as the HTML minifier leaves it (`<div id=root></div>`). */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

export function prerenderedHtml(indexHtml: string, page: PageSnapshot): string {
  if (!EMPTY_ROOT.test(indexHtml)) throw new Error('the shell\'s index.html has no empty <div id="root"></div>');
  if (!indexHtml.includes('</head>')) throw new Error("the shell's index.html has no </head>");
  if (/<\/style/i.test(page.css)) throw new Error(`the styles of ${page.path} would close their <style> early`);
  const root = `<div id="root" data-prerendered="${page.path}">${page.markup}</div>`;
  return indexHtml
    .replace('</head>', () => `<style data-prerendered>${page.css}</style></head>`)
    .replace(EMPTY_ROOT, () => root);
}
