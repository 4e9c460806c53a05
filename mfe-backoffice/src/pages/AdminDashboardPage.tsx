import { useEffect, useState } from 'react';
import { Box, Container, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { ErrorBoundary, toast } from '@hackathon/ui';
import {
  ADMIN_READS,
  ADMIN_SECTIONS,
  AdminHeader,
  AdminSidebar,
  adminSection,
  readCollapsed,
  useAdminDashboard,
  useAdminSection,
  writeCollapsed,
} from '../modules/admin';
import { SchoolPageDialog } from '../modules/school-page';
import { useLogout } from '../modules/shared/hooks/useLogout';
import { connectionState } from '../modules/shared/utils/connection';
import { adminDisplayName } from '../modules/shared/utils/displayName';
import { useT } from '../i18n';

const storage = typeof window !== 'undefined' ? window.localStorage : undefined;

/**
 * The platform admin's dashboard (/dashboard): the header, the collapsible sidebar and the section
 * named by `?section=` (unknown -> overview). Each section reads its own data.
 */
export function AdminDashboardPage() {
  useT(); // the section's name and the toast follow the language
  const session = useSession();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const query = useAdminDashboard();
  const [current, open] = useAdminSection();
  const [collapsed, setCollapsed] = useState(() => readCollapsed(storage));
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(MSG.failedLoadDashboard, { id: 'admin-dashboard-error' });
  }, [error, errorUpdatedAt]);

  const toggle = () =>
    setCollapsed((value) => {
      writeCollapsed(storage, !value);
      return !value;
    });
  // the header's refresh re-reads the counters and whatever the open section shows
  const refresh = () => void invalidateEndpoints(queryClient, ADMIN_READS);
  const section = adminSection(current);
  const Section = section.component;
  const connection = connectionState(query);

  return (
    <Container maxWidth={false} sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 }, maxWidth: 1800 }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <AdminHeader
          connection={connection}
          lastRefresh={query.dataUpdatedAt || null}
          refreshing={query.isFetching}
          onRefresh={refresh}
          displayName={adminDisplayName(session.user)}
          role={session.role}
          onLogout={logout}
        />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 3 }, alignItems: 'stretch' }}>
          <AdminSidebar sections={ADMIN_SECTIONS} current={current} onSelect={(key) => open(key)} collapsed={collapsed} onToggle={toggle} connection={connection} />
          <Box component="section" aria-label={section.label} data-testid={`section-${section.key}`} sx={{ flex: 1, minWidth: 0 }}>
            <ErrorBoundary name={section.label} resetKey={section.key}>
              <Section />
            </ErrorBoundary>
          </Box>
        </Box>
      </Stack>
      {/* a school's page over the section that listed it (?school=<code>, issue 25) */}
      <SchoolPageDialog readOnly={false} />
    </Container>
  );
}
