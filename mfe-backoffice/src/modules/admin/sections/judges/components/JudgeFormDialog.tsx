import { useState, type FormEvent } from 'react';
import { FormControlLabel, FormHelperText, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { errorMessage, isApiError } from '@hackathon/api-client';
import { JUDGE_LIMITS, JUDGES_MSG, KVS_REGIONS, type Judge } from '@hackathon/contracts';
import { DialogForm, FormDialog, menuOptions, toast } from '@hackathon/ui';
import { useT } from '../../../../../i18n';
import { fieldErrorsOf } from '../../../../shared/utils/fieldErrors';
import { useCreateJudge, useUpdateJudge } from '../hooks/useJudges';
import {
  JUDGE_FORM_FIELDS,
  judgeFieldId,
  judgeToForm,
  serverErrorsToForm,
  toJudgeInput,
  toJudgeUpdate,
  validateJudge,
  type JudgeField,
  type JudgeFormErrors,
  type JudgeFormValues,
} from '../utils/judgeForm';

const REGION_NAMES = KVS_REGIONS.map((region) => region.name);

export interface JudgeFormDialogProps {
  /** 'new' to add one, a judge to edit it, null when closed. */
  judge: Judge | 'new' | null;
  onClose: () => void;
}

/** Add judge / Edit judge (issue 27). */
export function JudgeFormDialog({ judge, onClose }: JudgeFormDialogProps) {
  const t = useT();
  return (
    <FormDialog open={judge !== null} onClose={onClose} title={t(judge === 'new' ? 'backoffice.judges.add' : 'backoffice.judges.edit')} titleId="judge-form-title">
      {judge ? <JudgeForm judge={judge === 'new' ? null : judge} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function focusFirst(errors: JudgeFormErrors) {
  const first = JUDGE_FORM_FIELDS.find((field) => errors[field]);
  if (first) setTimeout(() => document.getElementById(judgeFieldId(first))?.focus(), 0);
}

function JudgeForm({ judge, onClose }: { judge: Judge | null; onClose: () => void }) {
  const t = useT();
  const [values, setValues] = useState<JudgeFormValues>(() => judgeToForm(judge));
  const [errors, setErrors] = useState<JudgeFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateJudge();
  const update = useUpdateJudge();
  const saving = create.isPending || update.isPending;

  // a field's error (the form's or the server's) stays until that field changes
  const set = <K extends JudgeField>(field: K, value: JudgeFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const callbacks = {
    onSuccess: (result: { message: string }) => {
      toast.success(result.message || (judge ? JUDGES_MSG.updated : JUDGES_MSG.created));
      onClose();
    },
    onError: (error: unknown) => {
      if (isApiError(error) && error.shouldLogout) return;
      setFormError(errorMessage(error));
      if (!isApiError(error)) return;
      // 400: the API's field errors on their fields; 409: the address belongs to another judge
      const placed = error.status === 409 ? { email: error.message } : serverErrorsToForm(fieldErrorsOf(error.details));
      setErrors(placed);
      focusFirst(placed);
    },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateJudge(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    if (!judge) return create.mutate(toJudgeInput(values), callbacks);
    const body = toJudgeUpdate(values, judge);
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ id: judge._id, body }, callbacks);
  };

  const text = (field: 'name' | 'email' | 'organisation' | 'expertise' | 'schoolCode', label: string, max?: number) => ({
    id: judgeFieldId(field),
    label,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    slotProps: max ? { htmlInput: { maxLength: max } } : undefined,
    fullWidth: true,
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      error={formError}
      saving={saving}
      submitLabel={t(judge ? 'backoffice.common.saveChanges' : 'backoffice.judges.add')}
      savingLabel={t('backoffice.common.saving')}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('name', t('backoffice.field.name'), JUDGE_LIMITS.nameMax)} required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...text('email', t('backoffice.field.email'), JUDGE_LIMITS.emailMax)}
            helperText={errors.email ?? (judge ? undefined : t('backoffice.judges.inviteHint'))}
            type="email"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('organisation', t('backoffice.judges.organisation'), JUDGE_LIMITS.organisationMax)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('expertise', t('backoffice.judges.expertise'), JUDGE_LIMITS.expertiseMax)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id={judgeFieldId('homeRegion')}
            select
            label={t('backoffice.judges.homeRegion')}
            value={values.homeRegion}
            onChange={(event) => set('homeRegion', event.target.value)}
            error={Boolean(errors.homeRegion)}
            helperText={errors.homeRegion}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">{t('backoffice.judges.noRegion')}</MenuItem>
            {menuOptions(REGION_NAMES, (name) => name)}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('schoolCode', t('backoffice.field.schoolCode'))} helperText={errors.schoolCode ?? t('backoffice.judges.schoolCodeHint')} />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={<Switch id={judgeFieldId('isActive')} checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />}
            label={t('backoffice.common.active')}
          />
          <FormHelperText error={Boolean(errors.isActive)}>{errors.isActive ?? t('backoffice.judges.activeHint')}</FormHelperText>
        </Grid>
      </Grid>
    </DialogForm>
  );
}
