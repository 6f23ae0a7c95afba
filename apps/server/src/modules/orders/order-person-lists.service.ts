import { type OrderAllListQuery, orderAllListFilter } from '@spesa/domain';
import type { Db } from '../../db/client';
import { listOrderPage } from './order.service';
import { allListConditions, selectShippingAddressesOfOrders } from './order-person-lists.repository';

type Paged = OrderAllListQuery & { page: number; page_size: number; fetch_detail?: boolean };

/**
 * order/list-for-all-person-orders and order/list-for-all-user-shipping-addresses (see
 * orderAllListFilter for what "person" and "suborder" mean here): the shopper's orders filtered and
 * paged like order/list; the shipping-address list also answers the addresses with their order counts.
 */
export function createOrderPersonListService(db: Db) {
  const page = (userId: number, query: Paged) => {
    const filter = orderAllListFilter(query);
    return listOrderPage(db, userId, filter, query, query.fetch_detail ?? false, allListConditions(filter));
  };
  return {
    personOrders: page,
    shippingAddressOrders: async (userId: number, query: Paged) => ({
      ...(await page(userId, query)),
      shippingAddresses: await selectShippingAddressesOfOrders(db, userId),
    }),
  };
}
