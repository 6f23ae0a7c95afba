/**
 * Remembers at most `capacity` computed values by key, forgetting the oldest first. A failed
 * computation is forgotten at once, so the next call tries again.
 */
export function boundedMemo<Value>(capacity: number) {
  const values = new Map<string, Promise<Value>>();
  return {
    get(key: string, compute: () => Promise<Value>): Promise<Value> {
      const known = values.get(key);
      if (known) return known;
      const value = compute();
      values.set(key, value);
      value.catch(() => values.delete(key));
      if (values.size > capacity) values.delete(values.keys().next().value as string);
      return value;
    },
  };
}
