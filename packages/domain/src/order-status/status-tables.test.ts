import { describe, expect, expectTypeOf, it } from 'vitest';
import { labelledTable } from './labelled-table';
import {
  ORDER_STATUS,
  orderStatusTable,
  paymentDueDateStatusTable,
  TRANSACTION_STATUS,
  transactionStatusTable,
} from './order-statuses';
import {
  ADDRESS_TYPE,
  addressTypeTable,
  DELIVERY_SERVICE,
  deliveryServiceTable,
  onlineCardPaymentTypeIds,
  PAYMENT_TYPE,
  paymentTypeTable,
  TRANSACTION_PAYMENT_TYPE,
  transactionPaymentTypeTable,
} from './service-and-payment-types';

const idsOf = (table: { entries: readonly { id: number | string }[] }) => table.entries.map((entry) => entry.id);

describe('status and type tables hold the ids of the specification', () => {
  it('order statuses 1–13 and 18', () => {
    expect(idsOf(orderStatusTable)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18]);
    expect(ORDER_STATUS).toMatchObject({
      ordered: 3,
      takenInCharge: 4,
      outForDelivery: 7,
      delivered: 8,
      cancelled: 10,
      inTransit: 18,
    });
  });

  it('with Italian labels, sharing one where the specification gives one meaning to two ids', () => {
    expect(orderStatusTable.labelOf(3)).toBe('Ordinato');
    expect(orderStatusTable.labelOf(8)).toBe('Consegnato');
    expect(orderStatusTable.labelOf(4)).toBe(orderStatusTable.labelOf(5));
    expect(orderStatusTable.labelOf(7)).toBe(orderStatusTable.labelOf(18));
    expect(orderStatusTable.labelOf(14)).toBeUndefined();
  });

  it('payment due date and transaction statuses', () => {
    expect(idsOf(paymentDueDateStatusTable)).toEqual(['paid', 'pending', 'expiring', 'expired']);
    expect(idsOf(transactionStatusTable)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(TRANSACTION_STATUS).toEqual({ error: 0, inProgress: 1, authorized: 2, confirmed: 3, reversed: 4, cancelled: 5 });
  });

  it('address types and delivery services', () => {
    expect(ADDRESS_TYPE).toEqual({ home: 2, storePickup: 3, locker: 5 });
    expect(DELIVERY_SERVICE).toEqual({ storePickup: 1, homeDelivery: 2 });
    expect(addressTypeTable.labelOf(3)).toBe(deliveryServiceTable.labelOf(1));
  });

  it('payment types and transaction payment types', () => {
    expect(idsOf(paymentTypeTable)).toEqual([2, 11, 12, 113, 13, 18, 19, 101]);
    expect(PAYMENT_TYPE).toMatchObject({ onDelivery: 2, deferred: 11, paypal: 13, summaryInvoice: 101 });
    expect(onlineCardPaymentTypeIds).toEqual([12, 113]);
    expect(paymentTypeTable.labelOf(13)).toBe('PayPal');
    expect(idsOf(transactionPaymentTypeTable)).toEqual([1, 2, 11, 12, 13, 17]);
    expect(TRANSACTION_PAYMENT_TYPE.bankTransfer).toBe(17);
  });

  it('every label is Italian text, not a key', () => {
    const tables = [orderStatusTable, paymentDueDateStatusTable, transactionStatusTable, addressTypeTable, paymentTypeTable];
    for (const table of tables) for (const entry of table.entries) expect(entry.label).not.toBe(entry.key);
  });

  it('ids are typed as their literals', () => {
    expectTypeOf(ORDER_STATUS.delivered).toEqualTypeOf<8>();
    expectTypeOf(ADDRESS_TYPE.locker).toEqualTypeOf<5>();
  });
});

describe('labelledTable', () => {
  it('tells its ids from anything else', () => {
    expect(deliveryServiceTable.has(2)).toBe(true);
    expect(deliveryServiceTable.has('2')).toBe(false);
    expect(deliveryServiceTable.has(3)).toBe(false);
  });

  it('refuses duplicate ids or keys', () => {
    expect(() =>
      labelledTable([
        { id: 1, key: 'a', label: 'A' },
        { id: 1, key: 'b', label: 'B' },
      ]),
    ).toThrow();
    expect(() =>
      labelledTable([
        { id: 1, key: 'a', label: 'A' },
        { id: 2, key: 'a', label: 'B' },
      ]),
    ).toThrow();
  });
});
