import { Alert, AlertTitle, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { errorMessage, isApiError } from '@hackathon/api-client';
import { certificateVerifyPath, normaliseCertificateCode } from '@hackathon/contracts';
import { useT } from '../../../i18n';
import { CodeForm } from '../components/CodeForm';
import { VerificationPanel } from '../components/VerificationPanel';
import { useVerification } from '../hooks/useVerification';

function Failure({ error }: { error: unknown }) {
  const t = useT();
  const status = isApiError(error) ? error.status : 0;
  const title = status === 404 ? t('public.certificateVerify.notFound.title') : status === 429 ? t('public.certificateVerify.limited.title') : t('public.certificateVerify.failed.title');
  // the API's own words when it sent some (the 404's, the rate limit's); ours otherwise
  const server = isApiError(error) && error.serverMessage !== title ? error.serverMessage : undefined;
  return (
    <Alert severity={status === 404 ? 'warning' : 'error'} role="alert" data-error-status={status}>
      <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </AlertTitle>
      {server ?? (status === 404 ? null : errorMessage(error))}
      {status === 404 ? <Typography variant="body2">{t('public.certificateVerify.notFound.body')}</Typography> : null}
    </Alert>
  );
}

/**
 * /verify and /verify/{code} (issue 28): anyone, signed in or not, checks a certificate by the
 * code printed beside its QR code. The code of the address is read in any case and spelling
 * (normaliseCertificateCode) and the address then shows its printed form.
 */
export default function VerifyCertificatePage() {
  const t = useT();
  const { code: typed } = useParams<{ code?: string }>();
  const code = typed === undefined ? null : normaliseCertificateCode(typed);
  const query = useVerification(code);

  if (typed !== undefined && code !== null && code !== typed) return <Navigate to={certificateVerifyPath(code)} replace />;

  let result = null;
  if (typed !== undefined) {
    if (code === null) {
      result = (
        <Alert severity="warning" role="alert">
          <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
            {t('public.certificateVerify.notFound.title')}
          </AlertTitle>
          {t('public.certificateVerify.codeInvalid')}
        </Alert>
      );
    } else if (query.isPending) {
      result = <Skeleton variant="rounded" height={260} aria-label={t('public.certificateVerify.checking')} />;
    } else if (query.error) {
      result = <Failure error={query.error} />;
    } else {
      result = <VerificationPanel verification={query.data} />;
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {typed === undefined ? t('public.certificateVerify.title') : t('public.certificateVerify.resultTitle')}
          </Typography>
          <Typography color="text.secondary">{typed === undefined ? t('public.certificateVerify.intro') : t('public.certificateVerify.privacy')}</Typography>
        </Stack>
        {result}
        {result ? <Divider /> : null}
        {result ? (
          <Typography variant="h6" component="h2">
            {t('public.certificateVerify.checkAnother')}
          </Typography>
        ) : null}
        {/* keyed by the code: a new code submitted from a result page starts a clean form */}
        <CodeForm key={typed ?? ''} initial={typed !== undefined && code === null ? typed : ''} autoFocus={typed === undefined} />
      </Stack>
    </Container>
  );
}
