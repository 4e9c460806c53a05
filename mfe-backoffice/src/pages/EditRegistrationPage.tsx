import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Container, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, MSG, REGISTRATION_API, type Registration, type UpdateRegistrationRequest } from '@hackathon/contracts';
import { LabeledValue, LoadingSpinner, toast } from '@hackathon/ui';
import { RegistrationProblem } from '../modules/admin/components/RegistrationProblem';
import { adminKeys } from '../modules/admin/hooks/useAdminDashboard';
import { registrationKey, useRegistration } from '../modules/admin/hooks/useRegistration';
import { registrationLoadFailure, registrationStatusLabel } from '../modules/admin/utils/registrationDetails';
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
} from '../modules/admin/utils/registrationForm';

const fieldId = (field: RegistrationField) => `registration-${field}`;

/**
 * /edit-registration/{id} (admin; the spec names the route without showing the screen): the contact
 * person, email, contact number and registration status. The save carries the `updatedAt` the form
 * was opened with; if someone else saved first the server refuses (409) and the page offers to reload.
 */
export function EditRegistrationPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query, valid } = useRegistration(id);
  // the version the form edits: its updatedAt goes with the save, whatever is fetched meanwhile
  const [base, setBase] = useState<Registration | null>(null);
  const [values, setValues] = useState<RegistrationFormValues | null>(null);
  const [errors, setErrors] = useState<RegistrationFormErrors>({});
  const [stale, setStale] = useState<string | null>(null);
  const focusNext = useRef<RegistrationField | null>(null);

  useEffect(() => {
    if (query.data && !base) {
      setBase(query.data);
      setValues(formValuesOf(query.data));
    }
  }, [query.data, base]);

  useEffect(() => {
    if (focusNext.current) {
      document.getElementById(fieldId(focusNext.current))?.focus();
      focusNext.current = null;
    }
  });

  const save = useEndpointMutation(
    REGISTRATION_API.update,
    (body: UpdateRegistrationRequest) => ({ params: [base?._id ?? ''] as [string], body, requireToken: true }),
    {
      onSuccess: (result) => {
        queryClient.setQueryData(registrationKey(result.data._id), result.data);
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
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

  const reload = async () => {
    const result = await query.refetch();
    if (result.data) {
      setBase(result.data);
      setValues(formValuesOf(result.data));
      setErrors({});
      setStale(null);
    }
  };

  const change = (field: RegistrationField, value: string) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!base || !values || save.isPending) return;
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

  const retry = () => void query.refetch();
  let content;
  if (!valid) {
    content = <RegistrationProblem kind="invalid" onRetry={retry} retrying={false} />;
  } else if (query.error && !base) {
    content = <RegistrationProblem kind={registrationLoadFailure(query.error)} error={query.error} onRetry={retry} retrying={query.isFetching} />;
  } else if (!base || !values) {
    content = <LoadingSpinner label="Loading registration details..." />;
  } else {
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
    content = (
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="edit-registration-title">
        <Typography variant="overline" color="text.secondary">
          Edit Registration
        </Typography>
        <Typography id="edit-registration-title" variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}>
          {base.kvName || base.kvCode}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <LabeledValue label="School Code" value={base.kvCode || base.schoolCode} />
          <LabeledValue label="District" value={base.district || '—'} />
          <LabeledValue label="Region" value={base.region || '—'} />
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
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void reload()} disabled={query.isFetching}>
                Reload
              </Button>
            }
          >
            {stale}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{text('fullName', 'Contact Person (Full Name)', { slotProps: { htmlInput: { maxLength: FULL_NAME_MAX } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('email', 'Email', { type: 'email', slotProps: { htmlInput: { maxLength: EMAIL_MAX } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('contactNumber', 'Contact Number', { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } } })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id={fieldId('registrationStatus')}
              select
              label="Registration Status"
              value={values.registrationStatus}
              onChange={(event) => change('registrationStatus', event.target.value)}
              error={Boolean(errors.registrationStatus)}
              helperText={errors.registrationStatus ?? ' '}
              fullWidth
              disabled={save.isPending}
            >
              {REGISTRATION_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {registrationStatusLabel(status)}
                </MenuItem>
              ))}
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
            Cancel
          </Button>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={save.isPending || Boolean(stale)}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Box>{content}</Box>
    </Container>
  );
}
