import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SchoolIcon from '@mui/icons-material/School';
import GroupsIcon from '@mui/icons-material/Groups';
import PaymentIcon from '@mui/icons-material/Payment';
import TimelineIcon from '@mui/icons-material/Timeline';
import type { ReactNode } from 'react';
import { errorMessage } from '@hackathon/api-client';
import { API_MSG, MSG } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { EventSettingsCard } from '../../components/EventSettingsCard';
import { OverviewCards } from '../../components/OverviewCards';
import { useAdminDashboard } from '../../hooks/useAdminDashboard';
import { useAdminSection } from '../../hooks/useAdminSection';
import { QUICK_ACTIONS, type QuickAction } from '../../utils/overview';
import { formatCount } from '../../../shared/utils/format';
import { useT } from '../../../../i18n';

const ACTION_ICONS: Record<QuickAction['section'], ReactNode> = {
  schools: <SchoolIcon />,
  teams: <GroupsIcon />,
  'payment-verification': <PaymentIcon />,
  phases: <TimelineIcon />,
};

/** Overview: the eight metric cards, the quick actions, Refresh Data and the Event settings card. */
export function OverviewSection() {
  const t = useT();
  const query = useAdminDashboard();
  const [, open] = useAdminSection();
  const { error } = query;
  const stats = query.data;
  const refresh = () => void query.refetch();
  const isEmpty = stats !== undefined && Object.values(stats).every((value) => value === 0);

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Box component="section" aria-label={t('backoffice.section.overview')}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t('backoffice.section.overview')}
          </Typography>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={refresh} disabled={query.isFetching}>
            {t('backoffice.overview.refresh')}
          </Button>
        </Stack>
        {error ? (
          <Box sx={{ mb: 2 }}>
            <LoadErrorAlert message={MSG.failedLoadDashboard} detail={errorMessage(error)} onRetry={refresh} retrying={query.isFetching} />
          </Box>
        ) : null}
        {query.isPending && query.isFetching ? <LoadingSpinner label={t('backoffice.overview.loading')} /> : null}
        {isEmpty ? (
          <Alert severity="info" sx={{ mb: 2 }} role="status">
            {API_MSG.adminOverviewEmpty}
          </Alert>
        ) : null}
        {stats ? <OverviewCards stats={stats} /> : null}
      </Box>
      <Paper component="section" aria-label={t('backoffice.overview.quickActions')} sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('backoffice.overview.quickActions')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {QUICK_ACTIONS.map((action) => {
            const count = action.countKey && stats ? stats[action.countKey] : undefined;
            return (
              <Button
                key={action.section}
                variant="outlined"
                size="large"
                onClick={() => open(action.section)}
                startIcon={ACTION_ICONS[action.section]}
                sx={{ justifyContent: 'flex-start', py: 1.5, columnGap: 1, rowGap: 0.5, flexWrap: 'wrap', textAlign: 'left' }}
              >
                <Box component="span" sx={{ flex: '1 1 auto' }}>
                  {action.label}
                </Box>
                {/* in the label, not as the end icon (the large button's icon slot sets 20 px text); on a narrow button it wraps below */}
                {count !== undefined ? <Chip size="small" color="warning" label={t('backoffice.overview.pendingCount', { count: formatCount(count) })} /> : null}
              </Button>
            );
          })}
        </Box>
      </Paper>
      <EventSettingsCard />
    </Stack>
  );
}
