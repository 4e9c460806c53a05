import { MSG, NOT_SUBMITTED_PAYMENT, type PaymentInfo, type ReceiptUpload } from '@hackathon/contracts';
import { EMPTY_PAYMENT_FORM, checkReceiptFile, toPaymentSubmit, validatePaymentForm } from './paymentForm';
import { hasSavedDetails, normaliseStatus, paymentStatusView } from './paymentStatus';

const receipt: ReceiptUpload = { fileId: 'f1', fileName: 'r-1.pdf', originalName: 'my receipt.pdf', fileSize: 2048, fileType: 'application/pdf' };

describe('payment form', () => {
  it('requires the four fields with their messages', () => {
    expect(validatePaymentForm({ fullName: ' ', referenceNumber: '', receiptNumber: '\t' }, null)).toEqual({
      fullName: 'Please enter your full name',
      referenceNumber: 'Please enter reference number or merchant ID',
      receiptNumber: 'Please enter receipt number or UTR number',
      receiptFile: 'Please upload receipt file',
    });
    expect(validatePaymentForm({ fullName: 'A', referenceNumber: 'R', receiptNumber: 'U' }, receipt)).toEqual({});
    expect(EMPTY_PAYMENT_FORM.fullName).toBe('');
  });

  it('builds the submit body from the trimmed fields and the uploaded file', () => {
    expect(toPaymentSubmit({ fullName: ' Asha ', referenceNumber: ' REF1 ', receiptNumber: 'UTR9' }, receipt, '1001')).toEqual({
      schoolCode: '1001',
      fullName: 'Asha',
      referenceNumber: 'REF1',
      receiptNumber: 'UTR9',
      receiptFile: 'f1',
      receiptFileName: 'my receipt.pdf',
      receiptFileSize: 2048,
      receiptFileType: 'application/pdf',
    });
  });
});

describe('receipt file check', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts JPEG, JPG, PNG, GIF and PDF', () => {
    for (const [name, type] of [
      ['a.jpeg', 'image/jpeg'],
      ['a.jpg', 'image/jpg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.pdf', 'application/pdf'],
      ['a.pdf', ''],
    ]) {
      expect(checkReceiptFile(file(name, type))).toBeNull();
    }
  });

  it('refuses other types', () => {
    expect(checkReceiptFile(file('a.html', 'text/html'))).toBe('Please upload only image (JPEG, JPG, PNG, GIF) or PDF files');
    expect(checkReceiptFile(file('a.pdf', 'text/html'))).toBe(MSG.receiptFileType);
    expect(checkReceiptFile(file('a.exe', ''))).toBe(MSG.receiptFileType);
    expect(checkReceiptFile(file('a.webp', 'image/webp'))).toBe(MSG.receiptFileType);
  });

  it('refuses files over 5 MB', () => {
    expect(checkReceiptFile(file('a.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeNull();
    expect(checkReceiptFile(file('a.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe('File size must be less than 5MB');
  });
});

describe('payment status view', () => {
  const info = (over: Partial<PaymentInfo>): PaymentInfo => ({ ...NOT_SUBMITTED_PAYMENT, ...over });

  it('offers the form only when not submitted or rejected', () => {
    expect(paymentStatusView(info({}))).toMatchObject({ label: 'Not Submitted', canSubmit: true, isResubmit: false });
    expect(paymentStatusView(info({ paymentStatus: 'submitted' }))).toMatchObject({ label: 'Pending Verification', canSubmit: false });
    expect(paymentStatusView(info({ paymentStatus: 'verified', verifiedAt: '2025-08-20T10:00:00Z' }))).toMatchObject({
      label: 'Verified',
      canSubmit: false,
      verifiedAt: '2025-08-20T10:00:00Z',
    });
    expect(paymentStatusView(info({ paymentStatus: 'rejected', rejectionReason: 'Blurry receipt' }))).toMatchObject({
      label: 'Rejected',
      canSubmit: true,
      isResubmit: true,
      rejectionReason: 'Blurry receipt',
    });
  });

  it('reads a missing status as not submitted and an unknown one as submitted', () => {
    expect(normaliseStatus(undefined)).toBe('not_submitted');
    expect(normaliseStatus('under_review')).toBe('submitted');
    expect(paymentStatusView(null).canSubmit).toBe(true);
  });

  it('has saved details once something was submitted', () => {
    expect(hasSavedDetails(info({}))).toBe(false);
    expect(hasSavedDetails(info({ referenceNumber: 'R' }))).toBe(true);
  });
});
