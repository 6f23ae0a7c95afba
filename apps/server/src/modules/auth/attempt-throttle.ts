/**
 * Counts attempts (failed logins, e-mails asked for) per account and per client address in a sliding window. The counts live in
 * this process's memory: right for one server process; with several, they move to Redis (the
 * scale-out path of DESIGN.md) behind the same three methods.
 */
export type AttemptLimits = { perAccount: number; perAddress: number; windowMs: number };

/** Failed logins: 5 per account and 20 per address in 15 minutes. */
export const loginFailureLimits: AttemptLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };
/** Mails asked for (password reset): 3 per address and 10 per client address in an hour. */
export const mailRequestLimits: AttemptLimits = { perAccount: 3, perAddress: 10, windowMs: 60 * 60_000 };

/** Keys kept at most; past this the oldest are dropped, so a flood of addresses cannot fill the memory. */
const MAX_TRACKED_KEYS = 50_000;

export function createAttemptThrottle(limits: AttemptLimits) {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((time) => time > now - limits.windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function remember(key: string, now: number) {
    const times = recent(key, now);
    failures.delete(key);
    failures.set(key, [...times, now]);
    if (failures.size > MAX_TRACKED_KEYS) failures.delete(failures.keys().next().value as string);
  }

  return {
    /** True when the account or the address has used up its failures in the window. */
    isBlocked(account: string, address: string, now = Date.now()): boolean {
      return (
        recent(`account:${account}`, now).length >= limits.perAccount ||
        recent(`address:${address}`, now).length >= limits.perAddress
      );
    },
    record(account: string, address: string, now = Date.now()) {
      remember(`account:${account}`, now);
      remember(`address:${address}`, now);
    },
    /** A right password clears the account's failures (not the address's: one address may try many accounts). */
    clearAccount(account: string) {
      failures.delete(`account:${account}`);
    },
  };
}

export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;
