import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import {
  DEFAULT_LOCALE,
  FIRST_SCREEN_NAME_MARKER,
  FIRST_SCREEN_PATH_MARKER,
  FIRST_SCREEN_ROUTES,
  FIRST_SCREEN_SLOT,
  type FirstScreenData,
  languageFromCookies,
  LOCALES,
  type Locale,
  type RenderFirstScreen,
  type SessionUser,
  welcomeName,
} from '@hackathon/contracts';
import type { AuthUser } from '../auth/auth-user';
import { navigationToken, verifyNavigationToken } from '../auth/navigation-session';
import { escapeHtml } from '../common/html';
import { loadRenderer, loadTemplate, watchedFile, type ServerRenderFiles } from './server-render';

/** The filled page holds one school's data: never stored, and never reused for another cookie. */
export const FIRST_SCREEN_CACHE_CONTROL = 'private, no-store';

/**
 * The dashboard's reads for a school admin, under the token's own scope, through the services the
 * API's routes use. Provided by the first-screen feature module (modules/first-screen): the web
 * layer is infrastructure and never imports a feature module (ADR 0004).
 */
export interface FirstScreenReader {
  read(user: AuthUser): Promise<{ data: FirstScreenData; account: Pick<SessionUser, 'fullName' | 'email'> }>;
}
export const FIRST_SCREEN_READER = Symbol('FIRST_SCREEN_READER');

export function isFirstScreenRoute(path: string): boolean {
  return (FIRST_SCREEN_ROUTES as readonly string[]).includes(path);
}

/**
 * The school admin's dashboard with its first screen filled in (ADR 0006, fourth step): for a
 * navigation to a FIRST_SCREEN_ROUTES path carrying the navigation session cookie of a school
 * admin, the dashboard's three reads (registration, mentors, teams) under the token's own scope,
 * through the services the API's routes use, rendered by the school remote's server bundle into
 * the prerendered template. Anything else (no or refused cookie, another role, nothing built, a
 * failed read or render) calls `fallback`: the bare index.html, as before.
 */
export function firstScreen(app: NestExpressApplication, files: ServerRenderFiles): (req: Request, res: Response, fallback: () => void) => Promise<void> {
  const logger = new Logger('FirstScreen');
  const templates = new Map(LOCALES.map((locale) => [locale, watchedFile(files.template(locale), loadTemplate, logger)] as const));
  const renderer = watchedFile(files.bundle, (file) => loadRenderer<RenderFirstScreen>(file, 'renderFirstScreen'), logger);
  const reader = app.get<symbol, FirstScreenReader>(FIRST_SCREEN_READER, { strict: false });

  async function fill(path: string, token: string, requested: Locale): Promise<string | null> {
    // the device's language (its cookie); English while that language's template is not built
    const locale = files.templateIsCurrent(requested) ? requested : DEFAULT_LOCALE;
    const page = files.templateIsCurrent(locale) ? (templates.get(locale)?.() ?? null) : null;
    const render = page === null ? null : renderer();
    if (page === null || render === null) return null;
    const user = await verifyNavigationToken(token);
    if (!user || user.role !== 'school_admin' || !user.schoolCode) return null;
    const { data, account } = await reader.read(user);
    const content = render(data, locale);
    if (typeof content !== 'string') throw new Error('renderFirstScreen returned no string');
    // split/join and a replacer function: a `$` in a name or a team's name is text, not a pattern
    return page
      .split(FIRST_SCREEN_PATH_MARKER)
      .join(path)
      .split(FIRST_SCREEN_NAME_MARKER)
      .join(escapeHtml(welcomeName(account)))
      .replace(FIRST_SCREEN_SLOT, () => content);
  }

  return async (req, res, fallback) => {
    const token = navigationToken(req);
    let html: string | null = null;
    if (token) {
      try {
        html = await fill(req.path, token, languageFromCookies(req.headers.cookie));
      } catch (error) {
        logger.warn(`${req.path}: first screen not filled, serving index.html (${String(error)})`);
      }
    }
    if (html === null) return fallback();
    res.setHeader('Cache-Control', FIRST_SCREEN_CACHE_CONTROL);
    res.vary('Cookie');
    // compressed on the fly by the app's compression middleware (bootstrap.ts), like API answers
    res.type('html').send(html);
  };
}
