import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ActivityEntry } from '@hackathon/contracts';
import { activityChanges } from '../utils/activity';

/** The before/after of one audit entry as a table; changed fields are emphasised. */
export function ActivityChanges({ entry }: { entry: Pick<ActivityEntry, 'before' | 'after'> }) {
  const rows = activityChanges(entry);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Before and after">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
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
