import { Button, Paper, Stack, Typography } from '@mui/material';
import { BULK_ACTIONS, type BulkAction } from '../utils/phaseActions';

export interface BulkActionBarProps {
  selectedCount: number;
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/**
 * The bulk action bar of Phase Management. The buttons stay enabled without a selection so a
 * click can say why nothing happens ('Please select teams first').
 */
export function BulkActionBar({ selectedCount, busy, onAction, onClear }: BulkActionBarProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="toolbar" aria-label="Bulk actions">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 1, fontWeight: 600 }} data-testid="selected-count">
          {selectedCount} selected
        </Typography>
        {BULK_ACTIONS.map(({ action, label, color }) => (
          <Button key={action} size="small" variant="contained" color={color} disabled={busy} onClick={() => onAction(action)}>
            {label}
          </Button>
        ))}
        {selectedCount > 0 ? (
          <Button size="small" onClick={onClear} disabled={busy}>
            Clear selection
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
