import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import GroupsIcon from '@mui/icons-material/Groups';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PersonIcon from '@mui/icons-material/Person';
import BoltIcon from '@mui/icons-material/Bolt';
import type { RegionDashboardStats } from '@hackathon/contracts';
import { StatCard } from '@hackathon/ui';
import { formatCount } from '../../shared/utils/format';

interface Tile {
  key: keyof RegionDashboardStats;
  title: string;
  icon: ReactNode;
}

const TOTALS: Tile[] = [
  { key: 'schools', title: 'Total Schools', icon: <SchoolIcon /> },
  { key: 'teams', title: 'Total Teams', icon: <GroupsIcon /> },
  { key: 'registrations', title: 'Total Registrations', icon: <AssignmentIcon /> },
  { key: 'mentors', title: 'Total Mentors', icon: <PersonIcon /> },
];

/** Region admin: the four stat tiles. */
export function RegionStatTiles({ stats }: { stats: RegionDashboardStats }) {
  return (
    <Grid container spacing={2}>
      {TOTALS.map((tile) => (
        <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard title={tile.title} value={formatCount(stats[tile.key])} icon={tile.icon} />
        </Grid>
      ))}
    </Grid>
  );
}

const HIGHLIGHTS: { key: keyof RegionDashboardStats; title: string; caption: string; color: 'success.main' | 'warning.main' | 'primary.main' }[] = [
  { key: 'activeTeams', title: 'Active Teams', caption: 'Teams currently participating', color: 'success.main' },
  { key: 'pendingRegistrations', title: 'Pending Registrations', caption: 'Awaiting approval', color: 'warning.main' },
  { key: 'approvedRegistrations', title: 'Approved Registrations', caption: 'Successfully processed', color: 'primary.main' },
];

/** Region admin: the three cards under the tiles. */
export function RegionHighlightCards({ stats }: { stats: RegionDashboardStats }) {
  return (
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
  );
}

const SUPER: Tile[] = [
  { key: 'schools', title: 'Schools', icon: <SchoolIcon /> },
  { key: 'teams', title: 'Teams', icon: <GroupsIcon /> },
  { key: 'registrations', title: 'Registrations', icon: <AssignmentIcon /> },
  { key: 'mentors', title: 'Mentors', icon: <PersonIcon /> },
  { key: 'activeTeams', title: 'Active Teams', icon: <BoltIcon /> },
];

/** Super admin: the five stat cards. */
export function SuperStatCards({ stats }: { stats: RegionDashboardStats }) {
  return (
    <Grid container spacing={2}>
      {SUPER.map((tile) => (
        <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 'grow' }}>
          <StatCard
            title={tile.title}
            value={formatCount(stats[tile.key])}
            icon={tile.icon}
            color={tile.key === 'activeTeams' ? 'success' : 'primary'}
          />
        </Grid>
      ))}
    </Grid>
  );
}
