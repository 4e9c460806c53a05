import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  formatNumber,
  SCHEDULE_CSV_COLUMNS,
  SCHEDULE_IMPORT_MAX_ROWS,
  type MessageId,
  type ScheduleImportChange,
  type ScheduleImportPreview,
  type ScheduleImportRejection,
} from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { CsvFilePicker } from '../../shared/components/CsvFilePicker';
import { useScheduleImport } from '../hooks/useScheduleImport';
import { changeText } from '../utils/schedule';

/** A preview of 5,000 rows is read by counting, not scrolling: the dialog lists this many of each kind. */
export const PREVIEW_SHOWN = 200;

const ACTION_LABEL: Record<ScheduleImportChange['action'], MessageId> = {
  create: 'dashboards.schedule.import.action.create',
  update: 'dashboards.schedule.import.action.update',
  unchanged: 'dashboards.schedule.import.action.unchanged',
};

function More({ shown, total }: { shown: number; total: number }) {
  const t = useT();
  return total > shown ? (
    <Typography variant="caption" color="text.secondary">
      {t('dashboards.schedule.import.more', { shown, total })}
    </Typography>
  ) : null;
}

function Changes({ changes }: { changes: ScheduleImportChange[] }) {
  const t = useT();
  const changing = changes.filter((c) => c.action !== 'unchanged');
  if (changing.length === 0) return null;
  return (
    <Box component="section" aria-label={t('dashboards.schedule.import.toApply')}>
      <Typography variant="subtitle2" component="h3">
        {t('dashboards.schedule.import.toApply')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboards.schedule.import.line')}</TableCell>
            <TableCell>{t('dashboards.schedule.import.school')}</TableCell>
            <TableCell>{t('dashboards.schedule.import.action')}</TableCell>
            <TableCell>{t('dashboards.schedule.import.changes')}</TableCell>
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
                <Chip size="small" label={t(ACTION_LABEL[change.action])} color={change.action === 'create' ? 'info' : 'primary'} />
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
  const t = useT();
  if (rejected.length === 0) return null;
  return (
    <Box component="section" aria-label={t('dashboards.schedule.import.rejectedRows')}>
      <Typography variant="subtitle2" component="h3" color="error">
        {t('dashboards.schedule.import.rejectedSkipped')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboards.schedule.import.line')}</TableCell>
            <TableCell>{t('dashboards.schedule.column.kvCode')}</TableCell>
            <TableCell>{t('dashboards.schedule.import.reasons')}</TableCell>
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
  const t = useT();
  const { summary } = preview;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={t('dashboards.schedule.import.summary')}>
        <Chip size="small" label={t('dashboards.schedule.import.rowsRead', { n: preview.rows })} />
        <Chip size="small" color="info" label={t('dashboards.schedule.import.toCreate', { n: summary.create })} />
        <Chip size="small" color="primary" label={t('dashboards.schedule.import.toUpdate', { n: summary.update })} />
        <Chip size="small" label={t('dashboards.schedule.import.unchanged', { n: summary.unchanged })} />
        <Chip size="small" color={summary.rejected > 0 ? 'error' : 'default'} label={t('dashboards.schedule.import.rejected', { n: summary.rejected })} />
      </Stack>
      {summary.create + summary.update === 0 ? <Alert severity="info">{t('dashboards.schedule.import.nothing')}</Alert> : null}
      <Changes changes={preview.changes} />
      <Rejected rejected={preview.rejected} />
    </Stack>
  );
}

function ImportBody({ onClose }: { onClose: () => void }) {
  const t = useT();
  const state = useScheduleImport(onClose);
  const busy = state.previewing || state.applying;

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('dashboards.schedule.import.help', { rows: formatNumber(SCHEDULE_IMPORT_MAX_ROWS), columns: SCHEDULE_CSV_COLUMNS.join(', ') })}
          </Typography>
          <CsvFilePicker
            state={state}
            testId="schedule-import-file"
            words={{
              choose: t('dashboards.schedule.import.choose'),
              chooseAnother: t('dashboards.schedule.import.chooseAnother'),
              checking: t('dashboards.schedule.import.checking'),
              applying: t('dashboards.schedule.import.applying'),
            }}
          />
          {state.preview && !state.previewing ? <Preview preview={state.preview} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.applying}>
          {t('dashboards.schedule.import.cancel')}
        </Button>
        <Button variant="contained" onClick={state.apply} disabled={!state.canApply || busy}>
          {t('dashboards.schedule.import.apply')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Import: pick a CSV, read the server's preview (changes and rejected rows), then Apply. */
export function ImportScheduleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="schedule-import-title">
      <DialogTitle id="schedule-import-title">{t('dashboards.schedule.import.title')}</DialogTitle>
      {open ? <ImportBody onClose={onClose} /> : null}
    </Dialog>
  );
}
