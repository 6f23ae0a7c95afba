import { createTheme } from '@mui/material/styles';

/** A focus ring that stays visible on white, on the brand colour and on the dark footer. */
export const FOCUS_RING = '3px solid #f9a825';

/** The shop's look; the primary colour is the brand's. */
export function createShopTheme(primary = '#2e7d32') {
  return createTheme({
    palette: { primary: { main: primary }, secondary: { main: '#e65100' }, background: { default: '#f6f7f5' } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } } },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: FOCUS_RING, outlineOffset: 2, borderRadius: 2 } } } },
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': { outline: FOCUS_RING, outlineOffset: 2 },
          // Toasts keep clear of the phone's bottom navigation (decision 0019).
          '.notistack-SnackbarContainer': { marginBottom: 'var(--bottom-nav-height, 0px)' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
          },
        },
      },
    },
  });
}
