import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startAnalyticsOnChoice } from './features/analytics/start';
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

void start();
