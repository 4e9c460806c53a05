import { Box, Button, Container, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EVENT, MSG, eventDocument } from '@hackathon/contracts';
import { PdfViewer } from '@hackathon/ui';
import { useT } from '../../i18n';
import { RouterLink } from '../shared/RouterLink';

/** /rulebook: the embedded rulebook, download and Back to Home; rendered without the shell's wrapper. */
export default function RulebookPage() {
  const t = useT();
  const rulebook = eventDocument('rulebook');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {rulebook.name}
          </Typography>
          <Typography color="text.secondary">
            {EVENT.name} {EVENT.edition}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/" variant="outlined" startIcon={<ArrowBackIcon />}>
          {t('public.go.home')}
        </Button>
      </Stack>
      {rulebook.path ? (
        <PdfViewer src={rulebook.path} title={rulebook.name} height="80vh" />
      ) : (
        <Typography>{MSG.documentSoon(rulebook.name)}</Typography>
      )}
    </Container>
  );
}
