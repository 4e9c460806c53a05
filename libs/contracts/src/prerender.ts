/**
 * Prerendered first screens (ADR 0006, third step): the public entry pages, the same for every
 * visitor and independent of run-time data, are rendered at build time (prerender/) and served
 * by the API in place of the bare index.html for their route. Not here: /register (open or
 * closed is a setting read at run time), pages that act on a link's token, signed-in pages.
 */
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

export const PRERENDERED_ROUTES = ['/', '/login', '/team-login', '/region-admin-login', '/forgot-password'] as const;

/**
 * The file a route's prerendered page is written to and served from, in a language (`/` is
 * home.html, in Hindi home.hi.html), or null for a route that is not prerendered.
 */
export function prerenderedFileName(path: string, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!(PRERENDERED_ROUTES as readonly string[]).includes(path)) return null;
  return `${path === '/' ? 'home' : path.slice(1)}${localeSuffix(locale)}.html`;
}

/** '' for English, '.hi' for Hindi: the pages' names in each language. */
export function localeSuffix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `.${locale}`;
}

/**
 * Written beside the pages: `{ indexHtmlSha256, contentHash, pages }`, the index.html and the
 * published content (PublishedContent.hash) they were made from: the API serves only current
 * ones, and the pages that show content (CONTENT_PAGES) only while that content is published.
 */
export const PRERENDER_MANIFEST = 'manifest.json';
