/**
 * Issue 25, a selection that survives: two new schools of one region submit their payment proof
 * (set up through the API, as the school's own screens would). The super admin opens Payment
 * Verification, finds the region filter offering all 25 regions, picks the first payment in one
 * search and the second in another search (the selection and its count survive the second search,
 * which says one picked payment is out of sight), and bulk-verifies exactly those two: the confirm
 * dialog names both schools. The region admin of that region is offered its own region only.
 * The journey only touches the payments it creates.
 */
import { KVS_REGIONS, PAYMENT_VERIFICATION_MSG, PAYMENT_VERIFICATION_TEXT, translate } from '@hackathon/contracts';
import type { Locator, Page } from 'playwright-core';
import { regionWithUnregisteredSchools, signedInBackOfficePage, submittedPayment, superAdminToken, unregisteredSchoolsOf, type SubmittedPayment } from '../support/back-office';
import { demoRegionAdmin, demoRegionAdmins, demoSuperAdmin } from '../support/fixtures';
import { expectVisible, toastText } from '../support/flows';
import { api } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';
// loads every namespace of the catalogue, so `translate` reads the back office's words too
import '../support/i18n';

const REGION_NAMES = KVS_REGIONS.map((region) => region.name);

/** The table row of a payment (the grid renders rows as role=row). */
function rowOf(panel: Locator, payment: SubmittedPayment): Locator {
  return panel.getByRole('row').filter({ hasText: payment.school.school.kvCode }).filter({ hasText: payment.referenceNumber });
}

/** Opens Payment Verification on a region or super admin dashboard; its panel. */
async function paymentsPanel(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Payment Verification', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'payments');
  const panel = page.getByTestId('tab-payments');
  await expectVisible(panel.getByRole('heading', { name: PAYMENT_VERIFICATION_TEXT.title }));
  return panel;
}

/** The region filter's choices as the open dropdown lists them (then closed again with Escape). */
async function regionChoices(page: Page, panel: Locator): Promise<string[]> {
  const region = panel.getByRole('combobox', { name: 'Region', exact: true });
  await expectVisible(region);
  await region.click();
  const listbox = page.getByRole('listbox');
  await expectVisible(listbox.getByRole('option').last());
  const options = (await listbox.getByRole('option').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return options;
}

/** Types a search and waits for the server's answer to it. */
async function search(page: Page, panel: Locator, term: string): Promise<void> {
  const answered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/payment-verification/list' && url.searchParams.get('search') === term;
  });
  await panel.getByRole('textbox', { name: PAYMENT_VERIFICATION_TEXT.searchPlaceholder }).or(panel.locator('input[type="search"]')).first().fill(term);
  await answered;
}

describe('payment selection across searches', () => {
  test('the super admin bulk-verifies payments picked in two searches; the region filter offers the 25 regions, a region admin its own', async () => {
    // ---- set-up (API): two new schools of one region that has a seeded region admin, each with a submitted payment
    const seeded = demoRegionAdmins()
      .map((admin) => admin.region)
      .filter((name): name is string => Boolean(name));
    const region = await regionWithUnregisteredSchools(2, [demoRegionAdmin().region ?? '', ...seeded].filter(Boolean));
    const regionAdmin = demoRegionAdmins().find((admin) => admin.region === region);
    if (!regionAdmin) throw new Error(`No seeded region admin for ${region}`);
    const schools = await unregisteredSchoolsOf(region, 2);
    const stamp = `SEL${Date.now().toString(36).toUpperCase()}`;
    const [first, second] = await Promise.all(
      schools.map((school, index) => submittedPayment(school, 'png', { referenceNumber: `${stamp}R${index + 1}`, receiptNumber: `${stamp}U${index + 1}` })),
    );

    // ---- the super admin: the region filter lists every region
    const page = await signedInBackOfficePage(demoSuperAdmin(), '/super-admin-dashboard');
    const panel = await paymentsPanel(page);
    const offered = await regionChoices(page, panel);
    expect(offered.filter((option) => REGION_NAMES.includes(option)).sort()).toEqual([...REGION_NAMES].sort());
    expect(offered).toEqual(expect.arrayContaining(['NORTH', 'NORTHEAST']));

    // ---- first search: pick the first payment
    const count = panel.getByTestId('selected-count');
    await search(page, panel, first!.referenceNumber);
    await expectVisible(rowOf(panel, first!));
    await rowOf(panel, first!).getByRole('checkbox').check();
    await expectVisible(count.filter({ hasText: PAYMENT_VERIFICATION_TEXT.selected(1) }));

    // ---- second search: the first is out of sight, still selected and counted; pick the second
    await search(page, panel, second!.referenceNumber);
    await expectVisible(rowOf(panel, second!));
    await rowOf(panel, first!).waitFor({ state: 'detached' });
    await expectVisible(count.filter({ hasText: PAYMENT_VERIFICATION_TEXT.selected(1) }));
    await expectVisible(panel.getByTestId('selection-off-page').filter({ hasText: translate('backoffice.paymentSelection.offPage', { n: 1 }) }));
    await rowOf(panel, second!).getByRole('checkbox').check();
    await expectVisible(count.filter({ hasText: PAYMENT_VERIFICATION_TEXT.selected(2) }));
    await expectNoSeriousA11yViolations(page, 'Payment Verification with a selection over two searches');

    // ---- Bulk Verify: the dialog names both schools; exactly those two are verified
    const bulk = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/payment-verification/bulk-verify');
    await panel.getByRole('button', { name: PAYMENT_VERIFICATION_TEXT.bulkVerify }).click();
    const confirm = page.getByRole('dialog', { name: PAYMENT_VERIFICATION_TEXT.confirmTitle('verify', 2) });
    await expectVisible(confirm.getByText(PAYMENT_VERIFICATION_TEXT.confirmMessage('verify', 2)));
    const named = confirm.getByTestId('verdict-schools');
    await expectVisible(named.filter({ hasText: `KV ${first!.school.school.kvCode}` }).filter({ hasText: `KV ${second!.school.school.kvCode}` }));
    await expectNoSeriousA11yViolations(page, 'Bulk Verify dialog of a selection over two searches', DIALOG);
    await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
    expect(((await bulk).postDataJSON() as { registrationIds: string[] }).registrationIds.sort()).toEqual([first!.registrationId, second!.registrationId].sort());
    await expectVisible(toastText(page, PAYMENT_VERIFICATION_MSG.successVerified(2)));
    await confirm.waitFor({ state: 'detached' });
    await expectVisible(count.filter({ hasText: PAYMENT_VERIFICATION_TEXT.selected(0) }));

    // both show Verified under a search for the journey's stamp, and the server agrees
    await search(page, panel, stamp);
    for (const payment of [first!, second!]) await expectVisible(rowOf(panel, payment).getByText('Verified', { exact: true }));
    const token = await superAdminToken();
    for (const payment of [first!, second!]) {
      const listed = await api<{ submissions: Array<{ _id: string; paymentStatus: string }> }>(`/payment-verification/list?search=${encodeURIComponent(payment.referenceNumber)}`, { token });
      expect(listed.body.data?.submissions.find((row) => row._id === payment.registrationId)?.paymentStatus).toBe('verified');
    }

    // ---- the region admin of that region: its own region is the only choice
    const regional = await signedInBackOfficePage(regionAdmin, '/region-admin-dashboard');
    const regionalPanel = await paymentsPanel(regional);
    const own = await regionChoices(regional, regionalPanel);
    expect(own.filter((option) => option !== translate('listText.all'))).toEqual([region]);
  });
});
