import type { ReactNode } from 'react';

/** What a message's placeholder is given when an element (a link, a bold e-mail) stands in its place. */
export const SLOT = '\u0000';

/**
 * A translated sentence with one element inside it: `text` is the message rendered with `SLOT` as
 * the placeholder's value, so each language puts the element where its word order wants it.
 */
export function withElement(text: string, element: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + SLOT.length)}
    </>
  );
}
