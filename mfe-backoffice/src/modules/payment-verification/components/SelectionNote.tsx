import { Typography } from '@mui/material';
import { useT } from '../../../i18n';

/**
 * Under the bulk bar (issue 25): how many selected payments are out of sight (another page, or
 * outside the current search or filters), so a bulk verdict never acts on rows the verifier forgot.
 */
export function SelectionNote({ offPage }: { offPage: number }) {
  const t = useT();
  if (offPage === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-testid="selection-off-page">
      {t('backoffice.paymentSelection.offPage', { n: offPage })}
    </Typography>
  );
}
