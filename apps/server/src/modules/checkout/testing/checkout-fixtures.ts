import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../../test/users';
import type { Db } from '../../../db/client';
import { carts, orders, products, timeslots, users } from '../../../db/schema/index';
import { SEED_FIXTURES } from '../../../db/seed/seed-fixtures';

type Answer = { statusCode: number; body: string; json: () => any };

/** Billing data of a private person, as the invoice form sends it. */
export const personBilling = {
  billingName: 'Mario Rossi',
  fiscalCode: 'RSSMRA80A01H501U',
  vatNumber: '',
  address1: 'Via Pignolo',
  addressNumber: '7',
  postalcode: '24121',
  city: 'Bergamo',
  province: 'BG',
  sdiCode: '',
  pec: '',
};

/** payment_data of a buy whose shopper ticked the sales terms, as /payment sends it. */
export const ACCEPTED_TERMS = { accept_sales_terms: true };
const acceptedTermsQuery = `&payment_data=${encodeURIComponent(JSON.stringify(ACCEPTED_TERMS))}`;

/** Calls the checkout and order routes as a shopper: raw answers, nothing asserted. */
export function checkoutClient(app: FastifyInstance, session: string) {
  const headers = withSession(session);
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers }),
    post: (url: string, payload?: object) => app.inject({ method: 'POST', url: `/ebsn/api/${url}`, headers, payload }),
    add: (productId: number, quantity?: number) =>
      app.inject({
        method: 'POST',
        url: '/ebsn/api/cart/add',
        headers,
        payload: { items: [{ productId, ...(quantity === undefined ? {} : { quantity }) }] },
      }),
    prepare: () => app.inject({ method: 'POST', url: '/ebsn/api/checkout/prepare', headers }),
    /** checkout/buy with the sales terms accepted, unless `extra` gives its own payment_data. */
    buy: (paymentTypeId: number | string = 2, extra = '') => {
      const terms = extra.includes('payment_data=') ? '' : acceptedTermsQuery;
      return app.inject({
        method: 'POST',
        url: `/ebsn/api/checkout/buy?payment_type_id=${paymentTypeId}${terms}${extra}`,
        headers,
      });
    },
  };
}
export type CheckoutClient = ReturnType<typeof checkoutClient>;

/** The answer's data after asserting a 200. */
export function dataOf(response: Answer) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The first error message of a refused answer, after asserting its HTTP code. */
export function refusalOf(response: Answer, statusCode: number) {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json();
  expect(body.response.status).toBe(statusCode);
  expect(body.response.errors[0].error).toBe(body.response.errorsMessage[0].description);
  return body.response.errorsMessage[0] as { code: string; description: string; field?: string };
}

/** Another shopper's order (or rating) answers exactly as a missing one: 404, the same body, so an id tells a stranger nothing. */
export function expectAnsweredAsMissing(foreign: Answer, missing: Answer) {
  expect(foreign.statusCode, foreign.body).toBe(404);
  expect(foreign.json()).toEqual(missing.json());
}

/** Makes the fixture products buyable (stock), as the cart tests do. */
export async function stockFixtureProducts(db: Db): Promise<void> {
  const ids = Object.values(SEED_FIXTURES.products).map((product) => product.productId);
  await db.update(products).set({ available: 1000 }).where(inArray(products.productId, ids));
}

/** A fresh seeded shop for a checkout, order or payment test file, with the fixture products in stock. */
export async function createCheckoutTestApp(): Promise<ShopperTestApp> {
  const test = await createShopperTestApp();
  await stockFixtureProducts(test.db);
  return test;
}

/** A new registered shopper with a checkout client on its session. */
export async function newCheckoutShopper(test: ShopperTestApp) {
  const shopper = await test.shopper();
  return { ...shopper, client: checkoutClient(test.app, shopper.session) };
}

/** Adds products, prepares and buys with payment on delivery: the order answered. */
export async function placeOrder(client: CheckoutClient, productIds: number[] = [SEED_FIXTURES.products.penne.productId]) {
  for (const productId of productIds) dataOf(await client.add(productId));
  dataOf(await client.prepare());
  return dataOf(await client.buy(2)).order;
}

/** A slot of store 1's pickup two days ahead (far from any cut-off), with room as asked. */
export async function roomySlot(db: Db, capacity: number, booked = 0) {
  const rows = await db
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.storeId, 1), eq(timeslots.deliveryServiceId, 1), eq(timeslots.active, true)))
    .orderBy(timeslots.slotDate, timeslots.beginTime);
  const inTwoDays = rows.find((row) => row.cutoffAt.getTime() > Date.now() + 36 * 3_600_000);
  if (!inTwoDays) throw new Error('no slot of store 1 two days ahead');
  await db.update(timeslots).set({ capacity, booked }).where(eq(timeslots.timeslotId, inTwoDays.timeslotId));
  return { ...inTwoDays, capacity, booked };
}

/** Puts a slot on shoppers' open carts directly (as timeslot/select would, without its round trip). */
export async function putSlotOnOpenCarts(db: Db, userIds: number[], timeslotId: number) {
  await db
    .update(carts)
    .set({ timeslotId, timeslotAutoAssigned: false })
    .where(and(inArray(carts.userId, userIds), eq(carts.cartStatusId, 0)));
}

/** Sets an order's columns directly, for the states the shopper's calls cannot reach (taken in charge, delivered…). */
export function setOrderColumns(db: Db, orderId: number, values: Partial<typeof orders.$inferInsert>) {
  return db.update(orders).set(values).where(eq(orders.orderId, orderId));
}

/**
 * Shoppers made straight in the database with a session and a checkout client each, for the tests of
 * many buyers at once: registering hundreds through the mail flow would only test registration.
 */
export async function crowdOfShoppers(test: TestApp, howMany: number) {
  const tag = randomBytes(4).toString('hex');
  const rows = await test.db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        email: `carico-${tag}-${index}@example.it`,
        passwordHash: 'not-a-login',
        firstName: 'Carico',
        lastName: `Numero ${index}`,
        address1: 'Via Borgo Palazzo',
        addressNumber: '1',
        postalcode: '24125',
        province: 'BG',
        city: 'Bergamo',
        referenceStoreId: 1,
        emailConfirmedAt: new Date(),
      })),
    )
    .returning({ userId: users.userId });
  return Promise.all(
    rows.map(async ({ userId }) => {
      const { token } = await test.app.sessions.open(userId, true);
      return { userId, session: token, client: checkoutClient(test.app, token) };
    }),
  );
}

/**
 * `howMany` open pickup slots whose cut-off is a day away or more, each with room for `places` more
 * orders; of any store (store 1 alone has too few): the checkout books the slot on the cart.
 */
export async function openSlots(db: Db, howMany: number, places: number) {
  const rows = await db
    .select()
    .from(timeslots)
    .where(
      and(
        eq(timeslots.deliveryServiceId, 1),
        eq(timeslots.active, true),
        gt(timeslots.cutoffAt, new Date(Date.now() + 24 * 3_600_000)),
      ),
    )
    .orderBy(timeslots.timeslotId)
    .limit(howMany);
  if (rows.length < howMany) throw new Error(`only ${rows.length} open slots, ${howMany} asked`);
  for (const row of rows)
    await db
      .update(timeslots)
      .set({ capacity: row.booked + places })
      .where(eq(timeslots.timeslotId, row.timeslotId));
  return rows;
}
