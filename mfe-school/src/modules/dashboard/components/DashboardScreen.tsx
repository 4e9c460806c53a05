import type { ReactNode } from 'react';
import { Alert, Container, Stack } from '@mui/material';
import type { Registration } from '@hackathon/contracts';
import { LoadErrorAlert, OfflineNotice, useOnline } from '@hackathon/ui';
import { DashboardHeader } from './DashboardHeader';
import { SummaryCards } from './SummaryCards';
import type { MentorSummary, TeamSummary } from '../../shared/utils/summary';
import { isPartialLoad, partialLoadMessage, type LoadOutcome } from '../utils/messages';
import { useT } from '../../../i18n';

/** What the dashboard's screen is drawn from: the page's reads (useSchoolDashboard), or the server's. */
export interface DashboardView {
  registration: Registration | undefined;
  mentorSummary: MentorSummary;
  teamSummary: TeamSummary;
  outcome: LoadOutcome;
  /** Every read failed: nothing below the header but the error. */
  isFailed: boolean;
  isRefreshing: boolean;
  lastUpdated: number | null;
  /** The first failed read's message, null when none failed. */
  errorMessage: string | null;
}

export interface DashboardScreenProps {
  schoolCode: string;
  view: DashboardView;
  onRefresh: () => void;
  /** What goes below the cards: the page's tabs, or the server copy's placeholder. */
  tabs: ReactNode;
  /** The server's first screen: its buttons disabled, its clock- and zone-dependent text as dashes. */
  frozen?: boolean;
}

/**
 * The loaded dashboard: header, failure notices, summary cards, then the tabs. One component for
 * the page and the server's first screen (src/first-screen), so the copy the server sends is the
 * page's own first screen and the two cannot drift apart.
 */
export function DashboardScreen({ schoolCode, view, onRefresh, tabs, frozen = false }: DashboardScreenProps) {
  // re-renders on a language switch: the messages below are read in the language of the moment
  useT();
  const online = useOnline();
  const { outcome, errorMessage } = view;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <DashboardHeader
          schoolCode={schoolCode}
          registration={view.registration}
          lastUpdated={view.lastUpdated}
          refreshing={view.isRefreshing}
          onRefresh={onRefresh}
          frozen={frozen}
        />
        <OfflineNotice loadedAt={view.lastUpdated} />
        {errorMessage !== null ? <LoadErrorAlert message={errorMessage} onRetry={onRefresh} retrying={view.isRefreshing || frozen} /> : null}
        {isPartialLoad(outcome) ? (
          <Alert severity="warning" data-testid="partial-load-warning">
            {partialLoadMessage(outcome)}
          </Alert>
        ) : null}
        {!view.isFailed ? (
          <>
            <SummaryCards
              mentors={view.mentorSummary}
              teams={view.teamSummary}
              status={!online ? 'Offline' : errorMessage !== null ? 'Error' : 'Active'}
              paymentStatus={view.registration?.paymentStatus}
              registrationLoaded={outcome.registrationLoaded}
              mentorsLoaded={outcome.mentors !== null}
              teamsLoaded={outcome.teams !== null}
            />
            {tabs}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
