import { expect } from 'vitest';
import type { Shopper } from './accounts';

/**
 * The shop's own calls as a logged-in shopper (auth/login, then its session headers): for scenarios
 * whose subject is not the screens that would otherwise prepare their data. Each call must answer
 * 200; the answer's `data` comes back.
 */
export async function shopApiAs(baseUrl: string, shopper: Shopper) {
  const sessionHeaders: Record<string, string> = {};
  const call = async <T = unknown>(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> => {
    const answer = await fetch(new URL(`/ebsn/api/${pathname}`, `${baseUrl}/`), {
      method,
      headers: {
        Accept: 'application/json',
        ...sessionHeaders,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    expect(answer.status, `${pathname}: ${text}`).toBe(200);
    if (pathname === 'auth/login') {
      sessionHeaders['X-Ebsn-Session'] = answer.headers.get('X-Ebsn-Session') ?? '';
      sessionHeaders['X-Ebsn-Account'] = answer.headers.get('X-Ebsn-Account') ?? '';
    }
    return JSON.parse(text).data as T;
  };
  await call('POST', 'auth/login', { login: shopper.email, password: shopper.password, remember_me: true });
  return call;
}

export type ShopCall = Awaited<ReturnType<typeof shopApiAs>>;

/** A cart/add item: a product, its quantity (kg for loose products) and its chosen options. */
export type CartAddItem = { productId: number; quantity: number; params?: Record<string, string> };

/**
 * Pickup at the named store in its first open slot, the items in the cart, then prepare and buy
 * paying on delivery with the sales terms accepted: the placed order's id.
 */
export async function placePickupOrder(call: ShopCall, storeName: string, items: readonly CartAddItem[]): Promise<number> {
  await preparePickupCart(call, storeName, items);
  const terms = encodeURIComponent(JSON.stringify({ accept_sales_terms: true }));
  return (await call<{ orderId: number }>('POST', `checkout/buy?payment_type_id=2&payment_data=${terms}`)).orderId;
}

/** Pickup at the named store in its first open slot, the items in the cart, then prepare: the cart being paid. */
export async function preparePickupCart(call: ShopCall, storeName: string, items: readonly CartAddItem[]): Promise<void> {
  const { stores } = await call<{ stores: { storeId: number; name: string }[] }>('GET', 'store-proximity/list');
  const store = stores.find((candidate) => candidate.name === storeName);
  expect(store, storeName).toBeDefined();
  await call('GET', `store-proximity/select?store_id=${store?.storeId}`);
  const { days } = await call<{
    days: { dateIso: string; timeslots: { timeslotId: number; active: number; status: string }[] }[];
  }>('GET', 'timeslot/list');
  const open = (slot: { active: number; status: string }) => slot.active === 1 && slot.status !== 'full';
  const day = days.find((candidate) => candidate.timeslots.some(open));
  const slot = day?.timeslots.find(open);
  expect(slot, 'an open slot').toBeDefined();
  await call('GET', `timeslot/select?sel_date=${day?.dateIso}&timeslot_id=${slot?.timeslotId}`);
  await call('POST', 'cart/add', { items });
  await call('POST', 'checkout/prepare');
}
