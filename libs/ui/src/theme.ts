import { createTheme, responsiveFontSizes } from '@mui/material';

/**
 * Brand colours: a deep government navy with saffron and green accents (the national palette).
 * Every colour that is used as text (outlined buttons and chips, figures) reads at 4.5:1 or more on
 * white and on the page background (WCAG AA; docs/decisions.md, "Colours that pass contrast").
 */
export const BRAND = {
  navy: '#12326b',
  navyLight: '#2c5aa0',
  saffron: '#f28c28',
  /** Saffron as text (figures, links): 5.9:1 on white; plain saffron is 2.4:1. */
  saffronDark: '#9c4f00',
  /** A contained saffron button under the pointer: dark text on it still reads (5.8:1). */
  saffronHover: '#e07b1a',
  green: '#1b7a44',
  amber: '#9a5000',
  blue: '#0b6fa8',
  red: '#c62828',
  paper: '#ffffff',
  background: '#f4f6fb',
} as const;

/** Where the shell's build puts the Devanagari subsets of Noto Sans Devanagari (tools/webpack/fonts.js). */
export const DEVANAGARI_FONT_DIR = '/fonts';

/**
 * The Devanagari font, declared for every page but fetched by the browser only when a Devanagari
 * letter is shown (unicode-range): English pages never download it (issue 24). The range leaves out
 * the shared signs a Latin font has (₹, the danda is in it), so a rupee amount fetches nothing.
 */
const DEVANAGARI_FONT_FACES = [400, 700]
  .map(
    (weight) => `@font-face {
  font-family: 'Noto Sans Devanagari';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(${DEVANAGARI_FONT_DIR}/noto-sans-devanagari-devanagari-${weight}-normal.woff2) format('woff2');
  unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF;
}`,
  )
  .join('\n');

/** The one MUI theme of the portal: friendly, readable, large touch targets on phones. */
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      // white or dark text on a filled colour is chosen for 4.5:1 (AA), not MUI's default 3:1
      contrastThreshold: 4.5,
      primary: { main: BRAND.navy, light: BRAND.navyLight, contrastText: '#ffffff' },
      secondary: { main: BRAND.saffron, dark: BRAND.saffronDark, contrastText: '#1b1b1b' },
      success: { main: BRAND.green },
      warning: { main: BRAND.amber },
      info: { main: BRAND.blue },
      error: { main: BRAND.red },
      background: { default: BRAND.background, paper: BRAND.paper },
    },
    shape: { borderRadius: 10 },
    typography: {
      // Devanagari comes from Noto Sans Devanagari (DEVANAGARI_FONT_FACES): the Latin fonts have none
      fontFamily: '"Inter", "Segoe UI", Roboto, "Noto Sans Devanagari", "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: { styleOverrides: DEVANAGARI_FONT_FACES },
      // a disabled field's hint still informs (the looked-up school code): readable, not MUI's 2.7:1 grey
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      // keyboard focus shows as a navy ring with a white gap: visible on light and on dark surfaces
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${BRAND.navy}`, outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } } },
      },
      // inside clipping containers (tab strips, menus, the sidebar) the ring is drawn inside
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3, boxShadow: 'none' } } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3, boxShadow: 'none' } } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3, boxShadow: 'none' } } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            minHeight: 40,
            borderRadius: 999,
            paddingInline: 18,
            // MUI hovers to secondary.dark, the saffron for text (dark text on it: 2.9:1); a shade
            // that keeps the dark text readable (5.8:1)
            variants: [{ props: { variant: 'contained', color: 'secondary' }, style: { '&:hover': { backgroundColor: BRAND.saffronHover } } }],
          },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: '1px solid rgba(18, 50, 107, 0.12)' } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    },
  }),
);
