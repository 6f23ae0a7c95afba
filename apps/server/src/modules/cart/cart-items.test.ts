import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { cartItems, products, sessions } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { hashSecretToken } from '../auth/secret-token';
import { checkoutClient, expectAnsweredAsMissing, placeOrder } from '../checkout/testing/checkout-fixtures';
import { cartClient, dataOf as cartOf, createStockedShopperTestApp, errorOf, lineOf } from './testing/cart-fixtures';

const { coffeeBeans, penne, toothpaste, sparklingWaterBottle, buffaloMozzarella, stillWaterPack, goldenApple, spaghetti, eggs } =
  SEED_FIXTURES.products;

describe('cart items: add, update, delete, infos, through the quantity rules', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createStockedShopperTestApp();
  });
  afterAll(() => test.close());

  const newShopper = async () => cartClient(test.app, (await test.shopper()).session);

  it('asks for a login', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/ebsn/api/cart/add', payload: { items: [{ productId: 1 }] } });
    expect(response.statusCode).toBe(401);
  });

  it("checks the session on every call, a session seen before too (in the call's transaction): 419 once revoked or expired, the cart untouched; its use written", async () => {
    const { session } = await test.shopper();
    const shopper = cartClient(test.app, session);
    const itemId = cartOf(await shopper.add(penne.productId)).cartItems[0].itemId;
    const ofSession = eq(sessions.tokenHash, hashSecretToken(session));
    const lastUsed = async () => (await test.db.select().from(sessions).where(ofSession))[0]?.lastUsedAt.getTime() ?? 0;
    await test.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 3600_000) })
      .where(ofSession);
    expect((await shopper.update(itemId, 2)).statusCode).toBe(200);
    expect(Date.now() - (await lastUsed())).toBeLessThan(60_000);
    await test.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(ofSession);
    const expired = await shopper.update(itemId, 3);
    expect(expired.statusCode).toBe(419);
    expect(expired.json().response.errors).toEqual([
      { error: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.' },
    ]);
    await test.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3600_000), revokedAt: new Date() })
      .where(ofSession);
    expect((await shopper.update(itemId, 4)).statusCode).toBe(419);
    expect((await shopper.add(penne.productId)).statusCode).toBe(419);
    const [line] = await test.db.select().from(cartItems).where(eq(cartItems.cartItemId, itemId));
    expect(line?.quantityThousandths).toBe(2000);
    // Another shopper's session seen before never reaches this cart.
    const other = cartClient(test.app, (await test.shopper()).session);
    await other.add(penne.productId);
    expect((await other.update(itemId, 5)).statusCode).toBe(403);
  });

  it('adds a piece product: plus from 0 is the first add, quantities add up, the answer is the whole cart', async () => {
    const shopper = await newShopper();
    let cart = cartOf(await shopper.add(penne.productId));
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      quantity: 1,
      weight: null,
      grossTotalCents: 109,
      grossTotal: 1.09,
      product: { productId: penne.productId, name: 'Penne rigate' },
      cartItemInfo: { accept_alternatives: 'true', notes: '', customWeight: '' },
      params: {},
    });
    expect(cart.cartItems[0].itemId).toBe(cart.cartItems[0].cartItemId);
    cart = cartOf(await shopper.add(penne.productId, { quantity: 2 }));
    expect(lineOf(cart, penne.productId)?.quantity).toBe(3);
    expect(cart).toMatchObject({ totalItems: 1, subTotalCents: 327, subTotal: 3.27 });
    cart = cartOf(await shopper.update(cart.cartItems[0].itemId, 5));
    expect(lineOf(cart, penne.productId)?.quantity).toBe(5);
    const half = await shopper.update(cart.cartItems[0].itemId, 2.5);
    expect(half.statusCode).toBe(400);
    expect(errorOf(half)).toMatchObject({ code: 'errors.invalidQuantity', field: 'quantity' });
  });

  it('answers what a fresh read shows: cart/add and cart/update answer the cart as cart/view does, with a product changed since', async () => {
    const shopper = await newShopper();
    await shopper.add(penne.productId);
    const added = await shopper.add(spaghetti.productId, {
      quantity: 2,
      infos: { notes: 'al dente', accept_alternatives: 'false' },
    });
    const viewed = await shopper.get('cart/view');
    expect(cartOf(added)).toEqual(cartOf(viewed));
    // The cart keeps product rows between calls only while they are unchanged in the database.
    const [stored] = await test.db
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.productId, penne.productId));
    const priceCents = stored?.priceCents as number;
    await test.db.update(products).set({ priceCents: 150 }).where(eq(products.productId, penne.productId));
    try {
      const updated = cartOf(await shopper.update(lineOf(cartOf(added), penne.productId)?.itemId as number, 2));
      expect(lineOf(updated, penne.productId)).toMatchObject({ grossTotalCents: 300, product: { priceCents: 150 } });
      expect(updated).toEqual(cartOf(await shopper.get('cart/view')));
    } finally {
      await test.db.update(products).set({ priceCents }).where(eq(products.productId, penne.productId));
    }
  });

  it('minAcq: below the minimum answers errors.minAcq with the Italian text; the first add is the minimum', async () => {
    const shopper = await newShopper();
    const refused = await shopper.add(toothpaste.productId, { quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual({
      code: 'errors.minAcq',
      description: 'Non è possibile acquistare meno di 2 pezzi di questo prodotto',
      field: 'quantity',
    });
    expect(cartOf(await shopper.get('cart/view')).cartItems).toEqual([]);
    const cart = cartOf(await shopper.add(toothpaste.productId));
    const line = lineOf(cart, toothpaste.productId);
    expect(line?.quantity).toBe(2);
    expect(errorOf(await shopper.update(line?.itemId ?? 0, 1)).code).toBe('errors.minAcq');
    expect(cartOf(await shopper.update(line?.itemId ?? 0, 0)).cartItems).toEqual([]);
  });

  it('QTY_LOCKED: multiples of QTY_MULT, at least one multiple, nearest half-up', async () => {
    const shopper = await newShopper();
    let cart = cartOf(await shopper.add(sparklingWaterBottle.productId));
    const itemId = cart.cartItems[0].itemId;
    expect(cart.cartItems[0].quantity).toBe(6);
    cart = cartOf(await shopper.add(sparklingWaterBottle.productId));
    expect(cart.cartItems[0].quantity).toBe(12);
    expect(cartOf(await shopper.update(itemId, 8)).cartItems[0].quantity).toBe(6);
    expect(cartOf(await shopper.update(itemId, 9)).cartItems[0].quantity).toBe(12);
    expect(cartOf(await shopper.update(itemId, 2)).cartItems[0].quantity).toBe(6);
    expect(cartOf(await shopper.update(itemId, 2)).cartItems[0].grossTotalCents).toBe(6 * 35);
  });

  it('MAXACQ and maxAcq: the quantity is capped at the maximum with a warning', async () => {
    const shopper = await newShopper();
    const cart = cartOf(await shopper.add(buffaloMozzarella.productId, { quantity: 12 }));
    const capped = await shopper.add(buffaloMozzarella.productId);
    expect(cartOf(capped).cartItems[0].quantity).toBe(10);
    expect(capped.json().response.warningsMessage[0]).toEqual({
      code: 'msg.cart.quantityCapped',
      description: 'Per "Mozzarella di bufala campana DOP" puoi acquistare al massimo 10 pz: la quantità è stata adeguata.',
    });
    expect(cart.cartItems[0].quantity).toBe(10);
    const updated = await shopper.update(cart.cartItems[0].itemId, 11);
    expect(cartOf(updated).cartItems[0].quantity).toBe(10);
    expect(updated.json().response.warningsMessage).toHaveLength(1);
  });

  it('MULTI_PACK: at most the stock divided by the pack size', async () => {
    const shopper = await newShopper();
    await test.db
      .update(products)
      .set({ available: 30 })
      .where(inArray(products.productId, [stillWaterPack.productId]));
    const cart = cartOf(await shopper.add(stillWaterPack.productId, { quantity: 9 }));
    expect(cart.cartItems[0].quantity).toBe(5);
    await test.db
      .update(products)
      .set({ available: 100 })
      .where(inArray(products.productId, [stillWaterPack.productId]));
  });

  it('loose products: options required, first add WEIGHT_SELLING, steps, 3 decimals, minus below WEIGHT_SELLING removes', async () => {
    const shopper = await newShopper();
    const missing = await shopper.add(goldenApple.productId);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      code: 'errors.cart.optionRequired',
      description: `È necessario selezionare l'opzione "Maturazione".`,
      field: 'params.ripeness',
    });
    const wrong = await shopper.add(goldenApple.productId, { params: { ripeness: 'rotten' } });
    expect(errorOf(wrong)).toMatchObject({ code: 'errors.cart.invalidOption', field: 'params.ripeness' });
    const unknown = await shopper.add(penne.productId, { params: { cut: 'thin' } });
    expect(errorOf(unknown)).toMatchObject({ code: 'errors.cart.invalidOption', field: 'params.cut' });

    let cart = cartOf(await shopper.add(goldenApple.productId, { quantity: 0.1, params: { ripeness: 'ready' } }));
    const line = cart.cartItems[0];
    expect(line).toMatchObject({ quantity: 0.5, weight: 0.5, grossTotalCents: 115, params: { ripeness: 'ready' } });
    expect(line.product.selectOptions[0].selected).toEqual({ key: 'ready' });
    cart = cartOf(await shopper.add(goldenApple.productId, { params: { ripeness: 'ready' } }));
    expect(cart.cartItems[0].quantity).toBe(0.6);
    cart = cartOf(await shopper.update(line.itemId, 0.6666));
    expect(cart.cartItems[0]).toMatchObject({ quantity: 0.7, grossTotalCents: 160 });
    // The same product with another option is another line.
    cart = cartOf(await shopper.add(goldenApple.productId, { params: { ripeness: 'to-ripen' } }));
    expect(cart.cartItems.map((item: { params: object }) => item.params)).toEqual([
      { ripeness: 'ready' },
      { ripeness: 'to-ripen' },
    ]);
    cart = cartOf(await shopper.update(line.itemId, 0.4));
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0].params).toEqual({ ripeness: 'to-ripen' });
  });

  it('custom weight: billed instead of the quantity, only for products sold by weight, within their rules', async () => {
    const shopper = await newShopper();
    let cart = cartOf(await shopper.add(goldenApple.productId, { params: { ripeness: 'ready' } }));
    const apple = cart.cartItems[0].itemId;
    cart = cartOf(await shopper.post('cart/update-infos', { items: [{ itemId: apple, infos: { customWeight: '0.8' } }] }));
    expect(cart.cartItems[0]).toMatchObject({
      quantity: 0.5,
      weight: 0.8,
      grossTotalCents: 183,
      cartItemInfo: { customWeight: '0.800' },
    });
    const tooLight = await shopper.post('cart/update-infos', { items: [{ itemId: apple, infos: { customWeight: '0.2' } }] });
    expect(errorOf(tooLight)).toMatchObject({ code: 'errors.minAcq', field: 'infos.customWeight' });
    cart = cartOf(await shopper.post('cart/update-infos', { items: [{ itemId: apple, infos: { customWeight: '' } }] }));
    expect(cart.cartItems[0]).toMatchObject({ weight: 0.5, grossTotalCents: 115 });
    const pieces = cartOf(await shopper.add(penne.productId)).cartItems[1].itemId;
    const refused = await shopper.post('cart/update-infos', { items: [{ itemId: pieces, infos: { customWeight: '1' } }] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('errors.cart.customWeightNotAllowed');
  });

  it('refuses a product that cannot be bought with msg.cart.availability.errors, and an unknown one with 404', async () => {
    const shopper = await newShopper();
    await test.db
      .update(products)
      .set({ available: 0 })
      .where(inArray(products.productId, [spaghetti.productId]));
    const refused = await shopper.add(spaghetti.productId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'msg.cart.availability.errors',
      description: 'Il prodotto "Spaghetti n.5" non è al momento disponibile.',
    });
    await test.db
      .update(products)
      .set({ available: 100 })
      .where(inArray(products.productId, [spaghetti.productId]));
    expect((await shopper.add(99_999_999)).statusCode).toBe(404);
    // All or nothing: one refused item leaves the cart as it was.
    const mixed = await shopper.post('cart/add', {
      items: [{ productId: penne.productId }, { productId: toothpaste.productId, quantity: 1 }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(cartOf(await shopper.get('cart/view')).cartItems).toEqual([]);
  });

  it("useWpId: the id is the content pages' wpId of the product", async () => {
    const shopper = await newShopper();
    const [row] = await test.db
      .select({ productId: products.productId, wpId: products.wpId })
      .from(products)
      .where(and(isNotNull(products.wpId), eq(products.selectOptions, []), eq(products.minAcq, 1), gt(products.available, 10)))
      .limit(1);
    if (!row?.wpId) throw new Error('the seed has no product with a wpId');
    const cart = cartOf(await shopper.add(row.wpId, { useWpId: true }));
    expect(cart.cartItems[0].product).toMatchObject({ productId: row.productId, wpId: row.wpId });
    expect((await shopper.add(row.productId, { useWpId: true })).statusCode).toBe(404);
  });

  it('validates payloads, naming the field', async () => {
    const shopper = await newShopper();
    expect((await shopper.post('cart/add', { items: [] })).statusCode).toBe(400);
    expect((await shopper.post('cart/add', { items: [{ productId: penne.productId, quantity: -1 }] })).statusCode).toBe(400);
    expect((await shopper.post('cart/update', { items: [{ itemId: 'x', quantity: 1 }] })).statusCode).toBe(400);
    expect((await shopper.post('cart/update-cart-info', { property: 'colour', value: 'red' })).statusCode).toBe(400);
    expect((await shopper.post('cart/delete', { items: [] })).statusCode).toBe(400);
    expect(
      (await shopper.post('cart/update-infos', { items: [{ itemId: 1, infos: { customWeight: 'molto' } }] })).statusCode,
    ).toBe(400);
    const unnamed = await shopper.post('cart/update', { items: [{ itemId: 1 }] });
    expect(errorOf(unnamed)).toMatchObject({ description: expect.stringContaining('Campo obbligatorio') });
  });

  it('update and update-infos on a line no longer there answer 409; another shopper’s line 403', async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const itemId = cartOf(await owner.add(penne.productId)).cartItems[0].itemId;
    expect((await other.update(itemId, 3)).statusCode).toBe(403);
    expect((await other.post('cart/delete', { items: [{ itemId }] })).statusCode).toBe(403);
    expect((await other.post('cart/update-infos', { items: [{ itemId, infos: { notes: 'x' } }] })).statusCode).toBe(403);
    expect(cartOf(await owner.get('cart/view')).cartItems[0].quantity).toBe(1);

    expect(cartOf(await owner.post('cart/delete', { items: [{ itemId, productId: penne.productId }] })).cartItems).toEqual([]);
    // Deleting again is no error; changing it is stale.
    expect((await owner.post('cart/delete', { items: [{ itemId }] })).statusCode).toBe(200);
    const stale = await owner.update(itemId, 2);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({
      code: 'errors.cart.staleItem',
      description:
        'Il prodotto non è più nel carrello: forse è stato modificato da un’altra finestra. Il carrello è stato aggiornato.',
    });
    expect((await owner.post('cart/update-infos', { items: [{ itemId, infos: { notes: 'x' } }] })).statusCode).toBe(409);
  });

  it('concurrent adds from two tabs lose nothing', async () => {
    const shopper = await newShopper();
    const adds = await Promise.all(Array.from({ length: 8 }, () => shopper.add(penne.productId, { quantity: 1 })));
    expect(adds.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const different = await Promise.all([eggs, spaghetti, toothpaste].map((product) => shopper.add(product.productId)));
    expect(different.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const cart = cartOf(await shopper.get('cart/view'));
    expect(lineOf(cart, penne.productId)?.quantity).toBe(8);
    expect(cart.totalItems).toBe(4);
  });

  it('concurrent updates of one line: each answers the whole cart, the last one wins, none is lost; update after a concurrent delete is stale', async () => {
    const shopper = await newShopper();
    const itemId = cartOf(await shopper.add(penne.productId)).cartItems[0].itemId;
    const updates = await Promise.all([2, 3, 4, 5, 6].map((quantity) => shopper.update(itemId, quantity)));
    expect(updates.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const seen = updates.map((response) => cartOf(response).cartItems[0].quantity);
    const final = cartOf(await shopper.get('cart/view')).cartItems[0].quantity;
    expect([2, 3, 4, 5, 6]).toContain(final);
    // Serialised: every answer shows its own change (no answer saw a half-applied one).
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
    const [deleted, updated] = await Promise.all([
      shopper.post('cart/delete', { items: [{ itemId }] }),
      shopper.update(itemId, 7),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect([200, 409]).toContain(updated.statusCode);
    expect(cartOf(await shopper.get('cart/view')).cartItems).toEqual([]);
  });

  it('line infos: notes and accept_alternatives (tenant default true), notes at most 1000 characters', async () => {
    const shopper = await newShopper();
    const itemId = cartOf(await shopper.add(eggs.productId, { infos: { notes: 'Non rotte, grazie' } })).cartItems[0].itemId;
    let cart = cartOf(await shopper.get('cart/view'));
    expect(cart.cartItems[0].cartItemInfo).toEqual({ accept_alternatives: 'true', notes: 'Non rotte, grazie', customWeight: '' });
    cart = cartOf(await shopper.post('cart/update-infos', { items: [{ itemId, infos: { accept_alternatives: 'false' } }] }));
    expect(cart.cartItems[0].cartItemInfo).toMatchObject({ accept_alternatives: 'false', notes: 'Non rotte, grazie' });
    const long = await shopper.post('cart/update-infos', { items: [{ itemId, infos: { notes: 'a'.repeat(1001) } }] });
    expect(long.statusCode).toBe(400);
  });

  it('cart infos: order_comment up to 1000 characters and need_invoice', async () => {
    const shopper = await newShopper();
    let cart = cartOf(
      await shopper.post('cart/update-cart-info', { property: 'order_comment', value: 'Citofono rotto, chiamare' }),
    );
    expect(cart.cartInfos).toEqual({ order_comment: 'Citofono rotto, chiamare', need_invoice: 'false' });
    cart = cartOf(await shopper.post('cart/update-cart-info', { property: 'need_invoice', value: 'true' }));
    expect(cart.cartInfos).toEqual({ order_comment: 'Citofono rotto, chiamare', need_invoice: 'true' });
    expect(
      cartOf(await shopper.post('cart/update-cart-info', { property: 'order_comment', value: 'a'.repeat(1000) })).cartInfos
        .order_comment,
    ).toHaveLength(1000);
    const long = await shopper.post('cart/update-cart-info', { property: 'order_comment', value: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).field).toBe('value');
  });

  it("add-all-from-order: the order's products back in the cart; 404 Ordine non trovato alike for a missing and another shopper's order", async () => {
    const registered = await test.shopper();
    const shopper = cartClient(test.app, registered.session);
    await shopper.add(goldenApple.productId, { params: { ripeness: 'to-ripen' }, infos: { notes: 'Non troppo grandi' } });
    await shopper.add(penne.productId, { quantity: 3 });
    const order = await placeOrder(checkoutClient(test.app, registered.session), []);
    expect(cartOf(await shopper.get('cart/view')).cartItems).toEqual([]);
    await shopper.add(penne.productId);
    const cart = cartOf(await shopper.post('cart/add-all-from-order', { order_id: order.orderId }));
    expect(lineOf(cart, penne.productId)?.quantity).toBe(4);
    expect(lineOf(cart, goldenApple.productId)).toMatchObject({
      quantity: 0.5,
      params: { ripeness: 'to-ripen' },
      cartItemInfo: { notes: 'Non troppo grandi', accept_alternatives: 'true' },
    });

    const missing = await shopper.post('cart/add-all-from-order', { order_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({ description: 'Ordine non trovato' });
    const other = await newShopper();
    expectAnsweredAsMissing(
      await other.post('cart/add-all-from-order', { order_id: order.orderId }),
      await other.post('cart/add-all-from-order', { order_id: 999_999 }),
    );
    expect((await shopper.post('cart/add-all-from-order', {})).statusCode).toBe(400);
  });

  it('add-all-from-order leaves out what can no longer be bought, with a warning', async () => {
    const registered = await test.shopper();
    const shopper = cartClient(test.app, registered.session);
    await shopper.add(eggs.productId);
    await shopper.add(spaghetti.productId);
    const order = await placeOrder(checkoutClient(test.app, registered.session), []);
    await test.db
      .update(products)
      .set({ available: 0 })
      .where(inArray(products.productId, [spaghetti.productId]));
    const answer = await shopper.post('cart/add-all-from-order', { order_id: order.orderId });
    expect(cartOf(answer).cartItems.map((item: { product: { productId: number } }) => item.product.productId)).toEqual([
      eggs.productId,
    ]);
    expect(answer.json().response.warningsMessage).toEqual([
      { code: 'msg.cart.availability.errors', description: 'Il prodotto "Spaghetti n.5" non è al momento disponibile.' },
    ]);
    await test.db
      .update(products)
      .set({ available: 100 })
      .where(inArray(products.productId, [spaghetti.productId]));
  });

  it('totals in cents: lines, bags (Buonmercato charges them), delivery fee; show_sectors groups by department', async () => {
    const shopper = await newShopper();
    await shopper.add(penne.productId, { quantity: 13 });
    await shopper.add(goldenApple.productId, { params: { ripeness: 'ready' } });
    const cart = cartOf(await shopper.get('cart/view?show_sectors=true'));
    expect(cart).toMatchObject({
      totalItems: 2,
      subTotalCents: 13 * 109 + 115,
      // 13 packs and one loose line: 14 units, two bags of 12.
      orderPackages: [{ quantity: 2, totalPriceCents: 20, package: { descr: 'Borsa compostabile', costCents: 10 } }],
      packageTotalCents: 20,
      deliveryFeeCents: 0,
      giftTotalCents: 0,
      totalPriceCents: 13 * 109 + 115 + 20,
      orderAdjustmentSummary: { orderAdjustments: [] },
      giftCertificatesToGenerate: [],
      userPoints: { LOYALTY: { value: expect.any(Number) } },
    });
    expect(cart.sectors.map((sector: { name: string }) => sector.name)).toEqual(['Frutta e verdura', 'Pasta e riso']);
    expect(cart.sectors[0].cartItems[0].product.productId).toBe(goldenApple.productId);
    expect(cartOf(await shopper.get('cart/view')).sectors).toBeUndefined();
  });

  it('a cart of 100 € or more earns the tenant gift certificate for the next order', async () => {
    const shopper = await newShopper();
    let cart = cartOf(await shopper.add(coffeeBeans.productId, { quantity: 5 }));
    expect(cart.subTotalCents).toBe(5 * 1690);
    expect(cart.giftCertificatesToGenerate).toEqual([]);
    cart = cartOf(await shopper.add(coffeeBeans.productId, { quantity: 1 }));
    expect(cart.giftCertificatesToGenerate).toEqual([
      { description: 'Buono da 5 € sulla prossima spesa', giftTotalCents: 500, giftTotal: 5 },
    ]);
  });
});

describe('cart items under a tenant without bags and with alternatives off by default (Spesa Chiara)', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp({ TENANT: 'spesachiara' });
  });
  afterAll(() => test.close());

  it('new lines do not accept alternatives unless the shopper says so; no bags, no gift to generate', async () => {
    const registered = await test.shopper({
      fiscalCode: 'RSSMRA85T10A562S',
      fidelityCard: SEED_FIXTURES.loyaltyCards.spesachiara.cardNumber,
    });
    const shopper = cartClient(test.app, registered.session);
    await test.db
      .update(products)
      .set({ available: 100 })
      .where(inArray(products.productId, [eggs.productId, penne.productId]));
    let cart = cartOf(await shopper.add(eggs.productId, { quantity: 20 }));
    expect(cart.cartItems[0].cartItemInfo.accept_alternatives).toBe('false');
    cart = cartOf(await shopper.add(penne.productId, { infos: { accept_alternatives: true } }));
    expect(lineOf(cart, penne.productId)).toMatchObject({ cartItemInfo: { accept_alternatives: 'true' } });
    expect(cart).toMatchObject({ orderPackages: [], packageTotalCents: 0, giftCertificatesToGenerate: [] });
    expect(cart.userPoints.LOYALTY.value).toBe(SEED_FIXTURES.loyaltyCards.spesachiara.points);
  });
});
