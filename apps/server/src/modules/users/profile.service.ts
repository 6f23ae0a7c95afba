import { accountTexts, italianDateToIso, type UpdateUserDetailRequest, type UserDetail } from '@spesa/domain';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { verifyPassword } from '../auth/password-hashing';
import { hashSecretToken } from '../auth/secret-token';
import type { AccountMails } from '../mail/account-mails';
import { emailTaken, invalidToken, isUniqueViolation, unknownStore, wrongCurrentPassword } from '../registration/account-errors';
import { deleteAccountToken, findPendingEmailChange } from '../registration/account-token.repository';
import { issueAccountToken, spendAccountTokenSecret } from '../registration/account-tokens';
import { isSelectableStore } from '../stores/store.repository';
import { findUserByEmail, type UserRow, updateUserEmail, updateUserProfile } from './user.repository';
import { storedLegals, toUserDetail } from './user-mapper';

type Dependencies = { db: Db; mails: AccountMails };

/** The profile page: personal data, and the change of e-mail confirmed from the new address. */
export function createProfileService({ db, mails }: Dependencies) {
  const detailOf = async (user: UserRow): Promise<UserDetail> =>
    toUserDetail(user, await findPendingEmailChange(db, user.userId));

  return {
    userDetail: detailOf,

    async updateUserDetail(user: UserRow, request: UpdateUserDetailRequest): Promise<UserDetail> {
      if (!(await isSelectableStore(db, request.referenceStoreId))) throw unknownStore();
      const { birthDate, legals, ...profile } = request;
      const updated = await db.transaction((tx) =>
        updateUserProfile(tx, user.userId, {
          ...profile,
          birthDate: birthDate ? italianDateToIso(birthDate) : null,
          mobilePhone: profile.mobilePhone ?? null,
          fidelityCard: profile.fidelityCard ?? null,
          fiscalCode: profile.fiscalCode ?? null,
          legals: storedLegals(legals, user.legals),
        }),
      );
      return detailOf(updated ?? user);
    },

    /**
     * The link goes to the new address. An address another account already has gets no link (its
     * owner is mailed instead) but the change looks pending all the same: neither the answer nor the
     * profile tells whether the address is registered.
     */
    async requestEmailChange(user: UserRow, request: { email: string; password: string }, baseUrl: string): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, request.password))) throw wrongCurrentPassword('password');
      if (request.email === user.email) throw badRequest(accountTexts.sameEmail, 'email');
      const token = await db.transaction((tx) => issueAccountToken(tx, user.userId, 'change_email', request.email));
      const owner = await findUserByEmail(db, request.email);
      try {
        if (owner) await mails.addressInUse(owner, baseUrl);
        else await mails.emailChange({ email: request.email, firstName: user.firstName }, baseUrl, token);
      } catch (error) {
        await deleteAccountToken(db, hashSecretToken(token));
        throw error;
      }
    },

    async confirmEmailChange(token: string): Promise<{ email: string }> {
      return db.transaction(async (tx) => {
        const spent = await spendAccountTokenSecret(tx, token, 'change_email');
        if (!spent?.newEmail) throw invalidToken();
        const updated = await updateUserEmail(tx, spent.userId, spent.newEmail).catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
        if (!updated) throw invalidToken();
        return { email: updated.email };
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
