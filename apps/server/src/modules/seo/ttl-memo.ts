/**
 * Remembers at most `capacity` values by key for `ttlMs` each, forgetting the oldest first; a
 * computation in progress is shared by every caller, a failed one forgotten at once.
 */
export function ttlMemo<Value>(ttlMs: number, capacity: number, now: () => number = Date.now) {
  const values = new Map<string, { until: number; value: Promise<Value> }>();
  return {
    get(key: string, compute: () => Promise<Value>): Promise<Value> {
      const found = values.get(key);
      if (found && found.until > now()) return found.value;
      values.delete(key);
      const value = compute();
      values.set(key, { until: now() + ttlMs, value });
      value.catch(() => {
        if (values.get(key)?.value === value) values.delete(key);
      });
      if (values.size > capacity) values.delete(values.keys().next().value as string);
      return value;
    },
    clear: () => values.clear(),
    size: () => values.size,
  };
}
