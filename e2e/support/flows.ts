/** UI steps several journeys share, written with role and label locators (the spec's words). */
import type { Locator, Page } from 'playwright-core';

/** /login: email, password, 'Sign in'. */
export async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** /team-login: Team ID, password, 'Sign in'; a team lands on /simple-team. */
export async function signInOnTeamLoginPage(page: Page, teamId: string, password: string): Promise<void> {
  await page.goto('/team-login');
  await page.getByLabel(/^Team ID/i).fill(teamId);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/simple-team');
}

/** Waits until the browser is on `pathname` (client-side navigation included). */
export async function expectPath(page: Page, pathname: string, timeout = 30_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** Fails with a readable message unless the locator shows up (visible) within the timeout. */
export async function expectVisible(locator: Locator, timeout = 20_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    const page = locator.page();
    const body = (await page.locator('body').innerText().catch(() => '')).slice(0, 1500);
    throw new Error(`Expected ${String(locator)} to be visible on ${page.url()}. The page shows:\n${body}`);
  }
}

/** Picks `option` in the MUI select labelled `label` (inside `scope`: a dialog, a form). */
export async function selectOption(scope: Page | Locator, label: RegExp | string, option: string | RegExp): Promise<void> {
  await scope.getByLabel(label).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  // the listbox closes before the next field is used
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The toast (or inline alert) with exactly this text. */
export function toastText(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });
}
