import { useState, type FormEvent } from 'react';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { JUDGING_ROUND_LIMITS, type JudgeAssignment } from '@hackathon/contracts';
import { DialogForm, FormDialog, toast } from '@hackathon/ui';
import { useDeclareConflict } from '../hooks/useDeclareConflict';
import { useT } from '../../../i18n';

export interface ConflictDialogProps {
  assignment: JudgeAssignment | null;
  onClose: () => void;
  /** The team left the judge's list. */
  onDeclared: () => void;
}

/** "I know this team": a short reason (required) for the organisers; the team goes to another judge. */
export function ConflictDialog({ assignment, onClose, onDeclared }: ConflictDialogProps) {
  const t = useT();
  return (
    <FormDialog open={assignment !== null} onClose={onClose} title={t('team.judgePortal.conflictTitle')} titleId="judge-conflict-title">
      {assignment ? <ConflictForm assignment={assignment} onClose={onClose} onDeclared={onDeclared} /> : null}
    </FormDialog>
  );
}

const MAX = JUDGING_ROUND_LIMITS.conflictReasonMax;

function ConflictForm({ assignment, onClose, onDeclared }: { assignment: JudgeAssignment; onClose: () => void; onDeclared: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const declare = useDeclareConflict();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setFieldError(t('team.judgePortal.conflictRequired'));
    if (trimmed.length > MAX) return setFieldError(t('team.judgePortal.conflictTooLong', { max: MAX }));
    setServerError(null);
    declare.mutate(
      { id: assignment._id, reason: trimmed },
      {
        onSuccess: ({ message }) => {
          toast.success(message || t('team.judgePortal.conflictDone'));
          onDeclared();
        },
        onError: (error) => {
          if (!error.shouldLogout) setServerError(error.message);
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={serverError} saving={declare.isPending} submitLabel={t('team.judgePortal.conflictSend')} savingLabel={t('team.judgePortal.sending')}>
      <Stack spacing={2}>
        <DialogContentText>{t('team.judgePortal.conflictIntro', { name: assignment.team.teamName })}</DialogContentText>
        <TextField
          id="judge-conflict-reason"
          label={t('team.judgePortal.conflictReason')}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setFieldError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? `${reason.length}/${MAX}`}
          slotProps={{ htmlInput: { maxLength: MAX } }}
        />
      </Stack>
    </DialogForm>
  );
}
