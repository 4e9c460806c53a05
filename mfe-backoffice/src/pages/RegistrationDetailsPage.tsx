import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Chip, Container, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { LabeledValue, LoadingSpinner } from '@hackathon/ui';
import { useT } from '../i18n';
import { RecordHistory, RegistrationProblem, paymentBadge, registrationFields, registrationLoadFailure, useRegistration } from '../modules/admin';

/** /registration/{id} (admin): the registration's details, Back to Dashboard and Edit Registration. */
export function RegistrationDetailsPage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const { query, valid } = useRegistration(id);
  const retry = () => void query.refetch();
  const registration = query.data;

  let body;
  if (!valid) {
    body = <RegistrationProblem kind="invalid" onRetry={retry} retrying={false} />;
  } else if (query.error) {
    body = <RegistrationProblem kind={registrationLoadFailure(query.error)} error={query.error} onRetry={retry} retrying={query.isFetching} />;
  } else if (!registration) {
    body = <LoadingSpinner label={t('backoffice.details.loading')} />;
  } else {
    const badge = paymentBadge(registration.paymentStatus);
    body = (
      <Paper sx={{ p: { xs: 2, md: 3 } }} component="article" aria-labelledby="registration-title">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {t('backoffice.details.overline')}
            </Typography>
            <Typography id="registration-title" variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {registration.kvName || registration.kvCode}
            </Typography>
          </Box>
          <Chip label={t('backoffice.details.payment', { status: badge.label })} color={badge.color} data-testid="payment-status" data-status={registration.paymentStatus} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Grid container spacing={2}>
          {registrationFields(registration).map((field) => (
            <LabeledValue key={field.label} label={field.label} value={field.value} />
          ))}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} variant="outlined">
            {t('backoffice.common.backToDashboard')}
          </Button>
          <Button component={RouterLink} to={`/edit-registration/${encodeURIComponent(registration._id)}`} startIcon={<EditIcon />} variant="contained">
            {t('backoffice.common.editRegistration')}
          </Button>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <RecordHistory entityType="registration" entityId={registration._id} />
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      {body}
    </Container>
  );
}
