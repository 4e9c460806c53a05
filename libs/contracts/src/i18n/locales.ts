/**
 * The portal's two languages (issue 24). English is the default and the source of every message;
 * Hindi is a complete second catalogue. Numbers, money and dates use the Indian conventions of each
 * (`Intl` with en-IN or hi-IN), always in Western digits.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag `Intl` formats with: Indian grouping (1,00,000), ₹, Western digits. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** Each language's name, written in that language (what the language switch shows). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language an `Accept-Language` header asks for: the highest-weighted of ours, English when it
 * names neither (or is missing, as for an integrator who sends none).
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    const primary = range.split('-')[0];
    if (!isLocale(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/**
 * The cookie that tells the server the device's language (set with the device's choice, issue 24),
 * so a page's first HTML (the prerendered pages, the school's first screen) comes in that language.
 * Not an authorisation or an API input: the API's answers follow `Accept-Language`.
 */
export const LANGUAGE_COOKIE = 'language';

/** The language a `Cookie` header's LANGUAGE_COOKIE names, English when it names none of ours. */
export function languageFromCookies(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}

