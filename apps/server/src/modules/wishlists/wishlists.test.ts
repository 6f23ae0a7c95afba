import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type Shopper, type ShopperTestApp, withSession } from '../../../test/users';
import { products } from '../../db/schema/catalogue';
import { SEED_FIXTURES } from '../../db/seed/index';

const { lockedMultipleProduct: locked, looseProduct: loose, minAcqProduct, maxAcqProduct, promoProduct } = SEED_FIXTURES;

type Item = { itemId: number; quantity: number; weight: number | null; product: { productId: number } };

describe('wishlist calls', () => {
  let test: ShopperTestApp;
  let owner: Shopper;
  let reader: Shopper;
  let writer: Shopper;
  let stranger: Shopper;
  beforeAll(async () => {
    test = await createShopperTestApp();
    [owner, reader, writer, stranger] = [await test.shopper(), await test.shopper(), await test.shopper(), await test.shopper()];
  });
  afterAll(() => test.close());

  const get = (url: string, shopper?: Shopper) =>
    test.app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers: shopper ? withSession(shopper.session) : {} });
  const post = (url: string, shopper: Shopper | undefined, payload: object) =>
    test.app.inject({ method: 'POST', url: `/ebsn/api/${url}`, headers: shopper ? withSession(shopper.session) : {}, payload });
  const firstError = (response: { json: () => { response: { errorsMessage: object[] } } }) =>
    response.json().response.errorsMessage[0];

  async function newList(shopper: Shopper, name: string) {
    const response = await post('wishlist/insert', shopper, { name });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.wishlist.listId as number;
  }
  async function sharedList(name: string) {
    const listId = await newList(owner, name);
    await post('wishlist/add_prod', owner, { wishlistId: listId, items: [{ productId: promoProduct.productId, quantity: 1 }] });
    expect((await post('wishlist/share', owner, { list_id: listId, email: reader.email, grant: 'READ' })).statusCode).toBe(200);
    expect((await post('wishlist/share', owner, { list_id: listId, email: writer.email, grant: 'WRITE' })).statusCode).toBe(200);
    const view = (await get(`wishlist/view?list_id=${listId}`, owner)).json().data.wishlist;
    return { listId, itemId: view.wishlistItems[0].itemId as number };
  }

  it('creates, lists, renames and deletes a list', async () => {
    const created = await post('wishlist/insert', owner, { name: '  Spesa del sabato ' });
    expect(created.json()).toMatchObject({
      response: { status: 0, infosMessage: [{ code: 'msg.wishlist.created', description: 'Lista creata.' }] },
      data: {
        wishlist: { name: 'Spesa del sabato', size: 0, isFavourites: false, wishlistItems: [], sharingData: { grant: null } },
      },
    });
    const listId = created.json().data.wishlist.listId;
    await newList(owner, 'Aperitivo');

    const listed = (await get('wishlist/list?page=1&pageSize=10', owner)).json().data.personalList;
    expect(listed.lists.map((list: { name: string }) => list.name)).toEqual(['Aperitivo', 'Spesa del sabato']);
    expect(listed.page).toEqual({ selPage: 1, totPages: 1, totItems: 2, itemsPerPage: 10 });
    const secondPage = (await get('wishlist/list?page=2&pageSize=1', owner)).json().data.personalList;
    expect(secondPage.lists.map((list: { name: string }) => list.name)).toEqual(['Spesa del sabato']);
    expect(secondPage.page).toMatchObject({ totPages: 2, totItems: 2 });

    const renamed = await post('wishlist/update', owner, { list_id: listId, name: 'Sabato' });
    expect(renamed.json().data.wishlist).toMatchObject({ listId, name: 'Sabato' });
    const taken = await post('wishlist/update', owner, { list_id: listId, name: 'APERITIVO' });
    expect(taken.statusCode).toBe(409);
    expect(firstError(taken)).toMatchObject({
      code: 'errors.wishlist.nameTaken',
      description: 'Hai già una lista con questo nome.',
    });
    expect((await post('wishlist/insert', owner, { name: 'aperitivo' })).statusCode).toBe(409);

    const deleted = await post('wishlist/delete', owner, { list_id: listId });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.personalList.lists.map((list: { name: string }) => list.name)).toEqual(['Aperitivo']);
    expect((await get(`wishlist/view?list_id=${listId}`, owner)).statusCode).toBe(404);
  });

  it('refuses bad input with the field named in Italian, and visitors with 401', async () => {
    const blank = await post('wishlist/insert', owner, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(firstError(blank)).toMatchObject({ field: 'name', description: 'Campo obbligatorio' });
    expect((await post('wishlist/insert', owner, { name: 'x'.repeat(61) })).statusCode).toBe(400);
    const noId = await get('wishlist/view', owner);
    expect(noId.statusCode).toBe(400);
    expect(firstError(noId)).toMatchObject({ field: 'list_id' });
    expect((await get('wishlist/view?list_id=abc', owner)).statusCode).toBe(400);
    expect((await get('wishlist/view?list_id=999999', owner)).statusCode).toBe(404);
    const noItems = await post('wishlist/add_prod', owner, { wishlistId: 1, items: [] });
    expect(noItems.statusCode).toBe(400);
    const badGrant = await post('wishlist/share', owner, { list_id: 1, email: reader.email, grant: 'ADMIN' });
    expect(firstError(badGrant)).toMatchObject({ field: 'grant' });
    expect((await get('wishlist/list')).statusCode).toBe(401);
    expect((await post('wishlist/insert', undefined, { name: 'Lista' })).statusCode).toBe(401);
  });

  it('applies the quantity rules to add_prod and update_prods, keeping out-of-stock products', async () => {
    const listId = await newList(owner, 'Regole');
    const add = (items: object[]) => post('wishlist/add_prod', owner, { wishlistId: listId, items });

    // Locked multiples of 6: 4 rounds to 6; loose apples: 0.43 kg goes to the 0.1 kg grid from 0.5 kg… refused below it.
    const added = await add([
      { productId: locked.productId, quantity: 4 },
      { productId: loose.productId, quantity: '0.72' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const items = added.json().data.wishlist.wishlistItems as Item[];
    const byProduct = (id: number) => items.find((item) => item.product.productId === id) as Item;
    expect(byProduct(locked.productId)).toMatchObject({ quantity: 6, weight: null });
    expect(byProduct(loose.productId)).toMatchObject({ quantity: 0.7, weight: 0.7 });
    expect(added.json().data.wishlist.size).toBe(2);

    // The same product again: quantities add up.
    const again = await add([{ productId: locked.productId, quantity: 6 }]);
    expect(
      (again.json().data.wishlist.wishlistItems as Item[]).find((item) => item.product.productId === locked.productId),
    ).toMatchObject({ quantity: 12 });

    const belowMin = await add([{ productId: minAcqProduct.productId, quantity: 1 }]);
    expect(belowMin.statusCode).toBe(400);
    expect(firstError(belowMin)).toMatchObject({
      code: 'errors.minAcq',
      field: 'items.0.quantity',
      description: 'Non è possibile acquistare meno di 2 pezzi di questo prodotto',
    });
    const aboveMax = await add([{ productId: maxAcqProduct.productId, quantity: 11 }]);
    expect(firstError(aboveMax)).toMatchObject({ code: 'errors.maxAcq', field: 'items.0.quantity' });
    expect(firstError(await add([{ productId: promoProduct.productId, quantity: 1.5 }]))).toMatchObject({
      code: 'errors.invalidQuantity',
    });
    expect(firstError(await add([{ productId: promoProduct.productId, quantity: 0 }]))).toMatchObject({
      code: 'errors.invalidQuantity',
    });
    const unknown = await add([{ productId: 99999999, quantity: 1 }]);
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown)).toMatchObject({ field: 'items.0.productId' });

    // Out of stock: still fine on a list; calculate_stock says what the cart could take.
    await test.db.update(products).set({ available: 0 }).where(eq(products.productId, promoProduct.productId));
    try {
      expect((await add([{ productId: promoProduct.productId, quantity: 2 }])).statusCode).toBe(200);
      const withStock = (await get(`wishlist/view?list_id=${listId}&calculate_stock=true`, owner)).json().data.wishlist;
      const coffee = (withStock.wishlistItems as (Item & { stock: object })[]).find(
        (item) => item.product.productId === promoProduct.productId,
      );
      expect(coffee?.stock).toEqual({ available: false, cartQuantity: 0 });
      expect(withStock.wishlistItems.find((item: Item) => item.product.productId === locked.productId).stock).toEqual({
        available: true,
        cartQuantity: 12,
      });
      expect((await get(`wishlist/view?list_id=${listId}`, owner)).json().data.wishlist.wishlistItems[0].stock).toBeUndefined();
    } finally {
      await test.db.update(products).set({ available: 100 }).where(eq(products.productId, promoProduct.productId));
    }

    const lockedItem = byProduct(locked.productId);
    const looseItem = byProduct(loose.productId);
    const update = (changes: object[]) => post('wishlist/update_prods', owner, { wishlistId: listId, items: changes });
    const updated = await update([{ itemId: lockedItem.itemId, quantity: 8 }]);
    expect(
      (updated.json().data.wishlist.wishlistItems as Item[]).find((item) => item.itemId === lockedItem.itemId),
    ).toMatchObject({
      quantity: 6,
    });
    expect(firstError(await update([{ itemId: looseItem.itemId, quantity: 0.2 }]))).toMatchObject({ code: 'errors.minAcq' });
    const removed = await update([{ itemId: looseItem.itemId, quantity: 0 }]);
    expect((removed.json().data.wishlist.wishlistItems as Item[]).map((item) => item.itemId)).not.toContain(looseItem.itemId);
    const missing = await update([{ itemId: looseItem.itemId, quantity: 1 }]);
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)).toMatchObject({ code: 'errors.wishlist.itemNotFound', field: 'items.0.itemId' });
  });

  it('loses no add when two tabs add to the same list at once', async () => {
    const listId = await newList(owner, 'Contemporanea');
    const adds = Array.from({ length: 5 }, () =>
      post('wishlist/add_prod', owner, { wishlistId: listId, items: [{ productId: promoProduct.productId, quantity: 1 }] }),
    );
    for (const response of await Promise.all(adds)) expect(response.statusCode, response.body).toBe(200);
    const view = (await get(`wishlist/view?list_id=${listId}`, owner)).json().data.wishlist;
    expect(view.wishlistItems).toEqual([expect.objectContaining({ quantity: 5 })]);
  });

  it('removes items by itemId or productId; an item not on the list removes nothing', async () => {
    const listId = await newList(owner, 'Da togliere');
    const added = await post('wishlist/add_prod', owner, {
      wishlistId: listId,
      items: [
        { productId: promoProduct.productId, quantity: 1 },
        { productId: locked.productId, quantity: 6 },
      ],
    });
    const items = added.json().data.wishlist.wishlistItems as Item[];
    const remove = (payload: object[]) => post('wishlist/delete_prods', owner, { wishlistId: listId, items: payload });
    const refused = await remove([{ itemId: items[0]?.itemId }, { itemId: 99999999 }]);
    expect(refused.statusCode).toBe(404);
    expect((await get(`wishlist/view?list_id=${listId}`, owner)).json().data.wishlist.size).toBe(2);
    expect(firstError(await remove([{ quantity: 1 }]))).toMatchObject({ field: 'items.0.itemId' });

    const byItem = await remove([{ itemId: items[0]?.itemId, quantity: 1, productId: items[0]?.product.productId, weight: 0 }]);
    expect(byItem.json().data.wishlist.size).toBe(1);
    // Newest first: items[0] was the locked water, items[1] the coffee.
    const byProduct = await remove([{ productId: items[1]?.product.productId }]);
    expect(byProduct.json().data.wishlist).toMatchObject({ size: 0, wishlistItems: [] });
  });

  it("refuses another shopper's list with 403 on every call", async () => {
    const listId = await newList(owner, 'Privata');
    const calls = [
      get(`wishlist/view?list_id=${listId}`, stranger),
      get(`products?parent_wishlist_id=${listId}`, stranger),
      post('wishlist/update', stranger, { list_id: listId, name: 'Mia' }),
      post('wishlist/delete', stranger, { list_id: listId }),
      post('wishlist/select', stranger, { list_id: listId }),
      post('wishlist/add_prod', stranger, { wishlistId: listId, items: [{ productId: promoProduct.productId, quantity: 1 }] }),
      post('wishlist/update_prods', stranger, { wishlistId: listId, items: [{ itemId: 1, quantity: 1 }] }),
      post('wishlist/delete_prods', stranger, { wishlistId: listId, items: [{ itemId: 1 }] }),
      post('wishlist/share', stranger, { list_id: listId, email: stranger.email, grant: 'WRITE' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(firstError(response)).toMatchObject({ code: 'errors.wishlist.notYours' });
    }
    expect((await get('wishlist/list', stranger)).json().data.personalList.lists).toEqual([]);
  });

  it('shows a READ share in wishlist/list and refuses every change to it', async () => {
    const { listId, itemId } = await sharedList('Condivisa');
    const seen = (await get('wishlist/list', reader)).json().data.personalList.lists;
    expect(seen).toEqual([
      expect.objectContaining({
        listId,
        name: 'Condivisa',
        size: 1,
        sharingData: expect.objectContaining({ grant: 'READ', shares: [] }),
      }),
    ]);
    expect(seen[0].sharingData.owner).toMatchObject({ firstName: expect.any(String) });
    expect((await get(`wishlist/view?list_id=${listId}`, reader)).json().data.wishlist.sharingData.grant).toBe('READ');
    expect((await get(`products?parent_wishlist_id=${listId}`, reader)).statusCode).toBe(200);

    const changes = [
      post('wishlist/add_prod', reader, { wishlistId: listId, items: [{ productId: locked.productId, quantity: 6 }] }),
      post('wishlist/update_prods', reader, { wishlistId: listId, items: [{ itemId, quantity: 2 }] }),
      post('wishlist/delete_prods', reader, { wishlistId: listId, items: [{ itemId }] }),
      post('wishlist/update', reader, { list_id: listId, name: 'Rubata' }),
      post('wishlist/delete', reader, { list_id: listId }),
      post('wishlist/select', reader, { list_id: listId }),
      post('wishlist/share', reader, { list_id: listId, email: stranger.email, grant: 'READ' }),
    ];
    for (const response of await Promise.all(changes)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(firstError(response)).toMatchObject({
        code: 'errors.wishlist.readOnly',
        description: 'Questa lista è condivisa con te in sola lettura.',
      });
    }
    expect((await get(`wishlist/view?list_id=${listId}`, owner)).json().data.wishlist).toMatchObject({
      name: 'Condivisa',
      size: 1,
    });
  });

  it('lets a WRITE share change the items but not rename, delete or share the list', async () => {
    const { listId, itemId } = await sharedList('Famiglia');
    const updated = await post('wishlist/update_prods', writer, { wishlistId: listId, items: [{ itemId, quantity: 3 }] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.wishlist).toMatchObject({
      sharingData: { grant: 'WRITE' },
      wishlistItems: [{ itemId, quantity: 3 }],
    });
    expect(
      (await post('wishlist/add_prod', writer, { wishlistId: listId, items: [{ productId: locked.productId, quantity: 6 }] }))
        .statusCode,
    ).toBe(200);
    const selected = (await post('wishlist/select', writer, { list_id: listId })).json().data.personalList.lists;
    expect(selected.find((list: { listId: number }) => list.listId === listId)).toMatchObject({ selected: true });
    for (const response of await Promise.all([
      post('wishlist/update', writer, { list_id: listId, name: 'Nostra' }),
      post('wishlist/delete', writer, { list_id: listId }),
      post('wishlist/share', writer, { list_id: listId, email: stranger.email, grant: 'WRITE' }),
    ])) {
      expect(response.statusCode).toBe(403);
      expect(firstError(response)).toMatchObject({ code: 'errors.wishlist.ownerOnly' });
    }
    const ownerView = (await get(`wishlist/view?list_id=${listId}`, owner)).json().data.wishlist;
    expect(ownerView.size).toBe(2);
    expect(
      ownerView.sharingData.shares.map((share: { email: string; grant: string }) => [share.email, share.grant]).sort(),
    ).toEqual(
      [
        [reader.email, 'READ'],
        [writer.email, 'WRITE'],
      ].sort(),
    );

    // Owner changes the grant, then stops sharing.
    await post('wishlist/share', owner, { list_id: listId, email: writer.email, grant: 'READ' });
    expect(
      (await post('wishlist/update_prods', writer, { wishlistId: listId, items: [{ itemId, quantity: 1 }] })).statusCode,
    ).toBe(403);
    const unshared = await post('wishlist/unshare', owner, { list_id: listId, email: writer.email });
    expect(unshared.json().data.wishlist.sharingData.shares.map((share: { email: string }) => share.email)).toEqual([
      reader.email,
    ]);
    expect((await get(`wishlist/view?list_id=${listId}`, writer)).statusCode).toBe(403);
  });

  it('keeps favourites as a special list: hearts, user.hasFavorites, fixed name', async () => {
    const shopper = await test.shopper();
    expect((await get('wishlist/favourites', shopper)).json().data).toEqual({ listId: null, productIds: [] });
    expect((await get('auth/test', shopper)).json().data.user.hasFavorites).toBe(false);

    const hearted = await post('wishlist/favourites', shopper, { product_id: locked.productId, favourite: true });
    expect(hearted.statusCode, hearted.body).toBe(200);
    const { listId } = hearted.json().data;
    expect(hearted.json().data.productIds).toEqual([locked.productId]);
    await post('wishlist/favourites', shopper, { product_id: loose.productId, favourite: 'true' });
    await post('wishlist/favourites', shopper, { product_id: loose.productId, favourite: true });
    expect((await get('wishlist/favourites', shopper)).json().data).toEqual({
      listId,
      productIds: [loose.productId, locked.productId],
    });
    expect((await get('auth/test', shopper)).json().data.user.hasFavorites).toBe(true);
    expect((await get('cart/view', shopper)).json().data.user.hasFavorites).toBe(true);

    const view = (await get(`wishlist/view?list_id=${listId}`, shopper)).json().data.wishlist;
    expect(view).toMatchObject({ name: 'Preferiti', isFavourites: true, size: 2 });
    // First quantities: a locked multiple (6) and WEIGHT_SELLING for the loose apples (0.5 kg).
    expect(view.wishlistItems.map((item: Item) => item.quantity)).toEqual([0.5, 6]);
    expect((await get('wishlist/list', shopper)).json().data.personalList.lists).toEqual([]);

    for (const response of await Promise.all([
      post('wishlist/update', shopper, { list_id: listId, name: 'Altro' }),
      post('wishlist/delete', shopper, { list_id: listId }),
      post('wishlist/share', shopper, { list_id: listId, email: owner.email, grant: 'READ' }),
    ])) {
      expect(response.statusCode).toBe(403);
      expect(firstError(response)).toMatchObject({ code: 'errors.wishlist.favouritesFixed' });
    }
    // A list named like the favourites is another list.
    expect((await post('wishlist/insert', shopper, { name: 'Preferiti' })).statusCode).toBe(200);

    await post('wishlist/favourites', shopper, { product_id: locked.productId, favourite: false });
    await post('wishlist/favourites', shopper, { product_id: loose.productId, favourite: false });
    expect((await get('wishlist/favourites', shopper)).json().data).toEqual({ listId, productIds: [] });
    expect((await get('auth/test', shopper)).json().data.user.hasFavorites).toBe(false);
    expect((await post('wishlist/favourites', shopper, { product_id: 99999999, favourite: true })).statusCode).toBe(404);
  });

  it("lists a list's products with GET products?parent_wishlist_id, never from the shared cache", async () => {
    const listId = await newList(owner, 'Catalogo');
    await post('wishlist/add_prod', owner, { wishlistId: listId, items: [{ productId: promoProduct.productId, quantity: 1 }] });
    await post('wishlist/add_prod', owner, { wishlistId: listId, items: [{ productId: locked.productId, quantity: 6 }] });
    const listing = await get(`products?parent_wishlist_id=${listId}&page_size=1`, owner);
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.json().data).toMatchObject({
      products: [{ productId: locked.productId }],
      page: { selPage: 1, totPages: 2, totItems: 2, itemsPerPage: 1 },
      facets: [],
    });
    const page2 = (await get(`products?parent_wishlist_id=${listId}&page_size=1&page=2`, owner)).json().data;
    expect(page2.products.map((product: { productId: number }) => product.productId)).toEqual([promoProduct.productId]);

    // A change shows at once: the answer is never cached.
    await post('wishlist/delete_prods', owner, { wishlistId: listId, items: [{ productId: locked.productId }] });
    expect((await get(`products?parent_wishlist_id=${listId}&page_size=1`, owner)).json().data.page.totItems).toBe(1);
    expect((await get(`products?parent_wishlist_id=${listId}`)).statusCode).toBe(401);
    expect((await get('products?parent_wishlist_id=99999999', owner)).statusCode).toBe(404);
  });

  it('confirms a list for a served address of the shopper, with the stock of each item', async () => {
    const listId = await newList(owner, 'Per casa');
    await post('wishlist/add_prod', owner, { wishlistId: listId, items: [{ productId: promoProduct.productId, quantity: 2 }] });
    const pickup = (await get('user-address/delivery-service-list?delivery_service_id=1', owner)).json().data.addresses[0];
    const confirmed = await post('wishlist/confirm', owner, { address_id: pickup.addressId, list_id: listId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.wishlist.wishlistItems[0].stock).toEqual({ available: true, cartQuantity: 2 });
    expect((await post('wishlist/confirm', owner, { address_id: 99999999, list_id: listId })).statusCode).toBe(404);
    expect(firstError(await post('wishlist/confirm', owner, { list_id: listId }))).toMatchObject({ field: 'address_id' });
    expect((await post('wishlist/confirm', stranger, { address_id: pickup.addressId, list_id: listId })).statusCode).toBe(403);
  });
});
