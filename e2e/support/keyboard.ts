/**
 * Driving a page by keyboard alone: Tab (or Shift+Tab) until a control has focus, and checks that
 * the focused control shows where focus is. Locators only find and check, they never act.
 */
import type { Locator, Page } from 'playwright-core';

/** Whether `target` holds the page's focus. */
async function isFocused(target: Locator): Promise<boolean> {
  const handle = target.first();
  if ((await handle.count()) === 0) return false;
  return handle.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** A short description of the focused element, for failure messages. */
async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.innerText?.slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> ${name}`.trim();
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus; fails after `max` presses with
 * the path focus took, which shows a trap or an unreachable control.
 */
export async function tabTo(page: Page, target: Locator, options: { max?: number; backwards?: boolean } = {}): Promise<void> {
  const max = options.max ?? 40;
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  for (let n = 0; n < max; n += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    path.push(await focusedDescription(page));
  }
  if (await isFocused(target)) return;
  throw new Error(`${key} x${max} never reached ${String(target)} on ${page.url()}. Focus went:\n  ${path.join('\n  ')}`);
}

/** Presses `key` (an arrow) until `target` has focus (tabs, radio groups, menus). */
export async function arrowTo(page: Page, target: Locator, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp', max = 12): Promise<void> {
  for (let n = 0; n < max; n += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await isFocused(target))) throw new Error(`${key} x${max} never reached ${String(target)}; focus is on ${await focusedDescription(page)}`);
}

/**
 * The focused element shows its focus: it matches :focus-visible and draws an outline or a box
 * shadow, or (a text field) its outlined border turns thick; a visually hidden input (a checkbox, the
 * receipt's file input) shows it on the control that draws it.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const verdict = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has focus';
    if (!element.matches(':focus-visible')) return `${element.tagName} has focus but not :focus-visible`;
    const drawn = (target: Element) => {
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // a visually hidden control (a file input inside its button) cannot show focus itself
    const box = element.getBoundingClientRect();
    const seen = box.width > 2 && box.height > 2 && getComputedStyle(element).opacity !== '0';
    if (seen && drawn(element)) return 'ok';
    const field = element.closest('.MuiInputBase-root');
    if (field) {
      const border = field.querySelector('.MuiOutlinedInput-notchedOutline');
      const width = border ? parseFloat(getComputedStyle(border).borderTopWidth) : 0;
      return field.classList.contains('Mui-focused') && width >= 2 ? 'ok' : 'text field without a focus border';
    }
    // a hidden input shows focus on what draws it: a checkbox's ring, the upload button (its label)
    for (const host of [element.closest('.MuiButtonBase-root'), element.closest('label')]) if (host && drawn(host)) return 'ok';
    return `<${element.tagName.toLowerCase()}> ${element.innerText?.slice(0, 40) ?? ''} shows no focus indicator`;
  });
  if (verdict !== 'ok') throw new Error(`Focus is not visible on ${page.url()}: ${verdict}`);
}
