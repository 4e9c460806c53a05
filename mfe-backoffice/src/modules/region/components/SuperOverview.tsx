import { Box, Paper, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import GroupsIcon from '@mui/icons-material/Groups';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PersonIcon from '@mui/icons-material/Person';
import FaceIcon from '@mui/icons-material/Face';
import BoltIcon from '@mui/icons-material/Bolt';
import type { RegionDashboardStats } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { formatCount } from '../../shared/utils/format';
import { withTexts, tr } from '../../shared/utils/text';
import { useDashboardStats } from '../hooks/useDashboardStats';
import type { DashboardTabKey } from '../utils/tabs';
import { QuickActions, StatsLoadState, StatTiles, type QuickAction, type StatTile } from './OverviewParts';
import { SchoolSummaryTable } from './SchoolSummaryTable';

/** Spec: five stat cards (schools, teams, registrations, mentors, active teams); each opens its tab. */
const CARDS: StatTile[] = [
  withTexts({ key: 'schools' as const, icon: <SchoolIcon />, tab: 'schools' as const, color: 'primary' as const }, { title: () => tr('dashboards.overview.schools') }),
  withTexts({ key: 'teams' as const, icon: <GroupsIcon />, tab: 'teams' as const, color: 'primary' as const }, { title: () => tr('dashboards.overview.teams') }),
  withTexts({ key: 'registrations' as const, icon: <AssignmentIcon />, tab: 'registrations' as const, color: 'primary' as const }, { title: () => tr('dashboards.overview.registrations') }),
  withTexts({ key: 'mentors' as const, icon: <PersonIcon />, tab: 'mentors' as const, color: 'primary' as const }, { title: () => tr('dashboards.overview.mentors') }),
  withTexts({ key: 'activeTeams' as const, icon: <BoltIcon />, tab: 'teams' as const, color: 'success' as const }, { title: () => tr('dashboards.overview.activeTeams') }),
];

/** Spec: four quick actions, view registrations, teams, students and schools. */
const ACTIONS: QuickAction[] = [
  withTexts({ tab: 'registrations' as const, icon: <AssignmentIcon /> }, { label: () => tr('dashboards.overview.viewRegistrations') }),
  withTexts({ tab: 'teams' as const, icon: <GroupsIcon /> }, { label: () => tr('dashboards.overview.viewTeams') }),
  withTexts({ tab: 'students' as const, icon: <FaceIcon /> }, { label: () => tr('dashboards.overview.viewStudents') }),
  withTexts({ tab: 'schools' as const, icon: <SchoolIcon /> }, { label: () => tr('dashboards.overview.viewSchools') }),
];

/** Spec: a system summary of four totals. */
const SUMMARY: { key: keyof RegionDashboardStats; label: string }[] = [
  withTexts({ key: 'schools' as const }, { label: () => tr('dashboards.overview.totalSchools') }),
  withTexts({ key: 'teams' as const }, { label: () => tr('dashboards.overview.totalTeams') }),
  withTexts({ key: 'registrations' as const }, { label: () => tr('dashboards.overview.totalRegistrations') }),
  withTexts({ key: 'mentors' as const }, { label: () => tr('dashboards.overview.totalMentors') }),
];

export interface SuperOverviewProps {
  role: string | null;
  onOpenTab: (tab: DashboardTabKey) => void;
}

/** Super admin Overview: the five stat cards, the four quick actions, the system summary and the Summary by School table. */
export function SuperOverview({ role, onOpenTab }: SuperOverviewProps) {
  const t = useT();
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
        <Paper component="section" aria-label={t('dashboards.overview.systemSummary')} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('dashboards.overview.systemSummary')}
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
