import AssignmentIcon from '@mui/icons-material/Assignment';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { PaymentVerificationStats } from '@hackathon/contracts';
import type { StatCardProps } from '@hackathon/ui';
import { formatCount } from '../../shared/utils/format';
import { tr } from '../../shared/utils/text';
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
      title: tr('dashboards.payments.stats.total'),
      value: value(stats?.totalSubmissions),
      subtitle: stats ? tr('dashboards.payments.stats.thisWeek', { n: stats.recentSubmissions }) : undefined,
      icon: <AssignmentIcon />,
      color: 'primary',
    },
    {
      key: 'verified',
      title: tr('dashboards.payments.stats.verified'),
      value: value(stats?.verifiedPayments),
      subtitle: stats ? tr('dashboards.payments.stats.verificationRate', { rate: formatRate(stats.verificationRate) }) : undefined,
      icon: <VerifiedIcon />,
      color: 'success',
    },
    {
      key: 'pending',
      title: tr('dashboards.payments.stats.pending'),
      value: value(stats?.pendingPayments),
      icon: <HourglassTopIcon />,
      color: 'warning',
    },
    {
      key: 'rejected',
      title: tr('dashboards.payments.stats.rejected'),
      value: value(stats?.rejectedPayments),
      subtitle: stats ? tr('dashboards.payments.stats.rejectionRate', { rate: formatRate(stats.rejectionRate) }) : undefined,
      icon: <CancelIcon />,
      color: 'error',
    },
  ];
}
