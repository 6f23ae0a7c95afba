import { italianDateToIso, type SocialRegistrationRequest, type SocialUserDetail, throttleTexts } from '@spesa/domain';
import type { Db } from '../../db/client';
import { throttled } from '../../lib/http-error';
import { createMemoryAttemptCounter, passwordChangePolicy } from '../auth/attempt-throttle';
import { verifyPassword } from '../auth/password-hashing';
import { hashSecretToken, looksLikeSecretToken } from '../auth/secret-token';
import { findIdentity, type IdentityKey, linkIdentity } from '../identities/identity.repository';
import type { AccountMails } from '../mail/account-mails';
import { isUniqueViolation, unknownStore } from '../registration/account-errors';
import { issueAccountToken } from '../registration/account-tokens';
import { isSelectableStore } from '../stores/store.repository';
import { confirmUserEmail, deleteUser, findUserByEmail, insertUser } from '../users/user.repository';
import { storedLegals } from '../users/user-mapper';
import { findSignup, type SignupRow, spendSignup } from './social-login.repository';
import {
  emailInUse,
  emailRequired,
  linkedElsewhere,
  noPasswordToLink,
  signupExpired,
  wrongPassword,
} from './social-login-errors';

type Dependencies = { db: Db; mails: AccountMails };

/** The account a finished sign-up opened: logged in at once when the provider vouched for the e-mail. */
export type SignupResult = { userId: number; email: string; confirmed: boolean };

const keyOf = (signup: SignupRow): IdentityKey => ({ provider: signup.provider, issuer: signup.issuer, subject: signup.subject });

/**
 * A new provider identity becomes a shop account (registration/social_user_detail) or joins the
 * account its e-mail names once that account's password is given (registration/social_link): never
 * silently by the e-mail alone (decision 0038).
 */
export function createSocialSignupService({ db, mails }: Dependencies) {
  // Wrong passwords per account, the same growing delays as a password change (decision 0015).
  const passwordTries = createMemoryAttemptCounter(passwordChangePolicy);

  async function pendingSignup(token: string | null): Promise<SignupRow> {
    const signup = token && looksLikeSecretToken(token) ? await findSignup(db, hashSecretToken(token)) : undefined;
    if (!signup) throw signupExpired();
    return signup;
  }

  /** When a parallel request finished the same sign-up first: its account, which this request then logs into too. */
  async function accountOfFinishedSignup(signup: SignupRow): Promise<SignupResult | null> {
    const identity = await findIdentity(db, keyOf(signup));
    if (!identity) return null;
    return { userId: identity.userId, email: identity.email ?? signup.email ?? '', confirmed: signup.emailVerified };
  }

  return {
    /** What the provider gave, and whether its e-mail already has an account (then the password links it). */
    async detail(token: string | null): Promise<SocialUserDetail> {
      const signup = await pendingSignup(token);
      const existing = signup.email ? await findUserByEmail(db, signup.email) : undefined;
      return {
        provider: signup.provider,
        email: signup.email,
        emailVerified: signup.email !== null && signup.emailVerified,
        firstName: signup.firstName,
        lastName: signup.lastName,
        existingAccount: existing !== undefined,
      };
    },

    /**
     * Creates the account with the shop's data and links the identity, in one transaction that also
     * spends the sign-up: the same identity finishing twice at once opens one account.
     */
    async register(token: string | null, request: SocialRegistrationRequest, baseUrl: string): Promise<SignupResult> {
      const signup = await pendingSignup(token);
      const email = signup.email ?? request.email;
      if (!email) throw emailRequired();
      if (!(await isSelectableStore(db, request.referenceStoreId))) throw unknownStore();
      const vouched = signup.email !== null && signup.emailVerified;
      const { email: _typed, birthDate, legals, ...profile } = request;
      const created = await db
        .transaction(async (tx) => {
          if (!(await spendSignup(tx, signup.signupId))) return null;
          if (await findUserByEmail(tx, email)) throw emailInUse();
          const user = await insertUser(tx, {
            ...profile,
            email,
            passwordHash: null,
            birthDate: birthDate ? italianDateToIso(birthDate) : null,
            legals: storedLegals(legals),
            emailConfirmedAt: vouched ? new Date() : null,
          });
          await linkIdentity(tx, user.userId, keyOf(signup), signup.email);
          const confirmationToken = vouched ? null : await issueAccountToken(tx, user.userId, 'confirm_registration');
          return { user, confirmationToken };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      if (!created) {
        const finished = await accountOfFinishedSignup(signup);
        if (finished) return finished;
        throw emailInUse();
      }
      const { user, confirmationToken } = created;
      if (confirmationToken) {
        try {
          await mails.registrationConfirmation(user, baseUrl, confirmationToken);
        } catch (error) {
          // Without its message the account could never be confirmed: undo it, as the form's registration does.
          await deleteUser(db, user.userId);
          throw error;
        }
      }
      return { userId: user.userId, email: user.email, confirmed: vouched };
    },

    /** Links the identity to the account its e-mail names, once that account's password is given. */
    async linkWithPassword(token: string | null, password: string): Promise<SignupResult> {
      const signup = await pendingSignup(token);
      const user = signup.email ? await findUserByEmail(db, signup.email) : undefined;
      if (!user) throw signupExpired();
      if (!user.passwordHash) throw noPasswordToLink();
      const waitMs = await passwordTries.take(String(user.userId));
      if (waitMs > 0) throw throttled(waitMs, throttleTexts.passwordChange);
      if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
      await passwordTries.clear(String(user.userId));
      const vouched = signup.emailVerified;
      await db.transaction(async (tx) => {
        await spendSignup(tx, signup.signupId);
        const stored = await linkIdentity(tx, user.userId, keyOf(signup), signup.email);
        if (stored.userId !== user.userId) throw linkedElsewhere();
        // The provider proved the address and the password proved the account: a pending confirmation is done.
        if (vouched) await confirmUserEmail(tx, user.userId);
      });
      return { userId: user.userId, email: user.email, confirmed: vouched || user.emailConfirmedAt !== null };
    },
  };
}

export type SocialSignupService = ReturnType<typeof createSocialSignupService>;
