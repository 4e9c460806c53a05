import type { ReactNode } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useT } from '../labels';
import { ExportButton } from './ExportButton';
import type { ExportAction } from './types';

export interface DataViewHeaderProps {
  title?: ReactNode;
  /** 'Total: N'; undefined while unknown. */
  total?: number;
  /** 'Showing X of Y' (rows on this page of the rows matching); undefined while unknown. */
  showing?: { shown: number; of: number };
  onRefresh?: () => void;
  refreshing?: boolean;
  exportAction?: ExportAction;
  /** Extra buttons (e.g. Create, Auto-eliminate), placed before Refresh and Export. */
  actions?: ReactNode;
}

/** Title with the Total and Showing counts, then the list's actions, Refresh and Export. */
export function DataViewHeader({ title, total, showing, onRefresh, refreshing, exportAction, actions }: DataViewHeaderProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {title ? (
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
      ) : null}
      {total !== undefined ? <Chip color="primary" label={t('listText.total', { n: total })} data-testid="data-view-total" /> : null}
      {showing ? (
        <Typography variant="body2" color="text.secondary" data-testid="data-view-showing">
          {t('listText.showing', { shown: showing.shown, total: showing.of })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
        {actions}
        {onRefresh ? (
          <Button variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
            {t('listText.refresh')}
          </Button>
        ) : null}
        {exportAction ? <ExportButton action={exportAction} /> : null}
      </Box>
    </Box>
  );
}
