import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useT } from '../labels';
import { previewKind } from './fileKind';

export interface FilePreviewDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** An object URL (or any same-origin URL) of the file; null while it loads or when it failed. */
  url: string | null;
  fileName?: string | null;
  mimeType?: string | null;
  loading?: boolean;
  /** What went wrong, in the screen's words. */
  error?: string | null;
  onRetry?: () => void;
}

/** A file preview modal: a PDF in a frame or an image, with Download and Close. */
export function FilePreviewDialog({ open, title, onClose, url, fileName, mimeType, loading = false, error, onRetry }: FilePreviewDialogProps) {
  const t = useT();
  const kind = previewKind(mimeType, fileName);
  let body;
  if (loading) {
    body = (
      <Stack sx={{ alignItems: 'center', py: 6 }} spacing={1} role="status">
        <CircularProgress />
        <Typography color="text.secondary">{t('views.files.loadingPreview')}</Typography>
      </Stack>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('common.action.tryAgain')}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    );
  } else if (url && kind === 'pdf') {
    body = (
      <Box
        component="iframe"
        src={url}
        title={fileName ? t('views.files.frameTitle', { title, fileName }) : title}
        sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }}
      />
    );
  } else if (url && kind === 'image') {
    body = (
      <Box sx={{ textAlign: 'center' }}>
        <Box component="img" src={url} alt={fileName ?? title} sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
      </Box>
    );
  } else {
    body = <Typography color="text.secondary">{t('views.files.cannotPreview')}</Typography>;
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="file-preview-title">
      <DialogTitle id="file-preview-title">
        {title}
        {fileName ? (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {fileName}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        {url && !loading && !error ? (
          <Button startIcon={<DownloadIcon />} href={url} download={fileName || 'receipt'}>
            {t('common.action.download')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('common.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
