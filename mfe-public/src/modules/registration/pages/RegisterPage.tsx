import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Grid,
  InputAdornment,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { ApiError, useEndpointMutation, useEndpointQuery } from '@hackathon/api-client';
import { API_MSG, AUTH_API, EVENT, MSG, REGISTRATION_API, SCHOOLS_API, TIMEOUTS_MS, type Registration, type SchoolLookup } from '@hackathon/contracts';
import { PasswordField, toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { AuthCard } from '../../shared/AuthCard';
import RegistrationClosedPage from './RegistrationClosedPage';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { RouterLink } from '../../shared/RouterLink';
import { SubmitButton } from '../../shared/SubmitButton';
import { fieldErrors, messageOr } from '../../shared/errors';
import { writePendingEmail } from '../../shared/pendingEmail';
import { sanitizePhone } from '../../shared/rules';
import { PasswordStrength } from '../../shared/PasswordStrength';
import { SLOT, withElement } from '../../shared/withElement';
import { SchoolDetails } from '../components/SchoolDetails';
import {
  EMPTY_REGISTRATION_FORM,
  buildRegisterPayload,
  fallbackSchool,
  normaliseSchoolCode,
  readBrowserFacts,
  validateRegistration,
  validateRegistrationField,
  type RegisterPayload,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationFormValues,
} from '../utils/registrationForm';

/** What /success reads from navigation state. */
export interface RegistrationSuccessState {
  registration: Partial<Registration>;
  email: string;
  contactNumber: string;
}

const CONTACT_FIELDS: RegistrationField[] = ['fullName', 'email', 'contactNumber', 'password', 'confirmPassword', 'termsAccepted'];

/** /register: the form while registration is open, the spec's Registration Closed page once the organisers close it (issue 25). */
export default function RegisterPage() {
  return EVENT.registrationOpen ? <RegisterForm /> : <RegistrationClosedPage />;
}

function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const [codeInput, setCodeInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [values, setValues] = useState<RegistrationFormValues>(EMPTY_REGISTRATION_FORM);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);

  const lookup = useEndpointQuery(null, SCHOOLS_API.lookup, code ? [code] : null, {
    retry: false,
    staleTime: Infinity,
  });
  const check = useEndpointQuery(null, REGISTRATION_API.check, code ? [] : null, {
    query: { schoolCode: code },
    retry: false,
    staleTime: 0,
  });

  // the directory has no such code: said at the code field, which stays open for another one
  const notFound = code !== null && lookup.error instanceof ApiError && lookup.error.status === 404;
  // any other failure (no answer, a server error): the placeholder school (spec, section 8)
  const isFallback = code !== null && lookup.isError && !notFound;
  const school: SchoolLookup | null = code === null || notFound ? null : lookup.data ?? (isFallback ? fallbackSchool(code) : null);
  const codeEditable = code === null || notFound;
  // the focus follows the step: the code field when it opens (Change, a code not found), else Change
  // (the disabled field and the Find button it replaces cannot keep it)
  useEffect(() => {
    if (codeEditable) codeField.current?.focus();
    else changeButton.current?.focus();
  }, [codeEditable]);
  const registered = Boolean(check.data?.exists);

  const register = useEndpointMutation(
    AUTH_API.register,
    (body: RegisterPayload) => ({ params: [] as [], body, token: null, skipAuthRedirect: true, timeoutMs: TIMEOUTS_MS.registration }),
    {
      onSuccess: (result, payload) => {
        toast.success(MSG.registrationSuccess);
        writePendingEmail(result.data?.email ?? payload.email);
        const state: RegistrationSuccessState = {
          registration: result.data?.registration ?? { schoolCode: payload.schoolCode, kvName: school?.kvName },
          email: result.data?.email ?? payload.email,
          contactNumber: payload.contactNumber,
        };
        navigate('/success', { state });
      },
      onError: (error) => {
        const byField = fieldErrors(error);
        setErrors((current) => ({ ...current, ...byField }));
        const message = messageOr(error, MSG.registrationFailed);
        setSubmitError(message);
        toast.error(message);
      },
    },
  );

  const findSchool = (event?: FormEvent) => {
    event?.preventDefault();
    const normalised = normaliseSchoolCode(codeInput);
    if (!normalised) return;
    setSubmitError(null);
    setCode(normalised);
  };

  /** Change: the looked-up school goes, the code field opens (focused) for another code. */
  const changeSchool = () => {
    setCode(null);
    setSubmitError(null);
  };

  const editCode = (next: string) => {
    setCodeInput(next);
    // a new code replaces the one not found (and its message)
    if (notFound) setCode(null);
  };

  const update = <K extends RegistrationField>(field: K, value: RegistrationFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field] || errors[field]) setErrors((current) => ({ ...current, [field]: validateRegistrationField(field, next) ?? undefined }));
    // the confirmation follows the password
    if (field === 'password' && touched.confirmPassword) {
      setErrors((current) => ({ ...current, confirmPassword: validateRegistrationField('confirmPassword', next) ?? undefined }));
    }
  };

  const blur = (field: RegistrationField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validateRegistrationField(field, values) ?? undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const found = validateRegistration(values);
    setErrors(found);
    setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])));
    if (Object.keys(found).length > 0 || !school) return;
    register.mutate(buildRegisterPayload(school, isFallback, values, readBrowserFacts()));
  };

  const fieldProps = (field: Exclude<RegistrationField, 'termsAccepted'>) => ({
    name: field,
    value: values[field],
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
    onBlur: () => blur(field),
    fullWidth: true,
    required: true,
  });

  return (
    <AuthCard
      title={t('public.reg.title')}
      subtitle={t('public.reg.sub', { event: `${EVENT.name} ${EVENT.edition}`, fee: EVENT.fee.display, note: EVENT.fee.note })}
      icon={<HowToRegIcon />}
      maxWidth="md"
      footer={
        <Typography variant="body2">
          {withElement(
            t('public.reg.already', { link: SLOT }),
            <Link component={RouterLink} to="/login">
              {t('public.signIn')}
            </Link>,
          )}
        </Typography>
      }
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('public.reg.find')}
      </Typography>
      <Box component="form" noValidate onSubmit={findSchool}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('public.reg.code')}
            name="schoolCode"
            value={codeInput}
            onChange={(event) => editCode(event.target.value)}
            disabled={!codeEditable}
            inputRef={codeField}
            error={notFound}
            helperText={notFound ? t('public.reg.notFound', { code }) : t('public.reg.codeHint')}
            fullWidth
            required
            autoFocus
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
          />
          {/*
            Distinct keys: one <button> element would be kept and its type switched to submit by the
            Change click's own render, which a browser runs before the click's default action, so the
            form was submitted again with the old code and Change seemed to do nothing.
          */}
          {codeEditable ? (
            <Button key="find" type="submit" variant="contained" size="large" disabled={!codeInput.trim()} sx={{ minWidth: 140, height: 56 }}>
              {t('public.reg.findBtn')}
            </Button>
          ) : (
            <Button key="change" ref={changeButton} type="button" variant="outlined" size="large" onClick={changeSchool} sx={{ minWidth: 140, height: 56 }}>
              {t('public.reg.change')}
            </Button>
          )}
        </Stack>
      </Box>

      {code !== null && lookup.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          <CircularProgress size={20} />
          <Typography variant="body2">{t('public.reg.looking')}</Typography>
        </Stack>
      ) : null}

      {school ? (
        <Box sx={{ mt: 2 }}>
          {isFallback ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {MSG.fallbackKvData}
            </Alert>
          ) : null}
          <SchoolDetails school={school} />
          {registered ? (
            <Alert
              severity="info"
              role="note"
              sx={{ mt: 2 }}
              action={
                <Button component={RouterLink} to="/login" color="inherit" size="small">
                  {t('public.signIn')}
                </Button>
              }
            >
              {t('public.reg.exists', { exists: API_MSG.registrationExists })}
            </Alert>
          ) : null}
        </Box>
      ) : null}

      {school ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3 }}>
          <Divider sx={{ mb: 3 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('public.reg.admin')}
          </Typography>
          <Grid container spacing={1}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('public.reg.fullName')} autoComplete="name" onChange={(event) => update('fullName', event.target.value)} {...fieldProps('fullName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('public.f.email')} type="email" autoComplete="email" onChange={(event) => update('email', event.target.value)} {...fieldProps('email')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('public.reg.contact')}
                type="tel"
                autoComplete="tel-national"
                onChange={(event) => update('contactNumber', sanitizePhone(event.target.value))}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...fieldProps('contactNumber')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField label={t('public.f.password')} autoComplete="new-password" onChange={(event) => update('password', event.target.value)} {...fieldProps('password')} />
              <PasswordStrength password={values.password} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField label={t('public.reg.confirm')} autoComplete="new-password" onChange={(event) => update('confirmPassword', event.target.value)} {...fieldProps('confirmPassword')} />
            </Grid>
          </Grid>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('public.sentence', { text: MSG.strongPassword })}
          </Typography>
          <FormControl error={Boolean(errors.termsAccepted)} sx={{ mt: 1 }}>
            <FormControlLabel
              control={<Checkbox name="termsAccepted" checked={values.termsAccepted} onChange={(event) => update('termsAccepted', event.target.checked)} onBlur={() => blur('termsAccepted')} />}
              label={
                <Typography variant="body2">
                  {withElement(
                    t('public.reg.terms', { rulebook: SLOT }),
                    <Link component={RouterLink} to="/rulebook" target="_blank">
                      {t('public.reg.rulebook')}
                    </Link>,
                  )}
                </Typography>
              }
            />
            {errors.termsAccepted ? <FormHelperText>{errors.termsAccepted}</FormHelperText> : null}
          </FormControl>
          <ErrorAlert error={submitError} sx={{ mt: 2 }} />
          <SubmitButton label={t('public.reg.submit')} pendingLabel={t('public.reg.submitting')} pending={register.isPending} sx={{ mt: 3 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
            {t('public.reg.verifyNote')}
          </Typography>
        </Box>
      ) : null}
    </AuthCard>
  );
}
