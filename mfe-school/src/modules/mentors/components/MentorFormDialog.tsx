import { useState, type FormEvent } from 'react';
import { Grid, TextField, type TextFieldProps } from '@mui/material';
import { API_MSG, GENDERS, LIMITS, MSG, type Mentor } from '@hackathon/contracts';
import { DialogForm, FormDialog, menuOptions, toast } from '@hackathon/ui';
import { useMentorMutations } from '../hooks/useMentorMutations';
import {
  EMPTY_MENTOR_FORM,
  GENDER_OPTION_LABEL,
  MENTOR_FIELD_LABEL,
  duplicateMentorFields,
  firstErrorField,
  mentorToForm,
  missingMentorFields,
  normaliseContact,
  toMentorInput,
  validateMentorField,
  validateMentorForm,
  type MentorField,
  type MentorFormErrors,
  type MentorFormValues,
} from '../utils/mentorForm';
import { mentorSaveFailure } from '../utils/saveError';
import { useT } from '../../../i18n';

export interface MentorFormDialogProps {
  open: boolean;
  /** The mentor to edit; null adds a new one. */
  mentor: Mentor | null;
  schoolCode: string;
  /** The school's mentors (duplicate warnings). */
  mentors: readonly Mentor[];
  onClose: () => void;
}

const fieldId = (field: MentorField) => `mentor-${field}`;

function focusField(field: MentorField | null) {
  if (!field) return;
  // after React has painted the error state
  setTimeout(() => document.getElementById(fieldId(field))?.focus(), 0);
}

/** Add New Mentor / Edit Mentor: every rule of participant spec section 5, on blur and on submit. */
export function MentorFormDialog(props: MentorFormDialogProps) {
  const { open, mentor, onClose } = props;
  const t = useT();
  return (
    <FormDialog open={open} onClose={onClose} title={t(mentor ? 'school.mentors.form.editTitle' : 'school.mentors.form.addTitle')} titleId="mentor-form-title">
      <MentorForm {...props} />
    </FormDialog>
  );
}

function MentorForm({ mentor, schoolCode, mentors, onClose }: MentorFormDialogProps) {
  const t = useT();
  const [values, setValues] = useState<MentorFormValues>(() => (mentor ? mentorToForm(mentor) : EMPTY_MENTOR_FORM));
  const [errors, setErrors] = useState<MentorFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { create, update } = useMentorMutations(schoolCode);
  const saving = create.isPending || update.isPending;
  const duplicates = duplicateMentorFields(values, mentors, mentor?._id);

  const change = (field: MentorField, raw: string) => {
    const value = field === 'contactNumber' ? normaliseContact(raw) : raw;
    setValues((current) => ({ ...current, [field]: value }));
    // an error already shown follows the typing; a server error goes once the field changes
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateMentorField(field, value) }));
  };
  const blur = (field: MentorField) => setErrors((current) => ({ ...current, [field]: validateMentorField(field, values[field]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMentorForm(values);
    const missing = missingMentorFields(values, schoolCode);
    setErrors(found);
    setFormError(missing.length > 0 ? MSG.missingFields(missing) : null);
    if (Object.keys(found).length > 0 || missing.length > 0) {
      focusField(firstErrorField(found));
      return;
    }
    const body = toMentorInput(values, schoolCode);
    try {
      const result = mentor ? await update.mutateAsync({ id: mentor._id || mentor.mentorId, body }) : await create.mutateAsync(body);
      toast.success(result.message || (mentor ? API_MSG.mentorUpdated : API_MSG.mentorCreated));
      onClose();
    } catch (error) {
      const failure = mentorSaveFailure(error);
      setErrors((current) => ({ ...current, ...failure.fieldErrors }));
      setFormError(failure.message);
      if (failure.message) toast.error(failure.message);
      focusField(failure.focus);
    }
  };

  // ' ' keeps each field's helper line reserved: an error appearing on blur (the pointer pressed on
  // Add Mentor) does not push the button from under the pointer and lose the click
  const helper = (field: MentorField, hint?: string) => {
    if (errors[field]) return errors[field];
    if ((duplicates as string[]).includes(field)) return API_MSG.mentorDuplicateWarning(MENTOR_FIELD_LABEL[field].toLowerCase());
    return hint ?? ' ';
  };
  const warn = (field: MentorField) => !errors[field] && (duplicates as string[]).includes(field);
  const textField = (field: MentorField, extra: Partial<TextFieldProps> = {}, hint?: string) => (
    <TextField
      id={fieldId(field)}
      label={MENTOR_FIELD_LABEL[field]}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => blur(field)}
      error={Boolean(errors[field])}
      helperText={helper(field, hint)}
      required
      fullWidth
      {...extra}
      slotProps={{ ...extra.slotProps, formHelperText: warn(field) ? { sx: { color: 'warning.dark' } } : undefined }}
    />
  );

  // the fields (field names and input modes are machine values, not words)
  const teacherIdField = textField('teacherId', { autoFocus: true }, t('school.mentors.form.teacherIdHint'));
  const nameField = textField('name', { slotProps: { htmlInput: { maxLength: LIMITS.mentorNameMax + 10 } } });
  const designationField = textField('designation');
  const genderField = textField('gender', { select: true, children: menuOptions(GENDERS, (gender) => GENDER_OPTION_LABEL[gender]) });
  const contactField = textField('contactNumber', { slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'tel' } } }, t('school.mentors.form.contactHint'));
  const emailField = textField('emailId', { type: 'email', slotProps: { htmlInput: { autoComplete: 'email' } } });

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={formError} saving={saving} submitLabel={t(mentor ? 'school.mentors.form.update' : 'school.mentors.form.add')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{teacherIdField}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{nameField}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{designationField}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{genderField}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{contactField}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{emailField}</Grid>
        <Grid size={12}>
          <TextField label={MENTOR_FIELD_LABEL.schoolCode} value={schoolCode} fullWidth disabled />
        </Grid>
      </Grid>
    </DialogForm>
  );
}
