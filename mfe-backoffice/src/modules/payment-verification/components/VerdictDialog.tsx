import { useMemo, useState } from 'react';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { PAYMENT_REJECTION_REASON_MAX, PAYMENT_VERIFICATION_NOTES_MAX, type PaymentVerdictAction } from '@hackathon/contracts';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { useMailPreview } from '../hooks/useMailPreview';
import { verdictInputError, type VerdictInput } from '../utils/verdict';
import { MailPreviewBox } from './MailPreviewBox';

export interface VerdictRequest {
  action: PaymentVerdictAction;
  ids: string[];
  /** The selected schools by name ('Selected schools: KV 1001, KV 1002'); empty or absent: not shown. */
  schools?: string;
}

export interface VerdictDialogProps {
  /** null: closed. Mount it with a new key per opening so the fields start empty. */
  request: VerdictRequest | null;
  busy: boolean;
  onConfirm: (input: VerdictInput) => void;
  onCancel: () => void;
}

/**
 * The spec's confirm dialog: 'Verify Payment(s)' / 'Reject Payment(s)', the question, optional
 * Additional Notes and, when rejecting, the required Rejection Reason (blank: the toast, nothing
 * sent); below them the mail the school will get. No countdown: the spec keeps it for other dialogs.
 */
export function VerdictDialog({ request, busy, onConfirm, onCancel }: VerdictDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const action = request?.action ?? 'verify';
  const count = request?.ids.length ?? 0;
  const schools = request?.schools ?? '';
  const input = useMemo<VerdictInput | null>(() => (request ? { action: request.action, ids: request.ids, reason, notes } : null), [request, reason, notes]);
  const preview = useMailPreview(input);

  const confirm = () => {
    if (!input) return;
    const problem = verdictInputError(input);
    if (problem) {
      toast.error(problem);
      return;
    }
    onConfirm(input);
  };

  return (
    <ConfirmDialog
      open={request !== null}
      title={t('dashboards.payments.confirm.title', { action, n: count })}
      confirmText={action === 'verify' ? t('dashboards.payments.verify') : t('dashboards.payments.reject')}
      destructive={action === 'reject'}
      waitSeconds={0}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
      message={
        <Stack spacing={2}>
          <DialogContentText>{t('dashboards.payments.confirm.message', { action, n: count })}</DialogContentText>
          {schools ? (
            <DialogContentText variant="body2" data-testid="verdict-schools" sx={{ overflowWrap: 'anywhere' }}>
              {schools}
            </DialogContentText>
          ) : null}
          {action === 'reject' ? (
            <TextField
              id="verdict-reason"
              label={t('dashboards.payments.confirm.rejectionReason')}
              required
              autoFocus
              multiline
              minRows={2}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: PAYMENT_REJECTION_REASON_MAX } }}
            />
          ) : null}
          <TextField
            id="verdict-notes"
            label={t('dashboards.payments.confirm.additionalNotes')}
            multiline
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PAYMENT_VERIFICATION_NOTES_MAX } }}
          />
          <MailPreviewBox preview={preview.data} loading={preview.isFetching} failed={preview.isError} waitingForReason={preview.waitingForReason} several={count > 1} />
        </Stack>
      }
    />
  );
}
