import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from './locales';
import type { CompiledCatalogue } from './catalogue-types';

/**
 * Every message goes through here (ADR 0010): one Lingui instance, `@lingui/core`'s own, which the
 * module federation shares as one copy in the page, so the shell's language switch reaches every
 * remote. In the browser the active language is that instance's; on the API a resolver gives the
 * language of the request being answered (AsyncLocalStorage), and the instance is switched to it
 * for the synchronous moment a message is rendered.
 */
let resolveLocale: (() => Locale | undefined) | null = null;

/**
 * Every English message loaded in the page, one object for all containers (each bundles its own
 * copy of this file): what a key shows while its Hindi chunk is still on the way.
 */
const ENGLISH_KEY = Symbol.for('@hackathon/contracts:english-messages');
const english: Messages = ((globalThis as Record<symbol, Messages | undefined>)[ENGLISH_KEY] ??= {});

/** The API's hook: which language the current request wants (undefined outside a request). */
export function setLocaleResolver(resolver: (() => Locale | undefined) | null): void {
  resolveLocale = resolver;
}

/** Adds a compiled catalogue to the shared instance (merged with what that language already has). */
export function loadCatalogue(locale: Locale, catalogue: CompiledCatalogue): void {
  // a compiled catalogue's JSON (@hackathon/catalogue) is Lingui's Messages; its inferred type is wider
  const messages = catalogue as Messages;
  if (locale === DEFAULT_LOCALE) Object.assign(english, messages);
  i18n.load(locale, messages);
  if (!i18n.locale) activateLocale(DEFAULT_LOCALE);
}

/** Makes `locale` the language of every later message (the browser's switch). */
export function activateLocale(locale: Locale): void {
  if (i18n.locale !== locale) i18n.activate(locale, [INTL_LOCALE[locale]]);
}

/** The language messages are rendered in right now. */
export function currentLocale(): Locale {
  // a process with a resolver (the API) speaks English outside a request, whatever it said last
  if (resolveLocale) return resolveLocale() ?? DEFAULT_LOCALE;
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Runs `read` with messages rendered in `locale`, then gives back the language there was (tests, build tools). */
export function readInLocale<T>(locale: Locale, read: () => T): T {
  const resolver = resolveLocale;
  const before = currentLocale();
  setLocaleResolver(() => locale);
  try {
    return read();
  } finally {
    setLocaleResolver(resolver);
    activateLocale(before);
  }
}

/** Calls `listener` after every language switch; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}

export type MessageValues = Record<string, string | number | boolean | null | undefined>;

/** Every English message the process has loaded (for relocalize.ts). */
export function englishMessages(): Readonly<Messages> {
  return english;
}

/** The message `id` in the current language, with its placeholders filled in (English until that language's catalogue has it). */
export function translate(id: string, values?: MessageValues): string {
  activateLocale(currentLocale());
  // Lingui renders `message` (compiled) when the active catalogue lacks the key
  return i18n._(id, values as Record<string, unknown> | undefined, { message: english[id] as string | undefined });
}
