/**
 * Accessibility checks the journeys run at each screen they reach: axe-core (serious and critical
 * violations fail the journey) and the 360 px phone width (no sideways scroll of the page itself).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Where the screen is still settling: spinners and MUI's fading/transitioning parts. */
async function settle(page: Page): Promise<void> {
  await page
    .locator('.MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // colours must be final while axe reads them: a button re-enabled mid-scan (a refresh ending)
  // would otherwise be caught half way through MUI's colour transition
  await page.evaluate(() => {
    if (document.getElementById('a11y-no-transitions')) return;
    const style = document.createElement('style');
    style.id = 'a11y-no-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }';
    document.head.append(style);
  });
  // entering transitions (dialogs, tabs, toasts) already running finish on their own
  await page.waitForTimeout(250);
}

export interface A11yCheckOptions {
  /** A CSS selector to check alone, e.g. DIALOG: the page behind a modal is checked elsewhere. */
  within?: string;
}

/** An open dialog (or drawer, popover) checked on its own. */
export const DIALOG = { within: '[role="dialog"], [role="presentation"] .MuiPopover-paper' } as const;

/**
 * Runs axe-core on the page as it is (open dialogs included) and fails with a readable list of
 * the serious and critical violations: rule, impact, help, target selectors and a short snippet.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, options: A11yCheckOptions = {}): Promise<void> {
  await settle(page);
  // legacy mode runs in the page itself (no helper page per run): the portal has no iframes to cross;
  // every rule axe runs by default, plus 'label-content-name-mismatch' (experimental, WCAG 2.5.3),
  // and only violations are collected (passes are not worth the time)
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (options.within) builder = builder.include(options.within);
  const results = await builder.analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length === 0) return;
  const lines = failing.flatMap((violation) => [
    `- ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.slice(0, 8).map((node) => {
      const snippet = node.html.replace(/\s+/g, ' ').slice(0, 160);
      const detail = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim().slice(0, 200);
      return `    ${node.target.join(' ')}\n      ${snippet}${detail ? `\n      ${detail}` : ''}`;
    }),
    ...(violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : []),
  ]);
  throw new Error(`axe: ${failing.length} serious/critical violation(s) on "${label}" (${page.url()}):\n${lines.join('\n')}`);
}

export const PHONE = { width: 360, height: 740 } as const;

/**
 * At 360 px wide the page does not scroll sideways (tables may scroll inside their own box) and
 * the given primary actions are visible. Restores the viewport it found.
 */
export async function expectFitsPhoneWidth(page: Page, label: string, primary: Locator[] = []): Promise<void> {
  const before = page.viewportSize();
  if (before?.width !== PHONE.width) await page.setViewportSize(PHONE);
  try {
    await page.waitForTimeout(150);
    const widths = await page.evaluate(() => {
      const doc = document.documentElement;
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getBoundingClientRect().right > doc.clientWidth + 1)
        // inside a box that scrolls or clips on its own (a table's container): not the page's width
        .filter((element) => {
          for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== 'visible') return false;
          }
          return true;
        })
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ').slice(0, 2).join('.')} right=${Math.round(element.getBoundingClientRect().right)}`);
      return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wide };
    });
    if (widths.scrollWidth > PHONE.width + 1) {
      throw new Error(
        `"${label}" scrolls sideways at ${PHONE.width} px (${page.url()}): the page is ${widths.scrollWidth} px wide. Wide elements:\n  ${widths.wide.join('\n  ')}`,
      );
    }
    for (const action of primary) {
      if (!(await action.first().isVisible())) throw new Error(`"${label}" at ${PHONE.width} px: ${String(action)} is not visible (${page.url()}).`);
    }
  } finally {
    if (before && before.width !== PHONE.width) await page.setViewportSize(before);
  }
}
