import { REGION_PAYMENT_STATUS_LABELS, type PaymentStatus } from '@hackathon/contracts';

export interface RegionPaymentBadge {
  key: PaymentStatus;
  /** Verified, Submitted, Rejected, Not Submitted (the words the summary CSV writes too). */
  label: string;
  color: 'success' | 'warning' | 'error';
}

const COLOR: Record<PaymentStatus, RegionPaymentBadge['color']> = {
  verified: 'success',
  submitted: 'warning',
  rejected: 'error',
  not_submitted: 'error',
};

/**
 * A payment status as the region and super admin views show it (spec section 4): verified green,
 * submitted yellow, rejected and not submitted red. A missing status (no registration) is not
 * submitted; a value the screen does not know is treated as submitted.
 */
export function regionPaymentBadge(status: string | null | undefined): RegionPaymentBadge {
  const key: PaymentStatus = !status ? 'not_submitted' : Object.hasOwn(COLOR, status) ? (status as PaymentStatus) : 'submitted';
  return { key, label: REGION_PAYMENT_STATUS_LABELS[key], color: COLOR[key] };
}
