import { Box, Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { contentFileUrl, formatDateTime, LOCALE_NAMES, type ContentDocumentKey } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { useDocumentHistory } from '../hooks/useContentApi';
import { useContentEditor } from '../hooks/useContentEditor';
import { fileRefOf, uploadLanguage } from '../utils/contentDraft';
import { useT } from '../../../../../i18n';

/**
 * Every upload of one document, newest first: replacing a file keeps the old one reachable (an
 * auditor opens any of them), and any of them can be put back in the draft.
 */
export function DocumentHistory({ documentKey, open }: { documentKey: ContentDocumentKey; open: boolean }) {
  const t = useT();
  const { draft, set } = useContentEditor();
  const history = useDocumentHistory(documentKey, open);
  if (history.error) {
    return (
      <LoadErrorAlert message={t('backoffice.content.documents.failedHistory')} detail={errorMessage(history.error)} onRetry={() => void history.refetch()} retrying={history.isFetching} />
    );
  }
  if (!history.data) return <LoadingSpinner size={24} />;
  if (history.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('backoffice.content.documents.historyEmpty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {history.data.map((file) => {
        const language = uploadLanguage(file.purpose);
        const inDraft = language !== null && draft.documents[documentKey]?.[language]?.fileId === file.fileId;
        return (
          <ListItem key={file.fileId} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ minWidth: 0, flex: '1 1 240px', overflowWrap: 'anywhere' }}
              primary={file.originalName}
              secondary={t('backoffice.content.documents.historyEntry', {
                language: language ? LOCALE_NAMES[language] : '—',
                date: formatDateTime(file.uploadedAt),
                who: file.uploadedBy ?? t('backoffice.content.unknownPerson'),
              })}
            />
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Link href={contentFileUrl(file.fileId)} target="_blank" rel="noopener noreferrer" aria-label={t('backoffice.content.documents.openFile', { name: file.originalName })}>
                {t('backoffice.content.documents.open')}
              </Link>
              {language === null ? null : inDraft ? (
                <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                  {t('backoffice.content.documents.inUse')}
                </Box>
              ) : (
                <Button size="small" onClick={() => set(`documents.${documentKey}.${language}`, fileRefOf(file))}>
                  {t('backoffice.content.documents.useVersion')}
                </Button>
              )}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
