import { ApiError } from '@hackathon/api-client';
import { PAYMENT_VERIFICATION_MSG, type PaymentBulkResult } from '@hackathon/contracts';
import { formatRate, isSubmitted, verifierLabel } from './format';
import { receiptErrorMessage, receiptSizeKb } from './receipt';
import { mergeResults, refusedMessage, verdictCalls, verdictFields, verdictInputError, verdictOutcome } from './verdict';

const apiError = (status: number) => new ApiError({ code: 'UNKNOWN_ERROR', status, message: 'x' });

describe('verdict rules', () => {
  it('needs a reason that is not blank to reject, never to verify', () => {
    expect(verdictInputError({ action: 'reject', reason: '  \n ' })).toBe(PAYMENT_VERIFICATION_MSG.rejectionReasonRequired);
    expect(verdictInputError({ action: 'reject', reason: ' Blurred ' })).toBeNull();
    expect(verdictInputError({ action: 'verify', reason: '' })).toBeNull();
  });

  it('trims the fields and leaves blank notes (and a verify reason) out', () => {
    expect(verdictFields({ action: 'reject', reason: ' Blurred ', notes: '  ' })).toEqual({ reason: 'Blurred' });
    expect(verdictFields({ action: 'verify', reason: 'ignored', notes: ' ok ' })).toEqual({ notes: 'ok' });
  });

  it('uses the single call for one id and bulk calls of at most 100 for several', () => {
    expect(verdictCalls([])).toEqual([]);
    expect(verdictCalls(['a', 'a'])).toEqual([{ kind: 'single', id: 'a' }]);
    expect(verdictCalls(['a', 'b'])).toEqual([{ kind: 'bulk', ids: ['a', 'b'] }]);
    const ids = Array.from({ length: 205 }, (_, i) => `id${i}`);
    expect(verdictCalls(ids).map((c) => (c.kind === 'bulk' ? c.ids.length : 1))).toEqual([100, 100, 5]);
  });

  it('merges results and words the outcome: success, refusals and the failure when nothing applied', () => {
    const one: PaymentBulkResult = { applied: [{ _id: 'a', kvCode: '1001' }], refused: [], appliedCount: 1, refusedCount: 0 };
    const two: PaymentBulkResult = { applied: [], refused: [{ _id: 'b', kvCode: null, message: 'Payment submission not found' }], appliedCount: 0, refusedCount: 1 };
    const merged = mergeResults([one, two]);
    expect(merged).toMatchObject({ appliedCount: 1, refusedCount: 1 });
    expect(verdictOutcome('verify', merged)).toEqual({
      success: 'Successfully verified 1 submission(s)',
      refused: '1 submission(s) not verified: Unknown submission: Payment submission not found',
      failed: null,
    });
    expect(verdictOutcome('reject', two)).toMatchObject({ success: null, failed: 'Failed to reject submissions' });
  });

  it('names at most three refusals in the toast', () => {
    const refused = ['1', '2', '3', '4', '5'].map((code) => ({ _id: code, kvCode: code, message: 'This payment has already been verified' }));
    const message = refusedMessage('reject', refused);
    expect(message.startsWith('5 submission(s) not rejected: KV 1: ')).toBe(true);
    expect(message).toContain('KV 3');
    expect(message).not.toContain('KV 4');
    expect(message.endsWith('; and 2 more')).toBe(true);
  });
});

describe('receipt and display helpers', () => {
  it('shows the size in KB with one decimal', () => {
    expect(receiptSizeKb(2560)).toBe('2.5 KB');
    expect(receiptSizeKb(100)).toBe('0.1 KB');
    expect(receiptSizeKb(5 * 1024 * 1024)).toBe('5120.0 KB');
    expect(receiptSizeKb(null)).toBe('—');
  });

  it("words receipt failures as the spec's catalogue", () => {
    expect(receiptErrorMessage(apiError(404))).toBe('Receipt file not found');
    expect(receiptErrorMessage(apiError(500))).toBe('Server error while loading receipt');
    expect(receiptErrorMessage(apiError(403))).toBe('Failed to load receipt file');
    expect(receiptErrorMessage(new Error('boom'))).toBe('Failed to load receipt file');
  });

  it('names the verifier, else the email; selects submitted only; shows rates', () => {
    expect(verifierLabel({ paymentVerifiedBy: { fullName: 'Super Admin', email: 's@x' } })).toBe('Super Admin');
    expect(verifierLabel({ paymentVerifiedBy: { fullName: ' ', email: 's@x' } })).toBe('s@x');
    expect(verifierLabel({ paymentVerifiedBy: null })).toBe('—');
    expect(isSubmitted({ paymentStatus: 'submitted' })).toBe(true);
    expect(isSubmitted({ paymentStatus: 'verified' })).toBe(false);
    expect(formatRate(33.3)).toBe('33.3%');
    expect(formatRate(0)).toBe('0%');
  });
});
