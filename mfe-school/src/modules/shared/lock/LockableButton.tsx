import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { toast } from '@hackathon/ui';
import { lockedMessage, type LockAction, type LockSubject } from './lock';
import { useT } from '../../../i18n';

export interface LockableButtonProps extends Omit<ButtonProps, 'onClick'> {
  locked: boolean;
  subject: LockSubject;
  lockAction: LockAction;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A management button that looks disabled while its function is locked but still answers a
 * click with the spec's toast ('Add mentor functionality is currently locked', ...).
 */
export function LockableButton({ locked, subject, lockAction, onClick, children, startIcon, sx, disabled, ...rest }: LockableButtonProps) {
  useT(); // the lock's title follows the language
  if (!locked) {
    // disabled only while unlocked (a full school): a lock's click must still explain the lock
    return (
      <Button {...rest} disabled={disabled} startIcon={startIcon} sx={sx} onClick={onClick}>
        {children}
      </Button>
    );
  }
  const message = lockedMessage(subject, lockAction);
  return (
    <Button
      {...rest}
      color="inherit"
      // not aria-disabled: the click must still reach us to explain the lock (the title says it)
      data-locked="true"
      title={message}
      startIcon={<LockIcon />}
      onClick={() => toast.error(message, { id: `locked-${subject}-${lockAction}` })}
      // greyed like a disabled button, but without fading: its words stay readable (4.5:1)
      sx={[{ bgcolor: '#e9eaec', color: '#555555', cursor: 'not-allowed', '&:hover': { bgcolor: '#dfe0e3' } }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
    >
      {children}
    </Button>
  );
}

export interface EditDeleteButtonsProps {
  locked: boolean;
  subject: LockSubject;
  /** The record's name, for the buttons' accessible names ('Edit Robo Rangers'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A card's Edit and Delete, each explaining the lock while its function is locked. */
export function EditDeleteButtons({ locked, subject, name, onEdit, onDelete }: EditDeleteButtonsProps) {
  const t = useT();
  return (
    <>
      <LockableButton size="small" locked={locked} subject={subject} lockAction="edit" startIcon={<EditIcon />} onClick={onEdit} aria-label={t('school.actions.editName', { name })}>
        {t('school.actions.edit')}
      </LockableButton>
      <LockableButton size="small" color="error" locked={locked} subject={subject} lockAction="delete" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={t('school.actions.deleteName', { name })}>
        {t('school.actions.delete')}
      </LockableButton>
    </>
  );
}
