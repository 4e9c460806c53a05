import type { FormEvent, ReactNode } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
  type DialogProps,
} from '@mui/material';
import { useT } from './i18n';

/**
 * A form wrapping DialogContent and DialogActions: a flex column inside the dialog's paper, so the
 * fields scroll while the title and the buttons stay in view (full-screen dialogs on phones too).
 */
export const DIALOG_FORM_STYLE = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The title's id: the dialog's accessible name. */
  titleId: string;
  maxWidth?: DialogProps['maxWidth'];
  /** The form (a DialogForm), mounted per opening so each opening starts from the record's current values. */
  children: ReactNode;
}

/** The frame of an add or edit dialog: titled, full width, full screen on a phone. */
export function FormDialog({ open, onClose, title, titleId, maxWidth = 'sm', children }: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open ? children : null}
    </Dialog>
  );
}

export interface DialogFormProps {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** The form's own error (the server's words), shown above the fields. */
  error?: string | null;
  saving: boolean;
  submitLabel: string;
  /** The submit button's words while saving; without one it keeps its words beside a spinner. */
  savingLabel?: string;
  children: ReactNode;
}

/** The body of a FormDialog: the error, the fields (scrolling), then Cancel and the submit button. */
export function DialogForm({ onSubmit, onCancel, error, saving, submitLabel, savingLabel, children }: DialogFormProps) {
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate style={DIALOG_FORM_STYLE}>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {t('common.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {saving && savingLabel ? savingLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
