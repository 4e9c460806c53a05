import { setPrerenderHandoff } from '@hackathon/ui';

/** However long the page takes (a remote down, a slow phone), the live app shows by then. */
const LONGEST_WAIT_MS = 15_000;

let onShow: string | null = null;

/**
 * Where React renders (ADR 0006, "Third step"). A page the server sent prerendered
 * (`#root[data-prerendered]`) stays on show, untouched, while React renders into a detached
 * element; the first page content to commit (PrerenderHandoff), a navigation away from the
 * prerendered path, or the time limit swaps that element in. Otherwise #root itself.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  onShow = root.getAttribute('data-prerendered');
  if (onShow === null) return root;
  const app = document.createElement('div');
  app.id = root.id;
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    onShow = null;
    const focusId = root.querySelector('[data-prerender-focus]')?.id;
    root.replaceWith(app);
    document.querySelectorAll('style[data-prerendered]').forEach((style) => style.remove());
    // the field the page focuses on arrival (its autoFocus ran while the app was detached)
    if (focusId && document.activeElement === document.body) document.getElementById(focusId)?.focus();
  };
  setPrerenderHandoff(show);
  window.setTimeout(show, LONGEST_WAIT_MS);
  return app;
}

/** The path whose prerendered screen is on show, if any. */
export function prerenderedPath(): string | null {
  return onShow;
}
