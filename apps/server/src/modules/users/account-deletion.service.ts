import { accountDeletionRefusal, accountStandingTexts, isMasterAccount } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { forbidden, throwIfRefused } from '../../lib/http-error';
import { verifyPassword } from '../auth/password-hashing';
import { wrongCurrentPassword } from '../registration/account-errors';
import { deleteUserRow, lockOpenOrdersOfUser, lockUser } from './account-deletion.repository';
import type { UserRow } from './user.repository';

type OpenOrder = Awaited<ReturnType<typeof lockOpenOrdersOfUser>>[number];

/**
 * What closing an account needs from the orders and payments modules, which sit above users
 * (decision 0046): handed over where the routes are wired (payments/account-closing-orders.ts).
 * Inside the deletion's transaction it cancels an open order and answers the gateway reference of
 * the order's live card authorisation, if any; after the commit it voids that authorisation.
 */
export type AccountClosingOrders = {
  cancelOpenOrder(tx: Tx, order: OpenOrder): Promise<string | null>;
  voidAuthorisation(reference: string): Promise<void>;
};

/**
 * user/delete: the shopper, confirming with their password, removes their account (only a master
 * account: 403 for a secondary one). In one transaction:
 * refused (409) while an order is out for delivery or being prepared (the domain's accountDeletionRefusal);
 * otherwise the orders not yet taken in charge are cancelled as order/delete cancels them (slot place
 * given back, open transactions cancelled), then the account goes with everything that belongs to it —
 * sessions (every device is logged out), carts, addresses, lists, billing data, orders. A card
 * authorisation of a cancelled order is voided at the gateway once that is committed.
 */
export function createAccountDeletionService(db: Db, { closingOrders }: { closingOrders: AccountClosingOrders }) {
  return {
    deleteAccount: async (user: UserRow, password: string): Promise<{ cancelledOrderIds: number[] }> => {
      // A secondary account shops for the holder: only the master account (type 1 or 2) may close it.
      if (!isMasterAccount(user.userTypeId)) throw forbidden(accountStandingTexts.notMasterAccount);
      if (!(await verifyPassword(user.passwordHash, password))) throw wrongCurrentPassword('password');
      const { cancelledOrderIds, voidReferences } = await db.transaction(async (tx) => {
        // Already gone (a second device's request): nothing left to do.
        if (!(await lockUser(tx, user.userId))) return { cancelledOrderIds: [], voidReferences: [] };
        const open = await lockOpenOrdersOfUser(tx, user.userId);
        const refusal = accountDeletionRefusal(open);
        throwIfRefused(refusal);
        const references: string[] = [];
        for (const order of open) {
          const reference = await closingOrders.cancelOpenOrder(tx, order);
          if (reference) references.push(reference);
        }
        await deleteUserRow(tx, user.userId);
        return { cancelledOrderIds: open.map((order) => order.orderId), voidReferences: references };
      });
      for (const reference of voidReferences) await closingOrders.voidAuthorisation(reference);
      return { cancelledOrderIds };
    },
  };
}
