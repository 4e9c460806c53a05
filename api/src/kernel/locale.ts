import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { isLocale, loadServerCatalogues, negotiateLocale, setLocaleResolver, DEFAULT_LOCALE, type Locale } from '@hackathon/contracts';

/**
 * The language the API speaks (issue 24, ADR 0010): each request runs in a scope holding the
 * language its `Accept-Language` asks for (English when it names neither, as for an integrator who
 * sends none), and every message rendered inside it (API_MSG, MSG, the catalogue) is in that
 * language. Machine codes (`error`) never change.
 */
const scope = new AsyncLocalStorage<{ locale: Locale }>();

loadServerCatalogues();
setLocaleResolver(() => scope.getStore()?.locale);

/** Express middleware: the request's language, told back in `Content-Language`; caches keep one answer per language. */
export function requestLocale(req: Request, res: Response, next: NextFunction): void {
  const locale = negotiateLocale(req.headers['accept-language']);
  res.setHeader('Content-Language', locale);
  res.vary('Accept-Language');
  scope.run({ locale }, next);
}

/** Runs `work` (and what it awaits) in `locale`: a mail or notice written for an account in that account's language. */
export function inLocale<T>(locale: string | null | undefined, work: () => T): T {
  return scope.run({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE }, work);
}

/** The language of the request being answered (English outside one). */
export function currentRequestLocale(): Locale {
  return scope.getStore()?.locale ?? DEFAULT_LOCALE;
}
