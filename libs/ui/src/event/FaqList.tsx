import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqEntry } from '@hackathon/contracts';

/**
 * The event's FAQ as accordions, the first one open (the landing page and the team dashboard give
 * the same answers). The caller passes `EVENT.faqs`: the shell provides this library to every
 * remote, and the event's texts must not ride along into its first script.
 */
export function FaqList({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <>
      {faqs.map((faq, index) => (
        <Accordion key={faq.question} defaultExpanded={index === 0} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${index}-content`} id={`faq-${index}-header`}>
            <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
