/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MSG, NOT_SUBMITTED_PAYMENT, type PaymentInfo } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, button, byId, click, hasButton, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { PaymentPanel } from './PaymentPanel';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

let info: PaymentInfo;
let mounted: Mounted;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function serve() {
  api.reset((request) => {
    const { method, url } = request;
    if (method === 'GET' && url === '/api/payment/info/1001') return ok({ schoolCode: '1001', registrationId: 'r1', paymentInfo: info });
    if (method === 'POST' && url === '/api/mongo-upload/receipt') {
      return { status: 201, body: { success: true, message: 'Receipt uploaded successfully', data: { fileId: 'f1', fileName: 'f1.pdf', originalName: 'receipt.pdf', fileSize: PDF.length, fileType: 'application/pdf' } } };
    }
    if (method === 'POST' && url === '/api/payment/submit') {
      const body = request.body as Record<string, string>;
      info = { ...info, ...body, paymentStatus: 'submitted', receiptFileName: 'receipt.pdf', receiptFileType: 'application/pdf', receiptFileSize: PDF.length, submittedAt: '2025-08-20T10:00:00Z' } as PaymentInfo;
      return { status: 201, body: { success: true, message: 'Payment information submitted successfully', data: { schoolCode: '1001', registrationId: 'r1', paymentInfo: info } } };
    }
    if (method === 'GET' && url === '/api/payment/receipt/f1') return { status: 200, contentType: 'application/pdf', body: PDF };
    if (method === 'DELETE') return ok({ fileId: 'f1', deleted: true });
    return undefined;
  });
}

async function chooseFile(file: File) {
  const input = byId('payment-receiptFile');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeEach(() => {
  toastStore.dismiss();
  info = { ...NOT_SUBMITTED_PAYMENT };
  serve();
  URL.createObjectURL = jest.fn(() => 'blob:receipt-preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => mounted.unmount());

describe('PaymentPanel', () => {
  it('offers How to Pay, Complete Payment, the tutorial slot and Back to Top', async () => {
    mounted = await mount(<PaymentPanel schoolCode="1001" />);
    await until(() => pageText().includes('Not Submitted'), 'the payment status');
    expect(button('How to Pay').getAttribute('href')).toBe('/docs/how-to-pay.pdf');
    expect(button('Complete Payment').getAttribute('href')).toMatch(/^https:\/\//);
    expect(pageText()).toContain('Payment Tutorial Video');
    expect(hasButton('Back to Top')).toBe(true);
  });

  it('requires the four fields and checks the file before uploading it', async () => {
    mounted = await mount(<PaymentPanel schoolCode="1001" />);
    await until(() => hasButton('Verify Payment Information'), 'the form button');
    await click(button('Verify Payment Information'));
    await click(button('Submit'));
    for (const message of [MSG.fullNameRequired, MSG.referenceRequired, MSG.receiptNumberRequired, MSG.receiptFileRequired]) {
      expect(pageText()).toContain(message);
    }
    await chooseFile(new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(pageText()).toContain('Please upload only image (JPEG, JPG, PNG, GIF) or PDF files');
    await chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(pageText()).toContain('File size must be less than 5MB');
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('uploads the receipt, submits, shows Pending Verification and previews the stored receipt', async () => {
    mounted = await mount(<PaymentPanel schoolCode="1001" />);
    await until(() => hasButton('Verify Payment Information'), 'the form button');
    await click(button('Verify Payment Information'));
    await type(byId('payment-fullName'), '  Asha Verma ');
    await type(byId('payment-referenceNumber'), 'REF-77');
    await type(byId('payment-receiptNumber'), 'UTR123456');
    await chooseFile(new File([PDF], 'receipt.pdf', { type: 'application/pdf' }));
    await until(() => pageText().includes('Uploaded: receipt.pdf'), 'the upload');
    const upload = api.calls('POST', '/api/mongo-upload/receipt')[0];
    expect(upload.authorization).toBe('Bearer test-token');
    expect(upload.contentType).toMatch(/^multipart\/form-data/);
    expect(String(upload.body)).toContain('name="receipt"; filename="receipt.pdf"');

    await click(button('Submit'));
    await until(() => toastMessages().includes('Payment information submitted successfully'), 'the submit toast');
    expect(api.calls('POST', '/api/payment/submit')[0].body).toEqual({
      schoolCode: '1001',
      fullName: 'Asha Verma',
      referenceNumber: 'REF-77',
      receiptNumber: 'UTR123456',
      receiptFile: 'f1',
      receiptFileName: 'receipt.pdf',
      receiptFileSize: PDF.length,
      receiptFileType: 'application/pdf',
    });
    await until(() => pageText().includes('Pending Verification'), 'the new status');
    expect(hasButton('Verify Payment Information')).toBe(false);
    expect(pageText()).toContain('Saved Payment Details');

    await click(button('View Receipt'));
    await until(() => document.querySelector('iframe[src="blob:receipt-preview"]') !== null, 'the receipt frame');
    expect(api.calls('GET', '/api/payment/receipt/f1')).toHaveLength(1);
  });

  it('shows the verified date, and after a rejection its reason with Resubmit', async () => {
    info = { ...NOT_SUBMITTED_PAYMENT, paymentStatus: 'verified', verifiedAt: '2025-08-22T09:30:00Z', referenceNumber: 'R' };
    mounted = await mount(<PaymentPanel schoolCode="1001" />);
    await until(() => pageText().includes('Payment verified on'), 'the verified date');
    expect(hasButton('Verify Payment Information')).toBe(false);
    mounted.unmount();

    info = { ...NOT_SUBMITTED_PAYMENT, paymentStatus: 'rejected', rejectionReason: 'Receipt unreadable', fullName: 'Asha', referenceNumber: 'R1', receiptNumber: 'U1' };
    mounted = await mount(<PaymentPanel schoolCode="1001" />);
    await until(() => pageText().includes('Receipt unreadable'), 'the rejection reason');
    await click(button('Resubmit'));
    expect(byId('payment-fullName').value).toBe('Asha');
  });

  it('words a failed load', async () => {
    api.reset(() => refuse(403, 'You do not have permission to perform this action'));
    mounted = await mount(<PaymentPanel schoolCode="1001" />);
    await until(() => pageText().includes('Failed to load payment information'), 'the load failure');
    expect(hasButton('Try again')).toBe(true);
  });

  it("shows the server's reason for a refused upload", async () => {
    api.reset(({ method, url }) => {
      if (method === 'GET' && url === '/api/payment/info/1001') return ok({ schoolCode: '1001', registrationId: 'r1', paymentInfo: info });
      return refuse(400, MSG.receiptFileType);
    });
    mounted = await mount(<PaymentPanel schoolCode="1001" />);
    await until(() => hasButton('Verify Payment Information'), 'the form button');
    await click(button('Verify Payment Information'));
    // an HTML page renamed .pdf passes the browser's check; the server sniffs the bytes and refuses it
    await chooseFile(new File(['<html></html>'], 'fake.pdf', { type: 'application/pdf' }));
    await until(() => toastMessages().includes(MSG.receiptFileType), 'the refusal');
    expect(pageText()).not.toContain('Uploaded:');
  });
});
