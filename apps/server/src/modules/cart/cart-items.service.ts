import {
  type CartAddItem,
  type CartItemInfosInput,
  cartCodes,
  cartQuantityChange,
  cartTexts,
  errorTexts,
  formatMaximum,
  isSoldByWeight,
  type Message,
  normalizeQuantity,
  type Product,
  type QuantityErrorCode,
  quantityErrorCodes,
  toScaledInteger,
} from '@spesa/domain';
import type { RawWrite, Tx } from '../../db/client';
import { forbidden, HttpError } from '../../lib/http-error';
import { toProduct } from '../catalogue/product-mapper';
import type { CartRow } from './cart.repository';
import type { CartContext } from './cart-context';
import {
  type CartAnswerRows,
  type CartLineChanges,
  type CartLineRow,
  deleteCartLines,
  foreignCartItemIds,
  insertCartLines,
  lineQuantityWrite,
  lineRemovalWrite,
  type NewCartLine,
  selectCartAnswer,
  selectCartLinesByIds,
  selectCartLinesOfProducts,
  selectProductsForCart,
  updateCartLine,
} from './cart-lines.repository';
import { resolveParams } from './cart-options';
import { cartProductOf } from './cart-product';
import type { QuantityChange } from './cart-promotion-notices';
import { orderedToday, refuseOverDailyMaximum, withDailyMaximum } from './daily-maximum';

/** What happened to one requested item: its line and quantity (0: removed), or why it was refused. */
export type CartItemOutcome =
  | { productId: number; ok: true; itemId: number | null; quantity: number; before: number; notice: Message | null }
  | { productId: number; ok: false; status: number; message: Message };

export type AddItemsOptions = {
  context: CartContext;
  /**
   * false (cart/add): the first refused item fails the whole call with its HTTP error (the caller's
   * transaction rolls back). true (add-all-from-order, add-all-from-wishlist): refused items are
   * reported in the outcomes and the others are added.
   */
  partial?: boolean;
};

const thousandthsOf = (quantity: number) => toScaledInteger(quantity, 3) ?? 0;

/** The HTTP error of a quantity refusal: the product cannot be bought (409, shown as a dialog) or the quantity is wrong (400). */
function quantityRefusal(product: Product, refusal: { code: QuantityErrorCode; message: string }): HttpError {
  if (refusal.code === quantityErrorCodes.notAvailable) return unavailable(product);
  return new HttpError(400, { code: refusal.code, description: refusal.message, field: 'quantity' });
}

function unavailable(product: Pick<Product, 'name'>): HttpError {
  return new HttpError(409, { code: cartCodes.availability, description: cartTexts.unavailable(product.name) });
}

function cappedNotice(product: Product): Message {
  return { code: cartCodes.cappedAtMaximum, description: cartTexts.cappedAtMaximum(product.name, formatMaximum(product)) };
}

const outcomeOfError = (productId: number, error: unknown): CartItemOutcome => {
  if (!(error instanceof HttpError)) throw error;
  return { productId, ok: false, status: error.statusCode, message: error.messages[0] as Message };
};

/**
 * Adds several products to the shopper's open cart inside the caller's transaction (the cart row must
 * be locked: use `withOpenCart` or `changeOpenCart`). Each item goes through the domain's quantity
 * rules (`cartQuantityChange`, mode add: the quantity is added to the line of the same product and
 * options; none given is what plus does) and the option check; a product that cannot be bought is
 * refused with msg.cart.availability.errors. Products and their existing lines are read in two
 * queries and new lines written in one, whatever the number of items. New lines accept alternatives by the tenant's default unless
 * `infos` says otherwise. Returns one outcome per item, in order; see `AddItemsOptions.partial`.
 */
export async function addItemsToCart(
  tx: Tx,
  cart: CartRow,
  items: readonly CartAddItem[],
  options: AddItemsOptions,
): Promise<CartItemOutcome[]> {
  return (await addItems(tx, cart, items, options, false)).outcomes;
}

/**
 * `cart/add`: `addItemsToCart` reading the whole answer's rows (every line with its product) instead
 * of the lines of the products added, and keeping them up to date, so the answer is computed from
 * what the call read (one round trip less than reading the answer again). When it only changes the
 * quantities of lines already there, those writes are answered, not made: the caller makes them
 * (`changeOpenCart`: with COMMIT, once the answer is made).
 */
export async function addItemsAndAnswer(
  tx: Tx,
  cart: CartRow,
  items: readonly CartAddItem[],
  options: AddItemsOptions,
): Promise<{ outcomes: CartItemOutcome[]; answerRows: CartAnswerRows; writes: RawWrite[] }> {
  const { outcomes, answerRows, writes } = await addItems(tx, cart, items, options, true);
  return { outcomes, answerRows: answerRows as CartAnswerRows, writes };
}

const onlyQuantity = (changes: CartLineChanges) => changes.quantityThousandths !== undefined && Object.keys(changes).length === 1;

async function addItems(
  tx: Tx,
  cart: CartRow,
  items: readonly CartAddItem[],
  options: AddItemsOptions,
  answer: boolean,
): Promise<{ outcomes: CartItemOutcome[]; answerRows: CartAnswerRows | null; writes: RawWrite[] }> {
  const { snapshot } = options.context;
  const byWpId = items.filter((item) => item.useWpId).map((item) => item.productId);
  const byId = items.filter((item) => !item.useWpId).map((item) => item.productId);
  const rowsById = await selectProductsForCart(tx, byId, 'productId');
  const rowsByWpId = await selectProductsForCart(tx, byWpId, 'wpId');
  const productRows = new Map(rowsById.map((row) => [row.productId, row]));
  const wpRows = new Map(rowsByWpId.map((row) => [row.wpId, row]));
  const resolvedIds = [...new Set([...rowsById, ...rowsByWpId].map((row) => row.productId))];
  const ordered = await orderedToday(
    tx,
    cart.userId,
    withDailyMaximum([...rowsById, ...rowsByWpId]).map((row) => row.productId),
  );
  const answerRows = answer ? await selectCartAnswer(tx, cart, snapshot, options.context.answerAhead) : null;
  const lines = answerRows ? answerRows.lines : await selectCartLinesOfProducts(tx, cart.cartId, resolvedIds, snapshot);
  // Lines by product and options, kept up to date as items are added (the same product may come twice).
  // The lines by product and options, existing or to insert, kept up to date as items are read
  // (the same product may come twice); written at the end: new lines in one insert.
  type Pending = { cartItemId: number | null; quantityThousandths: number; insert?: NewCartLine; update?: CartLineChanges };
  const lineOf = new Map<string, Pending>(
    lines.map((line) => [
      `${line.product.productId}|${line.paramsKey}`,
      { cartItemId: line.cartItemId, quantityThousandths: line.quantityThousandths },
    ]),
  );

  const accepted: { productId: number; line: Pending; quantity: number; before: number; notice: Message | null }[] = [];
  const outcomes: (CartItemOutcome | (typeof accepted)[number])[] = [];
  for (const item of items) {
    try {
      const row = item.useWpId ? wpRows.get(item.productId) : productRows.get(item.productId);
      if (!row) throw new HttpError(404, { code: cartCodes.productNotFound, description: cartTexts.productNotFound });
      const product = toProduct(row, snapshot);
      const { params, paramsKey } = resolveParams(product.selectOptions, item.params);
      const key = `${product.productId}|${paramsKey}`;
      const line = lineOf.get(key);
      const before = (line?.quantityThousandths ?? 0) / 1000;
      const change = cartQuantityChange(product, before, {
        mode: 'add',
        quantity: item.quantity,
      });
      if (!change.ok) throw quantityRefusal(product, change);
      const infos = lineInfoChanges(product, item.infos);
      const quantityThousandths = thousandthsOf(change.quantity);
      if (row.dailyMaxAcq !== null) {
        const otherLines = sumOtherLines(lineOf, product.productId, key);
        refuseOverDailyMaximum({ ...product, dailyMaxAcq: row.dailyMaxAcq }, quantityThousandths + otherLines, ordered);
      }
      const pending: Pending = line ?? {
        cartItemId: null,
        quantityThousandths,
        insert: {
          cartId: cart.cartId,
          productId: product.productId,
          quantityThousandths,
          params,
          paramsKey,
          acceptAlternatives: options.context.tenant.acceptAlternativesDefault,
        },
      };
      pending.quantityThousandths = quantityThousandths;
      if (pending.insert) Object.assign(pending.insert, { quantityThousandths, ...infos });
      else pending.update = { ...pending.update, quantityThousandths, ...infos };
      lineOf.set(key, pending);
      const outcome = {
        productId: item.productId,
        line: pending,
        quantity: change.quantity,
        before,
        notice: change.capped ? cappedNotice(product) : null,
      };
      accepted.push(outcome);
      outcomes.push(outcome);
    } catch (error) {
      if (!options.partial) throw error;
      outcomes.push(outcomeOfError(item.productId, error));
    }
  }

  const touched = new Set(accepted.map((outcome) => outcome.line));
  const inserts = [...touched].filter((line) => line.insert);
  // cart/add changing only quantities of lines already there: the writes are left to the caller (sent with COMMIT).
  const writes: RawWrite[] | null =
    answer && inserts.length === 0 && [...touched].every((line) => !line.update || onlyQuantity(line.update)) ? [] : null;
  for (const line of touched) {
    if (line.cartItemId === null || !line.update) continue;
    if (writes) writes.push(lineQuantityWrite(line.cartItemId, line.update.quantityThousandths as number));
    else await updateCartLine(tx, line.cartItemId, line.update);
  }
  const ids = await insertCartLines(
    tx,
    inserts.map((line) => line.insert as NewCartLine),
  );
  inserts.forEach((line, index) => {
    line.cartItemId = ids[index] ?? null;
  });
  const results = outcomes.map(
    (outcome): CartItemOutcome =>
      'ok' in outcome
        ? outcome
        : {
            productId: outcome.productId,
            ok: true,
            itemId: outcome.line.cartItemId,
            quantity: outcome.quantity,
            before: outcome.before,
            notice: outcome.notice,
          },
  );
  return {
    outcomes: results,
    answerRows: answerRows && answerAfterAdd(answerRows, touched, [...rowsById, ...rowsByWpId], writes !== null),
    writes: writes ?? [],
  };
}

/** The thousandths on the product's other lines (other options), beside the one with `key`. */
function sumOtherLines(lineOf: ReadonlyMap<string, { quantityThousandths: number }>, productId: number, key: string): number {
  let total = 0;
  for (const [lineKey, line] of lineOf)
    if (lineKey !== key && lineKey.startsWith(`${productId}|`)) total += line.quantityThousandths;
  return total;
}

type ProductForCartRow = Awaited<ReturnType<typeof selectProductsForCart>>[number];

/**
 * The answer's rows after an add: the changed lines with their new values, then the new lines (their
 * ids grow with each insert, as the answer orders them) with the product rows the add read.
 * `committed`: the changes are the quantity writes left for the commit, so the lines after them are
 * the ones committed and may be kept (`keepAs`); new lines are not (their options as sent, not as
 * stored, and product rows not the kept ones).
 */
function answerAfterAdd(
  rows: CartAnswerRows,
  touched: ReadonlySet<{ cartItemId: number | null; insert?: NewCartLine; update?: CartLineChanges }>,
  productRows: readonly ProductForCartRow[],
  committed: boolean,
): CartAnswerRows {
  const updates = new Map<number, CartLineChanges>();
  const added: CartLineRow[] = [];
  const productsById = new Map(productRows.map((row) => [row.productId, row]));
  for (const line of touched) {
    if (line.insert && line.cartItemId !== null) {
      const { departmentId, ...product } = productsById.get(line.insert.productId) as ProductForCartRow;
      added.push({
        cartItemId: line.cartItemId,
        quantityThousandths: line.insert.quantityThousandths,
        params: line.insert.params ?? {},
        paramsKey: line.insert.paramsKey ?? '',
        acceptAlternatives: line.insert.acceptAlternatives,
        notes: line.insert.notes ?? '',
        customWeightThousandths: line.insert.customWeightThousandths ?? null,
        departmentId,
        product,
      } as CartLineRow);
    } else if (line.cartItemId !== null && line.update) updates.set(line.cartItemId, line.update);
  }
  added.sort((a, b) => a.cartItemId - b.cartItemId);
  return {
    ...(committed && added.length === 0 && rows.keepAs ? { keepAs: rows.keepAs } : {}),
    extras: rows.extras,
    lines: [
      ...rows.lines.map((line) => {
        const update = updates.get(line.cartItemId);
        return update ? ({ ...line, ...update } as CartLineRow) : line;
      }),
      ...added,
    ],
  };
}

/** The stored changes of `infos` on a line; customWeight only for products sold by weight, within their rules. */
function lineInfoChanges(product: Product, infos: CartItemInfosInput | undefined): CartLineChanges {
  if (!infos) return {};
  const changes: CartLineChanges = {};
  if (infos.notes !== undefined) changes.notes = infos.notes;
  if (infos.accept_alternatives !== undefined) changes.acceptAlternatives = infos.accept_alternatives === 'true';
  if (infos.customWeight !== undefined) {
    if (infos.customWeight === '') changes.customWeightThousandths = null;
    else {
      if (!isSoldByWeight(product))
        throw new HttpError(400, {
          code: cartCodes.customWeightNotAllowed,
          description: cartTexts.customWeightNotAllowed,
          field: 'infos.customWeight',
        });
      const weight = normalizeQuantity(product, infos.customWeight);
      if (!weight.ok) throw new HttpError(400, { code: weight.code, description: weight.message, field: 'infos.customWeight' });
      changes.customWeightThousandths = weight.quantity === 0 ? null : thousandthsOf(weight.quantity);
    }
  }
  return changes;
}

/**
 * The lines with these ids in the shopper's open cart, or the error of the first one missing: 403
 * when it is in another shopper's cart, 409 (stale: another tab removed it) otherwise.
 */
async function linesOrStale(
  tx: Tx,
  cart: CartRow,
  itemIds: readonly number[],
  context: CartContext,
): Promise<Map<number, CartLineRow>> {
  const unique = [...new Set(itemIds)];
  const lines = await selectCartLinesByIds(tx, cart.cartId, unique, context.snapshot);
  const found = new Map(lines.map((line) => [line.cartItemId, line]));
  await refuseMissing(
    tx,
    cart,
    unique.filter((id) => !found.has(id)),
  );
  return found;
}

/** The error of line ids not in the shopper's open cart: 403 when one is in another shopper's cart, 409 (stale) otherwise. */
async function refuseMissing(tx: Tx, cart: CartRow, missing: readonly number[]): Promise<void> {
  if (missing.length === 0) return;
  if ((await foreignCartItemIds(tx, cart.userId, missing)).length > 0) throw forbidden(errorTexts.forbidden);
  throw new HttpError(409, { code: cartCodes.staleItem, description: cartTexts.staleItem });
}

/**
 * `cart/update`: sets each line's quantity through the rules (0, or below WEIGHT_SELLING, removes it).
 * Reads the whole answer's rows once (every line with its product) instead of the changed lines and
 * then the answer again: the changed lines are taken from them and the rows kept up to date, so the
 * answer is computed from what the call read. Answers the notices, those rows and the writes, not
 * made yet: the caller makes them (`changeOpenCart`: with COMMIT, once the answer is made).
 */
export async function updateCartItems(
  tx: Tx,
  cart: CartRow,
  items: readonly { itemId: number; quantity: number }[],
  context: CartContext,
): Promise<{ warnings: Message[]; answerRows: CartAnswerRows; writes: RawWrite[]; quantityChanges: QuantityChange[] }> {
  const rows = await selectCartAnswer(tx, cart, context.snapshot, context.answerAhead);
  const read = new Map<number, CartLineRow>();
  for (const line of rows.lines) read.set(line.cartItemId, line);
  await refuseMissing(
    tx,
    cart,
    items.map((item) => item.itemId).filter((id) => !read.has(id)),
  );
  // The rules read each line as it was read (an id sent twice: the last one's quantity stays, as stored).
  const changed = new Map<number, CartLineRow>();
  const { snapshot } = context;
  const notices: Message[] = [];
  const removed = new Set<number>();
  const writes: RawWrite[] = [];
  const quantityChanges: QuantityChange[] = [];
  const updatedRows = items.map((item) => (read.get(item.itemId) as CartLineRow).product);
  const ordered = await orderedToday(
    tx,
    cart.userId,
    withDailyMaximum(updatedRows).map((row) => row.productId),
  );
  for (const item of items) {
    const line = read.get(item.itemId) as CartLineRow;
    quantityChanges.push({ itemId: line.cartItemId, before: line.quantityThousandths / 1000 });
    const product = cartProductOf(line.product, snapshot);
    const change = cartQuantityChange(product, line.quantityThousandths / 1000, { mode: 'set', quantity: item.quantity });
    if (!change.ok) throw quantityRefusal(product, change);
    if (change.capped) notices.push(cappedNotice(product));
    if (change.quantity === 0) removed.add(line.cartItemId);
    else {
      const quantityThousandths = thousandthsOf(change.quantity);
      writes.push(lineQuantityWrite(line.cartItemId, quantityThousandths));
      changed.set(line.cartItemId, { ...line, quantityThousandths });
    }
  }
  if (removed.size > 0) writes.push(lineRemovalWrite(cart.cartId, [...removed]));
  refuseUpdatesOverDailyMaximum(rows.lines, answerLinesAfter(rows.lines, changed, removed), updatedRows, ordered, snapshot);
  return {
    writes,
    warnings: notices,
    quantityChanges,
    answerRows: {
      extras: rows.extras,
      lines: answerLinesAfter(rows.lines, changed, removed),
      // The lines after the writes, which commit them: kept as the cart's once committed.
      ...(rows.keepAs ? { keepAs: rows.keepAs } : {}),
    },
  };
}

/**
 * After a cart/update: each updated product with a daily maximum that grew, all its lines together,
 * stays within it with the day's orders (bringing a quantity down is always allowed).
 */
function refuseUpdatesOverDailyMaximum(
  linesBefore: readonly CartLineRow[],
  linesAfter: readonly CartLineRow[],
  updatedRows: readonly CartLineRow['product'][],
  ordered: ReadonlyMap<number, number>,
  snapshot: CartContext['snapshot'],
): void {
  for (const row of withDailyMaximum(updatedRows)) {
    const wanted = productThousandths(linesAfter, row.productId);
    if (wanted <= productThousandths(linesBefore, row.productId)) continue;
    refuseOverDailyMaximum({ ...cartProductOf(row, snapshot), dailyMaxAcq: row.dailyMaxAcq }, wanted, ordered);
  }
}

const productThousandths = (lines: readonly CartLineRow[], productId: number) =>
  lines.filter((line) => line.product.productId === productId).reduce((total, line) => total + line.quantityThousandths, 0);

/** The lines as read, the changed ones replaced and the removed ones left out, in their order. */
function answerLinesAfter(
  lines: readonly CartLineRow[],
  changed: ReadonlyMap<number, CartLineRow>,
  removed: ReadonlySet<number>,
): CartLineRow[] {
  const after: CartLineRow[] = [];
  for (const line of lines) {
    if (removed.has(line.cartItemId)) continue;
    after.push(changed.get(line.cartItemId) ?? line);
  }
  return after;
}

/** `cart/delete`: removes the lines; one already gone is no error (the answer shows the cart without it). */
export async function deleteCartItems(tx: Tx, cart: CartRow, itemIds: readonly number[]): Promise<void> {
  if ((await foreignCartItemIds(tx, cart.userId, itemIds)).length > 0) throw forbidden(errorTexts.forbidden);
  await deleteCartLines(tx, cart.cartId, itemIds);
}

/** `cart/update-infos`: notes, accept_alternatives and customWeight of each line. */
export async function updateCartItemInfos(
  tx: Tx,
  cart: CartRow,
  items: readonly { itemId: number; infos: CartItemInfosInput }[],
  context: CartContext,
): Promise<void> {
  const lines = await linesOrStale(
    tx,
    cart,
    items.map((item) => item.itemId),
    context,
  );
  const { snapshot } = context;
  for (const item of items) {
    const line = lines.get(item.itemId) as CartLineRow;
    const changes = lineInfoChanges(cartProductOf(line.product, snapshot), item.infos);
    if (Object.keys(changes).length > 0) await updateCartLine(tx, line.cartItemId, changes);
  }
}
