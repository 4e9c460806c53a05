import type { SiteContent } from './content';

/**
 * The published content (issue 25), once applied: what EVENT (event.ts) reads. Kept on globalThis:
 * every container bundles its own copy of this library, and the shell applies the content once for
 * all of them. Its own module, so that the shell, which applies the content and reads none of it,
 * does not carry the event configuration (ADR 0006, weight).
 */
const CONTENT_SLOT = Symbol.for('hackathon.siteContent');
interface ContentSlot {
  content: SiteContent | null;
  /** The published version's hash (PublishedContent.hash), when the content came from one. */
  hash: string | null;
  /** Grows at every apply: a reader that built something from the content knows to build again. */
  stamp: number;
}
/** The slot itself: event.ts's getters only (not in the library's index). */
export function contentSlot(): ContentSlot {
  const holder = globalThis as unknown as Record<symbol, ContentSlot | undefined>;
  return (holder[CONTENT_SLOT] ??= { content: null, hash: null, stamp: 0 });
}
/** Makes `content` what EVENT says (null: the first edition's defaults from the catalogue). */
export function applySiteContent(content: SiteContent | null, hash: string | null = null): void {
  const slot = contentSlot();
  slot.content = content;
  slot.hash = hash;
  slot.stamp += 1;
}
/** The hash of the published version applied (the API's static pages compare it with their prerender's). */
export function appliedSiteContentHash(): string | null {
  return contentSlot().hash;
}
export function appliedSiteContent(): SiteContent | null {
  return contentSlot().content;
}
export function siteContentStamp(): number {
  return contentSlot().stamp;
}
/**
 * `read` with EVENT saying `content` (the API's server render of the landing with the live counts
 * filled in); the applied content, hash and stamp are as before once it returns. For synchronous
 * reads only (renderToString): nothing else runs meanwhile.
 */
export function readWithSiteContent<T>(content: SiteContent, read: () => T): T {
  const slot = contentSlot();
  const applied = slot.content;
  slot.content = content;
  try {
    return read();
  } finally {
    slot.content = applied;
  }
}
