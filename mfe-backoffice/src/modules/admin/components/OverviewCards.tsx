import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PersonIcon from '@mui/icons-material/Person';
import GroupsIcon from '@mui/icons-material/Groups';
import FaceIcon from '@mui/icons-material/Face';
import BoltIcon from '@mui/icons-material/Bolt';
import ReceiptIcon from '@mui/icons-material/Receipt';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { AdminDashboardStats } from '@hackathon/contracts';
import { compactStatCardsSx, StatCard } from '@hackathon/ui';
import { OVERVIEW_METRICS } from '../utils/overview';
import { formatCount } from '../../shared/utils/format';
import { useT } from '../../../i18n';

const ICONS: Partial<Record<keyof AdminDashboardStats, ReactNode>> = {
  schools: <SchoolIcon />,
  registrations: <AssignmentIcon />,
  mentors: <PersonIcon />,
  teams: <GroupsIcon />,
  totalStudents: <FaceIcon />,
  activeTeams: <BoltIcon />,
  totalPaymentSubmitted: <ReceiptIcon />,
  verifiedPayments: <VerifiedIcon />,
};

const COLORS: Partial<Record<keyof AdminDashboardStats, 'primary' | 'secondary' | 'success' | 'info' | 'warning'>> = {
  activeTeams: 'success',
  totalPaymentSubmitted: 'warning',
  verifiedPayments: 'success',
  totalStudents: 'info',
};

/** The Overview metric cards: two columns on a phone (compact), so the quick actions start on the first screen. */
export function OverviewCards({ stats }: { stats: AdminDashboardStats }) {
  useT(); // the titles and hints follow the language
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }} sx={compactStatCardsSx} data-testid="overview-cards">
      {OVERVIEW_METRICS.map((metric) => (
        <Grid key={metric.key} size={{ xs: 6, md: 3 }}>
          <StatCard
            title={metric.title}
            value={formatCount(stats[metric.key])}
            subtitle={metric.hint}
            icon={ICONS[metric.key]}
            color={COLORS[metric.key] ?? 'primary'}
          />
        </Grid>
      ))}
    </Grid>
  );
}
