import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import type { PaymentMailPreview } from '@hackathon/contracts';
import { useT } from '../../../i18n';

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
  const t = useT();
  let body;
  if (waitingForReason) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('dashboards.payments.mail.waitingForReason')}
      </Typography>
    );
  } else if (preview) {
    body = (
      <Stack spacing={0.5}>
        <Typography variant="body2">
          <strong>{t('dashboards.payments.mail.to')}</strong> {preview.recipients.join(', ') || '—'}
        </Typography>
        <Typography variant="body2">
          <strong>{t('dashboards.payments.mail.subject')}</strong> {preview.subject}
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
    body = <Alert severity="warning">{t('dashboards.payments.mail.failed')}</Alert>;
  } else {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2" color="text.secondary">
          {t('dashboards.payments.mail.loading')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1.5, opacity: loading && preview ? 0.6 : 1 }} data-testid="mail-preview">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <MailOutlineIcon fontSize="small" color="action" />
        <Typography variant="subtitle2">{t('dashboards.payments.mail.title')}</Typography>
      </Stack>
      {several ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('dashboards.payments.mail.several')}
        </Typography>
      ) : null}
      {body}
    </Paper>
  );
}
