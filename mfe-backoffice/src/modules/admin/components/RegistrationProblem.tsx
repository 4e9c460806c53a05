import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Paper, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { errorMessage, type ApiError } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { LoadErrorAlert } from '@hackathon/ui';
import { useT } from '../../../i18n';

export interface RegistrationProblemProps {
  kind: 'invalid' | 'failed';
  error?: ApiError | null;
  onRetry: () => void;
  retrying: boolean;
}

/** The registration pages' failed read: 'Invalid registration ID' (malformed or unknown) or 'Failed to load registration details' with Try again. */
export function RegistrationProblem({ kind, error, onRetry, retrying }: RegistrationProblemProps) {
  const t = useT();
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {kind === 'invalid' ? (
          <Alert severity="error" role="alert">
            {MSG.invalidRegistrationId}
          </Alert>
        ) : (
          <LoadErrorAlert message={MSG.failedLoadRegistration} detail={error ? errorMessage(error) : undefined} onRetry={onRetry} retrying={retrying} />
        )}
        <div>
          <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />}>
            {t('backoffice.common.backToDashboard')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
