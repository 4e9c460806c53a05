import { Box } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { FaqList } from '@hackathon/ui';
import { Section } from './Section';

export function FaqSection() {
  return (
    <Section id="faqs" title="Frequently Asked Questions" subtitle="Eligibility, fees and how to take part." tinted>
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <FaqList faqs={EVENT.faqs} />
      </Box>
    </Section>
  );
}
