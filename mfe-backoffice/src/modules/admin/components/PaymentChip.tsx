import { Chip } from '@mui/material';
import { paymentBadge } from '../utils/registrationDetails';

/** The back-office payment badge: Uploaded (submitted), Verified, Rejected, Not Submitted. */
export function PaymentChip({ status, prefix }: { status: string | null | undefined; prefix?: string }) {
  const badge = paymentBadge(status);
  return <Chip size="small" label={prefix ? `${prefix}${badge.label}` : badge.label} color={badge.color} data-status={status ?? ''} />;
}
