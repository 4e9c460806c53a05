import { useEffect, type ReactNode } from 'react';
import { Container, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { MSG, type RegionDashboardData } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { LoadErrorAlert, LoadingSpinner, toast } from '@hackathon/ui';
import { useLogout } from '../../shared/hooks/useLogout';
import { regionBadge, welcomeName } from '../../shared/utils/displayName';
import { useRegionDashboard } from '../hooks/useRegionDashboard';
import { RegionHeader } from './RegionHeader';

export interface RegionDashboardFrameProps {
  title: string;
  /** Keeps one error toast per dashboard however often the read fails. */
  toastId: string;
  /** The Overview content, once the dashboard data has loaded. */
  children: (data: RegionDashboardData) => ReactNode;
}

/**
 * What the region and super admin dashboards share: the header with region badge, welcome and
 * Logout, the dashboard read (GET /region-admin/dashboard) with its error and loading states.
 */
export function RegionDashboardFrame({ title, toastId, children }: RegionDashboardFrameProps) {
  const session = useSession();
  const logout = useLogout();
  const query = useRegionDashboard(session.role);
  const { error, errorUpdatedAt } = query;
  const profile = session.adminInfo ?? session.user;
  // a region admin's region comes with the data; a super admin's is null (ALL REGIONS)
  const region = query.data?.region ?? profile?.region ?? null;
  const refresh = () => void query.refetch();

  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(MSG.failedLoadDashboard, { id: toastId });
  }, [error, errorUpdatedAt, toastId]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <RegionHeader title={title} badge={regionBadge(session.role, region)} welcomeName={welcomeName(profile)} onLogout={logout} />
        {error ? <LoadErrorAlert message={MSG.failedLoadDashboard} detail={errorMessage(error)} onRetry={refresh} retrying={query.isFetching} /> : null}
        {query.isPending && query.isFetching ? <LoadingSpinner label="Loading dashboard data..." /> : null}
        {query.data ? (
          <>
            <Typography variant="h6" component="h2">
              Overview
            </Typography>
            {children(query.data)}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
