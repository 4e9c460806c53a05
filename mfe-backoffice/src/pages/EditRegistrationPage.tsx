import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Container } from '@mui/material';
import { LoadingSpinner } from '@hackathon/ui';
import { useT } from '../i18n';
import { EditRegistrationForm, RegistrationProblem, registrationLoadFailure, useRegistration } from '../modules/admin';

/**
 * /edit-registration/{id} (admin; the spec names the route without showing the screen): loads the
 * registration and opens the form on it. After a stale-edit refusal, Reload re-reads it and opens
 * the form afresh on the latest version.
 */
export function EditRegistrationPage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const { query, valid } = useRegistration(id);
  // the form edits the version it was opened on; a reload opens it on the new one
  const [opened, setOpened] = useState(0);
  const retry = () => void query.refetch();

  const reload = async () => {
    const result = await query.refetch();
    if (result.data) setOpened((count) => count + 1);
  };

  let content;
  if (!valid) {
    content = <RegistrationProblem kind="invalid" onRetry={retry} retrying={false} />;
  } else if (query.error && !query.data) {
    content = <RegistrationProblem kind={registrationLoadFailure(query.error)} error={query.error} onRetry={retry} retrying={query.isFetching} />;
  } else if (!query.data) {
    content = <LoadingSpinner label={t('backoffice.details.loading')} />;
  } else {
    content = <EditRegistrationForm key={opened} registration={query.data} onReload={() => void reload()} reloading={query.isFetching} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      {content}
    </Container>
  );
}
