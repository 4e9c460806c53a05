import { Chip, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../i18n';
import { Section } from './Section';

export function TimelineSection() {
  const t = useT();
  return (
    <Section id="timeline" title={t('landing.tl.title')} subtitle={t('landing.tl.sub', { edition: EVENT.edition })} tinted>
      <Stepper orientation="vertical" nonLinear activeStep={-1} sx={{ maxWidth: 760, mx: 'auto' }}>
        {EVENT.timeline.map((entry) => (
          <Step key={entry.title} active expanded>
            <StepLabel optional={<Typography variant="body2" color="text.secondary">{entry.date}</Typography>}>
              <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
                {entry.title}
              </Typography>
              <Chip size="small" label={t('landing.tl.mode', { mode: entry.mode })} color={entry.mode === 'online' ? 'info' : 'warning'} variant="outlined" />
            </StepLabel>
            <StepContent>
              <Typography variant="body2">{entry.description}</Typography>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </Section>
  );
}
