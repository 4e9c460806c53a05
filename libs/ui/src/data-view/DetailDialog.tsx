import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useT } from '../labels';

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
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="data-view-detail-title">
      <DialogTitle id="data-view-detail-title">{title ?? t('listText.details')}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{t('listText.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
