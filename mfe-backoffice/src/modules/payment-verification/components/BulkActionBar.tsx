import { Button, Paper, Stack, Typography } from '@mui/material';
import { PAYMENT_VERIFICATION_TEXT, type PaymentVerdictAction } from '@hackathon/contracts';

export interface BulkActionBarProps {
  selectedCount: number;
  busy: boolean;
  onAction: (action: PaymentVerdictAction) => void;
  onClear: () => void;
}

/**
 * 'N selected', Bulk Verify and Bulk Reject. The buttons stay enabled without a selection so a
 * click can say why nothing happens ('Please select submissions to process').
 */
export function BulkActionBar({ selectedCount, busy, onAction, onClear }: BulkActionBarProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="toolbar" aria-label="Bulk actions">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 1, fontWeight: 600 }} data-testid="selected-count">
          {PAYMENT_VERIFICATION_TEXT.selected(selectedCount)}
        </Typography>
        <Button size="small" variant="contained" color="success" disabled={busy} onClick={() => onAction('verify')}>
          {PAYMENT_VERIFICATION_TEXT.bulkVerify}
        </Button>
        <Button size="small" variant="contained" color="error" disabled={busy} onClick={() => onAction('reject')}>
          {PAYMENT_VERIFICATION_TEXT.bulkReject}
        </Button>
        {selectedCount > 0 ? (
          <Button size="small" onClick={onClear} disabled={busy}>
            Clear selection
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
