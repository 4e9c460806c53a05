import { Box, Button, Card, CardContent, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { EVENT, eventDocument } from '@hackathon/contracts';
import { RouterLink } from '../../shared/RouterLink';
import { Countdown } from './Countdown';
import { DocumentActions } from './DocumentActions';

const numberFormat = new Intl.NumberFormat('en-IN');

const STATS: Array<{ label: string; value: number }> = [
  { label: 'Registered Schools', value: EVENT.stats.schools },
  { label: 'Student Teams', value: EVENT.stats.teams },
  { label: 'Participating Zones', value: EVENT.stats.zones },
];

export function HeroSection() {
  const schedule = eventDocument('bootcampSchedule');
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-title"
      sx={{
        scrollMarginTop: 72,
        color: 'common.white',
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.dark} 100%)`,
        py: { xs: 5, md: 9 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ textAlign: { xs: 'center', md: 'left' } }}>
            <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.9 }}>
              {EVENT.organiser} presents
            </Typography>
            <Typography id="home-title" variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' }, mb: 2 }}>
              {EVENT.name} {EVENT.edition}
            </Typography>
            <Typography variant="h6" component="p" sx={{ opacity: 0.92, mb: 3, fontWeight: 400 }}>
              {EVENT.tagline}.
            </Typography>
            <Countdown />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: { xs: 'center', md: 'flex-start' } }}>
              <Button component={RouterLink} to="/register" variant="contained" color="secondary" size="large">
                Register your school
              </Button>
              <Button component={RouterLink} to="/login" variant="outlined" color="inherit" size="large">
                School Admin Login
              </Button>
              <Button component={RouterLink} to="/team-login" variant="outlined" color="inherit" size="large">
                Team Login
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper elevation={6} sx={{ overflow: 'hidden', borderRadius: 3, position: 'relative', pt: '56.25%', bgcolor: 'common.black' }}>
              {EVENT.introVideoUrl ? (
                <Box
                  component="iframe"
                  src={EVENT.introVideoUrl}
                  title="Event introduction video"
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                />
              ) : (
                <Box
                  component="img"
                  src={EVENT.introPoster.path}
                  alt={EVENT.introPoster.alt}
                  // the page's largest element: fetched before the scripts competing for the line
                  fetchPriority="high"
                  sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', bgcolor: 'common.white' }}
                />
              )}
            </Paper>
          </Grid>
        </Grid>

        <Grid container spacing={2} sx={{ mt: { xs: 4, md: 6 } }}>
          {STATS.map((stat) => (
            <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
              <Paper elevation={0} sx={{ p: 2.5, textAlign: 'center', bgcolor: 'rgba(255,255,255,0.12)', color: 'inherit', borderRadius: 2 }}>
                <Typography variant="h3" component="p" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>
                  {numberFormat.format(stat.value)}
                </Typography>
                <Typography variant="subtitle1">{stat.label}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>

        <Card sx={{ mt: 3, borderRadius: 2 }}>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <EventNoteIcon color="primary" />
                <Box>
                  <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {schedule.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Dates of the bootcamps and every round of the {EVENT.edition} edition.
                  </Typography>
                </Box>
              </Stack>
              <DocumentActions doc={schedule} />
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
