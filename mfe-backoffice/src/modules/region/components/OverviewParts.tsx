import type { ReactNode } from 'react';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, type ApiError } from '@hackathon/api-client';
import { MSG, type RegionDashboardStats } from '@hackathon/contracts';
import { compactStatCardsSx, LoadErrorAlert, LoadingSpinner, StatCard } from '@hackathon/ui';
import { formatCount } from '../../shared/utils/format';
import { useT } from '../../../i18n';
import type { DashboardTabKey } from '../utils/tabs';

/** The stats read's failure (with Try again) or first load; nothing once the stats are there. */
export function StatsLoadState({ query }: { query: UseQueryResult<unknown, ApiError> }) {
  const t = useT();
  if (query.error) {
    return (
      <LoadErrorAlert message={MSG.failedLoadDashboard} detail={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return query.isPending && query.isFetching ? <LoadingSpinner label={t('dashboards.overview.loading')} /> : null;
}

export interface QuickAction {
  tab: DashboardTabKey;
  label: string;
  icon: ReactNode;
}

/** Quick Actions: buttons that open a tab of the dashboard. */
export function QuickActions({ actions, onOpen }: { actions: readonly QuickAction[]; onOpen: (tab: DashboardTabKey) => void }) {
  const t = useT();
  return (
    <Paper component="section" aria-label={t('dashboards.overview.quickActions')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('dashboards.overview.quickActions')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(actions.length, 2)}, 1fr)`, lg: `repeat(${actions.length}, 1fr)` } }}>
        {actions.map((action) => (
          <Button key={action.tab} variant="outlined" size="large" startIcon={action.icon} onClick={() => onOpen(action.tab)} sx={{ justifyContent: 'flex-start', py: 1.5 }}>
            {action.label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}

export interface StatTile {
  key: keyof RegionDashboardStats;
  title: string;
  icon: ReactNode;
  /** The tab the tile opens. */
  tab: DashboardTabKey;
  color?: 'primary' | 'success';
}

/** The overview's stat tiles, one row on a wide screen and two compact columns on a phone; each opens its tab. */
export function StatTiles({ tiles, stats, md, onOpen }: { tiles: readonly StatTile[]; stats: RegionDashboardStats; md: number | 'grow'; onOpen: (tab: DashboardTabKey) => void }) {
  // the tiles' titles are read in the language of the moment: re-render on a switch
  useT();
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }} sx={compactStatCardsSx} data-testid="stat-tiles">
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, md }}>
          <StatCard title={tile.title} value={formatCount(stats[tile.key])} icon={tile.icon} color={tile.color} onClick={() => onOpen(tile.tab)} />
        </Grid>
      ))}
    </Grid>
  );
}
