import { Box, Button, Card, CardContent, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { EVENT, eventDocument, formatNumber, HEADLINE_COUNT_KEYS, type HeadlineCount } from '@hackathon/contracts';
import { useT } from '../i18n';
import { RouterLink } from '../../shared/RouterLink';
import { Countdown } from './Countdown';
import { DocumentActions } from './DocumentActions';

/** What a figure's caption says of its source (the organisers' choice per count), so an announced figure never reads as a live count. */
const SOURCE_CAPTIONS = { announced: 'landing.hero.announced', live: 'landing.hero.live' } as const satisfies Record<HeadlineCount['mode'], string>;

const STAT_LABELS = { schools: 'landing.hero.schools', teams: 'landing.hero.teams', zones: 'landing.hero.zones' } as const;

export function HeroSection() {
  const t = useT();
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
              {t('landing.hero.presents', { organiser: EVENT.organiser })}
            </Typography>
            <Typography id="home-title" variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' }, mb: 2 }}>
              {EVENT.name} {EVENT.edition}
            </Typography>
            <Typography variant="h6" component="p" sx={{ opacity: 0.92, mb: 3, fontWeight: 400 }}>
              {t('landing.sentence', { text: EVENT.tagline })}
            </Typography>
            <Countdown />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: { xs: 'center', md: 'flex-start' } }}>
              <Button component={RouterLink} to="/register" variant="contained" color="secondary" size="large">
                {t('landing.hero.register')}
              </Button>
              <Button component={RouterLink} to="/login" variant="outlined" color="inherit" size="large">
                {t('landing.adminLogin')}
              </Button>
              <Button component={RouterLink} to="/team-login" variant="outlined" color="inherit" size="large">
                {t('landing.teamLogin')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper elevation={6} sx={{ overflow: 'hidden', borderRadius: 3, position: 'relative', pt: '56.25%', bgcolor: 'common.black' }}>
              {EVENT.introVideoUrl ? (
                <Box
                  component="iframe"
                  src={EVENT.introVideoUrl}
                  title={t('landing.hero.video')}
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
          {HEADLINE_COUNT_KEYS.map((key) => ({ key, ...EVENT.stats[key] })).map((stat) => (
            <Grid key={stat.key} size={{ xs: 12, sm: 4 }}>
              <Paper elevation={0} sx={{ p: 2.5, textAlign: 'center', bgcolor: 'rgba(255,255,255,0.12)', color: 'inherit', borderRadius: 2 }}>
                <Typography variant="h3" component="p" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>
                  {formatNumber(stat.value)}
                </Typography>
                <Typography variant="subtitle1">{t(STAT_LABELS[stat.key])}</Typography>
                <Typography variant="caption" component="p" data-stat-source={stat.mode} sx={{ opacity: 0.85 }}>
                  {t(SOURCE_CAPTIONS[stat.mode])}
                </Typography>
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
                    {t('landing.hero.schedule', { edition: EVENT.edition })}
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
