import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

/** One query client for the app: route loaders fill it before a screen renders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
