/**
 * Growing delays instead of lockouts (decision 0015). Attempts (failed logins, mails asked for…) are
 * counted per key; past `freeAttempts` the next attempt under that key must wait `firstDelayMs`, then
 * twice as long after each further attempt, never more than `maxDelayMs`. A key's count is forgotten
 * `windowMs` after its last attempt. So whoever knows an e-mail can slow its owner's next try by at most
 * `maxDelayMs`, never lock the right password out.
 *
 * The counts live in this process's memory (`createMemoryAttemptCounter`): right for one server process.
 * With several, they move to Redis (DESIGN.md's scale-out path) behind the same `AttemptCounter`
 * interface: one hash per key (count, last) with a PEXPIRE of the window, and `take` as a Lua script.
 */
export type DelayPolicy = { freeAttempts: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };

export interface AttemptCounter {
  /** Milliseconds still to wait before the next attempt under `key`; 0 when it may go ahead. */
  waitFor(key: string, now?: number): Promise<number>;
  /** Counts one attempt under `key`. */
  count(key: string, now?: number): Promise<void>;
  /** Counts one attempt unless one must wait: answers 0 (counted) or the milliseconds to wait (not counted). */
  take(key: string, now?: number): Promise<number>;
  /** How many attempts `key` has in its window. */
  attempts(key: string, now?: number): Promise<number>;
  /** Forgets `key`'s attempts (a right password). */
  clear(key: string): Promise<void>;
}

const MINUTE = 60_000;
const SECOND = 1000;

/** Failed logins of one account from one client address: from the 4th on, 1 s, 2 s, 4 s … at most 30 s. */
export const loginPairPolicy: DelayPolicy = {
  freeAttempts: 3,
  firstDelayMs: SECOND,
  maxDelayMs: 30 * SECOND,
  windowMs: 15 * MINUTE,
};
/** Failed logins from one client address, whatever the account (one address trying many accounts). */
export const loginAddressPolicy: DelayPolicy = {
  freeAttempts: 20,
  firstDelayMs: SECOND,
  maxDelayMs: 60 * SECOND,
  windowMs: 15 * MINUTE,
};
/** Failed logins of one account from anywhere: from the 5th on the login needs the challenge, never a wait. */
export const loginAccountPolicy: DelayPolicy = {
  freeAttempts: Number.MAX_SAFE_INTEGER,
  firstDelayMs: 0,
  maxDelayMs: 0,
  windowMs: 15 * MINUTE,
};
export const LOGIN_FAILURES_BEFORE_CHALLENGE = 5;
/** Wrong current passwords of one logged-in shopper (update_password). */
export const passwordChangePolicy: DelayPolicy = {
  freeAttempts: 3,
  firstDelayMs: SECOND,
  maxDelayMs: 30 * SECOND,
  windowMs: 15 * MINUTE,
};
/** Registrations from one client address. */
export const registrationAddressPolicy: DelayPolicy = {
  freeAttempts: 20,
  firstDelayMs: SECOND,
  maxDelayMs: 60 * SECOND,
  windowMs: 60 * MINUTE,
};
/** Registrations naming one e-mail (each may mail its owner). */
export const registrationEmailPolicy: DelayPolicy = {
  freeAttempts: 3,
  firstDelayMs: SECOND,
  maxDelayMs: 60 * SECOND,
  windowMs: 60 * MINUTE,
};
/** Reset mails asked for from one client address. */
export const resetAddressPolicy: DelayPolicy = {
  freeAttempts: 10,
  firstDelayMs: SECOND,
  maxDelayMs: 60 * SECOND,
  windowMs: 60 * MINUTE,
};
/**
 * Reset mails for one e-mail. Longer waits (up to 10 minutes) keep a mailbox from being flooded; they do
 * not shut its owner out, who already holds the link of the last mail (valid for an hour).
 */
export const resetEmailPolicy: DelayPolicy = {
  freeAttempts: 3,
  firstDelayMs: MINUTE,
  maxDelayMs: 10 * MINUTE,
  windowMs: 60 * MINUTE,
};

/** The wait after `count` attempts (0 while they are free). */
export function delayAfter(policy: DelayPolicy, count: number): number {
  if (count < policy.freeAttempts) return 0;
  return Math.min(policy.firstDelayMs * 2 ** Math.min(count - policy.freeAttempts, 30), policy.maxDelayMs);
}

/** Keys kept at most; past this the least recently used are dropped, so a flood of addresses cannot fill the memory. */
const MAX_TRACKED_KEYS = 50_000;

type Attempts = { count: number; lastAt: number };

/** The in-memory `AttemptCounter` of one process (see the file's opening comment). */
export function createMemoryAttemptCounter(policy: DelayPolicy): AttemptCounter {
  const attempts = new Map<string, Attempts>();

  function current(key: string, now: number): Attempts | null {
    const entry = attempts.get(key);
    if (entry && now - entry.lastAt > policy.windowMs) attempts.delete(key);
    return attempts.get(key) ?? null;
  }
  function wait(key: string, now: number): number {
    const entry = current(key, now);
    return entry ? Math.max(0, entry.lastAt + delayAfter(policy, entry.count) - now) : 0;
  }
  function add(key: string, now: number) {
    const count = (current(key, now)?.count ?? 0) + 1;
    attempts.delete(key);
    attempts.set(key, { count, lastAt: now });
    if (attempts.size > MAX_TRACKED_KEYS) attempts.delete(attempts.keys().next().value as string);
  }

  return {
    waitFor: async (key, now = Date.now()) => wait(key, now),
    count: async (key, now = Date.now()) => add(key, now),
    take: async (key, now = Date.now()) => {
      const waitMs = wait(key, now);
      if (waitMs === 0) add(key, now);
      return waitMs;
    },
    attempts: async (key, now = Date.now()) => current(key, now)?.count ?? 0,
    clear: async (key) => {
      attempts.delete(key);
    },
  };
}
