import { accountCodes, accountTexts, challengeTexts, type LoginRequest, throttleTexts, type User } from '@spesa/domain';
import type { Db } from '../../db/client';
import { HttpError, throttled } from '../../lib/http-error';
import type { ChallengeOutcome } from '../challenge/challenge.service';
import { challengeRefusal } from '../challenge/challenge-refusal';
import { findUserByEmail } from '../users/user.repository';
import { toUser } from '../users/user-mapper';
import { type AttemptCounter, LOGIN_FAILURES_BEFORE_CHALLENGE } from './attempt-throttle';
import { verifyDecoyPassword, verifyPassword } from './password-hashing';
import type { SessionRow } from './session.repository';
import type { SessionService } from './session.service';
import { isSsoUser } from './sso-user';

const invalidCredentials = () =>
  new HttpError(401, { code: accountCodes.invalidCredentials, description: accountTexts.invalidCredentials });
const loginThrottled = (waitMs: number) => throttled(waitMs, throttleTexts.login, accountCodes.loginThrottled);
const accountNotConfirmed = () =>
  new HttpError(403, { code: accountCodes.accountNotConfirmed, description: accountTexts.accountNotConfirmed });

/** The login's counters (decision 0015): delays per account and address, per address, and the challenge per account. */
export type LoginThrottle = { perPair: AttemptCounter; perAddress: AttemptCounter; perAccount: AttemptCounter };

/**
 * Whether the shopper's favourites list holds a product (user.hasFavorites): asked of the wishlists
 * module, above accounts, which auth/account-routes.ts hands over (decision 0046).
 */
export type FavouritesLookup = (db: Db, userId: number) => Promise<boolean>;

type Dependencies = {
  db: Db;
  sessions: SessionService;
  throttle: LoginThrottle;
  hasFavourites: FavouritesLookup;
  /** The brand's staff sign in through its identity provider: a password session is then no SSO session (decision 0039). */
  companySignOnRequired?: boolean;
};

/** The request's client address and its proof-of-work outcome (checked only when the login needs it). */
export type LoginContext = { clientAddress: string; challenge: () => Promise<ChallengeOutcome> };

/** Login and logout. A wrong password and an unknown e-mail look the same, in text and in time. */
export function createAuthService({ db, sessions, throttle, hasFavourites, companySignOnRequired = false }: Dependencies) {
  /** Waits and the challenge come before the password is looked at; the pair's attempt is counted up front, so parallel tries cannot slip past it. */
  async function admit(account: string, { clientAddress, challenge }: LoginContext): Promise<string> {
    const pair = `${account}\u0000${clientAddress}`;
    const waitMs = Math.max(await throttle.perPair.waitFor(pair), await throttle.perAddress.waitFor(clientAddress));
    if (waitMs > 0) throw loginThrottled(waitMs);
    if ((await throttle.perAccount.attempts(account)) >= LOGIN_FAILURES_BEFORE_CHALLENGE) {
      const outcome = await challenge();
      if (outcome !== 'verified') throw challengeRefusal(outcome, challengeTexts.requiredAfterFailures);
    }
    const raced = await throttle.perPair.take(pair);
    if (raced > 0) throw loginThrottled(raced);
    return pair;
  }

  return {
    /** The new session's token, its end for a remembered one (null: it ends with the browser or when idle), and the shopper. */
    async login(
      request: LoginRequest,
      context: LoginContext,
    ): Promise<{ token: string; rememberedUntil: Date | null; user: User }> {
      const account = request.login.trim().toLowerCase();
      const pair = await admit(account, context);
      const user = await findUserByEmail(db, request.login);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, request.password)
        : await verifyDecoyPassword(request.password);
      if (!user || !passwordMatches) {
        await throttle.perAddress.count(context.clientAddress);
        await throttle.perAccount.count(account);
        throw invalidCredentials();
      }
      // The right password forgets this pair's and this account's failures (not the address's: one address may try many accounts).
      await throttle.perPair.clear(pair);
      await throttle.perAccount.clear(account);
      // Told only to whoever knows the password: it says no more than a successful login would.
      if (!user.emailConfirmedAt) throw accountNotConfirmed();
      const { token, session } = await sessions.open(user.userId, request.remember_me);
      const rememberedUntil = session.rememberMe ? session.expiresAt : null;
      const ssoUser = isSsoUser(user, session, companySignOnRequired);
      return { token, rememberedUntil, user: toUser(user, await hasFavourites(db, user.userId), ssoUser) };
    },

    async logout(session: SessionRow | null): Promise<void> {
      if (session) await sessions.revoke(session.sessionId);
    },
  };
}
