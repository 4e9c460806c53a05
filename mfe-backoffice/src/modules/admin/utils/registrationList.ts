import type { AdminRegistrationCounters, PaymentStatus } from '@hackathon/contracts';
import { tr } from '../../../i18n';

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
    { key: 'total', title: tr('backoffice.registration.total'), value: counters?.total, color: 'primary', paymentStatus: '' },
    { key: 'submitted', title: tr('backoffice.registration.paymentPending'), value: by?.submitted, color: 'warning', paymentStatus: 'submitted' },
    { key: 'verified', title: tr('backoffice.registration.paymentVerified'), value: by?.verified, color: 'success', paymentStatus: 'verified' },
    { key: 'rejected', title: tr('backoffice.registration.paymentRejected'), value: by?.rejected, color: 'error', paymentStatus: 'rejected' },
    { key: 'not_submitted', title: tr('backoffice.payment.notSubmitted'), value: by?.not_submitted, color: 'info', paymentStatus: 'not_submitted' },
  ];
}
