/**
 * The school admin submits the payment proof with a PDF receipt (uploaded with a progress bar),
 * sees 'Pending Verification' and previews the stored receipt.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MSG } from '@hackathon/contracts';
import { verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage, toastText } from '../support/flows';
import { newPage } from '../support/harness';
import { DIALOG, expectNoSeriousA11yViolations } from '../support/axe';

/** A small, well-formed one-page PDF (a real one, not just the magic bytes). */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 18 Tf 20 70 Td (Receipt INR 50,000) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('payment proof', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'e2e-receipt-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('submit with a PDF receipt -> Pending Verification -> preview the receipt', async () => {
    const receipt = join(folder, 'bank-receipt.pdf');
    writeFileSync(receipt, minimalPdf());
    const school = await verifiedSchoolAdmin();
    const page = await newPage();
    await page.goto('/login');
    await signInOnLoginPage(page, school.email, school.password);
    await expectPath(page, '/mentor-team');

    await page.getByRole('tab', { name: 'Payment Info' }).click();
    await expectVisible(page.getByTestId('payment-info-status').filter({ hasText: 'Not Submitted' }));
    await page.getByRole('button', { name: 'Verify Payment Information' }).click();
    const form = page.getByRole('region', { name: 'Verify Payment Information' });
    await expectVisible(form);
    await form.getByLabel(/^Full Name/).fill(school.fullName);
    await form.getByLabel(/^Reference Number/).fill('MID12345678');
    await form.getByLabel(/^Receipt Number/).fill('UTR998877665544');
    await form.locator('#payment-receiptFile').setInputFiles(receipt);
    await expectVisible(form.getByTestId('uploaded-receipt').filter({ hasText: 'bank-receipt.pdf' }));
    await expectNoSeriousA11yViolations(page, 'payment form with a receipt');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(toastText(page, API_MSG.paymentSubmitted));

    await expectVisible(page.getByTestId('payment-info-status').filter({ hasText: 'Pending Verification' }));
    // the form is gone: a submitted payment cannot be submitted again
    expect(await page.getByRole('button', { name: 'Verify Payment Information' }).count()).toBe(0);
    const saved = page.getByRole('region', { name: 'Saved payment details' });
    await expectVisible(saved.getByText('UTR998877665544'));
    await expectNoSeriousA11yViolations(page, '/mentor-team Payment Info, pending');

    // the preview downloads the stored file (sniffed type, nosniff) and shows it from a blob: URL
    const download = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/payment/receipt/'));
    await saved.getByRole('button', { name: 'View Receipt' }).click();
    const served = await download;
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    // the same request again, to read the bytes (Chromium does not keep a no-store body for us)
    const again = await fetch(served.url(), { headers: { authorization: served.request().headers().authorization ?? '' } });
    expect(Buffer.from(await again.arrayBuffer()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const preview = page.getByRole('dialog', { name: /Payment Receipt/ });
    await expectVisible(preview);
    const frame = preview.locator('iframe, object, embed');
    await frame.first().waitFor({ state: 'attached' });
    const src = await frame.first().evaluate((el) => el.getAttribute('src') ?? el.getAttribute('data') ?? '');
    expect(src).toMatch(/^blob:/);
    await expectNoSeriousA11yViolations(page, 'receipt preview dialog', DIALOG);
  });
});
