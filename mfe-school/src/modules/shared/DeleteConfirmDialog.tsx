import type { ReactNode } from 'react';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { serverMessageOr } from './utils/serverErrors';
import { useT } from '../../i18n';

/** What a school admin types to confirm a deletion (matched case-insensitively by the dialog). */
export const DELETE_CONFIRM_TEXT = 'DELETE';

export interface DeleteConfirmDialogProps<T> {
  /** The row to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  /** What the dialog says about the row (its name, what goes with it). */
  describe: (item: T) => ReactNode;
  busy: boolean;
  /** Runs the delete; the server's message becomes the success toast. */
  remove: (item: T) => Promise<{ message?: string }>;
  /** The toasts when the server gives no words of its own. */
  deletedMessage: string;
  failedMessage: string;
  onClose: () => void;
}

/** Delete through the confirmation dialog: type DELETE, wait 5 seconds; toasts the outcome. */
export function DeleteConfirmDialog<T>({ item, title, describe, busy, remove, deletedMessage, failedMessage, onClose }: DeleteConfirmDialogProps<T>) {
  const t = useT();
  const confirm = async () => {
    if (!item) return;
    try {
      const result = await remove(item);
      toast.success(result.message || deletedMessage);
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, failedMessage));
    }
  };

  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      destructive
      confirmText={t('school.actions.delete')}
      requireText={DELETE_CONFIRM_TEXT}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      message={item ? describe(item) : undefined}
    />
  );
}
