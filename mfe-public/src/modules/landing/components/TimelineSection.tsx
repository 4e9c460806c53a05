import { Chip, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { Section } from './Section';

export function TimelineSection() {
  return (
    <Section id="timeline" title="Timeline" subtitle={`Key dates of the ${EVENT.edition} edition, from launch to the National Finale.`} tinted>
      <Stepper orientation="vertical" nonLinear activeStep={-1} sx={{ maxWidth: 760, mx: 'auto' }}>
        {EVENT.timeline.map((entry) => (
          <Step key={entry.title} active expanded>
            <StepLabel optional={<Typography variant="body2" color="text.secondary">{entry.date}</Typography>}>
              <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
                {entry.title}
              </Typography>
              <Chip size="small" label={entry.mode === 'online' ? 'Online' : 'Offline'} color={entry.mode === 'online' ? 'info' : 'warning'} variant="outlined" />
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
