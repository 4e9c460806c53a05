import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to login and so on). */
  footer?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** The centred card every sign-in, registration and password page sits in; full width on phones. */
export function AuthCard({ title, subtitle, icon, children, footer, maxWidth = 'xs' }: AuthCardProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Card elevation={3} sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            {icon ? <Avatar sx={{ bgcolor: 'primary.main', width: 52, height: 52 }}>{icon}</Avatar> : null}
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary" component="div">
                {subtitle}
              </Typography>
            ) : null}
          </Stack>
          {children}
        </CardContent>
      </Card>
      {footer ? <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box> : null}
    </Container>
  );
}
