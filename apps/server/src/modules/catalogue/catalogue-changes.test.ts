import { formatEuro } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherInstanceOf } from '../../../test/instances';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_FIXTURES } from '../../db/seed/index';
import { type StaffClient, staffClient } from '../back-office/testing/staff-fixtures';
import { dataOf, refusalOf } from '../checkout/testing/checkout-fixtures';
import { selectRows } from './sql-rows';

const { penne, groundCoffee } = SEED_FIXTURES.products;
const onPostgres = process.env.TEST_DB === 'postgres';

const productView = async (test: TestApp, productId: number) =>
  dataOf(await test.app.inject({ method: 'GET', url: `/ebsn/api/product/view?product_id=${productId}` })).product;
const listedPrice = async (test: TestApp, categoryId: number, productId: number) => {
  const listing = dataOf(
    await test.app.inject({ method: 'GET', url: `/ebsn/api/products?category_id=${categoryId}&page_size=100` }),
  );
  return listing.products.find((product: { productId: number }) => product.productId === productId)?.priceCents;
};

/** Polls `read` until it answers `expected`: how many milliseconds that took, or fails after `withinMs`. */
async function msUntil<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - start;
    if (Date.now() - start > withinMs) expect(await read()).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a product changed by staff (admin/product/update)', () => {
  let test: TestApp;
  let staff: StaffClient;
  beforeAll(async () => {
    test = await createTestApp();
    staff = await staffClient(test);
  });
  afterAll(() => test.close());

  it('is shown at its new price and stock at once on the instance that changed it, and recorded', async () => {
    const before = await productView(test, penne.productId);
    expect(await listedPrice(test, before.categoryId, penne.productId)).toBe(before.priceCents);
    const changed = dataOf(await staff.post('product/update', { product_id: penne.productId, price_cents: 123, available: 7 }));
    expect(changed.product).toMatchObject({ productId: penne.productId, standardPriceCents: 123, priceCents: 123, available: 7 });
    const after = await productView(test, penne.productId);
    expect(after).toMatchObject({ priceCents: 123, priceDisplay: 1.23, available: 7 });
    expect(await listedPrice(test, before.categoryId, penne.productId)).toBe(123);
    const [entry] = dataOf(await staff.get('audit')).entries;
    expect(entry).toMatchObject({ action: 'product.update', label: 'Prezzo o disponibilità del prodotto' });
    expect(entry.summary).toBe(
      `${penne.name}: prezzo ${formatEuro(before.priceCents)} → ${formatEuro(123)}, disponibili ${before.available} → 7`,
    );
  });

  it('keeps a running price cut: the new regular price is struck through, the cut applies to it', async () => {
    const changed = dataOf(await staff.post('product/update', { product_id: groundCoffee.productId, price_cents: 1000 }));
    // The coffee's −30 %.
    expect(changed.product).toMatchObject({ standardPriceCents: 1000, priceCents: 700 });
    expect(await productView(test, groundCoffee.productId)).toMatchObject({ priceCents: 700, priceStandardCents: 1000 });
  });

  it('refuses a bad price, no change and an unknown product, in Italian and naming the field', async () => {
    expect(refusalOf(await staff.post('product/update', { product_id: penne.productId, price_cents: 0 }), 400)).toMatchObject({
      description: 'indica il prezzo in centesimi, un numero intero maggiore di zero',
      field: 'price_cents',
    });
    expect(refusalOf(await staff.post('product/update', { product_id: penne.productId }), 400).description).toBe(
      'indica il nuovo prezzo o la nuova disponibilità',
    );
    expect(refusalOf(await staff.post('product/update', { product_id: 99999999, available: 3 }), 404).code).toBe(
      'errors.backOffice.productNotFound',
    );
    const shopper = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/admin/product/update',
      payload: { product_id: 1, available: 1 },
    });
    expect(shopper.statusCode).toBe(401);
  });
});

describe.skipIf(!onPostgres)('catalogue changes reach the other instances (LISTEN/NOTIFY)', () => {
  let first: TestApp;
  let second: TestApp;
  let staff: StaffClient;
  beforeAll(async () => {
    first = await createTestApp();
    second = await anotherInstanceOf(first);
    staff = await staffClient(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('makes another instance show the new price within a second, its cached answers forgotten', async () => {
    const before = await productView(second, penne.productId);
    await listedPrice(second, before.categoryId, penne.productId);
    dataOf(await staff.post('product/update', { product_id: penne.productId, price_cents: before.priceCents + 50 }));
    expect(
      await msUntil(() => productView(second, penne.productId).then((p) => p.priceCents), before.priceCents + 50, 1000),
    ).toBeLessThan(1000);
    expect(await listedPrice(second, before.categoryId, penne.productId)).toBe(before.priceCents + 50);
  });

  it('listens again after losing its connection, and forgets what it may have missed meanwhile', async () => {
    const before = await productView(second, penne.productId);
    // Every instance's listening connection is cut, as a PostgreSQL restart or a network cut would.
    await first.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    const listening = async () =>
      (
        await selectRows<{ n: number }>(
          first.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
        )
      )[0]?.n;
    await msUntil(listening, 2, 5000);
    dataOf(await staff.post('product/update', { product_id: penne.productId, price_cents: before.priceCents + 10 }));
    await msUntil(() => productView(second, penne.productId).then((p) => p.priceCents), before.priceCents + 10, 1000);
  });
});
