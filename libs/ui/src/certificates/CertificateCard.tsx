import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { CERTIFICATE_KIND_LABEL, formatDate, type CertificateRow } from '@hackathon/contracts';
import { useT } from '../i18n';
import { CertificateActions } from './CertificateActions';
import { CertificateStatusChip } from './CertificateStatusChip';

type Heading = 'h3' | 'h4' | 'h5';

export interface CertificateCardProps {
  certificate: CertificateRow;
  /** false where a heading above already names the holder (a team's list by member). */
  showHolder?: boolean;
  headingLevel?: Heading;
}

/** One certificate: its kind (a heading), status, holder, number, date of issue and code, then its actions. */
export function CertificateCard({ certificate, showHolder = true, headingLevel = 'h3' }: CertificateCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Box component="article" aria-labelledby={titleId} data-certificate-id={certificate._id} data-status={certificate.status} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
        <Typography id={titleId} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {CERTIFICATE_KIND_LABEL[certificate.kind]}
          {showHolder ? `: ${certificate.holderName}` : ''}
        </Typography>
        <CertificateStatusChip status={certificate.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('common.certificates.number', { number: certificate.number })}
        {' · '}
        {t('common.certificates.issued', { date: formatDate(certificate.issuedAt) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('common.certificates.code', { code: certificate.code })}
      </Typography>
      <CertificateActions certificate={certificate} describedBy={titleId} />
    </Box>
  );
}
