import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';

export interface ComingSoonPanelProps {
  title: string;
  /** Heading level of the title (a page's own heading is h1, a tab's h2). */
  headingComponent?: 'h1' | 'h2' | 'h3';
  children?: ReactNode;
}

/** An honest placeholder for a screen or tab that ships in a later release. */
export function ComingSoonPanel({ title, headingComponent = 'h2', children }: ComingSoonPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} role="status">
      <ConstructionIcon color="action" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component={headingComponent} sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{title} is coming in the next release.</Typography>
      {children}
    </Paper>
  );
}
