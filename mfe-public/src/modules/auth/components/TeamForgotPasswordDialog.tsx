import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEndpointMutation } from '@hackathon/api-client';
import { API_MSG, MSG, TEAMS_API, type TeamForgotPasswordInput } from '@hackathon/contracts';
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
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="team-forgot-password-title">
      <DialogTitle id="team-forgot-password-title">Reset team password</DialogTitle>
      {/* the dialog unmounts its content when closed, so each opening starts afresh */}
      <ForgotPasswordContent initialTeamId={initialTeamId} onClose={onClose} />
    </Dialog>
  );
}

function ForgotPasswordContent({ initialTeamId, onClose }: Omit<TeamForgotPasswordDialogProps, 'open'>) {
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
            The link is valid for one hour. No email? Ask your school administrator, who can also set a new password for your team.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            Back to Team Login
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
            label="Team ID"
            name="teamId"
            autoComplete="username"
            placeholder="e.g. N1234JR1"
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
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </DialogActions>
    </Box>
  );
}
