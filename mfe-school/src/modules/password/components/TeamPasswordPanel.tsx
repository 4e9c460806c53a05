import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useEndpointMutation } from '@hackathon/api-client';
import { MSG, TEAMS_API, type Team } from '@hackathon/contracts';
import { PasswordField, toast } from '@hackathon/ui';
import { teamCategory } from '../../shared/utils/summary';
import { CATEGORY_LABEL } from '../../shared/utils/labels';
import { useT } from '../../../i18n';
import { EMPTY_PASSWORD_FORM, validateTeamPassword, type TeamPasswordErrors, type TeamPasswordValues } from '../utils/passwordForm';

const fieldId = (field: keyof TeamPasswordValues) => `team-password-${field}`;

/** Team Password Change: pick a team, a new password and its confirmation, Update Password (never locked). */
export function TeamPasswordPanel({ teams }: { teams: Team[] }) {
  const t = useT();
  const [values, setValues] = useState<TeamPasswordValues>(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<TeamPasswordErrors>({});
  const change = useEndpointMutation(TEAMS_API.changePassword, ({ id, newPassword }: { id: string; newPassword: string }) => ({
    params: [id] as [string],
    body: { newPassword },
    requireToken: true,
  }));

  if (teams.length === 0) {
    return (
      <Alert severity="info" role="status">
        {MSG.noTeamsForPasswordChange}
      </Alert>
    );
  }

  const set = (field: keyof TeamPasswordValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // messages already shown follow the typing; nothing new appears before Update Password
    const found = validateTeamPassword(next);
    setErrors((current) => {
      const shown = Object.keys(current) as (keyof TeamPasswordValues)[];
      return Object.fromEntries(shown.map((key) => [key, found[key]])) as TeamPasswordErrors;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTeamPassword(values);
    setErrors(found);
    const first = (['teamId', 'newPassword', 'confirmPassword'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    try {
      await change.mutateAsync({ id: values.teamId, newPassword: values.newPassword });
      toast.success(MSG.teamPasswordUpdated);
      setValues(EMPTY_PASSWORD_FORM);
      setErrors({});
    } catch {
      toast.error(MSG.failedUpdatePasswordRetry);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 560 }} component="section" aria-label={t('school.password.title')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <KeyIcon color="primary" />
        <Typography variant="h6" component="h2">
          {t('school.password.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('school.password.intro')}
      </Typography>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            id={fieldId('teamId')}
            select
            label={t('school.password.selectTeam')}
            value={values.teamId}
            onChange={(event) => set('teamId', event.target.value)}
            error={Boolean(errors.teamId)}
            helperText={errors.teamId}
            required
            fullWidth
          >
            {teams.map((team) => (
              <MenuItem key={team._id || team.teamId} value={team._id || team.teamId}>
                {t('school.password.teamOption', { teamName: team.teamName, teamId: team.teamId, category: CATEGORY_LABEL[teamCategory(team)] })}
              </MenuItem>
            ))}
          </TextField>
          <PasswordField
            id={fieldId('newPassword')}
            label={t('school.password.newPassword')}
            value={values.newPassword}
            onChange={(event) => set('newPassword', event.target.value)}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword ?? t('school.password.hint')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <PasswordField
            id={fieldId('confirmPassword')}
            label={t('school.password.confirmPassword')}
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword}
            autoComplete="new-password"
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('school.password.update')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
