import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import GroupsIcon from '@mui/icons-material/Groups';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PersonIcon from '@mui/icons-material/Person';
import type { RegionDashboardStats } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { formatCount } from '../../shared/utils/format';
import { withTexts, tr } from '../../shared/utils/text';
import { useDashboardStats } from '../hooks/useDashboardStats';
import type { DashboardTabKey } from '../utils/tabs';
import { QuickActions, StatsLoadState, StatTiles, type QuickAction, type StatTile } from './OverviewParts';
import { SchoolSummaryTable } from './SchoolSummaryTable';

/** Spec: Total Schools, Total Teams, Total Registrations, Total Mentors; each opens its tab. */
const TOTALS: StatTile[] = [
  withTexts({ key: 'schools' as const, icon: <SchoolIcon />, tab: 'schools' as const }, { title: () => tr('dashboards.overview.totalSchools') }),
  withTexts({ key: 'teams' as const, icon: <GroupsIcon />, tab: 'teams' as const }, { title: () => tr('dashboards.overview.totalTeams') }),
  withTexts({ key: 'registrations' as const, icon: <AssignmentIcon />, tab: 'registrations' as const }, { title: () => tr('dashboards.overview.totalRegistrations') }),
  withTexts({ key: 'mentors' as const, icon: <PersonIcon />, tab: 'mentors' as const }, { title: () => tr('dashboards.overview.totalMentors') }),
];

const HIGHLIGHTS: { key: keyof RegionDashboardStats; title: string; caption: string; color: 'success.main' | 'warning.main' | 'primary.main' }[] = [
  withTexts(
    { key: 'activeTeams' as const, color: 'success.main' as const },
    { title: () => tr('dashboards.overview.activeTeams'), caption: () => tr('dashboards.overview.activeTeamsCaption') },
  ),
  withTexts(
    { key: 'pendingRegistrations' as const, color: 'warning.main' as const },
    { title: () => tr('dashboards.overview.pendingRegistrations'), caption: () => tr('dashboards.overview.pendingRegistrationsCaption') },
  ),
  withTexts(
    { key: 'approvedRegistrations' as const, color: 'primary.main' as const },
    { title: () => tr('dashboards.overview.approvedRegistrations'), caption: () => tr('dashboards.overview.approvedRegistrationsCaption') },
  ),
];

/** Spec: Quick Actions jump to the Schools, Teams and Registrations tabs. */
const ACTIONS: QuickAction[] = [
  withTexts({ tab: 'schools' as const, icon: <SchoolIcon /> }, { label: () => tr('dashboards.overview.viewSchools') }),
  withTexts({ tab: 'teams' as const, icon: <GroupsIcon /> }, { label: () => tr('dashboards.overview.viewTeams') }),
  withTexts({ tab: 'registrations' as const, icon: <AssignmentIcon /> }, { label: () => tr('dashboards.overview.viewRegistrations') }),
];

export interface RegionOverviewProps {
  role: string | null;
  region: string | null;
  onOpenTab: (tab: DashboardTabKey) => void;
}

/** Region admin Overview: the four stat tiles, the three cards, Quick Actions and the Region Summary Table. */
export function RegionOverview({ role, region, onOpenTab }: RegionOverviewProps) {
  // the cards' words are read in the language of the moment: re-render on a switch
  useT();
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
