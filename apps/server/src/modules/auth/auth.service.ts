import { accountCodes, accountTexts, type LoginRequest, type User } from '@spesa/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { findUserByEmail } from '../users/user.repository';
import { toUser } from '../users/user-mapper';
import { hasFavourites } from '../wishlists/wishlist.repository';
import type { AttemptThrottle } from './attempt-throttle';
import { verifyDecoyPassword, verifyPassword } from './password-hashing';
import type { SessionRow } from './session.repository';
import type { SessionService } from './session.service';

const invalidCredentials = () =>
  new HttpError(401, { code: accountCodes.invalidCredentials, description: accountTexts.invalidCredentials });
const loginThrottled = () => new HttpError(429, { code: accountCodes.loginThrottled, description: accountTexts.loginThrottled });
const accountNotConfirmed = () =>
  new HttpError(403, { code: accountCodes.accountNotConfirmed, description: accountTexts.accountNotConfirmed });

type Dependencies = { db: Db; sessions: SessionService; loginFailures: AttemptThrottle };

/** Login and logout. A wrong password and an unknown e-mail look the same, in text and in time. */
export function createAuthService({ db, sessions, loginFailures }: Dependencies) {
  return {
    /** The new session's token, its end for a remembered one (null: it ends with the browser or when idle), and the shopper. */
    async login(
      request: LoginRequest,
      clientAddress: string,
    ): Promise<{ token: string; rememberedUntil: Date | null; user: User }> {
      if (loginFailures.isBlocked(request.login, clientAddress)) throw loginThrottled();
      const user = await findUserByEmail(db, request.login);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, request.password)
        : await verifyDecoyPassword(request.password);
      if (!user || !passwordMatches) {
        loginFailures.record(request.login, clientAddress);
        throw invalidCredentials();
      }
      loginFailures.clearAccount(request.login);
      // Told only to whoever knows the password: it says no more than a successful login would.
      if (!user.emailConfirmedAt) throw accountNotConfirmed();
      const { token, session } = await sessions.open(user.userId, request.remember_me);
      const rememberedUntil = session.rememberMe ? session.expiresAt : null;
      return { token, rememberedUntil, user: toUser(user, await hasFavourites(db, user.userId)) };
    },

    async logout(session: SessionRow | null): Promise<void> {
      if (session) await sessions.revoke(session.sessionId);
    },
  };
}
