import { Paper, Typography } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { FaqList } from '@hackathon/ui';

/** The event's FAQ (the same answers as the landing page). */
export function FaqSection() {
  return (
    <Paper component="section" aria-label="FAQ" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      <FaqList faqs={EVENT.faqs} />
    </Paper>
  );
}
