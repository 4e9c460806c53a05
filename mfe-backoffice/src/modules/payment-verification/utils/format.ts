import type { PaymentSubmissionRow } from '@hackathon/contracts';

/** The verifier's name, else email (spec: "verifier name or email"); '—' while nobody has judged it. */
export function verifierLabel(row: Pick<PaymentSubmissionRow, 'paymentVerifiedBy'>): string {
  const by = row.paymentVerifiedBy;
  return by?.fullName?.trim() || by?.email?.trim() || '—';
}

/** Verify and Reject are offered on submitted payments only (spec section 4). */
export const isSubmitted = (row: Pick<PaymentSubmissionRow, 'paymentStatus'>): boolean => row.paymentStatus === 'submitted';

/** A percentage as the stats return it (one decimal): 66.7 -> '66.7%'. */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '0%';
  return `${Math.round(rate * 10) / 10}%`;
}
