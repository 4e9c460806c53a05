import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage, isApiError } from '@hackathon/api-client';
import { ATTENDANCE_DAYS, type AttendanceBulkFilter, type AttendanceBulkInput, type AttendanceBulkResult, type AttendanceDay, type Category } from '@hackathon/contracts';
import { FormDialog, LoadingSpinner, menuOptions, toast, type FilterDef } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { categoryLabel } from '../../shared/utils/labels';
import { useBulkAttendance, useBulkAttendancePreview, type AttendancePreview } from '../hooks/useBulkAttendance';
import { attendanceFilterWords } from '../utils/bulkAttendance';
import { attendanceWord, COHORT_ORDER } from '../utils/schedule';

type Target = 'selected' | 'filtered';

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
  const [target, setTarget] = useState<Target>(selectedCodes.length > 0 ? 'selected' : 'filtered');
  // the server's newer preview when an apply found the schedules changed since
  const [fresh, setFresh] = useState<AttendancePreview | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  // the dialog is mounted per opening: the selection and the filter are fixed meanwhile
  const body = useMemo<AttendanceBulkInput>(
    () => (target === 'selected' ? { category, day, present, kvCodes: [...selectedCodes] } : { category, day, present, filter }),
    [target, category, day, present, selectedCodes, filter],
  );
  const previewQuery = useBulkAttendancePreview(body);
  const apply = useBulkAttendance();
  const preview = fresh ?? previewQuery.data ?? null;
  const error = applyError ?? (previewQuery.error ? errorMessage(previewQuery.error) : null);
  const busy = apply.isPending || previewQuery.isFetching;

  /** Any new choice asks for a new preview. */
  const change = (choose: () => void) => {
    choose();
    setFresh(null);
    setApplyError(null);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!preview || preview.result.changes === 0) return;
    setApplyError(null);
    apply.mutate(
      { ...body, confirm: true, expectedChanges: preview.result.changes },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
          onClose();
        },
        onError: (failure) => {
          if (failure.shouldLogout) return;
          // the schedules changed since the preview: show the new one, ask again
          const newer = isApiError(failure) && failure.status === 409 ? (failure.body as { data?: AttendanceBulkResult } | undefined)?.data : undefined;
          if (newer) setFresh({ result: newer, message: t('backoffice.bulkAttendance.previewCounts', { changes: newer.changes, skipped: newer.skipped }) });
          setApplyError(errorMessage(failure));
        },
      },
    );
  };

  const words = attendanceFilterWords(filter, filterDefs);
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
          <FormControl>
            <FormLabel id="bulk-attendance-target">{t('backoffice.bulkAttendance.applyTo')}</FormLabel>
            <RadioGroup aria-labelledby="bulk-attendance-target" value={target} onChange={(event) => change(() => setTarget(event.target.value as Target))}>
              <FormControlLabel
                value="selected"
                control={<Radio />}
                disabled={selectedCodes.length === 0 || busy}
                label={t('backoffice.bulkAttendance.targetSelected', { count: selectedCodes.length })}
              />
              <FormControlLabel
                value="filtered"
                control={<Radio />}
                disabled={busy}
                label={matching === undefined ? t('backoffice.bulkAttendance.targetFilteredUnknown') : t('backoffice.bulkAttendance.targetFiltered', { count: matching })}
              />
            </RadioGroup>
            {target === 'filtered' ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="bulk-filters">
                {words.length > 0 ? t('backoffice.bulkAttendance.filtersNow', { filters: words.join(', ') }) : t('backoffice.bulkAttendance.noFilters')}
              </Typography>
            ) : null}
          </FormControl>

          {result ? (
            <Stack spacing={1} data-testid="bulk-preview" aria-live="polite">
              <Alert severity={result.changes > 0 ? 'warning' : 'info'}>{preview?.message}</Alert>
              {result.notFound.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('backoffice.bulkAttendance.notFound', { count: result.notFound.length })}
                </Typography>
              ) : null}
              {result.sample.length > 0 ? (
                <List dense aria-label={t('backoffice.bulkAttendance.sampleLabel')} sx={{ py: 0 }}>
                  {result.sample.map((row) => (
                    <ListItem key={row.kvCode} disableGutters sx={{ py: 0 }}>
                      <ListItemText
                        primary={t('backoffice.bulkAttendance.schoolLine', { name: row.kvName, code: row.kvCode, before: attendanceWord(row.before === 'P'), after: word })}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : null}
              {result.changes > result.sample.length ? (
                <Typography variant="body2" color="text.secondary">
                  {t('backoffice.bulkAttendance.andMore', { count: result.changes - result.sample.length })}
                </Typography>
              ) : null}
              <Typography variant="caption" color="text.secondary">
                {t('backoffice.bulkAttendance.audited')}
              </Typography>
            </Stack>
          ) : error ? null : (
            <LoadingSpinner label={t('backoffice.bulkAttendance.loadingPreview')} />
          )}
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
