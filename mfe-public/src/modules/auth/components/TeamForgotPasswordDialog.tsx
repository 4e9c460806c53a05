import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, MSG, TEAMS_API, type TeamForgotPasswordInput } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { messageOr } from '../../shared/errors';
import { teamForgotPasswordRequest } from '../utils/teamForgotPassword';

export interface TeamForgotPasswordDialogProps {
  open: boolean;
  /** The Team ID already typed on the login form, offered again. */
  initialTeamId: string;
  onClose: () => void;
}

/**
 * 'Forgot password?' of the team login: asks for the Team ID and sends POST /teams/forgot-password.
 * The server's answer is the same whether the team exists or not (no enumeration); it is shown as is.
 */
export function TeamForgotPasswordDialog({ open, initialTeamId, onClose }: TeamForgotPasswordDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="team-forgot-password-title">
      <DialogTitle id="team-forgot-password-title">{t('public.team.reset.title')}</DialogTitle>
      {/* the dialog unmounts its content when closed, so each opening starts afresh */}
      <ForgotPasswordContent initialTeamId={initialTeamId} onClose={onClose} />
    </Dialog>
  );
}

function ForgotPasswordContent({ initialTeamId, onClose }: Omit<TeamForgotPasswordDialogProps, 'open'>) {
  const t = useT();
  const [teamId, setTeamId] = useState(initialTeamId);
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const send = useEndpointMutation(TEAMS_API.forgotPassword, (body: TeamForgotPasswordInput) => ({ params: [] as [], body, token: null, skipAuthRedirect: true }), {
    onSuccess: (result) => setSentMessage(result.message || API_MSG.teamResetLinkSent),
    onError: (thrown) => setError(messageOr(thrown, MSG.passwordResetFailedRetry)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const request = teamForgotPasswordRequest(teamId);
    if (!request.ok) {
      setError(request.error);
      return;
    }
    send.mutate(request.body);
  };

  if (sentMessage) {
    return (
      <>
        <DialogContent>
          <Alert severity="success" role="status">
            {sentMessage}
          </Alert>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('public.team.reset.valid')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            {t('public.go.teamLogin')}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {MSG.teamForgotPasswordHint}
          </Typography>
          <TextField
            label={t('public.f.teamId')}
            name="teamId"
            autoComplete="username"
            placeholder={t('public.f.teamIdHint')}
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 20 } }}
          />
          <ErrorAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('public.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? t('public.sending') : t('public.team.reset.send')}
        </Button>
      </DialogActions>
    </Box>
  );
}
