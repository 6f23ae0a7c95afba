import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  ChunkLoadTimeoutError,
  installChunkReload,
  reloadOnce,
  resetChunkReloadForTests,
  withChunkTimeout,
} from './chunk-reload';

/** A page's window for the rule: its own events, a reload that is only counted. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & { location: { reload: () => void } };
  target.location = { reload: vi.fn() };
  return target;
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('a lazy chunk that fails or times out reloads the page once (spec: chunk load timeout 120 s)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetChunkReloadForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('the timeout is the spec’s 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a chunk still loading after 120 s fails with the timeout, not a second before', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    let outcome: unknown = 'pending';
    load.catch((error) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('a chunk that arrives in time is the chunk, and its timer is dropped', async () => {
    vi.useFakeTimers();
    const module = { Component: 'screen' };
    const load = withChunkTimeout(() => new Promise((resolve) => setTimeout(() => resolve(module), 5000)));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(load).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed chunk reloads the page and keeps the error from the screen', () => {
    const page = fakeWindow();
    const stop = installChunkReload(page as unknown as Window);
    const event = preloadError();
    page.dispatchEvent(event);
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    stop();
  });

  it('after that reload, a chunk failing again is shown, never another reload (no loop)', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const page = fakeWindow();
    const stop = installChunkReload(page as unknown as Window);
    const event = preloadError();
    page.dispatchEvent(event);
    expect(page.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    stop();
  });

  it('ten minutes after that reload, a new failure (a later deployment) may reload once again', () => {
    const reloadedAt = Date.UTC(2026, 10, 28, 9, 0);
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(reloadedAt));
    const reload = vi.fn();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(600_000);
    expect(reloadOnce({ storage: sessionStorage, reload, now: reloadedAt + CHUNK_RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnce({ storage: sessionStorage, reload, now: reloadedAt + CHUNK_RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(reloadedAt + CHUNK_RELOAD_GUARD_MS));
  });

  it('several chunks failing together reload once', () => {
    const page = fakeWindow();
    const stop = installChunkReload(page as unknown as Window);
    for (let i = 0; i < 3; i++) page.dispatchEvent(preloadError());
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a timed-out chunk goes the same way: timeout, then one reload', async () => {
    vi.useFakeTimers();
    const page = fakeWindow();
    const stop = installChunkReload(page as unknown as Window);
    // What Vite's helper does with a failed import (build/chunk-load-guard.ts puts the timeout inside it).
    const viaHelper = withChunkTimeout(() => new Promise<never>(() => {})).catch((error) => {
      const event = preloadError();
      page.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await viaHelper;
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without storage (blocked) it never reloads: nothing could stop a loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(reloadOnce({ storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
