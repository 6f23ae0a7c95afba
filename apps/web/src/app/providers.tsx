import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toastHostWanted } from '../components/ui/toast';
import { tenantSettings } from '../config/tenant-settings';
import { i18n } from '../i18n';
import { queryClient } from '../lib/query-client';
import { createShopTheme } from './theme';

// Toasts (notistack) are not needed to draw a page: their code is downloaded with the first toast.
const ToastHost = lazy(() => import('../components/ui/toast-host'));

/** Everything a screen needs around it: server state, theme, texts, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createShopTheme(tenantSettings().theme.primaryColor), []);
  const toastsWanted = useSyncExternalStore(toastHostWanted.subscribe, toastHostWanted.get, toastHostWanted.get);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          {toastsWanted && (
            <Suspense fallback={null}>
              <ToastHost />
            </Suspense>
          )}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
