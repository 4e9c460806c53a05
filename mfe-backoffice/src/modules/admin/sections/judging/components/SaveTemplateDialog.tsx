import { useState, type FormEvent } from 'react';
import { TextField, Typography } from '@mui/material';
import { JUDGING_MSG, RUBRIC_LIMITS, type RubricCriterionDef, type RubricTemplate } from '@hackathon/contracts';
import { DialogForm, FormDialog, toast } from '@hackathon/ui';
import { useSaveTemplate } from '../hooks/useJudgingWrites';
import { useT } from '../../../../../i18n';

export interface SaveTemplateDialogProps {
  /** The checked criteria to save; null: closed. */
  criteria: RubricCriterionDef[] | null;
  onClose: () => void;
  onSaved: (template: RubricTemplate) => void;
}

/** "Save as template": the rubric as it stands under a name of its own (409 when a template has it). */
export function SaveTemplateDialog({ criteria, onClose, onSaved }: SaveTemplateDialogProps) {
  const t = useT();
  return (
    <FormDialog open={criteria !== null} onClose={onClose} title={t('judging.rubric.saveAsTemplate')} titleId="judging-template-title" maxWidth="xs">
      {criteria ? <TemplateForm criteria={criteria} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function TemplateForm({ criteria, onClose, onSaved }: { criteria: RubricCriterionDef[]; onClose: () => void; onSaved: (template: RubricTemplate) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTemplate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the dialog sits inside the round's form in React's tree: its submit must not reach that form
    event.stopPropagation();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > RUBRIC_LIMITS.templateNameMax) {
      setProblem(JUDGING_MSG.templateName());
      return;
    }
    save.mutate(
      { name: trimmed, criteria },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || JUDGING_MSG.templateCreated);
          onSaved(answer.data);
          onClose();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          // a taken name (409) or the server's own check: said at the field
          setProblem(error.message);
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} saving={save.isPending} submitLabel={t('judging.rubric.saveTemplate')} savingLabel={t('backoffice.common.saving')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('judging.rubric.saveTemplateIntro', { count: criteria.length })}
      </Typography>
      <TextField
        id="judging-template-name"
        label={t('judging.rubric.templateName')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ htmlInput: { maxLength: RUBRIC_LIMITS.templateNameMax } }}
        required
        fullWidth
        autoFocus
      />
    </DialogForm>
  );
}
