import type { MessageId, PaymentStatus } from '@hackathon/contracts';
import { tr } from './text';

export interface RegionPaymentBadge {
  key: PaymentStatus;
  /** Verified, Submitted, Rejected, Not Submitted (the words the summary CSV writes too). */
  label: string;
  color: 'success' | 'warning' | 'error';
}

/** The words of REGION_PAYMENT_STATUS_LABELS, in the reader's language. */
const LABEL: Record<PaymentStatus, MessageId> = {
  verified: 'dashboards.shared.payment.verified',
  submitted: 'dashboards.shared.payment.submitted',
  rejected: 'dashboards.shared.payment.rejected',
  not_submitted: 'dashboards.shared.payment.notSubmitted',
};

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
  return { key, label: tr(LABEL[key]), color: COLOR[key] };
}
