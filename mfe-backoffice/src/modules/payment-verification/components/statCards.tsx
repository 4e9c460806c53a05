import AssignmentIcon from '@mui/icons-material/Assignment';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import VerifiedIcon from '@mui/icons-material/Verified';
import { PAYMENT_VERIFICATION_TEXT, type PaymentVerificationStats } from '@hackathon/contracts';
import type { StatCardProps } from '@hackathon/ui';
import { formatCount } from '../../shared/utils/format';
import { formatRate } from '../utils/format';

/**
 * The spec's four cards: Total Submissions (+N this week), Verified Payments (verification rate),
 * Pending Review, Rejected (rejection rate). '—' until the stats arrive.
 */
export function paymentStatCards(stats: PaymentVerificationStats | undefined): Array<StatCardProps & { key: string }> {
  const value = (n: number | undefined) => (n === undefined ? '—' : formatCount(n));
  return [
    {
      key: 'total',
      title: PAYMENT_VERIFICATION_TEXT.totalSubmissions,
      value: value(stats?.totalSubmissions),
      subtitle: stats ? PAYMENT_VERIFICATION_TEXT.thisWeek(stats.recentSubmissions) : undefined,
      icon: <AssignmentIcon />,
      color: 'primary',
    },
    {
      key: 'verified',
      title: PAYMENT_VERIFICATION_TEXT.verifiedPayments,
      value: value(stats?.verifiedPayments),
      subtitle: stats ? `${formatRate(stats.verificationRate)} verification rate` : undefined,
      icon: <VerifiedIcon />,
      color: 'success',
    },
    {
      key: 'pending',
      title: PAYMENT_VERIFICATION_TEXT.pendingReview,
      value: value(stats?.pendingPayments),
      icon: <HourglassTopIcon />,
      color: 'warning',
    },
    {
      key: 'rejected',
      title: PAYMENT_VERIFICATION_TEXT.rejected,
      value: value(stats?.rejectedPayments),
      subtitle: stats ? `${formatRate(stats.rejectionRate)} rejection rate` : undefined,
      icon: <CancelIcon />,
      color: 'error',
    },
  ];
}
