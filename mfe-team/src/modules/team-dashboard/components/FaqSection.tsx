import { Accordion, AccordionDetails, AccordionSummary, Paper, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EVENT } from '@hackathon/contracts';

/** The event's FAQ (the same answers as the landing page). */
export function FaqSection() {
  return (
    <Paper component="section" aria-label="FAQ" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {EVENT.faqs.map((faq, index) => (
        <Accordion key={faq.question} disableGutters defaultExpanded={index === 0}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Paper>
  );
}
