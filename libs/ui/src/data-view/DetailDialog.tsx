import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { LIST_TEXT } from '@hackathon/contracts';

export interface DetailDialogProps {
  open: boolean;
  title?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Extra buttons before Close (e.g. Edit, Mark Inactive). */
  actions?: ReactNode;
}

/** The detail modal of a list row. */
export function DetailDialog({ open, title, onClose, children, actions }: DetailDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="data-view-detail-title">
      <DialogTitle id="data-view-detail-title">{title ?? LIST_TEXT.details}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{LIST_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
