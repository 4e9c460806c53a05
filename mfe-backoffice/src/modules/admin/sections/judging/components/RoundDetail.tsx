import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, Stack, Tab, Tabs } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { JudgingRound, MessageId } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { useRound } from '../hooks/useJudgingReads';
import { AssignmentPanel } from './AssignmentPanel';
import { CoveragePanel } from './CoveragePanel';
import { ResultsPanel } from './ResultsPanel';
import { RoundSummary } from './RoundSummary';
import { useT } from '../../../../../i18n';

const TABS = ['assignment', 'coverage', 'results'] as const;
type DetailTab = (typeof TABS)[number];
const TAB_LABEL: Record<DetailTab, MessageId> = { assignment: 'judging.tab.assignment', coverage: 'judging.tab.coverage', results: 'judging.tab.results' };

export interface RoundDetailProps {
  id: string;
  onBack: () => void;
  onEdit: (round: JudgingRound) => void;
}

/** One round: its settings, then Assignment, Coverage and Results as tabs (only the open one reads). */
export function RoundDetail({ id, onBack, onEdit }: RoundDetailProps) {
  const t = useT();
  const query = useRound(id);
  const [tab, setTab] = useState<DetailTab>('assignment');
  const heading = useRef<HTMLHeadingElement>(null);
  const round = query.data;
  const loaded = round !== undefined;
  // the list's Open button is gone: focus goes to the round's name rather than to the page's start
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  let body;
  if (query.error && !round) body = <LoadErrorAlert message={t('judging.detail.failed')} detail={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!round) body = <LoadingSpinner label={t('judging.detail.loading')} />;
  else {
    body = (
      <>
        <RoundSummary round={round} headingRef={heading} onEdit={round.status === 'draft' ? () => onEdit(round) : undefined} />
        <Paper variant="outlined">
          <Tabs value={tab} onChange={(_event, value: DetailTab) => setTab(value)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('judging.tab.label')}>
            {TABS.map((key) => (
              <Tab key={key} value={key} id={`judging-tab-${key}`} aria-controls="judging-tab-panel" label={t(TAB_LABEL[key])} />
            ))}
          </Tabs>
        </Paper>
        <Box id="judging-tab-panel" role="tabpanel" aria-labelledby={`judging-tab-${tab}`}>
          {tab === 'assignment' ? <AssignmentPanel round={round} /> : tab === 'coverage' ? <CoveragePanel round={round} /> : <ResultsPanel round={round} />}
        </Box>
      </>
    );
  }
  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('judging.detail.back')}
        </Button>
      </Box>
      {body}
    </Stack>
  );
}
