import { createTheme } from '@mui/material/styles';

/** A focus ring that stays visible on white, on the brand colour and on the dark footer. */
export const FOCUS_RING = '3px solid #f9a825';

/**
 * The shop's orange: white text on it, and it as text on white or on the offer boxes' #fff3e0, reach
 * WCAG AA's 4.5:1 (5.6:1 and 5.1:1; MUI's #e65100 gave 3.78:1). Secondary and the warnings' dark
 * shade (the 12 px 'Proposto dal negozio', the slot dialog's 'almost full') are this one colour.
 */
export const SHOP_ORANGE = '#bf360c';

/**
 * The toasts' (notistack's own) backgrounds under white text, each at least 4.5:1: notistack's
 * green #43a047 (3.3:1), orange and blue fail. Two classes, to win over notistack's one.
 */
const TOAST_BACKGROUNDS = {
  '.notistack-MuiContent.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '.notistack-MuiContent.notistack-MuiContent-warning': { backgroundColor: SHOP_ORANGE },
  '.notistack-MuiContent.notistack-MuiContent-info': { backgroundColor: '#01579b' },
  '.notistack-MuiContent.notistack-MuiContent-error': { backgroundColor: '#c62828' },
};

/**
 * On a phone (a coarse pointer, or a screen under 600 px) every button, icon button, checkbox, radio
 * (with its label) and tappable chip is at least a finger's size: WCAG 2.5.5, 44 × 44 px. Text buttons keep their own
 * minimum width (64 px); MUI's and the plain buttons' (plain-button.tsx) alike.
 */
const PHONE_TAP_TARGETS = {
  '@media (pointer: coarse), (max-width: 599.95px)': {
    // A checkbox's or switch's label is tapped as a whole.
    '.MuiButton-root, .plain-button, .MuiChip-clickable, .MuiToggleButton-root, .MuiFormControlLabel-root': { minHeight: 44 },
    '.MuiIconButton-root, .plain-icon-button, .MuiCheckbox-root, .MuiRadio-root, .MuiPaginationItem-root': {
      minHeight: 44,
      minWidth: 44,
    },
    '.MuiLink-button': { minHeight: 44, display: 'inline-flex', alignItems: 'center' },
  },
};

/** The shop's look; the primary colour is the brand's. */
export function createShopTheme(primary = '#2e7d32') {
  return createTheme({
    palette: {
      primary: { main: primary },
      secondary: { main: SHOP_ORANGE },
      warning: { main: '#ed6c02', dark: SHOP_ORANGE },
      // MUI's #0288d1 gives white text 3.85:1; the status chips need 4.5:1 (WCAG AA).
      info: { main: '#01579b' },
      background: { default: '#f6f7f5' },
    },
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
          ...TOAST_BACKGROUNDS,
          ...PHONE_TAP_TARGETS,
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
