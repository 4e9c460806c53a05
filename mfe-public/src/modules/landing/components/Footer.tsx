import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { EVENT, eventDocument } from '@hackathon/contracts';
import { useT } from '../i18n';
import { downloadDocument, scrollToSection } from '../../shared/documents';

const QUICK_LINKS = [
  { id: 'home', labelKey: 'landing.footer.home' },
  { id: 'timeline', labelKey: 'landing.tl.title' },
  { id: 'faqs', labelKey: 'landing.footer.faqs' },
] as const;

const linkSx = { color: 'grey.300', textAlign: 'left', '&:hover': { color: 'common.white' } } as const;

export function Footer() {
  const t = useT();
  const resources = [eventDocument('rulebook'), eventDocument('bootcamp')];
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" sx={{ color: 'common.white', fontWeight: 700 }}>
              {EVENT.name} {EVENT.edition}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('landing.sentence', { text: EVENT.tagline })}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography variant="subtitle2" sx={{ color: 'common.white', mb: 1 }}>
              {t('landing.footer.links')}
            </Typography>
            <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              {QUICK_LINKS.map((link) => (
                <Link key={link.id} component="button" type="button" underline="hover" sx={linkSx} onClick={() => scrollToSection(link.id)}>
                  {t(link.labelKey)}
                </Link>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="subtitle2" sx={{ color: 'common.white', mb: 1 }}>
              {t('landing.footer.resources')}
            </Typography>
            <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              {resources.map((doc) => (
                <Link key={doc.key} component="button" type="button" underline="hover" sx={linkSx} onClick={() => downloadDocument(doc)}>
                  {doc.name}
                </Link>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="subtitle2" sx={{ color: 'common.white', mb: 1 }}>
              {t('landing.footer.support')}
            </Typography>
            <Stack spacing={0.75}>
              <Link href={`mailto:${EVENT.contact.email}`} underline="hover" sx={linkSx}>
                {EVENT.contact.email}
              </Link>
              <Link href={`tel:${EVENT.contact.helpline.replace(/[^\d+]/g, '')}`} underline="hover" sx={linkSx}>
                {EVENT.contact.helpline}
              </Link>
              <Typography variant="body2">{EVENT.contact.supportHours}</Typography>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'grey.800' }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Typography variant="body2">
            {t('landing.footer.rights', { edition: EVENT.edition, organiser: EVENT.organiser })}
          </Typography>
          {EVENT.developerCredit.url ? (
            <Link href={EVENT.developerCredit.url} target="_blank" rel="noopener noreferrer" underline="hover" sx={linkSx}>
              {EVENT.developerCredit.label}
            </Link>
          ) : (
            <Typography variant="body2">{EVENT.developerCredit.label}</Typography>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
