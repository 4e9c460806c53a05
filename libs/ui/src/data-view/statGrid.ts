import type { SxProps, Theme } from '@mui/material';

/**
 * Stat cards on a phone (below the theme's sm, 600 px): compact, for a two-column grid, so that
 * four cards take two short rows and the list (the task) starts on the first screen at 360 px.
 * Put on the element that holds the StatCards (a CSS grid, or an MUI Grid container with `xs: 6`
 * items): smaller padding, the decorative icon hidden and a smaller figure. From sm up nothing changes.
 */
export const compactStatCardsSx: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiCardContent-root, & .MuiCardContent-root:last-child': { p: 1.5, gap: 1 },
    // the icon tile is the first of two boxes (a card without an icon has only the text box)
    '& .MuiCardContent-root > :first-of-type:not(:last-child)': { display: 'none' },
    '& .MuiCardContent-root .MuiTypography-h5': { fontSize: '1.25rem' },
  },
});

/** DataView's stat tiles: two columns below sm, then as many 200 px columns as fit. */
export const statGridSx: SxProps<Theme> = [
  {
    display: 'grid',
    gap: { xs: 1.5, sm: 2 },
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
  },
  compactStatCardsSx,
] as SxProps<Theme>;
