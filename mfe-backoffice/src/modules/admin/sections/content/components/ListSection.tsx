import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useT } from '../../../../../i18n';

export interface ListSectionProps {
  id: string;
  title: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}

/** A titled list of entries with its Add button (disabled at the API's limit). */
export function ListSection({ id, title, count, max, addLabel, onAdd, children }: ListSectionProps) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.content.texts.empty')}
          </Typography>
        ) : null}
        {children}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={onAdd} disabled={count >= max}>
            {addLabel}
          </Button>
          {count >= max ? (
            <Typography variant="caption" color="text.secondary">
              {t('backoffice.content.texts.listFull', { max })}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
