import { cataloguesArriving } from '@hackathon/session';
import { setPrerenderHandoff } from '@hackathon/ui';

/** However long the page takes (a remote down, a slow phone), the live app shows by then. */
const LONGEST_WAIT_MS = 15_000;

let onShow: string | null = null;

/**
 * Where React renders (ADR 0006, "Third step"). A page the server sent prerendered
 * (`#root[data-prerendered]`) stays on show, untouched, while React renders into a detached
 * element; the first page content to commit (PrerenderHandoff, once the page's catalogues in the
 * reader's language are here), a navigation away from the prerendered path, or the time limit
 * swaps that element in. Otherwise #root itself.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  onShow = root.getAttribute('data-prerendered');
  if (onShow === null) return root;
  const app = document.createElement('div');
  app.id = root.id;
  let shown = false;
  const swap = () => {
    if (shown) return;
    shown = true;
    onShow = null;
    const focusId = root.querySelector('[data-prerender-focus]')?.id;
    root.replaceWith(app);
    document.querySelectorAll('style[data-prerendered]').forEach((style) => style.remove());
    // the field the page focuses on arrival (its autoFocus ran while the app was detached)
    if (focusId && document.activeElement === document.body) document.getElementById(focusId)?.focus();
  };
  // a Hindi copy stays until the app's Hindi texts are here too (else the swap would show English)
  const show = () => {
    const arriving = cataloguesArriving();
    if (arriving) void arriving.then(() => window.requestAnimationFrame(swap));
    else swap();
  };
  setPrerenderHandoff(show);
  window.setTimeout(swap, LONGEST_WAIT_MS);
  return app;
}

/** The path whose prerendered screen is on show, if any. */
export function prerenderedPath(): string | null {
  return onShow;
}
