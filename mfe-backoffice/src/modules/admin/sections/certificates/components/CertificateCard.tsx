import { CardContent, Typography } from '@mui/material';
import { CERTIFICATE_KIND_LABEL, formatDate, type CertificateRow } from '@hackathon/contracts';
import { CertificateStatusChip } from '@hackathon/ui';
import { CardHeading } from '../../../../shared/components/CardHeading';
import type { CertificateActions } from '../utils/certificateActions';
import { holderTypeLabel, schoolText, teamText } from '../utils/certificateView';
import { CertificateRowActions } from './CertificateRowActions';
import { useT } from '../../../../../i18n';

/** A certificate on a phone (the cards view), with its actions. */
export function CertificateCard({ row, actions }: { row: CertificateRow; actions: CertificateActions }) {
  const t = useT();
  const team = teamText(row);
  return (
    <CardContent>
      <CardHeading title={row.holderName} caption={t('certificates.card.caption', { number: row.number, code: row.code })} aside={<CertificateStatusChip status={row.status} />} />
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {CERTIFICATE_KIND_LABEL[row.kind]} · {holderTypeLabel(row.holderType)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {team ? t('certificates.card.schoolTeam', { school: schoolText(row), team }) : schoolText(row)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('certificates.card.issued', { date: formatDate(row.issuedAt) })}
      </Typography>
      {row.status === 'revoked' && row.revokedReason ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {t('certificates.card.revokedReason', { reason: row.revokedReason })}
        </Typography>
      ) : null}
      <CertificateRowActions row={row} actions={actions} />
    </CardContent>
  );
}
