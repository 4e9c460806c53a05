import { Box, Paper, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import GroupsIcon from '@mui/icons-material/Groups';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PersonIcon from '@mui/icons-material/Person';
import FaceIcon from '@mui/icons-material/Face';
import BoltIcon from '@mui/icons-material/Bolt';
import type { RegionDashboardStats } from '@hackathon/contracts';
import { formatCount } from '../../shared/utils/format';
import { useDashboardStats } from '../hooks/useDashboardStats';
import type { DashboardTabKey } from '../utils/tabs';
import { QuickActions, StatsLoadState, StatTiles, type QuickAction, type StatTile } from './OverviewParts';
import { SchoolSummaryTable } from './SchoolSummaryTable';

/** Spec: five stat cards (schools, teams, registrations, mentors, active teams); each opens its tab. */
const CARDS: StatTile[] = [
  { key: 'schools', title: 'Schools', icon: <SchoolIcon />, tab: 'schools', color: 'primary' },
  { key: 'teams', title: 'Teams', icon: <GroupsIcon />, tab: 'teams', color: 'primary' },
  { key: 'registrations', title: 'Registrations', icon: <AssignmentIcon />, tab: 'registrations', color: 'primary' },
  { key: 'mentors', title: 'Mentors', icon: <PersonIcon />, tab: 'mentors', color: 'primary' },
  { key: 'activeTeams', title: 'Active Teams', icon: <BoltIcon />, tab: 'teams', color: 'success' },
];

/** Spec: four quick actions, view registrations, teams, students and schools. */
const ACTIONS: QuickAction[] = [
  { tab: 'registrations', label: 'View Registrations', icon: <AssignmentIcon /> },
  { tab: 'teams', label: 'View Teams', icon: <GroupsIcon /> },
  { tab: 'students', label: 'View Students', icon: <FaceIcon /> },
  { tab: 'schools', label: 'View Schools', icon: <SchoolIcon /> },
];

/** Spec: a system summary of four totals. */
const SUMMARY: { key: keyof RegionDashboardStats; label: string }[] = [
  { key: 'schools', label: 'Total Schools' },
  { key: 'teams', label: 'Total Teams' },
  { key: 'registrations', label: 'Total Registrations' },
  { key: 'mentors', label: 'Total Mentors' },
];

export interface SuperOverviewProps {
  role: string | null;
  onOpenTab: (tab: DashboardTabKey) => void;
}

/** Super admin Overview: the five stat cards, the four quick actions, the system summary and the Summary by School table. */
export function SuperOverview({ role, onOpenTab }: SuperOverviewProps) {
  const query = useDashboardStats(role, 'super-dashboard-error');
  const stats = query.data?.stats;
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <StatsLoadState query={query} />
      {stats ? (
        <StatTiles tiles={CARDS} stats={stats} md="grow" onOpen={onOpenTab} />
      ) : null}
      <QuickActions actions={ACTIONS} onOpen={onOpenTab} />
      {stats ? (
        <Paper component="section" aria-label="System Summary" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            System Summary
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            {SUMMARY.map((item) => (
              <Box key={item.key}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {item.label}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }} data-testid={`system-summary-${item.key}`}>
                  {formatCount(stats[item.key])}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
      <SchoolSummaryTable audience="super" role={role} region={null} />
    </Stack>
  );
}
