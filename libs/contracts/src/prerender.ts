/**
 * Prerendered first screens (ADR 0006, third step): the public entry pages, the same for every
 * visitor and independent of run-time data, are rendered at build time (prerender/) and served
 * by the API in place of the bare index.html for their route. Not here: /register (open or
 * closed is a setting read at run time), pages that act on a link's token, signed-in pages.
 */
export const PRERENDERED_ROUTES = ['/', '/login', '/team-login', '/region-admin-login', '/forgot-password'] as const;

/** The file a route's prerendered page is written to and served from (`/` is home.html), or null. */
export function prerenderedFileName(path: string): string | null {
  if (!(PRERENDERED_ROUTES as readonly string[]).includes(path)) return null;
  return `${path === '/' ? 'home' : path.slice(1)}.html`;
}

/** Written beside the pages: `{ indexHtmlSha256, pages }`, the index.html they were made from (the API serves only current ones). */
export const PRERENDER_MANIFEST = 'manifest.json';
