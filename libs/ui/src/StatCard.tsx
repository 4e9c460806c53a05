import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  color?: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
  onClick?: () => void;
}

/** A headline figure (dashboards' summary cards). */
export function StatCard({ title, value, subtitle, icon, color = 'primary', onClick }: StatCardProps) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {icon ? (
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${color}.main`,
            color: `${color}.contrastText`,
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        {/* wraps rather than cuts: the spec's titles ('Total Payment Submitted') are the words the admin looks for */}
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        {/* saffron itself is too light for text on white: its dark shade reads at 4.5:1 */}
        <Typography variant="h5" component="p" sx={{ color: color === 'secondary' ? 'secondary.dark' : `${color}.main` }}>
          {value}
        </Typography>
        {subtitle ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  );
  return <Card sx={{ height: '100%' }}>{onClick ? <CardActionArea onClick={onClick}>{content}</CardActionArea> : content}</Card>;
}
