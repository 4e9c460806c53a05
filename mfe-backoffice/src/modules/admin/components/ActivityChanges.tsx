import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ActivityEntry } from '@hackathon/contracts';
import { activityChanges } from '../utils/activity';
import { useT } from '../../../i18n';

/** The before/after of one audit entry as a table; changed fields are emphasised. */
export function ActivityChanges({ entry }: { entry: Pick<ActivityEntry, 'before' | 'after'> }) {
  const t = useT();
  const rows = activityChanges(entry);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.common.none')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t('backoffice.changes.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('backoffice.changes.field')}</TableCell>
          <TableCell>{t('backoffice.changes.before')}</TableCell>
          <TableCell>{t('backoffice.changes.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field} data-changed={row.changed} sx={row.changed ? { bgcolor: 'action.hover' } : undefined}>
            <TableCell sx={{ fontWeight: row.changed ? 600 : 400, whiteSpace: 'nowrap' }}>{row.field}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', color: row.changed ? 'error.main' : undefined }}>{row.before}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', color: row.changed ? 'success.main' : undefined }}>{row.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
