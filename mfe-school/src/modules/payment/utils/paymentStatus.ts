import type { PaymentInfo, PaymentStatus } from '@hackathon/contracts';
import { labelTable } from '../../../i18n';

export interface PaymentStatusView {
  status: PaymentStatus;
  label: string;
  color: 'default' | 'warning' | 'success' | 'error';
  /** The form is offered only in not_submitted or rejected. */
  canSubmit: boolean;
  /** After a rejection the form is a resubmission. */
  isResubmit: boolean;
  verifiedAt: string | null;
  rejectionReason: string | null;
}

const LABEL: Record<PaymentStatus, string> = labelTable({
  not_submitted: 'school.paymentStatus.notSubmitted',
  submitted: 'school.paymentStatus.submitted',
  verified: 'school.paymentStatus.verified',
  rejected: 'school.paymentStatus.rejected',
});

const COLOR: Record<PaymentStatus, PaymentStatusView['color']> = {
  not_submitted: 'default',
  submitted: 'warning',
  verified: 'success',
  rejected: 'error',
};

/** not_submitted is the default; any other unknown value reads as submitted (awaiting the office). */
export function normaliseStatus(status: string | null | undefined): PaymentStatus {
  if (!status) return 'not_submitted';
  return status in LABEL ? (status as PaymentStatus) : 'submitted';
}

export function paymentStatusView(info: Pick<PaymentInfo, 'paymentStatus' | 'verifiedAt' | 'rejectionReason'> | null | undefined): PaymentStatusView {
  const status = normaliseStatus(info?.paymentStatus);
  return {
    status,
    label: LABEL[status],
    color: COLOR[status],
    canSubmit: status === 'not_submitted' || status === 'rejected',
    isResubmit: status === 'rejected',
    verifiedAt: status === 'verified' ? (info?.verifiedAt ?? null) : null,
    rejectionReason: status === 'rejected' ? (info?.rejectionReason ?? null) : null,
  };
}

/** Whether anything was submitted before (the saved details section shows it). */
export function hasSavedDetails(info: PaymentInfo | null | undefined): boolean {
  return Boolean(info && (info.referenceNumber || info.receiptNumber || info.receiptFile));
}
