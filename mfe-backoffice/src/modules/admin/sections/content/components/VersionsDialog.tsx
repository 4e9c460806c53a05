import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, useMediaQuery, useTheme } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { formatDateTime } from '@hackathon/contracts';
import { LoadErrorAlert, LoadingSpinner } from '@hackathon/ui';
import { useContentVersions } from '../hooks/useContentApi';
import { useT } from '../../../../../i18n';

/** The published versions, newest first: when, by whom, and which ones were rollbacks. */
export function VersionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const versions = useContentVersions(open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="content-versions-title">
      <DialogTitle id="content-versions-title">{t('backoffice.content.versionsTitle')}</DialogTitle>
      <DialogContent dividers>
        {versions.error ? (
          <LoadErrorAlert message={t('backoffice.content.failedVersions')} detail={errorMessage(versions.error)} onRetry={() => void versions.refetch()} retrying={versions.isFetching} />
        ) : !versions.data ? (
          <LoadingSpinner size={28} />
        ) : (
          <List dense disablePadding>
            {versions.data.map((version, index) => (
              <ListItem key={version.version} divider secondaryAction={index === 0 ? <Chip size="small" color="success" label={t('backoffice.content.versionCurrent')} /> : undefined}>
                <ListItemText
                  primary={t('backoffice.content.versionLine', { version: version.version })}
                  secondary={[
                    t('backoffice.content.versionMeta', { date: formatDateTime(version.publishedAt), who: version.publishedBy ?? t('backoffice.content.unknownPerson') }),
                    version.restoredFrom !== null ? t('backoffice.content.versionRestored', { version: version.restoredFrom }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('backoffice.content.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
