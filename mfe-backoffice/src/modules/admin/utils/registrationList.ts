import type { AdminRegistrationCounters, PaymentStatus } from '@hackathon/contracts';

export interface RegistrationTile {
  key: string;
  title: string;
  value: number | undefined;
  color: 'primary' | 'warning' | 'success' | 'error' | 'info';
  /** The payment filter a click on the tile applies ('' = all). */
  paymentStatus: PaymentStatus | '';
}

/** The stat cards of Registration Management, over the whole list (the /counters call). */
export function registrationTiles(counters: AdminRegistrationCounters | undefined): RegistrationTile[] {
  const by = counters?.byPaymentStatus;
  return [
    { key: 'total', title: 'Total Registrations', value: counters?.total, color: 'primary', paymentStatus: '' },
    { key: 'submitted', title: 'Payment Pending', value: by?.submitted, color: 'warning', paymentStatus: 'submitted' },
    { key: 'verified', title: 'Payment Verified', value: by?.verified, color: 'success', paymentStatus: 'verified' },
    { key: 'rejected', title: 'Payment Rejected', value: by?.rejected, color: 'error', paymentStatus: 'rejected' },
    { key: 'not_submitted', title: 'Not Submitted', value: by?.not_submitted, color: 'info', paymentStatus: 'not_submitted' },
  ];
}
