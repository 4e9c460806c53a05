import type { Mentor, Registration, Team } from './entities';
import type { Locale } from './i18n/locales';
import { localeSuffix } from './prerender';

/**
 * Server-filled first screens (ADR 0006, fourth step): the school admin's dashboard, sent by the API
 * with its first screen (the school's details and summary cards) already in the HTML, read under
 * the signed-in admin's own scope, so a school's network shows it before the app has loaded.
 */
export const FIRST_SCREEN_ROUTES = ['/mentor-team', '/school-dashboard'] as const;

/**
 * The template the prerender step writes (prerender/dist): the shell's layout signed in as a school
 * admin, frozen like the public pages, with the page's content replaced by FIRST_SCREEN_SLOT and
 * the welcome name by FIRST_SCREEN_NAME_MARKER.
 */
export const FIRST_SCREEN_TEMPLATE = 'school-dashboard.html';

/** The template in a language: school-dashboard.html, in Hindi school-dashboard.hi.html. */
export function firstScreenTemplateName(locale: Locale): string {
  return FIRST_SCREEN_TEMPLATE.replace(/\.html$/, `${localeSuffix(locale)}.html`);
}
export const FIRST_SCREEN_SLOT = '<!--first-screen-->';
export const FIRST_SCREEN_NAME_MARKER = '\u27e6welcome-name\u27e7';
/** The path the template's `#root[data-prerendered]` names; the API writes the route's own path there. */
export const FIRST_SCREEN_PATH_MARKER = '\u27e6first-screen-path\u27e7';

/**
 * The navigation session: an HttpOnly, SameSite=Strict cookie a school admin's sign-in sets beside
 * the stored token (same token, same expiry, same revocation). The API reads it only to fill the
 * first screen of FIRST_SCREEN_ROUTES, never to authorise an API call.
 */
export const NAVIGATION_SESSION_COOKIE = 'hk_nav';

/** What the dashboard's first screen shows: the same three reads the page makes. */
export interface FirstScreenData {
  schoolCode: string;
  /** Null when the school has no registration row (the page shows its code and dashes). */
  registration: Registration | null;
  mentors: Mentor[];
  teams: Team[];
}

/** The server bundle's export (mfe-school/dist-server/first-screen.js): the page's first screen as HTML, in a language (English when omitted). */
export type RenderFirstScreen = (data: FirstScreenData, locale?: Locale) => string;

/** The server bundle of the school remote, relative to the workspace root. */
export const FIRST_SCREEN_BUNDLE = 'mfe-school/dist-server/first-screen.js';
