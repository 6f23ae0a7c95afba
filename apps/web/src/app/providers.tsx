import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SNACKBAR_MAX, TOAST_DURATION_MS } from '@spesa/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { queryClient } from '../lib/query-client';
import { createShopTheme } from './theme';

/** Everything a screen needs around it: server state, theme, texts, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createShopTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={SNACKBAR_MAX}
            autoHideDuration={TOAST_DURATION_MS}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
