import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export interface PageSectionProps {
  /** The section's key: its heading's id and its test id. */
  id: string;
  title: string;
  /** Beside the heading (a count, a link). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of the school page: a titled panel (sections stack on a phone, pair up on a wide screen). */
export function PageSection({ id, title, aside, children }: PageSectionProps) {
  const headingId = `school-page-${id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}

/** The words of an empty section. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
