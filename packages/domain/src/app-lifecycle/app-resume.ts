import { RELOAD_AFTER_MS } from '../constants';

/**
 * Where coming back never reloads the app's state, only the cart (second spec file, section 2: "Paths
 * excluded from the periodic reload: /cart/ and /payment"). An entry ending in `/` covers every path
 * under it; any other covers itself and the paths under it.
 */
export const RELOAD_EXCLUDED_PATHS = ['/cart/', '/payment'] as const;

/** What the app does when it comes back to the foreground. */
export type ResumeAction = 'reload-app' | 'reload-cart';

/** True when `path` is in the exclusion list (see RELOAD_EXCLUDED_PATHS). */
export function isReloadExcludedPath(path: string, exclusions: readonly string[] = RELOAD_EXCLUDED_PATHS): boolean {
  return exclusions.some((entry) =>
    entry.endsWith('/') ? path.startsWith(entry) : path === entry || path.startsWith(`${entry}/`),
  );
}

/**
 * The resume rule (first spec file, section 4): away longer than the reload period (30 minutes), the
 * app reloads its state, unless the page is excluded; otherwise only the cart reloads.
 */
export function resumeAction({
  awayMs,
  path,
  reloadAfterMs = RELOAD_AFTER_MS,
  exclusions = RELOAD_EXCLUDED_PATHS,
}: {
  awayMs: number;
  path: string;
  reloadAfterMs?: number;
  exclusions?: readonly string[];
}): ResumeAction {
  return awayMs > reloadAfterMs && !isReloadExcludedPath(path, exclusions) ? 'reload-app' : 'reload-cart';
}
