import { useId, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  SCHEDULE_CSV_COLUMNS,
  SCHEDULE_IMPORT_MAX_ROWS,
  SCHEDULE_MSG,
  type ScheduleImportChange,
  type ScheduleImportPreview,
  type ScheduleImportRejection,
} from '@hackathon/contracts';
import { formatFileSize } from '@hackathon/ui';
import { useScheduleImport } from '../hooks/useScheduleImport';
import { changeText } from '../utils/schedule';

/** A preview of 5,000 rows is read by counting, not scrolling: the dialog lists this many of each kind. */
export const PREVIEW_SHOWN = 200;

const ACTION_LABEL = { create: 'Create', update: 'Update', unchanged: 'Unchanged' } as const;

function More({ shown, total }: { shown: number; total: number }) {
  return total > shown ? (
    <Typography variant="caption" color="text.secondary">
      Showing the first {shown} of {total}.
    </Typography>
  ) : null;
}

function Changes({ changes }: { changes: ScheduleImportChange[] }) {
  const changing = changes.filter((c) => c.action !== 'unchanged');
  if (changing.length === 0) return null;
  return (
    <Box component="section" aria-label="Rows to apply">
      <Typography variant="subtitle2" component="h3">
        Rows to apply
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>School</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Changes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changing.slice(0, PREVIEW_SHOWN).map((change) => (
            <TableRow key={change.line} data-line={change.line}>
              <TableCell>{change.line}</TableCell>
              <TableCell>
                {change.kvCode} · {change.kvName}
              </TableCell>
              <TableCell>
                <Chip size="small" label={ACTION_LABEL[change.action]} color={change.action === 'create' ? 'info' : 'primary'} />
              </TableCell>
              <TableCell>
                {change.fields.map((field) => (
                  <Typography key={field.field} variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {changeText(field)}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <More shown={PREVIEW_SHOWN} total={changing.length} />
    </Box>
  );
}

function Rejected({ rejected }: { rejected: ScheduleImportRejection[] }) {
  if (rejected.length === 0) return null;
  return (
    <Box component="section" aria-label="Rejected rows">
      <Typography variant="subtitle2" component="h3" color="error">
        Rejected rows (skipped)
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>KV Code</TableCell>
            <TableCell>Reasons</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rejected.slice(0, PREVIEW_SHOWN).map((row) => (
            <TableRow key={row.line} data-line={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.kvCode ?? '—'}</TableCell>
              <TableCell>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {row.reasons.map((reason, index) => (
                    <li key={index}>{reason}</li>
                  ))}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <More shown={PREVIEW_SHOWN} total={rejected.length} />
    </Box>
  );
}

function Preview({ preview }: { preview: ScheduleImportPreview }) {
  const { summary } = preview;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Import summary">
        <Chip size="small" label={`${preview.rows} rows read`} />
        <Chip size="small" color="info" label={`${summary.create} to create`} />
        <Chip size="small" color="primary" label={`${summary.update} to update`} />
        <Chip size="small" label={`${summary.unchanged} unchanged`} />
        <Chip size="small" color={summary.rejected > 0 ? 'error' : 'default'} label={`${summary.rejected} rejected`} />
      </Stack>
      {summary.create + summary.update === 0 ? <Alert severity="info">Nothing to apply: no row of this file changes a schedule.</Alert> : null}
      <Changes changes={preview.changes} />
      <Rejected rejected={preview.rejected} />
    </Stack>
  );
}

function ImportBody({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const state = useScheduleImport(onClose);
  const busy = state.previewing || state.applying;

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            A CSV file (UTF-8, at most 2 MB and {SCHEDULE_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows) with the columns {SCHEDULE_CSV_COLUMNS.join(', ')}. Attendance: P for
            Present, A or empty for Absent. You see what would change before anything is written; rejected rows are skipped.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="schedule-import-file"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (chosen) state.choose(chosen);
                // choosing the same file again (after fixing it) must fire a change too
                event.target.value = '';
              }}
            />
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
              {state.file ? 'Choose Another File' : 'Choose CSV File'}
            </Button>
            {state.file ? (
              <Typography variant="body2">
                {state.file.name} ({formatFileSize(state.file.size)})
              </Typography>
            ) : null}
          </Stack>
          {busy ? (
            <Box role="status" aria-live="polite">
              <Typography variant="caption">{state.applying ? 'Applying...' : 'Checking the file...'}</Typography>
              <LinearProgress variant={state.progress > 0 && state.progress < 100 ? 'determinate' : 'indeterminate'} value={state.progress} />
            </Box>
          ) : null}
          {state.error ? (
            <Alert severity="error" role="alert">
              {state.error}
            </Alert>
          ) : null}
          {state.preview && !state.previewing ? <Preview preview={state.preview} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.applying}>
          Cancel
        </Button>
        <Button variant="contained" onClick={state.apply} disabled={!state.canApply || busy}>
          {SCHEDULE_MSG.importApply}
        </Button>
      </DialogActions>
    </>
  );
}

/** Import: pick a CSV, read the server's preview (changes and rejected rows), then Apply. */
export function ImportScheduleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="schedule-import-title">
      <DialogTitle id="schedule-import-title">{SCHEDULE_MSG.importTitle}</DialogTitle>
      {open ? <ImportBody onClose={onClose} /> : null}
    </Dialog>
  );
}
