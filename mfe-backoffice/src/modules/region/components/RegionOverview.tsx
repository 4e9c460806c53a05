import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import GroupsIcon from '@mui/icons-material/Groups';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PersonIcon from '@mui/icons-material/Person';
import type { RegionDashboardStats } from '@hackathon/contracts';
import { formatCount } from '../../shared/utils/format';
import { useDashboardStats } from '../hooks/useDashboardStats';
import type { DashboardTabKey } from '../utils/tabs';
import { QuickActions, StatsLoadState, StatTiles, type QuickAction, type StatTile } from './OverviewParts';
import { SchoolSummaryTable } from './SchoolSummaryTable';

/** Spec: Total Schools, Total Teams, Total Registrations, Total Mentors; each opens its tab. */
const TOTALS: StatTile[] = [
  { key: 'schools', title: 'Total Schools', icon: <SchoolIcon />, tab: 'schools' },
  { key: 'teams', title: 'Total Teams', icon: <GroupsIcon />, tab: 'teams' },
  { key: 'registrations', title: 'Total Registrations', icon: <AssignmentIcon />, tab: 'registrations' },
  { key: 'mentors', title: 'Total Mentors', icon: <PersonIcon />, tab: 'mentors' },
];

const HIGHLIGHTS: { key: keyof RegionDashboardStats; title: string; caption: string; color: 'success.main' | 'warning.main' | 'primary.main' }[] = [
  { key: 'activeTeams', title: 'Active Teams', caption: 'Teams currently participating', color: 'success.main' },
  { key: 'pendingRegistrations', title: 'Pending Registrations', caption: 'Awaiting approval', color: 'warning.main' },
  { key: 'approvedRegistrations', title: 'Approved Registrations', caption: 'Successfully processed', color: 'primary.main' },
];

/** Spec: Quick Actions jump to the Schools, Teams and Registrations tabs. */
const ACTIONS: QuickAction[] = [
  { tab: 'schools', label: 'View Schools', icon: <SchoolIcon /> },
  { tab: 'teams', label: 'View Teams', icon: <GroupsIcon /> },
  { tab: 'registrations', label: 'View Registrations', icon: <AssignmentIcon /> },
];

export interface RegionOverviewProps {
  role: string | null;
  region: string | null;
  onOpenTab: (tab: DashboardTabKey) => void;
}

/** Region admin Overview: the four stat tiles, the three cards, Quick Actions and the Region Summary Table. */
export function RegionOverview({ role, region, onOpenTab }: RegionOverviewProps) {
  const query = useDashboardStats(role, 'region-dashboard-error');
  const stats = query.data?.stats;
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <StatsLoadState query={query} />
      {stats ? (
        <>
          <StatTiles tiles={TOTALS} stats={stats} md={3} onOpen={onOpenTab} />
          <Grid container spacing={2}>
            {HIGHLIGHTS.map((card) => (
              <Grid key={card.key} size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: '100%' }} component="section" aria-label={card.title}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {card.title}
                    </Typography>
                    <Typography variant="h4" component="p" sx={{ color: card.color, fontWeight: 700 }}>
                      {formatCount(stats[card.key])}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {card.caption}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      ) : null}
      <QuickActions actions={ACTIONS} onOpen={onOpenTab} />
      <SchoolSummaryTable audience="region" role={role} region={region} />
    </Stack>
  );
}
