import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

export interface CardHeadingProps {
  title: ReactNode;
  /** Beside the title (e.g. the team leader's crown). */
  titleAdornment?: ReactNode;
  /** The line under the title (codes, place). */
  caption?: ReactNode;
  /** On the right: the record's status chips. */
  aside?: ReactNode;
}

/** The top of a list card: the record's name and caption, its status on the right (long names wrap). */
export function CardHeading({ title, titleAdornment, caption, aside }: CardHeadingProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {titleAdornment}
        </Stack>
        {caption ? (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        ) : null}
      </Box>
      {aside}
    </Stack>
  );
}
