import { regionPaymentBadge } from './regionPayment';

describe('regionPaymentBadge', () => {
  it('shows verified green, submitted yellow, rejected and not submitted red', () => {
    expect(regionPaymentBadge('verified')).toEqual({ key: 'verified', label: 'Verified', color: 'success' });
    expect(regionPaymentBadge('submitted')).toEqual({ key: 'submitted', label: 'Submitted', color: 'warning' });
    expect(regionPaymentBadge('rejected')).toEqual({ key: 'rejected', label: 'Rejected', color: 'error' });
    expect(regionPaymentBadge('not_submitted')).toEqual({ key: 'not_submitted', label: 'Not Submitted', color: 'error' });
  });

  it('reads no status (no registration) as not submitted, and an unknown one as submitted (spec section 4)', () => {
    expect(regionPaymentBadge(null)).toEqual({ key: 'not_submitted', label: 'Not Submitted', color: 'error' });
    expect(regionPaymentBadge(undefined).key).toBe('not_submitted');
    expect(regionPaymentBadge('').key).toBe('not_submitted');
    expect(regionPaymentBadge('pending_review')).toEqual({ key: 'submitted', label: 'Submitted', color: 'warning' });
    expect(regionPaymentBadge('toString').key).toBe('submitted');
  });
});
