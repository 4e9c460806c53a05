import { Button, Paper, Stack, Typography } from '@mui/material';
import { useT } from '../../../i18n';

export interface BulkActionDef<A extends string> {
  action: A;
  label: string;
  color: 'primary' | 'secondary' | 'warning' | 'error' | 'success';
}

export interface BulkActionBarProps<A extends string> {
  selectedCount: number;
  actions: ReadonlyArray<BulkActionDef<A>>;
  busy: boolean;
  onAction: (action: A) => void;
  onClear: () => void;
}

/**
 * 'N selected', a button per bulk action, and Clear selection (Phase Management, Payment
 * Verification). The buttons stay enabled without a selection so a click can say why nothing
 * happens ('Please select teams first', 'Please select submissions to process').
 */
export function BulkActionBar<A extends string>({ selectedCount, actions, busy, onAction, onClear }: BulkActionBarProps<A>) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="toolbar" aria-label={t('dashboards.shared.bulk.toolbar')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 1, fontWeight: 600 }} data-testid="selected-count">
          {t('dashboards.shared.bulk.selected', { n: selectedCount })}
        </Typography>
        {actions.map(({ action, label, color }) => (
          <Button key={action} size="small" variant="contained" color={color} disabled={busy} onClick={() => onAction(action)}>
            {label}
          </Button>
        ))}
        {selectedCount > 0 ? (
          <Button size="small" onClick={onClear} disabled={busy}>
            {t('dashboards.shared.bulk.clear')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
