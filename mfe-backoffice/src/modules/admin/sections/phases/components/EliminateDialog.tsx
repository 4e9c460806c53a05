import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { DEFAULTS, ELIMINATION_REASON_MAX } from '@hackathon/contracts';

export interface EliminateDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Eliminate asks for the reason, prefilled with the spec's default 'Performance based'. */
export function EliminateDialog({ open, count, busy, onConfirm, onCancel }: EliminateDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="eliminate-title" fullWidth maxWidth="sm">
      <DialogTitle id="eliminate-title">Eliminate Teams</DialogTitle>
      {open ? <EliminateForm count={count} busy={busy} onConfirm={onConfirm} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function EliminateForm({ count, busy, onConfirm, onCancel }: Omit<EliminateDialogProps, 'open'>) {
  const [reason, setReason] = useState<string>(DEFAULTS.eliminationReason);
  const submit = () => onConfirm(reason.trim() || DEFAULTS.eliminationReason);
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Eliminate {count} selected team{count === 1 ? '' : 's'}? Teams already eliminated are refused and listed.
        </DialogContentText>
        <TextField
          id="eliminate-reason"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ELIMINATION_REASON_MAX } }}
          helperText="Leave blank for the default reason"
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy}>
          Eliminate
        </Button>
      </DialogActions>
    </>
  );
}
