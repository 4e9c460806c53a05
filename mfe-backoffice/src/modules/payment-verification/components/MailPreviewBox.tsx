import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import type { PaymentMailPreview } from '@hackathon/contracts';

export interface MailPreviewBoxProps {
  preview: PaymentMailPreview | undefined;
  loading: boolean;
  failed: boolean;
  /** A rejection without its reason yet: the mail carries the reason. */
  waitingForReason: boolean;
  /** More than one school: the shown mail is the first one's. */
  several: boolean;
}

/** The mail the school will get on this verdict, as the server will send it (issue 7: shown before confirming). */
export function MailPreviewBox({ preview, loading, failed, waitingForReason, several }: MailPreviewBoxProps) {
  let body;
  if (waitingForReason) {
    body = (
      <Typography variant="body2" color="text.secondary">
        Type the rejection reason to see the email; the school reads it there.
      </Typography>
    );
  } else if (preview) {
    body = (
      <Stack spacing={0.5}>
        <Typography variant="body2">
          <strong>To:</strong> {preview.recipients.join(', ') || '—'}
        </Typography>
        <Typography variant="body2">
          <strong>Subject:</strong> {preview.subject}
        </Typography>
        <Box
          component="pre"
          // it scrolls: focusable so a keyboard can scroll it too
          tabIndex={0}
          data-testid="mail-preview-text"
          sx={{ m: 0, mt: 1, p: 1.5, bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: '0.85rem', maxHeight: 220, overflow: 'auto' }}
        >
          {preview.text}
        </Box>
      </Stack>
    );
  } else if (failed) {
    body = <Alert severity="warning">The email preview could not be loaded. The school is still notified when you confirm.</Alert>;
  } else {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2" color="text.secondary">
          Loading the email preview...
        </Typography>
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1.5, opacity: loading && preview ? 0.6 : 1 }} data-testid="mail-preview">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <MailOutlineIcon fontSize="small" color="action" />
        <Typography variant="subtitle2">Email the school will receive</Typography>
      </Stack>
      {several ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          Shown for the first selected school; each school gets its own copy.
        </Typography>
      ) : null}
      {body}
    </Paper>
  );
}
