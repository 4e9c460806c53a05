import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { DEFAULTS, ELIMINATION_REASON_MAX } from '@hackathon/contracts';
import { useT } from '../../../../../i18n';

export interface EliminateDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Eliminate asks for the reason, prefilled with the spec's default 'Performance based'. */
export function EliminateDialog({ open, count, busy, onConfirm, onCancel }: EliminateDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="eliminate-title" fullWidth maxWidth="sm">
      <DialogTitle id="eliminate-title">{t('backoffice.phases.eliminateTitle')}</DialogTitle>
      {open ? <EliminateForm count={count} busy={busy} onConfirm={onConfirm} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function EliminateForm({ count, busy, onConfirm, onCancel }: Omit<EliminateDialogProps, 'open'>) {
  const t = useT();
  const [reason, setReason] = useState<string>(DEFAULTS.eliminationReason);
  const submit = () => onConfirm(reason.trim() || DEFAULTS.eliminationReason);
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('backoffice.phases.eliminateQuestion', { count })}
        </DialogContentText>
        <TextField
          id="eliminate-reason"
          label={t('backoffice.field.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ELIMINATION_REASON_MAX } }}
          helperText={t('backoffice.phases.reasonHint')}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('backoffice.common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy}>
          {t('backoffice.phases.eliminate')}
        </Button>
      </DialogActions>
    </>
  );
}
