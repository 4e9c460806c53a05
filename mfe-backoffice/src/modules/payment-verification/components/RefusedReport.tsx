import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import type { PaymentBulkRefused, PaymentVerdictAction } from '@hackathon/contracts';
import { refusedLabel } from '../utils/verdict';

export interface RefusedReportProps {
  action: PaymentVerdictAction;
  refused: ReadonlyArray<PaymentBulkRefused>;
  onClose: () => void;
}

/** The items the last verdict could not change, each with the server's reason; stays until closed. */
export function RefusedReport({ action, refused, onClose }: RefusedReportProps) {
  return (
    <Alert severity="warning" onClose={onClose} data-testid="refused-report">
      <AlertTitle>
        {refused.length} submission(s) not {action === 'verify' ? 'verified' : 'rejected'}
      </AlertTitle>
      <List dense disablePadding>
        {refused.map((item) => (
          <ListItem key={item._id} disableGutters>
            <ListItemText primary={`${refusedLabel(item)}: ${item.message}`} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
