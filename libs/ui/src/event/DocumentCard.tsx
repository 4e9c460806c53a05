import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';

export interface DocumentCardProps {
  title: string;
  icon: ReactNode;
  description: string;
  /** The heading's level in its page (h2 on the school's Guidelines tab, h3 under the landing page's section). */
  headingLevel: 'h2' | 'h3';
  /** A link or button under the description (the rulebook, a video). */
  extra?: ReactNode;
  /** View and Download. */
  actions: ReactNode;
  variant?: 'outlined' | 'elevation';
  testId?: string;
}

/** A shipped document as a card: icon and name, what it is for, then its actions (the landing page's resources, the school's guidelines). */
export function DocumentCard({ title, icon, description, headingLevel, extra, actions, variant, testId }: DocumentCardProps) {
  return (
    <Card variant={variant} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          {icon}
          <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {extra ? <Stack sx={{ mt: 1.5, alignItems: 'flex-start' }}>{extra}</Stack> : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>{actions}</CardActions>
    </Card>
  );
}
