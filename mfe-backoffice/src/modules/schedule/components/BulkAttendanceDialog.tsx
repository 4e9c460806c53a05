import { useMemo, useState } from 'react';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { ATTENDANCE_DAYS, type AttendanceBulkFilter, type AttendanceBulkInput, type AttendanceDay, type Category } from '@hackathon/contracts';
import { FormDialog, menuOptions, type FilterDef } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { BulkPreviewSummary, BulkTargetChoice, type BulkTarget } from '../../shared/components/BulkPreview';
import { useConfirmedBulk } from '../../shared/hooks/useConfirmedBulk';
import { categoryLabel } from '../../shared/utils/labels';
import { useBulkAttendance, useBulkAttendancePreview } from '../hooks/useBulkAttendance';
import { attendanceFilterWords } from '../utils/bulkAttendance';
import { attendanceWord, COHORT_ORDER } from '../utils/schedule';

const TEXTS = 'backoffice.bulkAttendance';

export interface BulkAttendanceDialogProps {
  /** The mark asked for (true: Present, false: Absent); null: closed. */
  present: boolean | null;
  selectedCodes: readonly string[];
  /** The list's search and filters now, and how many schools they match. */
  filter: AttendanceBulkFilter;
  matching: number | undefined;
  filterDefs: readonly FilterDef[];
  onClose: () => void;
  /** After an apply: the caller clears its selection. */
  onDone: () => void;
}

/**
 * "Mark Day N Present/Absent" for many schools (issue 25): the cohort and day, the selected
 * schools or every school matching the list's search and filters, the server's preview (how many
 * schools, which day, how many change, which ones), then confirm. The apply sends the preview's
 * count: if the schedules changed meanwhile the server answers with a new preview instead.
 */
export function BulkAttendanceDialog(props: BulkAttendanceDialogProps) {
  const t = useT();
  const { present } = props;
  return (
    <FormDialog
      open={present !== null}
      onClose={props.onClose}
      title={t('backoffice.bulkAttendance.title', { word: attendanceWord(present ?? true) })}
      titleId="bulk-attendance-title"
      maxWidth="sm"
    >
      {present !== null ? <BulkAttendanceForm {...props} present={present} /> : null}
    </FormDialog>
  );
}

function BulkAttendanceForm({ present, selectedCodes, filter, matching, filterDefs, onClose, onDone }: BulkAttendanceDialogProps & { present: boolean }) {
  const t = useT();
  const [category, setCategory] = useState<Category>('sr');
  const [day, setDay] = useState<AttendanceDay>(1);
  const [target, setTarget] = useState<BulkTarget>(selectedCodes.length > 0 ? 'selected' : 'filtered');
  // the dialog is mounted per opening: the selection and the filter are fixed meanwhile
  const body = useMemo<AttendanceBulkInput>(
    () => (target === 'selected' ? { category, day, present, kvCodes: [...selectedCodes] } : { category, day, present, filter }),
    [target, category, day, present, selectedCodes, filter],
  );
  const previewQuery = useBulkAttendancePreview(body);
  const apply = useBulkAttendance();
  const { preview, error, busy, reset, confirm } = useConfirmedBulk({
    texts: TEXTS,
    previewQuery,
    apply: (expectedChanges, handlers) => apply.mutate({ ...body, confirm: true, expectedChanges }, handlers),
    applying: apply.isPending,
    onDone,
    onClose,
  });

  /** Any new choice asks for a new preview. */
  const change = (choose: () => void) => {
    choose();
    reset();
  };

  const result = preview?.result;
  const word = attendanceWord(present);
  return (
    <form onSubmit={confirm} noValidate style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="bulk-attendance-cohort"
              select
              label={t('backoffice.bulkAttendance.cohort')}
              value={category}
              onChange={(event) => change(() => setCategory(event.target.value as Category))}
              disabled={busy}
              fullWidth
            >
              {menuOptions(COHORT_ORDER, categoryLabel)}
            </TextField>
            <TextField
              id="bulk-attendance-day"
              select
              label={t('backoffice.bulkAttendance.day')}
              value={day}
              onChange={(event) => change(() => setDay(Number(event.target.value) as AttendanceDay))}
              disabled={busy}
              fullWidth
            >
              {menuOptions(ATTENDANCE_DAYS, (n) => t('backoffice.bulkAttendance.dayN', { day: n }))}
            </TextField>
          </Stack>
          <BulkTargetChoice
            texts={TEXTS}
            target={target}
            onChange={(next) => change(() => setTarget(next))}
            selectedCount={selectedCodes.length}
            matching={matching}
            filterWords={attendanceFilterWords(filter, filterDefs)}
            busy={busy}
          />
          <BulkPreviewSummary
            texts={TEXTS}
            preview={preview}
            failed={error !== null}
            rowKey={(row) => row.kvCode}
            rowText={(row) => t('backoffice.bulkAttendance.schoolLine', { name: row.kvName, code: row.kvCode, before: attendanceWord(row.before === 'P'), after: word })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isPending}>
          {t('backoffice.common.cancel')}
        </Button>
        {/* nothing to confirm until the preview shows changes */}
        <Button
          type="submit"
          variant="contained"
          color={present ? 'success' : 'warning'}
          disabled={busy || !result || result.changes === 0}
          startIcon={apply.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('backoffice.bulkAttendance.confirm', { word, count: result?.changes ?? 0, category: categoryLabel(category), day })}
        </Button>
      </DialogActions>
    </form>
  );
}
