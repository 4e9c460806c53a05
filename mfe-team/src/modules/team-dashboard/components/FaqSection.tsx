import { Paper, Typography } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { FaqList } from '@hackathon/ui';
import { useT } from '../../../i18n';

/** The event's FAQ (the same answers as the landing page). */
export function FaqSection() {
  const t = useT();
  return (
    <Paper component="section" aria-label={t('team.faq.aria')} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('team.faq.title')}
      </Typography>
      <FaqList faqs={EVENT.faqs} />
    </Paper>
  );
}
