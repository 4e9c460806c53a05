/**
 * Prerendered first screens (ADR 0006, third step): the public entry pages, the same for every
 * visitor and independent of run-time data, are rendered at build time (prerender/) and served
 * by the API in place of the bare index.html for their route. Not here: /register (open or
 * closed is a setting read at run time), pages that act on a link's token, signed-in pages.
 */
import type { PublishedContent } from './content';
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

/**
 * The landing page with the published content (issue 25, ADR 0011). The prerender step also writes
 * the landing's layout with its <main> a FIRST_SCREEN_SLOT (landing-template.html, in Hindi
 * landing-template.hi.html); once the organisers publish other content than the prerendered
 * pages', the API fills that template with the public remote's server render of the page
 * (LANDING_BUNDLE), so the first paint shows what is published without a build.
 */
export const LANDING_TEMPLATE = 'landing-template.html';

export function landingTemplateName(locale: Locale): string {
  return LANDING_TEMPLATE.replace(/\.html$/, `${localeSuffix(locale)}.html`);
}

/** The public remote's server bundle, relative to the workspace root. */
export const LANDING_BUNDLE = 'mfe-public/dist-server/landing.js';

/** Its export: the landing page's sections (the layout's <main>) for `published`, in a language, frozen. */
export type RenderLanding = (published: PublishedContent, locale?: Locale) => string;
