import { useCallback, useSyncExternalStore } from 'react';
import {
  activateLocale,
  currentLocale,
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  loadCatalogue,
  onLocaleChange,
  STORAGE_KEYS,
  translate,
  type CatalogueLoader,
  type Locale,
  type MessageId,
  type MessageValues,
  type Namespace,
} from '@hackathon/contracts';
import { readString, writeString } from './storage';

/**
 * The reader's language (issue 24, ADR 0010), one for the whole page: the shell and every remote
 * translate through `@lingui/core`'s shared instance, and this module (a strict singleton, like the
 * session store) decides which language it holds. English ships with the code; each namespace's
 * Hindi is a chunk fetched the first time Hindi is shown, so an English page never downloads it.
 */
// the shared library's own namespaces (@hackathon/contracts loads their English itself)
const hindiLoaders = new Map<Namespace, CatalogueLoader>([
  ['messages', () => import('@hackathon/catalogue/compiled/hi/messages.json')],
  ['api', () => import('@hackathon/catalogue/compiled/hi/api.json')],
  ['labels', () => import('@hackathon/catalogue/compiled/hi/labels.json')],
  ['event', () => import('@hackathon/catalogue/compiled/hi/event.json')],
]);
const hindiLoaded = new Map<Namespace, Promise<void>>();
type ChoiceListener = (locale: Locale) => void;
const choiceListeners = new Set<ChoiceListener>();

/** The namespaces whose Hindi is on its way. */
const settling = new Set<Namespace>();

function loadHindi(namespace: Namespace): Promise<void> {
  let loading = hindiLoaded.get(namespace);
  if (!loading) {
    const loader = hindiLoaders.get(namespace);
    if (!loader) return Promise.resolve();
    settling.add(namespace);
    loading = loader()
      .then(
        (module) => loadCatalogue('hi', module.default),
        (error: unknown) => {
          hindiLoaded.delete(namespace); // a failed download is tried again at the next switch
          throw error;
        },
      )
      .finally(() => settling.delete(namespace));
    hindiLoaded.set(namespace, loading);
  }
  return loading;
}

/**
 * What `<html lang>` says, and the cookie that asks the server for the first HTML of a page in
 * this language (the prerendered pages, the school's first screen); the active catalogue follows
 * once it is loaded.
 */
function reflect(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Null when every registered namespace's catalogue of the active language is here; else a promise
 * that settles when the ones on their way have arrived (or failed): the shell keeps a prerendered
 * Hindi screen on show until then, instead of swapping in the app while its texts are still English.
 */
export function cataloguesArriving(): Promise<void> | null {
  if (settling.size === 0 || (currentLocale() !== 'hi' && storedLanguage() !== 'hi')) return null;
  return Promise.allSettled([...hindiLoaded.values()]).then(() => undefined);
}

/**
 * Makes a namespace's messages available: English now, Hindi from `loadHindiCatalogue` (fetched at
 * once when Hindi is the language already). A remote calls it in the module its screens import
 * `useT` through, so its texts exist before its first render.
 */
export function registerCatalogue(namespace: Namespace, english: Parameters<typeof loadCatalogue>[1], loadHindiCatalogue: CatalogueLoader): void {
  loadCatalogue('en', english);
  if (hindiLoaders.has(namespace)) return;
  hindiLoaders.set(namespace, loadHindiCatalogue);
  if (currentLocale() === 'hi' || storedLanguage() === 'hi') void loadHindi(namespace).catch(() => undefined);
}

/** The language this device chose, or null when it never chose. */
export function storedLanguage(): Locale | null {
  const stored = readString(STORAGE_KEYS.language);
  return isLocale(stored) ? stored : null;
}

/**
 * Switches every text on the page to `locale`, with no reload: fetches the registered namespaces'
 * catalogues first (the texts never show a key), then activates it, sets `<html lang>` and
 * remembers it on the device. `chosen` (the switch, not a restore) also tells the listeners, which
 * save it on the signed-in account.
 */
export async function setLanguage(locale: Locale, { chosen = true, remember = true }: { chosen?: boolean; remember?: boolean } = {}): Promise<void> {
  if (locale === 'hi') await Promise.all([...hindiLoaders.keys()].map(loadHindi));
  activateLocale(locale);
  reflect(locale);
  if (remember) writeString(STORAGE_KEYS.language, locale);
  if (chosen) for (const listener of choiceListeners) listener(locale);
}

/** Called after the reader picks a language on the switch; returns the unsubscribe. */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * The page's first language: the device's choice, else English. English is active at once; Hindi
 * follows as soon as its catalogues arrive (the shell keeps a prerendered Hindi page on show until
 * then: cataloguesArriving).
 */
export function restoreLanguage(shown: Locale | null = null): Promise<void> {
  activateLocale(DEFAULT_LOCALE);
  const stored = shown ?? storedLanguage();
  if (!stored || stored === DEFAULT_LOCALE) {
    reflect(DEFAULT_LOCALE);
    return Promise.resolve();
  }
  // a language shown for a while (a preview frame's) is not remembered as the device's choice
  return setLanguage(stored, { chosen: false, remember: shown === null }).catch(() => reflect(DEFAULT_LOCALE));
}

// counts switches and arrivals of catalogues: a component re-renders on either (subscribed first, so it counts before React looks)
let catalogueVersion = 0;
onLocaleChange(() => {
  catalogueVersion += 1;
});
const snapshot = () => `${currentLocale()}#${catalogueVersion}`;

/** The language of the moment; re-renders the component when it changes or one of its catalogues arrives. */
export function useLanguage(): Locale {
  useSyncExternalStore(onLocaleChange, snapshot, snapshot);
  return currentLocale();
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * `t('landing.hero.title')`: a message in the language of the moment. The component re-renders on a
 * switch (and when a catalogue arrives), so every text it shows follows.
 */
export function useT(): Translate {
  const version = useSyncExternalStore(onLocaleChange, snapshot, snapshot);
  // a new function per version (not per render): memoised children re-render on a switch, not otherwise
  return useCallback<Translate>((id, values) => translate(id, values), [version]);
}
