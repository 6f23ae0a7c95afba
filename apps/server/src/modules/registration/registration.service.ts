import { italianDateToIso, type RegisterUserRequest, type UpdatePasswordRequest } from '@spesa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import type { SessionRow } from '../auth/session.repository';
import type { SessionService } from '../auth/session.service';
import type { AccountMails } from '../mail/account-mails';
import { isSelectableStore } from '../stores/store.repository';
import {
  confirmUserEmail,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  type NewUserRow,
  type UserRow,
  updateUserPassword,
} from '../users/user.repository';
import { storedLegals } from '../users/user-mapper';
import { invalidToken, isUniqueViolation, unknownStore, wrongCurrentPassword } from './account-errors';
import type { AccountThrottle } from './account-throttle';
import { issueAccountToken, spendAccountTokenSecret } from './account-tokens';

type Dependencies = {
  db: Db;
  sessions: SessionService;
  mails: AccountMails;
  throttle: AccountThrottle;
  log: FastifyBaseLogger;
};

/** Registration, its confirmation link, and the password: reset by e-mail link or change with the current one. */
export function createRegistrationService({ db, sessions, mails, throttle, log }: Dependencies) {
  /** The account and its confirmation token; null when a concurrent request registered the address first. */
  const createUnconfirmedAccount = (values: NewUserRow) =>
    db
      .transaction(async (tx) => {
        const user = await insertUser(tx, values);
        return { user, token: await issueAccountToken(tx, user.userId, 'confirm_registration') };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });

  return {
    /**
     * A new address gets its account and the confirmation link; an address already registered gets,
     * instead, a mail to its owner (log in or reset the password). Both answer alike, after the same
     * costly work (the password hash, a mail sent), so neither the answer nor its time tells whether
     * the address has an account (OWASP, account enumeration).
     */
    async register(request: RegisterUserRequest, baseUrl: string, clientAddress: string): Promise<{ email: string }> {
      await throttle.admitRegistration(request.email, clientAddress);
      if (!(await isSelectableStore(db, request.referenceStoreId))) throw unknownStore();
      const { email, emailConfirm: _confirm, password, birthDate, legals, ...profile } = request;
      const passwordHash = await hashPassword(password);
      const owner = await findUserByEmail(db, email);
      const created = owner
        ? null
        : await createUnconfirmedAccount({
            ...profile,
            email,
            passwordHash,
            birthDate: birthDate ? italianDateToIso(birthDate) : null,
            legals: storedLegals(legals),
          });
      if (!created) {
        const taken = owner ?? (await findUserByEmail(db, email));
        if (taken) await mails.addressInUse(taken, baseUrl);
        return { email };
      }
      const { user, token } = created;
      try {
        await mails.registrationConfirmation(user, baseUrl, token);
      } catch (error) {
        // Without its message the account could never be confirmed: undo the registration.
        await deleteUser(db, user.userId);
        throw error;
      }
      return { email: user.email };
    },

    async confirmRegistration(token: string, baseUrl: string): Promise<{ email: string }> {
      const { user, firstConfirmation } = await db.transaction(async (tx) => {
        const spent = await spendAccountTokenSecret(tx, token, 'confirm_registration');
        if (!spent) throw invalidToken();
        const firstConfirmation = await confirmUserEmail(tx, spent.userId);
        return { user: (await findUserById(tx, spent.userId)) as UserRow, firstConfirmation };
      });
      if (firstConfirmation) {
        mails.welcome(user, baseUrl).catch((error: unknown) => log.error({ err: error }, 'welcome mail not sent'));
      }
      return { email: user.email };
    },

    /** The same answer whether or not the address is registered; the mail leaves in the background. */
    async requestPasswordReset(email: string, baseUrl: string, clientAddress: string): Promise<void> {
      await throttle.admitPasswordReset(email, clientAddress);
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = await db.transaction((tx) => issueAccountToken(tx, user.userId, 'reset_password'));
      mails
        .passwordReset(user, baseUrl, token)
        .catch((error: unknown) => log.error({ err: error }, 'password reset mail not sent'));
    },

    /** With the reset link every session ends; with the current password every other session does. */
    async updatePassword(request: UpdatePasswordRequest, current: { user: UserRow; session: SessionRow } | null): Promise<void> {
      const passwordHash = await hashPassword(request.password);
      if (request.token) {
        const token = request.token;
        await db.transaction(async (tx) => {
          const spent = await spendAccountTokenSecret(tx, token, 'reset_password');
          if (!spent) throw invalidToken();
          await updateUserPassword(tx, spent.userId, passwordHash, true);
          await sessions.revokeAllOfUser(spent.userId, tx);
        });
        return;
      }
      if (!current) throw new Error('updatePassword without a token needs a logged-in user');
      await throttle.admitPasswordChange(current.user.userId);
      if (!(await verifyPassword(current.user.passwordHash, request.oldPassword ?? '')))
        throw wrongCurrentPassword('oldPassword');
      await throttle.passwordChangeSucceeded(current.user.userId);
      await db.transaction(async (tx) => {
        await updateUserPassword(tx, current.user.userId, passwordHash, false);
        await sessions.revokeAllOfUser(current.user.userId, tx, current.session.sessionId);
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
