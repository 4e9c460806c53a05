import { useMemo, useState } from 'react';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { BULK_REASON_MAX, type RegistrationBulkAction, type RegistrationBulkFilter, type RegistrationBulkInput } from '@hackathon/contracts';
import { FormDialog, type FilterDef } from '@hackathon/ui';
import { useT } from '../../../../../i18n';
import { BulkPreviewSummary, BulkTargetChoice, type BulkTarget } from '../../../../shared/components/BulkPreview';
import { useConfirmedBulk } from '../../../../shared/hooks/useConfirmedBulk';
import { useBulkRegistrationPreview, useBulkRegistrationStatus } from '../hooks/useBulkRegistrations';
import { filterWords, fromStatusWords } from '../utils/bulkRegistrations';

const TEXTS = 'backoffice.bulkRegistrations';

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
  // the dialog is mounted per opening: the selection and the filter are fixed meanwhile
  const body = useMemo<RegistrationBulkInput>(
    () => (target === 'selected' ? { action, registrationIds: [...selectedIds] } : { action, filter }),
    [target, action, selectedIds, filter],
  );
  const previewQuery = useBulkRegistrationPreview(body);
  const apply = useBulkRegistrationStatus();
  const { preview, error, busy, reset, confirm } = useConfirmedBulk({
    texts: TEXTS,
    previewQuery,
    apply: (expectedChanges, handlers) => apply.mutate({ ...body, reason: reason.trim() || undefined, confirm: true, expectedChanges }, handlers),
    applying: apply.isPending,
    onDone,
    onClose,
  });

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
          <BulkTargetChoice
            texts={TEXTS}
            target={target}
            onChange={(next) => {
              setTarget(next);
              reset();
            }}
            selectedCount={selectedIds.length}
            matching={matching}
            filterWords={filterWords(filter, filterDefs)}
            busy={busy}
          />
          <BulkPreviewSummary
            texts={TEXTS}
            preview={preview}
            failed={error !== null}
            details={result ? <Typography variant="body2">{t('backoffice.bulkRegistrations.currently', { list: fromStatusWords(result) })}</Typography> : null}
            rowKey={(row) => row._id}
            rowText={(row) => t('backoffice.bulkRegistrations.schoolLine', { name: row.kvName, code: row.kvCode })}
          />
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
