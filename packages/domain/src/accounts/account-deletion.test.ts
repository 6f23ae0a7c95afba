import { describe, expect, it } from 'vitest';
import { accountDeletionRefusal, finishedOrderStatusIds } from './account-deletion';

describe('accountDeletionRefusal', () => {
  it('refuses while an order is out for delivery (7 or 18), naming it', () => {
    expect(
      accountDeletionRefusal([
        { orderId: 5, orderStatusId: 3 },
        { orderId: 6, orderStatusId: 7 },
      ]),
    ).toEqual({
      code: 'errors.account.orderOutForDelivery',
      message: "Non è possibile eliminare l'account mentre un ordine è in consegna (ordine 6): riprova dopo la consegna.",
    });
    expect(accountDeletionRefusal([{ orderId: 8, orderStatusId: 18 }])?.code).toBe('errors.account.orderOutForDelivery');
  });

  it('refuses while the store prepares an order (4, 5, 6)', () => {
    for (const orderStatusId of [4, 5, 6])
      expect(accountDeletionRefusal([{ orderId: 9, orderStatusId }])?.code).toBe('errors.account.orderInPreparation');
  });

  it('allows it with no order, orders not yet in charge (cancelled with the account) or finished ones', () => {
    expect(accountDeletionRefusal([])).toBeNull();
    expect(
      accountDeletionRefusal([1, 2, 3, 8, 9, 10, 11, 12, 13].map((orderStatusId) => ({ orderId: 1, orderStatusId }))),
    ).toBeNull();
  });
});

describe('finishedOrderStatusIds', () => {
  it('are the final statuses of the transition table', () => {
    expect([...finishedOrderStatusIds].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13]);
  });
});
