import type { LinkedIdentity, SocialProvider } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { listIdentitiesOfUser, unlinkIdentity } from '../identities/identity.repository';
import { identityNotFound, lastWayIn } from './social-login-errors';

/** The profile's list of the ways into the account besides the password, and their removal. */
export function createLinkedIdentitiesService(db: Db) {
  return {
    async list(userId: number): Promise<{ identities: LinkedIdentity[]; hasPassword: boolean }> {
      const [identities, [account]] = await Promise.all([
        listIdentitiesOfUser(db, userId),
        db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userId, userId)),
      ]);
      return {
        identities: identities.map((identity) => ({
          identityId: identity.identityId,
          provider: identity.provider,
          email: identity.email,
          createdAt: identity.createdAt.toISOString(),
          lastUsedAt: identity.lastUsedAt.toISOString(),
        })),
        hasPassword: Boolean(account?.passwordHash),
      };
    },

    /**
     * Unlinks one identity, refused when it is the last way in (no password, no other identity). The
     * account's row is locked first: two unlinks at once cannot each leave the other as the last one.
     */
    async unlink(userId: number, identityId: number): Promise<SocialProvider | 'saml'> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.userId, userId))
          .for('update');
        const identities = await listIdentitiesOfUser(tx, userId);
        const identity = identities.find((candidate) => candidate.identityId === identityId);
        if (!identity) throw identityNotFound();
        if (!account?.passwordHash && identities.length <= 1) throw lastWayIn();
        await unlinkIdentity(tx, userId, identityId);
        return identity.provider;
      });
    },
  };
}

export type LinkedIdentitiesService = ReturnType<typeof createLinkedIdentitiesService>;
