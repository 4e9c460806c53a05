import type { ReactNode } from 'react';
import { Box, Container, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useSession } from '@hackathon/session';
import { ErrorBoundary } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { useLogout } from '../../shared/hooks/useLogout';
import { regionBadge, welcomeName } from '../../shared/utils/displayName';
import { useDashboardTab } from '../hooks/useDashboardTab';
import { useRegionDashboard } from '../hooks/useRegionDashboard';
import { dashboardTab, dashboardTabs, type DashboardAudience, type DashboardTabDef, type DashboardTabKey } from '../utils/tabs';
import { RegionHeader } from './RegionHeader';

/** What a tab's content gets from the frame. */
export interface DashboardTabContext {
  tab: DashboardTabDef;
  audience: DashboardAudience;
  role: string | null;
  /** The region admin's region; null for the super admin (all regions). */
  region: string | null;
  openTab: (key: DashboardTabKey) => void;
}

export interface RegionDashboardFrameProps {
  audience: DashboardAudience;
  title: string;
  /** The content of the open tab. */
  renderTab: (context: DashboardTabContext) => ReactNode;
}

/**
 * What the region and super admin dashboards share: the header (region badge, welcome, Logout),
 * the tabs (the open one in `?tab=`, overview by default) and an error boundary around the open
 * tab, so one failing tab shows 'Error loading component: {name}' and the others keep working.
 */
export function RegionDashboardFrame({ audience, title, renderTab }: RegionDashboardFrameProps) {
  const t = useT();
  const session = useSession();
  const logout = useLogout();
  const [current, openTab] = useDashboardTab(audience);
  // a region admin's region as the server knows it (the overview's stats read, one request); the super admin has none
  const dashboard = useRegionDashboard(session.role, audience === 'region');
  const profile = session.adminInfo ?? session.user;
  const region = audience === 'super' ? null : (dashboard.data?.region ?? profile?.region ?? null);
  const tab = dashboardTab(audience, current);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <RegionHeader title={title} badge={regionBadge(session.role, region)} welcomeName={welcomeName(profile)} onLogout={logout} />
        <Paper>
          <Tabs
            value={tab.key}
            onChange={(_event, key: DashboardTabKey) => openTab(key)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('dashboards.frame.tabs', { title })}
            // a phone: narrower tabs, so more of them show beside the scroll buttons
            sx={{ '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } }, '& .MuiTabs-scrollButtons': { width: { xs: 32, sm: 40 } } }}
          >
            {dashboardTabs(audience).map((item) => (
              <Tab
                key={item.key}
                value={item.key}
                label={item.label}
                id={`dashboard-tab-${item.key}`}
                aria-controls={`dashboard-tabpanel-${item.key}`}
                data-tab={item.key}
              />
            ))}
          </Tabs>
        </Paper>
        <Box role="tabpanel" id={`dashboard-tabpanel-${tab.key}`} aria-labelledby={`dashboard-tab-${tab.key}`} data-testid={`tab-${tab.key}`} sx={{ minWidth: 0 }}>
          <ErrorBoundary name={tab.label} resetKey={tab.key}>
            {renderTab({ tab, audience, role: session.role, region, openTab })}
          </ErrorBoundary>
        </Box>
      </Stack>
    </Container>
  );
}
