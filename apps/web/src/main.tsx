import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startAnalyticsOnChoice } from './features/analytics/start';
import { insideNativeWrapper, loadNativePlatform } from './features/app-platform/load-native-platform';
import { scheduleServiceWorker } from './features/pwa/register-service-worker';
import { installPrompt } from './features/pwa/utils/install-prompt';
import { installChunkReload } from './lib/chunk-reload';
import { nextTask } from './lib/next-task';

/**
 * The start, cut in tasks with the main thread given back to the browser between them: on a phone
 * each part takes tens of milliseconds, and one task that long holds back a tap (Total Blocking Time
 * counts what a task takes over 50 ms). React's own setting-up first; then the router and the first
 * render together, so that the shell is drawn before the first page's code and data arrive (created
 * a task earlier, the router would often have them by the render, and the shell would wait for them).
 */
async function start() {
  // The consent commands and the tag manager, once the shopper has chosen (docs/decisions/0036).
  startAnalyticsOnChoice();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Only inside the native wrapper (apps/mobile): its platform, before the first render reads it.
  if (insideNativeWrapper()) await loadNativePlatform();
  await nextTask();
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The installable app (docs/decisions/0032): a lazy chunk that fails or takes over 120 s reloads the
// page once into the deployed version; the browser's install offer is kept for the banner from the
// start; the service worker is registered once the page has loaded.
installChunkReload();
installPrompt.start();
scheduleServiceWorker();

void start();
