import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export interface SectionPanelProps {
  /** The section's accessible name (its landmark). */
  label: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A titled section of a team or mentor page: a paper landmark with an icon and an h2. */
export function SectionPanel({ label, title, icon, children }: SectionPanelProps) {
  return (
    <Paper component="section" aria-label={label} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        {icon}
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}
