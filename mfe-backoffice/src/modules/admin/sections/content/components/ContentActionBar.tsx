import { Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import PublishIcon from '@mui/icons-material/Publish';
import VisibilityIcon from '@mui/icons-material/Visibility';
import UndoIcon from '@mui/icons-material/Undo';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import HistoryIcon from '@mui/icons-material/History';
import { formatDateTime, type PublishedContent } from '@hackathon/contracts';
import { useT } from '../../../../../i18n';

export interface ContentActionBarProps {
  published: PublishedContent;
  /** Edits on screen not yet saved as the draft. */
  unsaved: boolean;
  /** The saved draft differs from what is published. */
  unpublished: boolean;
  /** Why Publish is not offered now, if it is not (said under the buttons). */
  publishBlocked: string | null;
  saving: boolean;
  busy: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onPreview: () => void;
  onPublish: () => void;
  onRollback: () => void;
  onVersions: () => void;
  rollbackLoading: boolean;
}

/** The section's actions, kept in view at the bottom of the screen while the admin scrolls the fields. */
export function ContentActionBar(props: ContentActionBarProps) {
  const t = useT();
  const { published, unsaved, unpublished, publishBlocked, saving, busy } = props;
  return (
    <Paper
      elevation={6}
      component="section"
      aria-label={t('backoffice.content.actionsLabel')}
      sx={{ position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1, p: { xs: 1, sm: 1.5 }, mt: 2 }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }} role="status" data-testid="content-status">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('backoffice.content.status.published', { version: published.version, date: formatDateTime(published.publishedAt) })}
        </Typography>
        {unsaved ? <Chip size="small" color="warning" label={t('backoffice.content.status.unsaved')} /> : null}
        {unpublished ? <Chip size="small" color="info" label={t('backoffice.content.status.unpublished')} /> : null}
        {!unsaved && !unpublished ? (
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.content.status.upToDate')}
          </Typography>
        ) : null}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
          onClick={props.onSave}
          disabled={!unsaved || busy}
        >
          {saving ? t('backoffice.content.action.saving') : t('backoffice.content.action.save')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<VisibilityIcon />} onClick={props.onPreview} disabled={busy}>
          {t('backoffice.content.action.preview')}
        </Button>
        <Button
          variant="contained"
          color="success"
          size="small"
          startIcon={<PublishIcon />}
          onClick={props.onPublish}
          disabled={publishBlocked !== null || busy}
          aria-describedby={publishBlocked ? 'content-publish-blocked' : undefined}
        >
          {t('backoffice.content.action.publish')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteSweepIcon />} onClick={props.onDiscard} disabled={(!unsaved && !unpublished) || busy}>
          {t('backoffice.content.action.discard')}
        </Button>
        <Button
          size="small"
          startIcon={props.rollbackLoading ? <CircularProgress size={16} color="inherit" /> : <UndoIcon />}
          onClick={props.onRollback}
          disabled={published.version <= 1 || busy || props.rollbackLoading}
        >
          {t('backoffice.content.action.rollback')}
        </Button>
        <Button size="small" startIcon={<HistoryIcon />} onClick={props.onVersions}>
          {t('backoffice.content.action.versions')}
        </Button>
      </Box>
      {publishBlocked ? (
        <Typography id="content-publish-blocked" variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {publishBlocked}
        </Typography>
      ) : null}
    </Paper>
  );
}
