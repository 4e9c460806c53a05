import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, DialogActions, DialogContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatNumber, JUDGE_CSV_COLUMNS, JUDGE_IMPORT_MAX_ROWS, JUDGES_MSG, type JudgeImportPreview } from '@hackathon/contracts';
import { FormDialog } from '@hackathon/ui';
import { useT } from '../../../../../i18n';
import { CsvFilePicker } from '../../../../shared/components/CsvFilePicker';
import { useJudgeImport } from '../hooks/useJudgeImport';

/** 1,000 rows are read by counting, not scrolling: each table lists this many. */
const PREVIEW_SHOWN = 200;

/** One titled table of the preview; scrolls sideways on a phone. */
function PreviewTable({ title, error = false, head, total, children }: { title: string; error?: boolean; head: string[]; total: number; children: ReactNode }) {
  const t = useT();
  if (total === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" color={error ? 'error' : undefined}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {head.map((cell) => (
                <TableCell key={cell}>{cell}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </Box>
      {total > PREVIEW_SHOWN ? (
        <Typography variant="caption" color="text.secondary">
          {t('backoffice.judges.import.more', { shown: PREVIEW_SHOWN, total })}
        </Typography>
      ) : null}
    </Box>
  );
}

function Preview({ preview }: { preview: JudgeImportPreview }) {
  const t = useT();
  const none = t('backoffice.common.none');
  const line = t('backoffice.judges.import.line');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={t('backoffice.judges.import.summary')}>
        <Chip size="small" label={t('backoffice.judges.import.rowsRead', { n: preview.total })} />
        <Chip size="small" color="info" label={t('backoffice.judges.import.toCreate', { n: preview.toCreate.length })} />
        <Chip size="small" color={preview.refused.length > 0 ? 'error' : 'default'} label={t('backoffice.judges.import.refused', { n: preview.refused.length })} />
      </Stack>
      {preview.toCreate.length === 0 ? <Alert severity="info">{t('backoffice.judges.import.nothing')}</Alert> : null}
      <PreviewTable
        title={t('backoffice.judges.import.toCreateRows')}
        head={[line, t('backoffice.field.name'), t('backoffice.field.email'), t('backoffice.judges.homeRegion'), t('backoffice.field.schoolCode')]}
        total={preview.toCreate.length}
      >
        {preview.toCreate.slice(0, PREVIEW_SHOWN).map((row) => (
          <TableRow key={row.line} data-line={row.line}>
            <TableCell>{row.line}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.email}</TableCell>
            <TableCell>{row.homeRegion ?? none}</TableCell>
            <TableCell>{row.schoolCode ?? none}</TableCell>
          </TableRow>
        ))}
      </PreviewTable>
      <PreviewTable title={t('backoffice.judges.import.refusedRows')} error head={[line, t('backoffice.field.email'), t('backoffice.judges.import.reasons')]} total={preview.refused.length}>
        {preview.refused.slice(0, PREVIEW_SHOWN).map((row) => (
          <TableRow key={row.line} data-line={row.line}>
            <TableCell>{row.line}</TableCell>
            <TableCell>{row.email ?? none}</TableCell>
            <TableCell>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {row.reasons.map((reason, index) => (
                  <li key={index}>{reason}</li>
                ))}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </PreviewTable>
    </Stack>
  );
}

function ImportBody({ onClose }: { onClose: () => void }) {
  const t = useT();
  const state = useJudgeImport();
  const busy = state.previewing || state.applying;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.judges.import.help', { rows: formatNumber(JUDGE_IMPORT_MAX_ROWS), columns: JUDGE_CSV_COLUMNS.join(',') })}
          </Typography>
          <CsvFilePicker
            state={state}
            testId="judges-import-file"
            words={{
              choose: t('backoffice.judges.import.choose'),
              chooseAnother: t('backoffice.judges.import.chooseAnother'),
              checking: t('backoffice.judges.import.checking'),
              applying: t('backoffice.judges.import.applying'),
            }}
          />
          {state.result ? (
            <Alert severity="success" role="status">
              {JUDGES_MSG.imported(state.result.created, state.result.refused.length)}
            </Alert>
          ) : null}
          {state.preview && !state.previewing ? <Preview preview={state.preview} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.applying}>
          {t(state.result ? 'common.action.close' : 'common.action.cancel')}
        </Button>
        <Button variant="contained" onClick={state.apply} disabled={!state.canApply || busy}>
          {t('backoffice.judges.import.apply')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Import from CSV: pick a file, read the server's preview (rows to create, refused rows with every reason), then Apply. */
export function ImportJudgesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <FormDialog open={open} onClose={onClose} title={t('backoffice.judges.import.title')} titleId="judges-import-title" maxWidth="md">
      <ImportBody onClose={onClose} />
    </FormDialog>
  );
}
