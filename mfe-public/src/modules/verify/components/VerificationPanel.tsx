import type { ReactNode } from 'react';
import { alpha, Box, Grid, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HistoryIcon from '@mui/icons-material/History';
import {
  CERTIFICATE_ACHIEVEMENT,
  CERTIFICATE_KIND_LABEL,
  formatDate,
  type CertificateStatus,
  type CertificateVerification,
} from '@hackathon/contracts';
import { LabeledValue } from '@hackathon/ui';
import { useT } from '../../../i18n';

const LOOK: Record<CertificateStatus, { color: 'success' | 'error' | 'warning'; icon: ReactNode }> = {
  valid: { color: 'success', icon: <CheckCircleIcon fontSize="large" color="success" /> },
  revoked: { color: 'error', icon: <CancelIcon fontSize="large" color="error" /> },
  superseded: { color: 'warning', icon: <HistoryIcon fontSize="large" color="warning" /> },
};

/**
 * What a certificate's code says: its status (green valid, red revoked, amber superseded, each with
 * its own icon and words, never the colour alone), then what is printed on it and nothing else.
 */
export function VerificationPanel({ verification }: { verification: CertificateVerification }) {
  const t = useT();
  const { status } = verification;
  const look = LOOK[status];
  // the tables follow a language switch at once; the API's own wording is the fallback for a kind this page does not know
  const achievement = CERTIFICATE_ACHIEVEMENT[verification.kind] ?? verification.achievement;
  const kind = CERTIFICATE_KIND_LABEL[verification.kind] ?? verification.kind;
  const changed = verification.statusChangedAt ? formatDate(verification.statusChangedAt) : null;
  return (
    <Stack spacing={2} data-status={status}>
      <Paper
        variant="outlined"
        role="status"
        sx={{ p: { xs: 2, sm: 3 }, borderWidth: 2, borderColor: `${look.color}.main`, bgcolor: (theme) => alpha(theme.palette[look.color].main, 0.06) }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box aria-hidden sx={{ lineHeight: 0, pt: 0.25 }}>
            {look.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, color: `${look.color}.dark` }}>
              {t(`public.certificateVerify.${status}.title`)}
            </Typography>
            <Typography variant="body1">{t(`public.certificateVerify.${status}.body`)}</Typography>
            {status !== 'valid' && changed ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t(status === 'revoked' ? 'public.certificateVerify.revoked.when' : 'public.certificateVerify.superseded.when', { date: changed })}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('public.certificateVerify.detailsAria')} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('public.certificateVerify.awarded', { holder: verification.holderName, school: verification.schoolName, achievement })}
        </Typography>
        <Grid container spacing={2}>
          <LabeledValue label={t('public.certificateVerify.holder')} value={verification.holderName} size={{ xs: 12, sm: 6 }} />
          <LabeledValue label={t('public.certificateVerify.school')} value={verification.schoolName} size={{ xs: 12, sm: 6 }} />
          <LabeledValue label={t('public.certificateVerify.certificate')} value={kind} size={{ xs: 12, sm: 6 }} />
          <LabeledValue label={t('public.certificateVerify.event')} value={t('public.certificateVerify.eventValue', { event: verification.eventName, edition: verification.edition })} size={{ xs: 12, sm: 6 }} />
          <LabeledValue label={t('public.certificateVerify.issuedOn')} value={formatDate(verification.issuedAt)} size={{ xs: 12, sm: 4 }} />
          <LabeledValue label={t('public.certificateVerify.number')} value={verification.number} size={{ xs: 12, sm: 4 }} />
          <LabeledValue label={t('public.certificateVerify.code')} value={verification.code} size={{ xs: 12, sm: 4 }} />
        </Grid>
      </Paper>
    </Stack>
  );
}
