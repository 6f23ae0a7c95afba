import { useSyncExternalStore } from 'react';

// The count of requests under way drives the page overlay.
let pending = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export const pendingRequests = {
  start() {
    pending += 1;
    notify();
  },
  finish() {
    pending = Math.max(0, pending - 1);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  count: () => pending,
};

/** How many API requests are under way (re-renders when it changes). */
export function usePendingRequestCount(): number {
  return useSyncExternalStore(pendingRequests.subscribe, pendingRequests.count, pendingRequests.count);
}
