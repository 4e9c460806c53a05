/**
 * What this library's message tables are built with (issue 24): the English `labels` catalogue
 * (loaded here, so a bundle that takes one table has its English; the specs' messages, MSG, and the
 * API's, API_MSG, are the `messages` and `api` namespaces, loaded by their own modules), a
 * typed `message(key, values)`, and helpers for tables read like plain objects whose texts follow
 * the language of the moment. Not exported from the library's index: the tables are.
 */
import english from '@hackathon/catalogue/compiled/en/labels.json';
import { messageTable } from './i18n/define';
import { loadCatalogue, translate, type MessageValues } from './i18n/translate';

loadCatalogue('en', english);

export { english, messageTable };

export type MessageKey = keyof typeof english;

/** The message `key` of the `labels` catalogue in the current language. */
export function message(key: MessageKey, values?: MessageValues): string {
  return translate(key, values);
}

/**
 * `base` (a messageTable) with more members: getters (`get tooManyRows() { ... }`) for texts that
 * take a library constant, or texts of another table (MSG). Getters stay getters (read when used).
 */
export function withMembers<Base extends object, Extra extends object>(base: Base, extra: Extra): Base & Extra {
  const table = Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(extra) });
  return Object.freeze(table) as Base & Extra;
}

/** A label per machine value (`{ jr: 'category.jr' }`), each read in the current language. */
export function labelTable<Value extends string | number>(keys: Record<Value, MessageKey>): Readonly<Record<Value, string>> {
  const table = {} as Record<Value, string>;
  for (const [value, key] of Object.entries(keys) as [string, MessageKey][]) {
    Object.defineProperty(table, value, { get: () => message(key), enumerable: true });
  }
  return Object.freeze(table);
}
