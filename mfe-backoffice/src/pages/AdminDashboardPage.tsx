import { useEffect } from 'react';
import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorMessage } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { LoadErrorAlert, LoadingSpinner, toast } from '@hackathon/ui';
import { AdminHeader } from '../modules/admin/components/AdminHeader';
import { EventSettingsCard } from '../modules/admin/components/EventSettingsCard';
import { OverviewCards } from '../modules/admin/components/OverviewCards';
import { useAdminDashboard } from '../modules/admin/hooks/useAdminDashboard';
import { useLogout } from '../modules/shared/hooks/useLogout';
import { connectionState } from '../modules/shared/utils/connection';
import { adminDisplayName } from '../modules/shared/utils/displayName';

/** The platform admin's dashboard (/dashboard): header, the Overview section and the Event settings card. */
export function AdminDashboardPage() {
  const session = useSession();
  const logout = useLogout();
  const query = useAdminDashboard();
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(MSG.failedLoadDashboard, { id: 'admin-dashboard-error' });
  }, [error, errorUpdatedAt]);

  const refresh = () => void query.refetch();
  const stats = query.data;
  const isEmpty = stats !== undefined && Object.values(stats).every((value) => value === 0);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <AdminHeader
          connection={connectionState(query)}
          lastRefresh={query.dataUpdatedAt || null}
          refreshing={query.isFetching}
          onRefresh={refresh}
          displayName={adminDisplayName(session.user)}
          role={session.role}
          onLogout={logout}
        />
        <Box component="section" aria-label="Overview">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              Overview
            </Typography>
            <Button variant="contained" startIcon={<RefreshIcon />} onClick={refresh} disabled={query.isFetching}>
              Refresh Data
            </Button>
          </Stack>
          {error ? (
            <Box sx={{ mb: 2 }}>
              <LoadErrorAlert message={MSG.failedLoadDashboard} detail={errorMessage(error)} onRetry={refresh} retrying={query.isFetching} />
            </Box>
          ) : null}
          {query.isPending && query.isFetching ? <LoadingSpinner label="Loading dashboard data..." /> : null}
          {isEmpty ? (
            <Alert severity="info" sx={{ mb: 2 }} role="status">
              No schools, registrations or teams yet.
            </Alert>
          ) : null}
          {stats ? <OverviewCards stats={stats} /> : null}
        </Box>
        <EventSettingsCard />
      </Stack>
    </Container>
  );
}
