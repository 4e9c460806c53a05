import type { PaymentStatus } from '@hackathon/contracts';

export interface PaymentView {
  key: PaymentStatus;
  label: string;
  color: 'success' | 'warning' | 'error';
}

/**
 * A payment status in the region and super views (spec section 4: verified green, submitted
 * yellow, others red): Verified, Submitted, Rejected, Not Submitted. Unknown values are treated
 * as submitted (spec section 4); a missing one is not submitted.
 */
export function paymentView(status: string | null | undefined): PaymentView {
  switch (status) {
    case 'verified':
      return { key: 'verified', label: 'Verified', color: 'success' };
    case 'rejected':
      return { key: 'rejected', label: 'Rejected', color: 'error' };
    case 'not_submitted':
    case null:
    case undefined:
    case '':
      return { key: 'not_submitted', label: 'Not Submitted', color: 'error' };
    default:
      return { key: 'submitted', label: 'Submitted', color: 'warning' };
  }
}
