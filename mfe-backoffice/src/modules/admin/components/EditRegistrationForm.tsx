import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, invalidateEndpoints, useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, endpointKey, MSG, REGISTRATION_API, type Registration, type UpdateRegistrationRequest } from '@hackathon/contracts';
import { LabeledValue, menuOptions, toast } from '@hackathon/ui';
import { ADMIN_READS } from '../sections/shared/adminReads';
import { useT } from '../../../i18n';
import { registrationStatusLabel } from '../../shared/utils/labels';
import {
  EMAIL_MAX,
  FULL_NAME_MAX,
  REGISTRATION_STATUSES,
  firstErrorField,
  formValuesOf,
  isStaleEdit,
  registrationUpdateBody,
  serverFormErrors,
  validateRegistrationForm,
  type RegistrationField,
  type RegistrationFormErrors,
  type RegistrationFormValues,
} from '../utils/registrationForm';

const fieldId = (field: RegistrationField) => `registration-${field}`;

export interface EditRegistrationFormProps {
  /** The registration as read when the form opens; later reads do not change what the form edits. */
  registration: Registration;
  /** Re-reads the registration after a stale-edit refusal; the page then opens the form on the new version. */
  onReload: () => void;
  reloading: boolean;
}

/**
 * The admin's registration form: contact person, email, contact number and registration status.
 * The save carries `base.updatedAt`; if someone else saved first the server refuses (409), its
 * message is shown and Reload offers the latest version.
 */
export function EditRegistrationForm({ registration, onReload, reloading }: EditRegistrationFormProps) {
  // the version edited: its updatedAt goes with the save even if a background read brings a newer one,
  // so someone else's change is refused (409) instead of overwritten
  const [base] = useState(registration);
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RegistrationFormValues>(() => formValuesOf(base));
  const [errors, setErrors] = useState<RegistrationFormErrors>({});
  const [stale, setStale] = useState<string | null>(null);
  const focusNext = useRef<RegistrationField | null>(null);

  useEffect(() => {
    if (focusNext.current) {
      document.getElementById(fieldId(focusNext.current))?.focus();
      focusNext.current = null;
    }
  });

  const save = useEndpointMutation(
    REGISTRATION_API.update,
    (body: UpdateRegistrationRequest) => ({ params: [base._id] as [string], body, requireToken: true }),
    {
      onSuccess: (result) => {
        queryClient.setQueryData(endpointKey(REGISTRATION_API.get, [result.data._id]), result.data);
        void invalidateEndpoints(queryClient, ADMIN_READS);
        toast.success(result.message || API_MSG.registrationUpdated);
        navigate(`/registration/${encodeURIComponent(result.data._id)}`);
      },
      onError: (error) => {
        if (error.shouldLogout) return;
        if (isStaleEdit(error)) {
          setStale(error.serverMessage || API_MSG.registrationStale);
          return;
        }
        const fieldErrors = serverFormErrors(error);
        const first = firstErrorField(fieldErrors);
        if (first) {
          setErrors(fieldErrors);
          focusNext.current = first;
        }
        toast.error(error.serverMessage || MSG.failedUpdateRegistration);
      },
    },
  );

  const change = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateRegistrationForm(values);
    const first = firstErrorField(found);
    setErrors(found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const body = registrationUpdateBody(base, values);
    if (!body) {
      toast(API_MSG.registrationNoChanges);
      return;
    }
    save.mutate(body);
  };

  const detailsPath = `/registration/${encodeURIComponent(base._id)}`;
  const text = (field: Exclude<RegistrationField, 'registrationStatus'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      required
      fullWidth
      disabled={save.isPending}
      {...extra}
    />
  );
  // built before the JSX: their field names and input types are code, not words
  const fullNameField = text('fullName', t('backoffice.edit.fullName'), { slotProps: { htmlInput: { maxLength: FULL_NAME_MAX } } });
  const emailField = text('email', t('backoffice.field.email'), { type: 'email', slotProps: { htmlInput: { maxLength: EMAIL_MAX } } });
  const contactField = text('contactNumber', t('backoffice.edit.contactNumber'), { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } } });
  return (
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="edit-registration-title">
        <Typography variant="overline" color="text.secondary">
          {t('backoffice.common.editRegistration')}
        </Typography>
        <Typography id="edit-registration-title" variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}>
          {base.kvName || base.kvCode}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <LabeledValue label={t('backoffice.field.schoolCode')} value={base.kvCode || base.schoolCode} />
          <LabeledValue label={t('backoffice.field.district')} value={base.district || '—'} />
          <LabeledValue label={t('backoffice.field.region')} value={base.region || '—'} />
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {API_MSG.registrationDirectoryFields}
        </Typography>
        {stale ? (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onReload} disabled={reloading}>
                {t('backoffice.edit.reload')}
              </Button>
            }
          >
            {stale}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{fullNameField}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{emailField}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{contactField}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id={fieldId('registrationStatus')}
              select
              label={t('backoffice.field.registrationStatus')}
              value={values.registrationStatus}
              onChange={(event) => change('registrationStatus', event.target.value)}
              error={Boolean(errors.registrationStatus)}
              helperText={errors.registrationStatus ?? ' '}
              fullWidth
              disabled={save.isPending}
            >
              {menuOptions(REGISTRATION_STATUSES, registrationStatusLabel)}
            </TextField>
          </Grid>
        </Grid>
        {save.error && !stale && !firstErrorField(errors) ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(save.error) || MSG.failedUpdateRegistration}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={detailsPath} disabled={save.isPending}>
            {t('backoffice.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending || Boolean(stale)}>
            {save.isPending ? t('backoffice.common.saving') : t('backoffice.common.saveChanges')}
          </Button>
        </Stack>
      </Paper>
  );
}
