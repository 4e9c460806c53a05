import { Button, Container, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n';
import { RouterLink } from '../shared/RouterLink';

/** /404: every unknown path ends here (the shell redirects). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ fontWeight: 800, color: 'primary.main', fontSize: { xs: '5rem', md: '7rem' } }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('public.nf.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('public.nf.body')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('public.nf.register')}
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          {t('public.go.login')}
        </Button>
      </Stack>
    </Container>
  );
}
