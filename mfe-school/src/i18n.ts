import { createElement, Fragment, type ReactNode } from 'react';
import english from '@hackathon/catalogue/compiled/en/school.json';
import { translate, type MessageId, type MessageValues } from '@hackathon/contracts';
import { registerCatalogue } from '@hackathon/session';

/**
 * The `school` namespace: the school admin's dashboard (ADR 0010). Every file of this remote that
 * shows text imports `useT` (or `translate`) through here, so the catalogue is registered before its
 * first render.
 */
registerCatalogue('school', english, () => import('@hackathon/catalogue/compiled/hi/school.json'));

export { useLanguage, useT } from '@hackathon/session';
export type { Translate } from '@hackathon/session';
export { translate };

/**
 * A table of labels read in the language of the moment: `LABEL[value]` translates its key each time
 * it is read (for the label tables the rules and their tests index by value).
 */
export function labelTable<K extends string>(keys: Record<K, MessageId>): Record<K, string> {
  const table = {} as Record<K, string>;
  for (const key of Object.keys(keys) as K[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => translate(keys[key]) });
  }
  return table;
}

// private-use characters around a placeholder's name: no message contains them
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKED = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/** Marker values for the placeholders `nodes` fills: `t(id, { ...values, ...slots(nodes) })`. */
export function slots(nodes: Record<string, ReactNode>): MessageValues {
  return Object.fromEntries(Object.keys(nodes).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
}

/**
 * A message with React nodes in some of its placeholders ('Delete mentor <strong>{name}</strong>?'):
 * the whole sentence is translated once (with `slots(nodes)` among its values), then the nodes
 * take their placeholders' places.
 */
export function withNodes(message: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return message.split(MARKED).map((part, index) => createElement(Fragment, { key: index }, index % 2 === 1 ? nodes[part] : part));
}
