import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { API_MSG, EVENT, eventDocument } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/**
 * The payment tutorial video slot: the organisers' embeddable video when one is published
 * (EVENT.paymentTutorialVideoUrl), else an honest poster pointing at the written guide.
 */
export function TutorialVideo() {
  const t = useT();
  const url = EVENT.paymentTutorialVideoUrl;
  const guide = eventDocument('paymentGuide');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('school.payment.video.ariaLabel')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('school.payment.video.title')}
      </Typography>
      {url ? (
        <Box sx={{ position: 'relative', pt: '56.25%', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}>
          <Box
            component="iframe"
            src={url}
            title={t('school.payment.video.frameTitle')}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      ) : (
        <Stack
          spacing={1}
          sx={{ alignItems: 'center', textAlign: 'center', py: 4, px: 2, borderRadius: 1, bgcolor: 'grey.100', border: 1, borderColor: 'divider' }}
          role="status"
        >
          <OndemandVideoIcon color="action" sx={{ fontSize: 48 }} />
          <Typography color="text.secondary">{API_MSG.paymentTutorialSoon}</Typography>
          {guide.path ? (
            <Button size="small" href={guide.path} target="_blank" rel="noopener noreferrer">
              {t('school.payment.video.openGuide')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
