import { translate } from './translate';

type Prefixed<Keys, Prefix extends string> = Keys extends `${Prefix}.${infer Name}` ? Name : never;

/**
 * A message table read like a plain object (`MSG.loginSuccess`): each message without placeholders
 * is a getter that renders it in the current language; messages with placeholders are the functions
 * given in `withValues`. The English catalogue's keys decide which names exist.
 */
export function messageTable<Catalogue extends object, Prefix extends string, Functions extends object>(
  catalogue: Catalogue,
  prefix: Prefix,
  withValues: Functions,
): { readonly [K in Exclude<Prefixed<keyof Catalogue, Prefix>, keyof Functions>]: string } & Functions {
  const table = { ...withValues } as Record<string, unknown>;
  for (const key of Object.keys(catalogue)) {
    if (!key.startsWith(`${prefix}.`)) continue;
    const name = key.slice(prefix.length + 1);
    if (name in table) continue;
    Object.defineProperty(table, name, { get: () => translate(key), enumerable: true });
  }
  return Object.freeze(table) as never;
}
