import { accountDeletionRefusal, accountStandingTexts, isMasterAccount, TRANSACTION_STATUS } from '@spesa/domain';
import type { Db } from '../../db/client';
import { forbidden, throwIfRefused } from '../../lib/http-error';
import { verifyPassword } from '../auth/password-hashing';
import { cancelOrder } from '../orders/order.service';
import { findAuthorisationOfOrder } from '../payments/payment.repository';
import type { PaymentGateway } from '../payments/payment-gateway';
import { wrongCurrentPassword } from '../registration/account-errors';
import { deleteUserRow, lockOpenOrdersOfUser, lockUser } from './account-deletion.repository';
import type { UserRow } from './user.repository';

/**
 * user/delete: the shopper, confirming with their password, removes their account (only a master
 * account: 403 for a secondary one). In one transaction:
 * refused (409) while an order is out for delivery or being prepared (the domain's accountDeletionRefusal);
 * otherwise the orders not yet taken in charge are cancelled as order/delete cancels them (slot place
 * given back, open transactions cancelled), then the account goes with everything that belongs to it —
 * sessions (every device is logged out), carts, addresses, lists, billing data, orders. A card
 * authorisation of a cancelled order is voided at the gateway once that is committed.
 */
export function createAccountDeletionService(db: Db, { gateway }: { gateway: Pick<PaymentGateway, 'void'> }) {
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
          const authorisation = await findAuthorisationOfOrder(tx, order.orderId);
          if (authorisation?.transactionStatusId === TRANSACTION_STATUS.authorized && authorisation.gatewayReference)
            references.push(authorisation.gatewayReference);
          await cancelOrder(tx, order, 'account-deletion');
        }
        await deleteUserRow(tx, user.userId);
        return { cancelledOrderIds: open.map((order) => order.orderId), voidReferences: references };
      });
      for (const reference of voidReferences) await gateway.void(reference);
      return { cancelledOrderIds };
    },
  };
}
