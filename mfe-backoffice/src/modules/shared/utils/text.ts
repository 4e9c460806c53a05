import { translate, type MessageId, type MessageValues } from '@hackathon/contracts';
// registers the back office's catalogues before any message below is read
import '../../../i18n';

/**
 * A message in the language of the moment, for code that runs outside a render (toasts in mutation
 * callbacks, pure helpers called while rendering). Components use `useT` from src/i18n.ts instead.
 */
export function tr(id: MessageId, values?: MessageValues): string {
  return translate(id, values);
}

/**
 * `base` with each of `texts` as a property read in the language of the moment (a getter): the
 * labels of module-level tables (tabs, tiles, filters) follow the language switch without changing
 * the tables' shape. Spreading such an object copies the text of that moment: build a new one instead.
 */
export function withTexts<T extends object, K extends string>(base: T, texts: Record<K, () => string>): T & { readonly [P in K]: string } {
  const result = { ...base } as T & { readonly [P in K]: string };
  for (const [name, read] of Object.entries(texts) as [K, () => string][]) {
    Object.defineProperty(result, name, { get: read, enumerable: true, configurable: true });
  }
  return result;
}

/** `withTexts(base, { label: () => tr(id, values) })`: the common case of one translated label. */
export function labelled<T extends object>(base: T, id: MessageId, values?: MessageValues): T & { readonly label: string } {
  return withTexts(base, { label: () => tr(id, values) });
}

/** A record whose values are messages read at each access (`SCHOOL_STATUS_LABEL[status]`). */
export function textRecord<K extends string>(ids: Record<K, MessageId>): Readonly<Record<K, string>> {
  const result = {} as Record<K, string>;
  for (const [name, id] of Object.entries(ids) as [K, MessageId][]) {
    Object.defineProperty(result, name, { get: () => tr(id), enumerable: true, configurable: true });
  }
  return result;
}
