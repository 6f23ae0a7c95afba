import { describe, expect, it } from 'vitest';
import { orderRatingRefusal, parkingReservationRefusal } from './order-notes';
import { orderAllListFilter } from './order-person-lists';

describe('order ratings and parking rules', () => {
  it('rates only delivered or partially delivered orders', () => {
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18].filter((id) => orderRatingRefusal({ orderStatusId: id }) === null),
    ).toEqual([8, 9]);
    expect(orderRatingRefusal({ orderStatusId: 3 })?.message).toBe("Potrai valutare l'ordine dopo la consegna.");
  });

  it('reserves parking for a confirmed pickup not yet collected, once', () => {
    const pickup = { orderId: 7, deliveryServiceId: 1, orderStatusId: 3, alreadyReserved: false };
    expect(parkingReservationRefusal(pickup)).toBeNull();
    expect(parkingReservationRefusal({ ...pickup, orderStatusId: 6 })).toBeNull();
    expect(parkingReservationRefusal({ ...pickup, deliveryServiceId: 2 })?.code).toBe('errors.parking.notPickup');
    for (const orderStatusId of [1, 2, 7, 8, 10, 12]) {
      expect(parkingReservationRefusal({ ...pickup, orderStatusId })?.code).toBe('errors.parking.notReservable');
    }
    expect(parkingReservationRefusal({ ...pickup, alreadyReserved: true })?.message).toBe(
      "Il parcheggio per l'ordine 7 è già prenotato.",
    );
  });
});

describe('the filter of the all-orders lists', () => {
  it('reads suborder as the order, keeps order/list defaults, and matches nothing for two different ids', () => {
    expect(orderAllListFilter({})).toMatchObject({ orderId: null, contradictory: false, showPending: true, showReplaced: false });
    expect(orderAllListFilter({ suborder_id_filter: 5 })).toMatchObject({ orderId: 5, contradictory: false });
    expect(orderAllListFilter({ order_id_filter: 5, suborder_id_filter: 5 }).contradictory).toBe(false);
    expect(orderAllListFilter({ order_id_filter: 5, suborder_id_filter: 6 }).contradictory).toBe(true);
    expect(
      orderAllListFilter({
        order_from_date_filter: '2026-01-01',
        suborder_delivery_to_date_filter: '2026-02-01',
        shipping_address_id_filter: 3,
      }),
    ).toMatchObject({ fromDate: '2026-01-01', deliveryToDate: '2026-02-01', shippingAddressId: 3 });
  });
});
