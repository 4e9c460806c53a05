import { createTheme, responsiveFontSizes } from '@mui/material';

/** Brand colours: a deep government navy with saffron and green accents (the national palette). */
export const BRAND = {
  navy: '#12326b',
  navyLight: '#2c5aa0',
  saffron: '#f28c28',
  green: '#1f8a4c',
  paper: '#ffffff',
  background: '#f4f6fb',
} as const;

/** The one MUI theme of the portal: friendly, readable, large touch targets on phones. */
export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: BRAND.navy, light: BRAND.navyLight, contrastText: '#ffffff' },
      secondary: { main: BRAND.saffron, contrastText: '#1b1b1b' },
      success: { main: BRAND.green },
      background: { default: BRAND.background, paper: BRAND.paper },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { minHeight: 40, borderRadius: 999, paddingInline: 18 } },
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
