import { useId, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { ListControls } from './ListControls';

export interface EntryCardProps {
  title: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  children: ReactNode;
}

/** One entry of an editable list (a question, a timeline entry, a gallery photo): its name, its order controls, its fields. */
export function EntryCard({ title, index, count, onMove, onRemove, children }: EntryCardProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} variant="subtitle2" component="h4">
          {title}
        </Typography>
        <ListControls item={title} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Stack>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}
