/**
 * Issue 25, "Nothing off-screen, no dead ends": every admin section, and every tab of the region
 * and super admin dashboards, at 1366x768 and at 390x844: each visible button's box lies inside
 * the viewport horizontally (Phase Management's Score and the Notifications' View/Delete were off
 * to the right), the participants' chat button is absent, the Teams table starts on the first
 * screen, and a notification row opens its detail by click and by keyboard. Read-only: nothing of
 * the demo data changes.
 */
import type { Page } from 'playwright-core';
import { adminToken, openSection, signedInAdminPage } from '../support/admin';
import { api } from '../support/harness';
import { signedInBackOfficePage } from '../support/back-office';
import { demoRegionAdmin, demoSuperAdmin } from '../support/fixtures';
import { expectVisible } from '../support/flows';

const DESKTOP = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SIZES = [DESKTOP, PHONE] as const;

/** The participants' assistant (shell's ChatAssistant). */
const CHAT_BUTTON = { name: 'Open AI assistant' } as const;

/** Waits until no list, tile or grid of the page is still loading (their spinners are progress bars). */
async function settled(page: Page, label = ''): Promise<void> {
  await page
    // a loading bar has no value; a bar with one is data (a school's share of active teams)
    .waitForFunction(() => document.querySelectorAll('main [role="progressbar"]:not([aria-valuenow])').length === 0, undefined, { timeout: 30_000 })
    .catch(async (error: Error) => {
      const bars = await page.locator('main [role="progressbar"]:not([aria-valuenow])').evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 200)));
      throw new Error(`${label}: still loading after 30 s: ${bars.join(' | ')} (${error.message})`);
    });
}

/**
 * The visible buttons whose box leaves the viewport to the left or right, described for the
 * report. "Visible": a box with a size and not hidden by CSS; clipped by a scrolling parent still
 * counts (a button in a table's hidden columns is exactly what a person cannot reach).
 */
async function buttonsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], a.MuiButton-root'))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"]')) continue;
      // a tab of a scrolling tab bar is reached with its scroll arrows (or the arrow keys): not lost
      if (el.getAttribute('role') === 'tab' && el.closest('.MuiTabs-scrollableX')) continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
        out.push(`"${name}" spans ${Math.round(box.left)}..${Math.round(box.right)} px of ${width}`);
      }
    }
    return out;
  });
}

let problems: string[] = [];
beforeEach(() => {
  problems = [];
});

/**
 * After a resize the page lays itself out again: a list switches between table and cards, and a
 * data grid measures its new width later (a ResizeObserver). Waits until no grid is wider than the
 * window; a grid that stays wider is what the check reports, so the wait gives up quietly.
 */
async function laidOut(page: Page): Promise<void> {
  await page
    .waitForFunction(() => Array.from(document.querySelectorAll('[role="grid"]')).every((grid) => grid.getBoundingClientRect().width <= document.documentElement.clientWidth + 1), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/** The checks of one screen at both sizes; the page ends at the desktop size. */
async function checkScreen(page: Page, label: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page, label);
    await laidOut(page);
    for (const off of await buttonsOffScreen(page)) problems.push(`${label} at ${size.width}x${size.height}: ${off}`);
    if ((await page.getByRole('button', CHAT_BUTTON).count()) > 0) problems.push(`${label} at ${size.width}x${size.height}: the participants' chat button shows`);
  }
  await page.setViewportSize(DESKTOP);
}

function expectNoProblems(): void {
  if (problems.length > 0) throw new Error(`${problems.length} problem(s):\n${problems.join('\n')}`);
}

describe('the back office keeps every control on screen', () => {
  test('admin: every section of /dashboard at 1366x768 and 390x844', async () => {
    const page = await signedInAdminPage();
    await page.setViewportSize(DESKTOP);
    await expectVisible(page.getByTestId('section-overview'));
    // every section the sidebar offers (sections added later are walked too)
    const keys = await page.locator('nav [data-section]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('data-section') ?? ''))].filter(Boolean));
    expect(keys).toEqual(expect.arrayContaining(['overview', 'teams', 'phases', 'notifications']));
    for (const key of keys) {
      if (key === 'overview') await page.goto('/dashboard');
      else await openSection(page, key);
      await expectVisible(page.getByTestId(`section-${key}`));
      await checkScreen(page, `/dashboard ${key}`);
    }
    expectNoProblems();
  });

  test('admin: the Teams table starts on the first screen at 1366x768', async () => {
    const page = await signedInAdminPage();
    await page.setViewportSize(DESKTOP);
    await openSection(page, 'teams');
    const section = page.getByTestId('section-teams');
    await expectVisible(section.getByTestId('team-summary'));
    const header = section.getByRole('grid').getByRole('row').first();
    await expectVisible(header);
    await settled(page);
    const box = await header.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(DESKTOP.height);
  });

  test('admin: a notification row opens its detail by click and by keyboard', async () => {
    // a notification of its own: the demo data has none
    const created = await api('/notifications/create', {
      method: 'POST',
      token: await adminToken(),
      body: { title: `Room change ${Date.now().toString(36)}`, message: 'The zonal round moves to Hall B.', type: 'info', priority: 'medium' },
    });
    expect(created.status).toBe(201);
    const page = await signedInAdminPage();
    await page.setViewportSize(DESKTOP);
    await openSection(page, 'notifications');
    const grid = page.getByTestId('section-notifications').getByRole('grid');
    const row = grid.getByRole('row').nth(1);
    await expectVisible(row);
    const title = ((await row.getByRole('gridcell').first().locator('p').first().textContent()) ?? '').trim();
    expect(title).not.toBe('');

    // a click on the row (not on its View button)
    await row.getByRole('gridcell').nth(1).click();
    const detail = page.getByRole('dialog', { name: title });
    await expectVisible(detail);
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await detail.waitFor({ state: 'detached' });

    // Enter on a focused cell of the row
    await row.getByRole('gridcell').nth(2).focus();
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('dialog', { name: title }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: title }).waitFor({ state: 'detached' });

    // the list is left as it was for the other journeys
    const id = (created.body.data as { _id: string })._id;
    expect((await api(`/notifications/admin/${id}`, { method: 'DELETE', token: await adminToken() })).status).toBe(200);
  });

  const BACK_OFFICE: Array<[string, () => { username: string; password: string }, string]> = [
    ['region admin', demoRegionAdmin, '/region-admin-dashboard'],
    ['super admin', demoSuperAdmin, '/super-admin-dashboard'],
  ];
  test.each(BACK_OFFICE)('%s: every tab of its dashboard at 1366x768 and 390x844', async (_who, account, path) => {
    const page = await signedInBackOfficePage(account(), path);
    await page.setViewportSize(DESKTOP);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expectVisible(tabs.first());
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      const tab = tabs.nth(i);
      const label = ((await tab.textContent()) ?? `tab ${i + 1}`).trim();
      await tab.click();
      await expectVisible(page.getByRole('tabpanel').first());
      await checkScreen(page, `${path} ${label}`);
    }
    expectNoProblems();
  });
});
