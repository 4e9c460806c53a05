import { useState, type JSX } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import type { ContentWorkspace } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { ContentEditorView } from './components/ContentEditorView';
import { useContentWorkspace } from './hooks/useContentApi';
import type { ContentTab } from './utils/contentDraft';
import { useT } from '../../../../i18n';

/**
 * The Content section (issue 25): what visitors read about the event, edited as a draft (documents,
 * links, media, texts, dates and switches), previewed, published in one step and rolled back.
 */
export function ContentSection(): JSX.Element {
  const t = useT();
  const query = useContentWorkspace();
  // the tab outlives the editor: a discard or a rollback starts the editor again on the same tab
  const [tab, setTab] = useState<ContentTab>('documents');
  let body: JSX.Element;
  if (query.data) body = <ContentEditorView workspace={query.data as ContentWorkspace} tab={tab} onTab={setTab} />;
  else if (query.error) {
    body = <LoadErrorAlert message={t('backoffice.content.failedLoad')} detail={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else body = <LoadingSpinner label={t('backoffice.content.loading')} />;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h2">
          {t('backoffice.content.section')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('backoffice.content.intro')}
        </Typography>
      </Box>
      {body}
    </Stack>
  );
}
