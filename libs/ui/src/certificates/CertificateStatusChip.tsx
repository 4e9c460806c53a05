import { Chip, type ChipProps } from '@mui/material';
import { CERTIFICATE_STATUS_LABEL, type CertificateStatus } from '@hackathon/contracts';
import { useT } from '../i18n';

const COLOR: Record<CertificateStatus, NonNullable<ChipProps['color']>> = { valid: 'success', superseded: 'warning', revoked: 'error' };

/** Valid (green), Superseded (amber), Revoked (red), in the language of the moment. */
export function CertificateStatusChip({ status }: { status: CertificateStatus }) {
  // re-renders on a language switch: the label table is read in the language of the moment
  useT();
  return <Chip size="small" color={COLOR[status]} variant={status === 'valid' ? 'filled' : 'outlined'} label={CERTIFICATE_STATUS_LABEL[status]} data-status={status} />;
}
