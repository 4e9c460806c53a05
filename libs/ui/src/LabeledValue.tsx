import { Grid, Typography, type GridProps } from '@mui/material';

export interface LabeledValueProps {
  label: string;
  value: string;
  /** Grid cell widths per breakpoint (the caller's layout decides). */
  size?: GridProps['size'];
  /** Typography variant of the value. */
  variant?: 'body1' | 'body2';
}

/** A caption and its value in a grid cell: the detail fields of headers and info panels. */
export function LabeledValue({ label, value, size = { xs: 12, sm: 6, md: 4 }, variant = 'body1' }: LabeledValueProps) {
  return (
    <Grid size={size}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant={variant} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Grid>
  );
}
