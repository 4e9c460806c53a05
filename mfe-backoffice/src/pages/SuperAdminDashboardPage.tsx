import { useEffect } from 'react';
import { Container, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { LoadErrorAlert, LoadingSpinner, toast } from '@hackathon/ui';
import { RegionHeader } from '../modules/region/components/RegionHeader';
import { SuperStatCards } from '../modules/region/components/RegionOverview';
import { useRegionDashboard } from '../modules/region/hooks/useRegionDashboard';
import { useLogout } from '../modules/shared/hooks/useLogout';
import { regionBadge, welcomeName } from '../modules/shared/utils/displayName';

/** The super admin's view of all regions (/super-admin-dashboard): header and the five stat cards. */
export function SuperAdminDashboardPage() {
  const session = useSession();
  const logout = useLogout();
  const query = useRegionDashboard(session.role);
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(MSG.failedLoadDashboard, { id: 'super-dashboard-error' });
  }, [error, errorUpdatedAt]);

  const refresh = () => void query.refetch();

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <RegionHeader
          title="Super Admin Dashboard"
          badge={regionBadge(session.role, session.adminInfo?.region ?? session.user?.region)}
          welcomeName={welcomeName(session.adminInfo ?? session.user)}
          onLogout={logout}
        />
        {error ? <LoadErrorAlert message={MSG.failedLoadDashboard} detail={errorMessage(error)} onRetry={refresh} retrying={query.isFetching} /> : null}
        {query.isPending && query.isFetching ? <LoadingSpinner label="Loading dashboard data..." /> : null}
        {query.data ? (
          <>
            <Typography variant="h6" component="h2">
              Overview
            </Typography>
            <SuperStatCards stats={query.data.stats} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
