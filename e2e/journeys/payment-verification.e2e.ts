/**
 * Payment verification, end to end. Three new schools of one region submit their payment proof
 * (two PNG receipts, one PDF; set up through the API). The super admin signs in on 'KVS Admin
 * Login', opens Payment Verification, finds the three by a search, views a PNG receipt (the image
 * is shown) and the PDF one (its download card and inline view), verifies two in one Bulk Verify
 * (the confirm dialog shows the school's mail first) and rejects the third with a reason (a blank
 * reason first: refused on the screen). The rejected school's admin then sees Rejected with the
 * reason in the Payment Info tab and in its bell, and has the mail with the reason; a verified
 * school sees Verified and has its mail.
 */
import { PAYMENT_VERIFICATION_MSG, PAYMENT_VERIFICATION_TEXT } from '@hackathon/contracts';
import type { Locator, Page } from 'playwright-core';
import { regionWithUnregisteredSchools, signedInBackOfficePage, submittedPayment, unregisteredSchoolsOf, type SubmittedPayment } from '../support/back-office';
import { demoSuperAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage, toastText } from '../support/flows';
import { mailTo, newPage } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

const REASON = 'The UTR number does not match the bank statement';

/** A school admin signs in and opens the Payment Info tab of /mentor-team. */
async function paymentTabOf(payment: SubmittedPayment): Promise<Page> {
  const page = await newPage();
  await page.goto('/login');
  await signInOnLoginPage(page, payment.school.email, payment.school.password);
  await expectPath(page, '/mentor-team');
  await page.getByRole('tab', { name: 'Payment Info' }).click();
  return page;
}

/** The table row of a school (the grid renders rows as role=row). */
function rowOf(panel: Locator, payment: SubmittedPayment): Locator {
  return panel.getByRole('row').filter({ hasText: payment.school.school.kvCode }).filter({ hasText: payment.referenceNumber });
}

describe('payment verification', () => {
  test('receipts (image, PDF), Bulk Verify of two, Reject with a reason; the schools see the verdicts', async () => {
    // ---- set-up (API): three schools of one region, two PNG receipts and one PDF
    const region = await regionWithUnregisteredSchools(3);
    const schools = await unregisteredSchoolsOf(region, 3);
    const stamp = `PV${Date.now().toString(36).toUpperCase()}`;
    const [first, second, third] = await Promise.all(
      (['png', 'png', 'pdf'] as const).map((kind, index) =>
        submittedPayment(schools[index]!, kind, { referenceNumber: `${stamp}R${index + 1}`, receiptNumber: `${stamp}U${index + 1}` }),
      ),
    );

    // ---- the super admin opens Payment Verification and searches
    const page = await signedInBackOfficePage(demoSuperAdmin(), '/super-admin-dashboard');
    await page.getByRole('tab', { name: 'Payment Verification', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'payments');
    const panel = page.getByTestId('tab-payments');
    await expectVisible(panel.getByRole('heading', { name: PAYMENT_VERIFICATION_TEXT.title }));
    await expectVisible(panel.getByText(PAYMENT_VERIFICATION_TEXT.subtitle));
    await panel.getByRole('textbox', { name: PAYMENT_VERIFICATION_TEXT.searchPlaceholder }).or(panel.locator('input[type="search"]')).first().fill(stamp);
    for (const payment of [first!, second!, third!]) await expectVisible(rowOf(panel, payment));
    await expectVisible(panel.getByTestId('data-view-showing').filter({ hasText: 'Showing 3 of 3' }));
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expectVisible(toastText(page, PAYMENT_VERIFICATION_MSG.refreshed));

    // ---- the PNG receipt: the image is shown (decoded by the browser)
    await panel.getByRole('button', { name: `View receipt of KV ${first!.school.school.kvCode}` }).click();
    const viewer = page.getByTestId('receipt-viewer');
    await expectVisible(viewer.getByRole('heading', { name: /Payment Receipt/ }).or(viewer.getByText('Payment Receipt')));
    const image = viewer.getByRole('img', { name: `Receipt ${first!.fileName}` });
    await expectVisible(image);
    // decoded: a real image of the receipt's size, not the broken-image fallback
    expect(await image.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBe(160);
    await expectVisible(viewer.getByText(first!.receiptNumber));
    await expectNoSeriousA11yViolations(page, 'receipt viewer (image)', DIALOG);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // ---- the PDF receipt: the download card and the document inline
    await panel.getByRole('button', { name: `View receipt of KV ${third!.school.school.kvCode}` }).click();
    await expectVisible(viewer.getByTestId('receipt-pdf-card').filter({ hasText: third!.fileName }));
    const frame = viewer.locator('iframe, object, embed').first();
    await frame.waitFor({ state: 'attached' });
    expect(await frame.evaluate((el) => el.getAttribute('src') ?? el.getAttribute('data') ?? '')).toMatch(/^blob:/);
    await expectVisible(viewer.getByRole('link', { name: /Download/ }).or(viewer.getByRole('button', { name: /Download/ })));
    await viewer.getByRole('button', { name: 'Close' }).last().click();
    await viewer.waitFor({ state: 'detached' });

    // ---- select the two PNG ones, Bulk Verify: the dialog shows the mail the first school gets
    for (const payment of [first!, second!]) await rowOf(panel, payment).getByRole('checkbox').check();
    await expectVisible(panel.getByTestId('selected-count').filter({ hasText: PAYMENT_VERIFICATION_TEXT.selected(2) }));
    await panel.getByRole('button', { name: PAYMENT_VERIFICATION_TEXT.bulkVerify }).click();
    const confirm = page.getByRole('dialog', { name: PAYMENT_VERIFICATION_TEXT.confirmTitle('verify', 2) });
    await expectVisible(confirm.getByText(PAYMENT_VERIFICATION_TEXT.confirmMessage('verify', 2)));
    const mailText = confirm.getByTestId('mail-preview-text');
    await expectVisible(mailText.filter({ hasText: 'has been verified' }));
    await expectVisible(mailText.filter({ hasText: /\(\d+\)/ }));
    await expectNoSeriousA11yViolations(page, 'Bulk Verify dialog', DIALOG);
    await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectVisible(toastText(page, PAYMENT_VERIFICATION_MSG.successVerified(2)));
    await confirm.waitFor({ state: 'detached' });
    for (const payment of [first!, second!]) await expectVisible(rowOf(panel, payment).getByText('Verified', { exact: true }));

    // ---- reject the PDF one: a blank reason is refused on the screen, then with a reason
    await panel.getByRole('button', { name: `Reject KV ${third!.school.school.kvCode}` }).click();
    const reject = page.getByRole('dialog', { name: PAYMENT_VERIFICATION_TEXT.confirmTitle('reject', 1) });
    await expectVisible(reject.getByLabel(new RegExp(PAYMENT_VERIFICATION_TEXT.rejectionReason)));
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectVisible(toastText(page, PAYMENT_VERIFICATION_MSG.rejectionReasonRequired));
    await expectVisible(reject);
    await reject.getByLabel(new RegExp(PAYMENT_VERIFICATION_TEXT.rejectionReason)).fill(REASON);
    await expectVisible(reject.getByTestId('mail-preview-text').filter({ hasText: `Reason: ${REASON}` }));
    await expectNoSeriousA11yViolations(page, 'Reject dialog', DIALOG);
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectVisible(toastText(page, PAYMENT_VERIFICATION_MSG.successRejected(1)));
    await expectVisible(rowOf(panel, third!).getByText('Rejected', { exact: true }));

    // ---- the rejected school: Rejected with the reason, and the mail with the reason
    const rejectedPage = await paymentTabOf(third!);
    await expectVisible(rejectedPage.getByTestId('payment-info-status').filter({ hasText: 'Rejected' }));
    await expectVisible(rejectedPage.getByText(`Reason: ${REASON}`, { exact: false }));
    await expectNoSeriousA11yViolations(rejectedPage, '/mentor-team Payment Info, rejected');
    // the bell: the verdict with its reason
    await rejectedPage.getByRole('button', { name: /notifications$/i }).click();
    const bell = rejectedPage.getByRole('presentation').filter({ has: rejectedPage.getByRole('heading', { name: 'Notifications' }) });
    const notice = bell.getByRole('button').filter({ hasText: 'Payment rejected' });
    await expectVisible(notice.filter({ hasText: REASON }));
    const mail = await mailTo(third!.school.email, { subject: /Payment rejected/ });
    expect(mail.text).toContain(`Reason: ${REASON}`);
    expect(mail.text).toContain(third!.school.school.kvCode);

    // ---- a verified school: Verified
    const verifiedPage = await paymentTabOf(first!);
    await expectVisible(verifiedPage.getByTestId('payment-info-status').filter({ hasText: 'Verified' }));
    const verifiedMail = await mailTo(first!.school.email, { subject: /Payment verified/ });
    expect(verifiedMail.text).toContain('has been verified');
  });
});
