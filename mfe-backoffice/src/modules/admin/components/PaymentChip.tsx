import { Chip } from '@mui/material';
import { paymentBadge } from '../utils/registrationDetails';
import { useT } from '../../../i18n';

/** The back-office payment badge: Uploaded (submitted), Verified, Rejected, Not Submitted; `prefix` reads 'Payment: Verified'. */
export function PaymentChip({ status, prefix }: { status: string | null | undefined; prefix?: boolean }) {
  const t = useT();
  const badge = paymentBadge(status);
  return <Chip size="small" label={prefix ? t('backoffice.details.payment', { status: badge.label }) : badge.label} color={badge.color} data-status={status ?? ''} />;
}
