import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { DEFAULT_LOCALE, loadServerCatalogues, MSG, type FirstScreenData, type RenderFirstScreen } from '@hackathon/contracts';
import { renderFrozen } from '@hackathon/ui/server';
import { DashboardScreen, type DashboardView, type LoadOutcome } from '../modules/dashboard';
import { summariseMentors, summariseTeams } from '../modules/shared/utils/summary';
import { useT } from '../i18n';

/**
 * The school dashboard's first screen rendered by the API (ADR 0006, server-filled first screen):
 * the page's own DashboardScreen with the admin's three reads, frozen, for the layout's <main>.
 * Built for node by webpack.server.config.js (dist-server/first-screen.js).
 */

/** The live page's view of the same reads once all three have answered. */
function viewOf(data: FirstScreenData): DashboardView {
  const outcome: LoadOutcome = { registrationLoaded: data.registration !== null, mentors: data.mentors.length, teams: data.teams.length };
  return {
    registration: data.registration ?? undefined,
    mentorSummary: summariseMentors(data.mentors),
    teamSummary: summariseTeams(data.teams),
    outcome,
    isFailed: false,
    isRefreshing: false,
    lastUpdated: null,
    // no registration row: the page's registration read fails with 404 (dashboardErrorMessage's words)
    errorMessage: data.registration === null ? MSG.schoolDataNotFound : null,
  };
}

/** Where the tabs go: their frame, quiet, until the live page brings them. */
function TabsPlaceholder() {
  const t = useT();
  return (
    <Box>
      <Box sx={{ minHeight: 48, borderBottom: 1, borderColor: 'divider', mb: 2 }} />
      <Paper sx={{ p: { xs: 2, md: 3 }, minHeight: 160 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('school.firstScreen.loading')}
        </Typography>
        <LinearProgress aria-label={t('school.firstScreen.loadingAria')} />
      </Paper>
    </Box>
  );
}

const ignore = () => undefined;

// this bundle's own catalogue (it bundles its own translation instance): every namespace in both
// languages, since a render may be in either
loadServerCatalogues();

export const renderFirstScreen: RenderFirstScreen = (data, locale = DEFAULT_LOCALE) =>
  renderFrozen(<DashboardScreen schoolCode={data.schoolCode} view={viewOf(data)} onRefresh={ignore} tabs={<TabsPlaceholder />} frozen />, locale, 'fs');
