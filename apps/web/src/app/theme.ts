import { createTheme } from '@mui/material/styles';

/** The shop's look; the primary colour is the brand's. */
export function createShopTheme(primary = '#2e7d32') {
  return createTheme({
    palette: { primary: { main: primary }, secondary: { main: '#e65100' }, background: { default: '#f6f7f5' } },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  });
}
