import { currentLocale, englishMessages, translate, type MessageValues } from './translate';
import { DEFAULT_LOCALE } from './locales';

type Matcher = { key: string; pattern: RegExp; names: string[] };

let indexedSize = -1;
let exact = new Map<string, string>();
let patterns: Matcher[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Indexes the English messages by their text: plain ones exactly, ones with simple placeholders by a pattern. */
function index(): void {
  const messages = englishMessages();
  const keys = Object.keys(messages);
  if (keys.length === indexedSize) return;
  indexedSize = keys.length;
  exact = new Map();
  patterns = [];
  for (const key of keys) {
    const tokens = messages[key] as string | ReadonlyArray<string | readonly unknown[]>;
    if (typeof tokens === 'string') {
      if (!exact.has(tokens)) exact.set(tokens, key);
      continue;
    }
    if (tokens.every((token) => typeof token === 'string')) {
      const text = tokens.join('');
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    // only `{name}` placeholders (no plural or select) can be read back
    if (!tokens.every((token) => typeof token === 'string' || (Array.isArray(token) && token.length === 1))) continue;
    const names: string[] = [];
    const source = tokens.map((token) => (typeof token === 'string' ? escape(token) : (names.push(String(token[0])), '(.+?)'))).join('');
    patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
}

/**
 * An English message, in the current language: for texts fixed in English before any request
 * (class-validator decorators' messages are evaluated once, at start). The text is found back in
 * the English catalogue and rendered again; a text that is not a catalogue message is returned as is.
 */
export function relocalize(text: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return text;
  index();
  const key = exact.get(text);
  if (key) return translate(key);
  for (const { key: patternKey, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: MessageValues = {};
    names.forEach((name, i) => (values[name] = match[i + 1]));
    return translate(patternKey, values);
  }
  return text;
}
