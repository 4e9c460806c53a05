import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import type { PaymentBulkRefused, PaymentVerdictAction } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { refusedItem } from '../utils/verdict';

export interface RefusedReportProps {
  action: PaymentVerdictAction;
  refused: ReadonlyArray<PaymentBulkRefused>;
  onClose: () => void;
}

/** The items the last verdict could not change, each with the server's reason; stays until closed. */
export function RefusedReport({ action, refused, onClose }: RefusedReportProps) {
  const t = useT();
  return (
    <Alert severity="warning" onClose={onClose} data-testid="refused-report">
      <AlertTitle>{t('dashboards.payments.refused.title', { action, n: refused.length })}</AlertTitle>
      <List dense disablePadding>
        {refused.map((item) => (
          <ListItem key={item._id} disableGutters>
            <ListItemText primary={refusedItem(item)} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
