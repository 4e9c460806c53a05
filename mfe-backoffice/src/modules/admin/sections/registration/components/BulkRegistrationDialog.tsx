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
import { BULK_REASON_MAX, type RegistrationBulkAction, type RegistrationBulkFilter, type RegistrationBulkInput, type RegistrationBulkResult } from '@hackathon/contracts';
import { FormDialog, LoadingSpinner, toast, type FilterDef } from '@hackathon/ui';
import { useT } from '../../../../../i18n';
import { useBulkRegistrationPreview, useBulkRegistrationStatus, type BulkPreview } from '../hooks/useBulkRegistrations';
import { filterWords, fromStatusWords } from '../utils/bulkRegistrations';

export type BulkTarget = 'selected' | 'filtered';

export interface BulkRegistrationDialogProps {
  /** The action asked for; null: closed. */
  action: RegistrationBulkAction | null;
  selectedIds: readonly string[];
  /** The list's search and filters now, and how many registrations they match. */
  filter: RegistrationBulkFilter;
  matching: number | undefined;
  filterDefs: readonly FilterDef[];
  onClose: () => void;
  /** After an apply: the caller clears its selection. */
  onDone: () => void;
}

/**
 * Bulk approve or reject (issue 25): choose the selected registrations or every one matching the
 * list's search and filters, see the server's preview (how many change, from which status, which
 * schools, how many are skipped), then confirm. The apply sends the preview's count: if the
 * registrations changed meanwhile the server answers with a new preview instead.
 */
export function BulkRegistrationDialog(props: BulkRegistrationDialogProps) {
  const t = useT();
  const { action } = props;
  const title = action === 'reject' ? t('backoffice.bulkRegistrations.titleReject') : t('backoffice.bulkRegistrations.titleApprove');
  return (
    <FormDialog open={action !== null} onClose={props.onClose} title={title} titleId="bulk-registrations-title" maxWidth="sm">
      {action ? <BulkRegistrationForm {...props} action={action} /> : null}
    </FormDialog>
  );
}

function BulkRegistrationForm({ action, selectedIds, filter, matching, filterDefs, onClose, onDone }: BulkRegistrationDialogProps & { action: RegistrationBulkAction }) {
  const t = useT();
  const [target, setTarget] = useState<BulkTarget>(selectedIds.length > 0 ? 'selected' : 'filtered');
  const [reason, setReason] = useState('');
  // the server's newer preview when an apply found the registrations changed since
  const [fresh, setFresh] = useState<BulkPreview | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  // the dialog is mounted per opening: the selection and the filter are fixed meanwhile
  const body = useMemo<RegistrationBulkInput>(
    () => (target === 'selected' ? { action, registrationIds: [...selectedIds] } : { action, filter }),
    [target, action, selectedIds, filter],
  );
  const previewQuery = useBulkRegistrationPreview(body);
  const apply = useBulkRegistrationStatus();
  const preview = fresh ?? previewQuery.data ?? null;
  const error = applyError ?? (previewQuery.error ? errorMessage(previewQuery.error) : null);
  const busy = apply.isPending || previewQuery.isFetching;

  const choose = (next: BulkTarget) => {
    setTarget(next);
    setFresh(null);
    setApplyError(null);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!preview || preview.result.changes === 0) return;
    setApplyError(null);
    apply.mutate(
      { ...body, reason: reason.trim() || undefined, confirm: true, expectedChanges: preview.result.changes },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
          onClose();
        },
        onError: (failure) => {
          if (failure.shouldLogout) return;
          // the registrations changed since the preview: show the new one, ask again
          const newer = isApiError(failure) && failure.status === 409 ? (failure.body as { data?: RegistrationBulkResult } | undefined)?.data : undefined;
          if (newer) setFresh({ result: newer, message: t('backoffice.bulkRegistrations.previewCounts', { changes: newer.changes, skipped: newer.skipped }) });
          setApplyError(errorMessage(failure));
        },
      },
    );
  };

  const words = filterWords(filter, filterDefs);
  const result = preview?.result;
  const confirmLabel =
    action === 'reject' ? t('backoffice.bulkRegistrations.confirmReject', { count: result?.changes ?? 0 }) : t('backoffice.bulkRegistrations.confirmApprove', { count: result?.changes ?? 0 });
  return (
    <form onSubmit={confirm} noValidate style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <FormControl>
            <FormLabel id="bulk-registrations-target">{t('backoffice.bulkRegistrations.applyTo')}</FormLabel>
            <RadioGroup aria-labelledby="bulk-registrations-target" value={target} onChange={(event) => choose(event.target.value as BulkTarget)}>
              <FormControlLabel
                value="selected"
                control={<Radio />}
                disabled={selectedIds.length === 0 || busy}
                label={t('backoffice.bulkRegistrations.targetSelected', { count: selectedIds.length })}
              />
              <FormControlLabel
                value="filtered"
                control={<Radio />}
                disabled={busy}
                label={matching === undefined ? t('backoffice.bulkRegistrations.targetFilteredUnknown') : t('backoffice.bulkRegistrations.targetFiltered', { count: matching })}
              />
            </RadioGroup>
            {target === 'filtered' ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="bulk-filters">
                {words.length > 0 ? t('backoffice.bulkRegistrations.filtersNow', { filters: words.join(', ') }) : t('backoffice.bulkRegistrations.noFilters')}
              </Typography>
            ) : null}
          </FormControl>

          {result ? (
            <Stack spacing={1} data-testid="bulk-preview" aria-live="polite">
              <Alert severity={result.changes > 0 ? 'warning' : 'info'}>{preview?.message}</Alert>
              {result.changes > 0 ? (
                <Typography variant="body2">{t('backoffice.bulkRegistrations.currently', { list: fromStatusWords(result) })}</Typography>
              ) : null}
              {result.notFound.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('backoffice.bulkRegistrations.notFound', { count: result.notFound.length })}
                </Typography>
              ) : null}
              {result.sample.length > 0 ? (
                <List dense aria-label={t('backoffice.bulkRegistrations.sampleLabel')} sx={{ py: 0 }}>
                  {result.sample.map((row) => (
                    <ListItem key={row._id} disableGutters sx={{ py: 0 }}>
                      <ListItemText primary={t('backoffice.bulkRegistrations.schoolLine', { name: row.kvName, code: row.kvCode })} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                    </ListItem>
                  ))}
                </List>
              ) : null}
              {result.changes > result.sample.length ? (
                <Typography variant="body2" color="text.secondary">
                  {t('backoffice.bulkRegistrations.andMore', { count: result.changes - result.sample.length })}
                </Typography>
              ) : null}
              <Typography variant="caption" color="text.secondary">
                {t('backoffice.bulkRegistrations.audited')}
              </Typography>
            </Stack>
          ) : error ? null : (
            <LoadingSpinner label={t('backoffice.bulkRegistrations.loadingPreview')} />
          )}

          <TextField
            id="bulk-registrations-reason"
            label={t('backoffice.bulkRegistrations.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: BULK_REASON_MAX } }}
            multiline
            minRows={2}
            fullWidth
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
          color={action === 'reject' ? 'error' : 'success'}
          disabled={busy || !result || result.changes === 0}
          startIcon={apply.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
