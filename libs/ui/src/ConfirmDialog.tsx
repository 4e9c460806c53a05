import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { CONFIRM_WAIT_SECONDS } from '@hackathon/contracts';
import { useT } from './i18n';

export interface ConfirmState {
  typed: string;
  requireText?: string;
  secondsLeft: number;
  busy?: boolean;
}

/** Confirm is enabled once the countdown ended and the typed text matches (case-insensitive). Pure. */
export function isConfirmEnabled({ typed, requireText, secondsLeft, busy }: ConfirmState): boolean {
  if (busy || secondsLeft > 0) return false;
  if (!requireText) return true;
  return typed.trim().toLowerCase() === requireText.trim().toLowerCase();
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Text the user must type before confirming (matched case-insensitively). */
  requireText?: string;
  /** Seconds before confirm is enabled; defaults to 5 (0 disables the wait). */
  waitSeconds?: number;
  /** Destructive actions show the confirm button in red. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, busy = false, onCancel } = props;
  // the content mounts on each opening (MUI unmounts it when closed), so its countdown and
  // typed text start fresh every time without resetting state in an effect
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      {open ? <ConfirmDialogContent {...props} /> : null}
    </Dialog>
  );
}

function ConfirmDialogContent({
  message,
  confirmText: confirmGiven,
  cancelText: cancelGiven,
  requireText,
  waitSeconds = CONFIRM_WAIT_SECONDS,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const confirmText = confirmGiven ?? t('common.action.confirm');
  const cancelText = cancelGiven ?? t('common.action.cancel');
  const [typed, setTyped] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, waitSeconds));

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setInterval(() => {
      setSecondsLeft((left) => {
        if (left <= 1) clearInterval(timer);
        return Math.max(0, left - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [waitSeconds]);

  const enabled = isConfirmEnabled({ typed, requireText, secondsLeft, busy });
  return (
    <>
      <DialogContent>
        {typeof message === 'string' ? <DialogContentText>{message}</DialogContentText> : message}
        {requireText ? (
          <TextField
            sx={{ mt: 2 }}
            autoFocus
            label={t('common.confirm.typeToConfirm', { text: requireText })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelText}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} disabled={!enabled}>
          {secondsLeft > 0 ? t('common.confirm.countdown', { label: confirmText, seconds: secondsLeft }) : confirmText}
        </Button>
      </DialogActions>
    </>
  );
}
