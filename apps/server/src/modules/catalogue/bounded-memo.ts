/**
 * Remembers at most `capacity` computed values by key, forgetting the oldest first. A failed
 * computation is forgotten at once, so the next call tries again.
 */
export function boundedMemo<Value>(capacity: number) {
  const values = new Map<string, Promise<Value>>();
  const remember = (key: string, value: Promise<Value>) => {
    values.set(key, value);
    value.catch(() => {
      if (values.get(key) === value) values.delete(key);
    });
    if (values.size > capacity) values.delete(values.keys().next().value as string);
    return value;
  };
  return {
    get(key: string, compute: () => Promise<Value>): Promise<Value> {
      return values.get(key) ?? remember(key, compute());
    },
    /** The value computed (or being computed) for the key, without computing it. */
    peek: (key: string): Promise<Value> | undefined => values.get(key),
    /** Remembers a value computed elsewhere (by a query that returned it along with other things). */
    set: (key: string, value: Value) => void remember(key, Promise.resolve(value)),
    clear: () => values.clear(),
  };
}

/**
 * A value loaded on first use and kept until `reset`; a failed load is forgotten at once, so the
 * next call tries again.
 */
export function lazyValue<Value>(load: () => Promise<Value>): (() => Promise<Value>) & { reset(): void } {
  let value: Promise<Value> | undefined;
  const current = () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
  return Object.assign(current, {
    reset() {
      value = undefined;
    },
  });
}
