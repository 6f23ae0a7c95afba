/** A lazy chunk that has not arrived after this long counts as failed (spec section 9: "Chunk load timeout is 120 s"). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** sessionStorage key: the moment of the last reload this rule made. */
export const CHUNK_RELOAD_KEY = 'ebsn-chunk-reload';

/**
 * After a reload, a chunk failing again within this long is shown, not reloaded: a chunk that stays
 * missing (or a network that stays too slow) never turns into reload after reload. Ten minutes, the
 * version check's interval: a deployment later than that may reload the tab once again.
 */
export const CHUNK_RELOAD_GUARD_MS = 10 * 60 * 1000;

/** The chunk did not arrive within {@link CHUNK_LOAD_TIMEOUT_MS}. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`A lazy chunk took longer than ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

type ReloadDeps = { storage: Pick<Storage, 'getItem' | 'setItem'> | null; reload: () => void; now?: number };

let reloading = false;

/**
 * Reloads the page into the deployed version, once: true when it reloads (or already is), false
 * when this rule reloaded the tab less than {@link CHUNK_RELOAD_GUARD_MS} ago (the failure is then
 * shown: never a loop of reloads) or when there is no storage to remember it in.
 */
export function reloadOnce({ storage, reload, now = Date.now() }: ReloadDeps): boolean {
  if (reloading) return true;
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // No storage (private mode, blocked): no guard to keep, so no reload either.
    return false;
  }
  reloading = true;
  reload();
  return true;
}

/**
 * `load()` (a dynamic import), failing with ChunkLoadTimeoutError once it has taken longer than the
 * spec's 120 s. build/chunk-load-guard.ts wraps every lazy import of the build in it, so the failure
 * reaches Vite's `vite:preloadError` like any other.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Listens for Vite's `vite:preloadError` (a lazy chunk or its CSS failed, or timed out): after a new
 * deployment the old chunks are gone, so the page reloads once into the new version instead of
 * showing an error. When it may not reload (just did), the error goes on to the route's error screen.
 */
export function installChunkReload(target: Window = window): () => void {
  const onError = (event: Event) => {
    if (reloadOnce({ storage: sessionStorageOrNull(), reload: () => target.location.reload() })) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}

/** For tests: forgets that a reload was started. */
export function resetChunkReloadForTests(): void {
  reloading = false;
}
