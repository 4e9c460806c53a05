import { useLayoutEffect } from 'react';

/**
 * The hand-off from a prerendered first screen to the app (ADR 0006, "Third step"). When the
 * server sends a page's HTML prerendered at build time, the shell renders the app into a detached
 * element and registers here how to swap it in; the page, once its content has rendered, calls
 * it. One module instance for the shell and every remote: this file is a shared singleton.
 */
let pending: (() => void) | null = null;

/** The shell: what showing the app takes (called at most once). */
export function setPrerenderHandoff(handoff: (() => void) | null): void {
  pending = handoff;
}

/** A prerendered screen is on show: the app's first render should match it whole. */
export function isPrerenderOnShow(): boolean {
  return pending !== null;
}

/** Shows the app in place of the prerendered screen, if there is one still on show. */
export function handOffPrerender(): void {
  const handoff = pending;
  pending = null;
  handoff?.();
}

/**
 * Rendered beside a page's content, inside the Suspense boundary that waits for it: its layout
 * effect runs in the commit that first shows the content, before the browser paints, so the
 * prerendered screen and the live one swap without a blank frame.
 */
export function PrerenderHandoff(): null {
  useLayoutEffect(() => {
    handOffPrerender();
  }, []);
  return null;
}
