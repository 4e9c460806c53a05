/** Throwaway: screenshots of every admin section at 1280 px (run with --testMatch). */
import { gridRow, openSection, signedInAdminPage } from '../support/admin';
import { expectVisible } from '../support/flows';

const SECTIONS = ['overview', 'registration', 'teams', 'phases', 'students', 'schools', 'mentors', 'notifications', 'payment-verification', 'activity'];

test('shots', async () => {
  const page = await signedInAdminPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const key of SECTIONS) {
    await openSection(page, key);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots6/${key}.png`, fullPage: true });
  }
  // cards view of teams
  await openSection(page, 'teams');
  await page.getByRole('button', { name: 'Cards' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots6/teams-cards.png', fullPage: false });
  await page.getByRole('button', { name: 'Table' }).click();
  // team detail + edit + assign
  await gridRow(page, /A\w+/).nth(1).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots6/team-detail.png' });
  await page.getByRole('button', { name: 'Edit Team' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/shots6/team-edit.png' });
  await page.getByRole('dialog', { name: 'Edit Team' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Assign Mentor' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots6/team-assign.png' });
  await page.getByRole('dialog', { name: 'Assign Mentor' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.waitForTimeout(500);
  // registration details and edit pages
  await openSection(page, 'registration');
  await gridRow(page, /@/).nth(1).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots6/registration-detail.png' });
  await page.getByRole('button', { name: 'Open Page' }).click();
  await expectVisible(page.getByRole('link', { name: 'Back to Dashboard' }));
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots6/registration-page.png', fullPage: true });
  await page.getByRole('link', { name: 'Edit Registration' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots6/registration-edit.png', fullPage: true });
  // phases: auto-eliminate dialog, notifications: create dialog
  await page.goto('/dashboard?section=phases');
  await page.getByRole('button', { name: 'Auto-Eliminate' }).click();
  await page.getByLabel(/^Score threshold/).fill('50');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/shots6/phases-auto-eliminate.png' });
  await page.keyboard.press('Escape');
  await openSection(page, 'notifications');
  await page.getByTestId('section-notifications').getByRole('button', { name: 'Create Notification' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/shots6/notifications-create.png' });
  await page.keyboard.press('Escape');
  // collapsed sidebar
  await openSection(page, 'overview');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shots6/overview-collapsed.png', fullPage: true });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
}, 180_000);
