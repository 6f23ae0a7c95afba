let loading: Promise<unknown> | null = null;

/** Loads the widget's code once (its own chunk); a failed load can be tried again. */
export function loadAltcha(): Promise<unknown> {
  loading ??= import('./altcha-setup').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
