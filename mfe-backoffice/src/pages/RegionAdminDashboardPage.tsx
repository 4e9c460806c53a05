import { useEffect } from 'react';
import { Container, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { LoadErrorAlert, LoadingSpinner, toast } from '@hackathon/ui';
import { RegionHeader } from '../modules/region/components/RegionHeader';
import { RegionHighlightCards, RegionStatTiles } from '../modules/region/components/RegionOverview';
import { RegionSummaryTable } from '../modules/region/components/RegionSummaryTable';
import { useRegionDashboard } from '../modules/region/hooks/useRegionDashboard';
import { useLogout } from '../modules/shared/hooks/useLogout';
import { regionBadge, welcomeName } from '../modules/shared/utils/displayName';

/** The region admin's read-only view of its region (/region-admin-dashboard): Overview. */
export function RegionAdminDashboardPage() {
  const session = useSession();
  const logout = useLogout();
  const query = useRegionDashboard(session.role);
  const { error, errorUpdatedAt } = query;
  const profile = session.adminInfo ?? session.user;

  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(MSG.failedLoadDashboard, { id: 'region-dashboard-error' });
  }, [error, errorUpdatedAt]);

  const region = query.data?.region ?? profile?.region ?? null;
  const refresh = () => void query.refetch();

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <RegionHeader
          title="Region Admin Dashboard"
          badge={regionBadge(session.role, region)}
          welcomeName={welcomeName(profile)}
          onLogout={logout}
        />
        {error ? <LoadErrorAlert message={MSG.failedLoadDashboard} detail={errorMessage(error)} onRetry={refresh} retrying={query.isFetching} /> : null}
        {query.isPending && query.isFetching ? <LoadingSpinner label="Loading dashboard data..." /> : null}
        {query.data ? (
          <>
            <Typography variant="h6" component="h2">
              Overview
            </Typography>
            <RegionStatTiles stats={query.data.stats} />
            <RegionHighlightCards stats={query.data.stats} />
            <RegionSummaryTable schools={query.data.schools} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
