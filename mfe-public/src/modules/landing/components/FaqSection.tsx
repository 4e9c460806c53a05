import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EVENT } from '@hackathon/contracts';
import { Section } from './Section';

export function FaqSection() {
  return (
    <Section id="faqs" title="Frequently Asked Questions" subtitle="Eligibility, fees and how to take part." tinted>
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        {EVENT.faqs.map((faq, index) => (
          <Accordion key={faq.question} defaultExpanded={index === 0} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${index}-content`} id={`faq-${index}-header`}>
              <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
