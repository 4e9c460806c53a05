/**
 * Runs in the page (Chromium, through playwright's evaluate) on the live app's #root and returns
 * its markup made fit to be shown before the app starts: form controls disabled (the app's own
 * take their place once it runs, so nothing typed is lost; links stay plain links that work),
 * volatile text (`data-prerender="volatile"`, e.g. the countdown) as dashes, no autofocus. The
 * field that had the focus is marked `data-prerender-focus`: the shell focuses the app's own
 * field of that id when it takes over (React's autoFocus cannot focus a detached element).
 * Self-contained: its source is sent to the browser as is, so it imports nothing.
 */
export function freezeForPrerender(root: Element): string {
  const active = root.ownerDocument.activeElement;
  const focused = active && active !== root && root.contains(active) && active.id ? active : null;
  focused?.setAttribute('data-prerender-focus', '');
  const copy = root.cloneNode(true) as Element;
  focused?.removeAttribute('data-prerender-focus');
  copy.querySelectorAll('script, noscript').forEach((node) => node.remove());
  copy.querySelectorAll('input, button, select, textarea, fieldset').forEach((control) => control.setAttribute('disabled', ''));
  copy.querySelectorAll('[autofocus]').forEach((node) => node.removeAttribute('autofocus'));
  copy.querySelectorAll('[data-prerender="volatile"]').forEach((node) => {
    node.textContent = '--';
  });
  return copy.innerHTML;
}

/** Every rule of the page's <style> sheets, one string each (emotion inserts them through the CSSOM, not as text). */
export function collectInlineCss(doc: Document): string[] {
  const rules: string[] = [];
  for (const style of Array.from(doc.querySelectorAll('style'))) {
    for (const rule of Array.from(style.sheet?.cssRules ?? [])) rules.push(rule.cssText);
  }
  return rules;
}
