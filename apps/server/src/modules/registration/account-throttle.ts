import { throttleTexts } from '@spesa/domain';
import { throttled } from '../../lib/http-error';
import {
  type AttemptCounter,
  type DelayPolicy,
  passwordChangePolicy,
  registrationAddressPolicy,
  registrationEmailPolicy,
  resetAddressPolicy,
  resetEmailPolicy,
} from '../auth/attempt-throttle';

const emailKey = (email: string) => email.trim().toLowerCase();

/** Counts one attempt under every key, or throws the 429 (text and Retry-After) of the longest wait. */
async function admit(entries: [AttemptCounter, string][], text: (seconds: number) => string): Promise<void> {
  const waits = await Promise.all(entries.map(([counter, key]) => counter.waitFor(key)));
  const waitMs = Math.max(...waits);
  if (waitMs > 0) throw throttled(waitMs, text);
  for (const [counter, key] of entries) await counter.count(key);
}

/**
 * Growing delays (decision 0015) on the account calls that send mail or test a password: registration
 * and reset mails per client address and per e-mail, wrong current passwords per shopper.
 */
export function createAccountThrottle(counter: (name: string, policy: DelayPolicy) => AttemptCounter) {
  const registrationsByAddress = counter('registration-address', registrationAddressPolicy);
  const registrationsByEmail = counter('registration-email', registrationEmailPolicy);
  const resetsByAddress = counter('reset-address', resetAddressPolicy);
  const resetsByEmail = counter('reset-email', resetEmailPolicy);
  const passwordChanges = counter('password-change', passwordChangePolicy);

  return {
    admitRegistration: (email: string, clientAddress: string) =>
      admit(
        [
          [registrationsByAddress, clientAddress],
          [registrationsByEmail, emailKey(email)],
        ],
        throttleTexts.registration,
      ),
    admitPasswordReset: (email: string, clientAddress: string) =>
      admit(
        [
          [resetsByAddress, clientAddress],
          [resetsByEmail, emailKey(email)],
        ],
        throttleTexts.passwordReset,
      ),
    /** Counted before the current password is checked (parallel tries cannot slip past); a right one clears it. */
    async admitPasswordChange(userId: number): Promise<void> {
      const waitMs = await passwordChanges.take(String(userId));
      if (waitMs > 0) throw throttled(waitMs, throttleTexts.passwordChange);
    },
    passwordChangeSucceeded: (userId: number) => passwordChanges.clear(String(userId)),
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
