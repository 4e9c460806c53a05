import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

export interface SectionProps {
  /** The anchor the shell's navbar scrolls to and highlights. */
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
}

export function Section({ id, title, subtitle, tinted = false, children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      // keeps the heading clear of the shell's sticky navbar after a smooth scroll
      sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 72, bgcolor: tinted ? 'action.hover' : 'background.default' }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 1, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
            {subtitle}
          </Typography>
        ) : (
          <Box sx={{ mb: { xs: 3, md: 5 } }} />
        )}
        {children}
      </Container>
    </Box>
  );
}
