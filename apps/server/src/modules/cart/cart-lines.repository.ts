import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RawWrite, Tx } from '../../db/client';
import { rawStatement, runRaw } from '../../db/raw-query';
import {
  type CartItemParams,
  cartItems,
  carts,
  catalogueVersion,
  deliveryFees,
  loyaltyCards,
  products,
  slotReservations,
  stores,
  userGiftCertificates,
  users,
  wishlistItems,
  wishlists,
} from '../../db/schema/index';
import { mapsPerOwner } from '../../lib/maps-per-owner';
import { type ProductRow, productColumns } from '../catalogue/product.repository';
import { EDITING_CART_STATUS, OPEN_CART_STATUS } from './cart.repository';
import { reusableQuery, sessionOf } from './reusable-query';

/** A line's own columns, then its product's department. */
const lineColumns = {
  cartItemId: cartItems.cartItemId,
  quantityThousandths: cartItems.quantityThousandths,
  params: cartItems.params,
  paramsKey: cartItems.paramsKey,
  acceptAlternatives: cartItems.acceptAlternatives,
  notes: cartItems.notes,
  customWeightThousandths: cartItems.customWeightThousandths,
  departmentId: products.departmentId,
};
type LineFields = { [Key in keyof typeof lineColumns]: (typeof lineColumns)[Key]['_']['data'] };

/** A cart line with its product's answer columns (the catalogue's own list) and department. */
export type CartLineRow = LineFields & { product: ProductRow };
export type NewCartLine = typeof cartItems.$inferInsert;
export type CartLineChanges = Partial<
  Pick<NewCartLine, 'quantityThousandths' | 'acceptAlternatives' | 'notes' | 'customWeightThousandths'>
>;

const dialect = new PgDialect();
/**
 * A column list rendered to SQL text once: interpolated as drizzle columns, its ~50 columns would be
 * walked and quoted again on every call (the query builder's share of a cart call's CPU).
 */
const selection = (columns: Record<string, AnyColumn>) =>
  sql.raw(
    dialect.sqlToQuery(
      sql.join(
        Object.entries(columns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
        sql`, `,
      ),
    ).sql,
  );
const lineSelection = selection(lineColumns);
const productSelection = selection(productColumns);
const lineKeys = Object.keys(lineColumns);
const productKeys = Object.keys(productColumns);

/**
 * The lines with their products in one join, read as plain rows: the answer of an 80-line cart maps
 * 80 rows itself instead of running the query builder's per-column mapping on each (the cart's
 * per-line cost). Numeric columns (minAcq, maxAcq) come as text; `toProduct` reads them with Number.
 */
async function selectLinesWhere(tx: Tx, condition: SQL | undefined): Promise<CartLineRow[]> {
  const result = (await tx.execute(
    sql`SELECT ${lineSelection}, ${productSelection} FROM ${cartItems}
      JOIN ${products} ON ${products.productId} = ${cartItems.productId}
      WHERE ${condition ?? sql`true`} ORDER BY ${cartItems.cartItemId}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(lineOfRow);
}

function lineOfRow(row: Record<string, unknown>): CartLineRow {
  const line: Record<string, unknown> = {};
  for (const key of lineKeys) line[key] = row[key];
  const product: Record<string, unknown> = {};
  for (const key of productKeys) product[key] = row[key];
  return { ...(line as LineFields), product: product as ProductRow };
}

/**
 * A product as the lines' queries name it: its id and its row's version, PostgreSQL's `xmin` (the
 * transaction that wrote the row: any update of the row changes it, and reading it costs nothing).
 * The lines' rows carry only this; the product's ~25 columns come from the kept rows (see
 * `withProducts`), read from the database only when the version there is not the one kept.
 */
const productVersion = sql.raw(dialect.sqlToQuery(sql`${products}.xmin::text`).sql);
const productReferenceText = dialect.sqlToQuery(
  sql`${cartItems.productId} AS "lineProductId", ${productVersion} AS "productVersion"`,
).sql;
const productReference = sql.raw(productReferenceText);

/**
 * The line part of the answer's rows, read as arrays (`runRaw`): the line's columns in `lineKeys`'
 * order with its options as their JSON text, then `productReference`. pg makes an array per row
 * instead of an object of ~20 named values, and a line as it was last read is the same object again
 * (`answerLinesOf`): its options are parsed only when they are new.
 */
const answerLineSelection = sql.raw(
  `${
    dialect.sqlToQuery(
      sql.join(
        Object.entries(lineColumns).map(([key, column]) =>
          column === cartItems.params ? sql`${column}::text AS ${sql.identifier(key)}` : sql`${column} AS ${sql.identifier(key)}`,
        ),
        sql`, `,
      ),
    ).sql
  }, ${productReferenceText}`,
);
// `answerLinesOf` reads the columns by position.
if (
  lineKeys.join() !==
  'cartItemId,quantityThousandths,params,paramsKey,acceptAlternatives,notes,customWeightThousandths,departmentId'
)
  throw new Error('answerLinesOf reads the line columns in another order');

/**
 * The product rows the cart's answers were last made from, by product id, with their version: an
 * 80-line answer reads 80 ids and versions instead of 80 products' columns, and maps (`toProduct`)
 * each product once (`cartProductOf`) instead of on every call. Process-local, one per app's
 * catalogue snapshot (`xmin` is only unique within one database); a product changed in the database
 * (by anything: no one has to clear it) has another version and is read again. Bounded: cleared
 * whole when it holds more products than a catalogue has.
 */
type ProductRows = Map<number, { version: string; row: ProductRow }>;
const productRowsByApp = new WeakMap<object, ProductRows>();
const PRODUCT_ROWS_LIMIT = 50_000;

function productRowsOf(app: object): ProductRows {
  const kept = productRowsByApp.get(app);
  if (kept) return kept;
  const rows: ProductRows = new Map();
  productRowsByApp.set(app, rows);
  return rows;
}

const productsWithVersionQuery = reusableQuery((tx) =>
  sessionOf(tx).prepareQuery(
    dialect.sqlToQuery(
      sql`SELECT ${productSelection}, ${productVersion} AS "productVersion" FROM ${products}
        WHERE ${products.productId} = ANY(${sql.placeholder('ids')}::integer[])`,
    ),
    undefined,
    'cart_products_with_version',
    false,
  ),
);

/** Reads the products of these ids and versions that are not kept at that version, in one query, and keeps them. */
async function keepProducts(tx: Tx, productRows: ProductRows, references: Iterable<[unknown, unknown]>): Promise<void> {
  const missing = new Set<number>();
  for (const [productId, version] of references) {
    if (productRows.get(productId as number)?.version !== version) missing.add(productId as number);
  }
  if (missing.size === 0) return;
  const result = (await productsWithVersionQuery(tx, { ids: [...missing] })) as { rows: Record<string, unknown>[] };
  if (productRows.size + result.rows.length > PRODUCT_ROWS_LIMIT) productRows.clear();
  for (const read of result.rows) {
    const row: Record<string, unknown> = {};
    for (const key of productKeys) row[key] = read[key];
    productRows.set(read.productId as number, { version: read.productVersion as string, row: row as ProductRow });
  }
}

/** A product read just now is the newest there is; its version may be newer than the line's row saw. */
function keptProduct(productRows: ProductRows, productId: unknown): ProductRow {
  const product = productRows.get(productId as number)?.row;
  if (!product) throw new Error(`product ${String(productId)} of a cart line not found`);
  return product;
}

/** The lines of rows read with `productReference`, each with its product row: kept ones, the others read in one query. */
async function withProducts(tx: Tx, rows: readonly Record<string, unknown>[], app: object): Promise<CartLineRow[]> {
  const productRows = productRowsOf(app);
  await keepProducts(
    tx,
    productRows,
    rows.map((row) => [row.lineProductId, row.productVersion]),
  );
  return rows.map((row) => {
    const line: Record<string, unknown> = {};
    for (const key of lineKeys) line[key] = row[key];
    return { ...(line as LineFields), product: keptProduct(productRows, row.lineProductId) };
  });
}

/**
 * The answers' lines as last read, by line id, one map per app (line ids are unique only within one
 * database), with their options' JSON text: a line whose columns and product row are what they were
 * is the same object again, so its options are not parsed again and its kept answer is found at once
 * (`keptCartItem`). Bounded: past the limit the longest-kept line goes.
 */
type KeptLine = { row: CartLineRow; paramsText: string };
const keptLinesOf = mapsPerOwner<object, number, KeptLine>();
const KEPT_LINES_LIMIT = 20_000;

/**
 * The lines of the answer's array rows (`answerLineSelection` from column `at`; rows with no line
 * left out), each with its product row: the products not kept at the version read are read in one query.
 */
async function answerLinesOf(tx: Tx, rows: readonly unknown[][], at: number, app: object): Promise<CartLineRow[]> {
  const lineRows = rows.filter((row) => row[at] !== null);
  const productRows = productRowsOf(app);
  const productAt = at + lineKeys.length;
  await keepProducts(
    tx,
    productRows,
    lineRows.map((row) => [row[productAt], row[productAt + 1]]),
  );
  const keptLines = keptLinesOf(app);
  return lineRows.map((row) => {
    const cartItemId = row[at] as number;
    const paramsText = row[at + 2] as string;
    const product = keptProduct(productRows, row[productAt]);
    const kept = keptLines.get(cartItemId);
    if (
      kept &&
      kept.row.product === product &&
      kept.row.quantityThousandths === row[at + 1] &&
      kept.paramsText === paramsText &&
      kept.row.paramsKey === row[at + 3] &&
      kept.row.acceptAlternatives === row[at + 4] &&
      kept.row.notes === row[at + 5] &&
      kept.row.customWeightThousandths === row[at + 6] &&
      kept.row.departmentId === row[at + 7]
    )
      return kept.row;
    // In `lineColumns`' order, as `lineOfRow` makes them.
    const line: CartLineRow = {
      cartItemId,
      quantityThousandths: row[at + 1] as number,
      params: JSON.parse(paramsText) as CartItemParams,
      paramsKey: row[at + 3] as string,
      acceptAlternatives: row[at + 4] as boolean,
      notes: row[at + 5] as string,
      customWeightThousandths: row[at + 6] as CartLineRow['customWeightThousandths'],
      departmentId: row[at + 7] as CartLineRow['departmentId'],
      product,
    };
    if (kept) keptLines.delete(cartItemId);
    else if (keptLines.size >= KEPT_LINES_LIMIT) keptLines.delete(keptLines.keys().next().value as number);
    keptLines.set(cartItemId, { row: line, paramsText });
    return line;
  });
}

/** What the cart answer shows besides its lines and delivery part. */
export type CartAnswerExtras = {
  /** The shopper's card's loyalty points (null without a card). */
  points: number | null;
  hasFavorites: boolean;
  store: { storeId: number; name: string } | null;
  feeRow: { feeCents: number; freeThresholdCents: number | null } | null;
  hasCertificates: boolean;
  /** Until when (epoch ms) the cart's live checkout hold locks it (checkout/prepare); null when not being paid. */
  paymentHoldUntil: number | null;
};

/**
 * The versions the answer's lines were read at (`cartAnswerOfUserStatement`): the cart's
 * `lines_version`, the catalogue's version, and the id of the reading transaction, which becomes the
 * cart's `lines_version` once it commits a change of the lines (migration 0019).
 */
export type CartLinesVersion = { cartId: number; linesVersion: string; catalogueVersion: string; transaction: string };

/**
 * What the cart answer is computed from: its extras and its lines. `keepAs`: the lines' versions when
 * they were read with them, handed on by a change whose lines after it are the ones it commits (`keepCartLines`).
 */
export type CartAnswerRows = { extras: CartAnswerExtras; lines: CartLineRow[]; keepAs?: CartLinesVersion };

/**
 * A cart's lines as a call of this process committed them, with the versions that say they still are
 * the cart's: one per shopper, per app (line and product ids mean nothing in another database). The
 * answer's statement read ahead sends them, and the database answers the lines again only when the
 * cart's `lines_version` or the catalogue's version is not the one kept (checked under the cart's lock,
 * so several processes on one database stay right). Bounded by their lines: past the limit the
 * longest-kept carts go (the line rows are shared with `keptLinesOf`, but a cart keeps its own).
 */
type KeptCart = { cartId: number; linesVersion: string; catalogueVersion: string; lines: readonly CartLineRow[] };
type KeptCarts = { carts: Map<number, KeptCart>; lines: number };
const keptCartsByApp = new WeakMap<object, KeptCarts>();
const KEPT_CART_LINES_LIMIT = 50_000;

function keptCartsOf(app: object): KeptCarts {
  let kept = keptCartsByApp.get(app);
  if (!kept) {
    kept = { carts: new Map(), lines: 0 };
    keptCartsByApp.set(app, kept);
  }
  return kept;
}

/**
 * Keeps the lines of a change the caller has committed (`rows.keepAs` set by the change: its lines
 * after it are what it wrote), as the cart's at the committing transaction's version.
 */
export function keepCartLines(app: object, userId: number, rows: CartAnswerRows | undefined): void {
  const version = rows?.keepAs;
  if (!version) return;
  const kept = keptCartsOf(app);
  const before = kept.carts.get(userId);
  if (before) {
    kept.carts.delete(userId);
    kept.lines -= before.lines.length;
  }
  for (const [oldest, cart] of kept.carts) {
    if (kept.lines + rows.lines.length <= KEPT_CART_LINES_LIMIT) break;
    kept.carts.delete(oldest);
    kept.lines -= cart.lines.length;
  }
  kept.carts.set(userId, {
    cartId: version.cartId,
    linesVersion: version.transaction,
    catalogueVersion: version.catalogueVersion,
    lines: rows.lines,
  });
  kept.lines += rows.lines.length;
}

/**
 * The extras of the cart answer's query, for the cart's values as `cart` names them (placeholders,
 * or the columns of the cart read by the same statement).
 */
const answerExtras = (cart: { userId: SQL; storeId: SQL; deliveryServiceId: SQL; warehouseId: SQL; cartId: SQL }) => sql`SELECT
        (SELECT ${loyaltyCards.points} FROM ${users} JOIN ${loyaltyCards} ON ${loyaltyCards.cardNumber} = ${users.fidelityCard}
          WHERE ${users.userId} = ${cart.userId}) AS "x_points",
        EXISTS (SELECT 1 FROM ${wishlistItems} JOIN ${wishlists} ON ${wishlists.listId} = ${wishlistItems.listId}
          WHERE ${wishlists.userId} = ${cart.userId} AND ${wishlists.kind} = 'favourites') AS "x_has_favorites",
        (SELECT ${stores.name} FROM ${stores} WHERE ${stores.storeId} = ${cart.storeId}) AS "x_store_name",
        (SELECT ${deliveryFees.feeCents} FROM ${deliveryFees}
          WHERE ${deliveryFees.deliveryServiceId} = ${cart.deliveryServiceId} AND ${deliveryFees.warehouseId} = ${cart.warehouseId}) AS "x_fee_cents",
        (SELECT ${deliveryFees.freeThresholdCents} FROM ${deliveryFees}
          WHERE ${deliveryFees.deliveryServiceId} = ${cart.deliveryServiceId} AND ${deliveryFees.warehouseId} = ${cart.warehouseId}) AS "x_free_threshold_cents",
        EXISTS (SELECT 1 FROM ${userGiftCertificates}
          WHERE ${userGiftCertificates.cartId} = ${cart.cartId} AND ${userGiftCertificates.status} = 'applied') AS "x_has_certificates",
        (SELECT (extract(epoch FROM max(${slotReservations.expiresAt})) * 1000)::float8 FROM ${slotReservations}
          WHERE ${slotReservations.cartId} = ${cart.cartId} AND ${slotReservations.kind} = 'hold'
            AND ${slotReservations.releasedAt} IS NULL AND ${slotReservations.expiresAt} > now()) AS "x_payment_hold_until"`;

/**
 * The answer's statements answer a head row first (the extras, and what else the statement says of
 * the cart, with no line: `cartItemId` null), then one row per line with only the line's columns.
 * Repeating the head's ~10 columns on every line's row made PostgreSQL write, and pg parse, 800 more
 * values for an 80-line cart. `noLine` fills the head row's line columns, `nulls` the lines' rows' head columns.
 */
const noLine = sql.raw([...lineKeys, 'lineProductId', 'productVersion'].map((key) => `NULL AS "${key}"`).join(', '));
const nulls = (count: number) => sql.raw(Array.from({ length: count }, () => 'NULL').join(', '));
/** The columns `answerExtras` selects (a UNION with another count is refused by the database). */
const EXTRAS_COLUMNS = 7;
const headFirst = sql.raw('ORDER BY "cartItemId" NULLS FIRST');

const cartAnswerStatement = rawStatement(
  'cart_answer_rows',
  sql`SELECT extras.*, ${noLine} FROM (${answerExtras({
    userId: sql.raw('$1'),
    storeId: sql.raw('$2'),
    deliveryServiceId: sql.raw('$3'),
    warehouseId: sql.raw('$4'),
    cartId: sql.raw('$5'),
  })}) extras
  UNION ALL
  SELECT ${nulls(EXTRAS_COLUMNS)}, ${answerLineSelection}
    FROM ${cartItems} JOIN ${products} ON ${products.productId} = ${cartItems.productId}
    WHERE ${cartItems.cartId} = $5
  ${headFirst}`,
);

/**
 * The cart answer's query for the shopper's working cart as the statement itself finds it (the
 * lock's conditions), with the cart's id and delivery part it used: sent right behind the lock in
 * the same write (`prefetchCartAnswer`), it runs once the lock is taken, so it reads what the lock
 * holder before committed. The head row also says the cart's `lines_version`, the catalogue's version
 * and the reading transaction's id; the lines' rows come only when the cart or the catalogue version
 * is not the kept one ($2 cart id, $3 lines version, $4 catalogue version: null when nothing is kept).
 */
const working = sql.raw('working');
/** The working cart's columns of its head row (`w_…`), before the extras. */
const WORKING_COLUMNS = 7;
const cartAnswerOfUserStatement = rawStatement(
  'cart_answer_of_user_kept_rows',
  sql`WITH ${working} AS (SELECT ${carts.cartId} AS cart_id, ${carts.storeId} AS store_id, ${carts.warehouseId} AS warehouse_id,
        ${carts.deliveryServiceId} AS delivery_service_id, ${carts.linesVersion} AS lines_version,
        (SELECT ${catalogueVersion.version} FROM ${catalogueVersion}) AS catalogue_version FROM ${carts}
        WHERE ${carts.userId} = $1 AND ${carts.cartStatusId} IN (${sql.raw(String(EDITING_CART_STATUS))}, ${sql.raw(String(OPEN_CART_STATUS))})
        ORDER BY ${carts.cartStatusId} DESC LIMIT 1)
      SELECT ${working}.cart_id AS "w_cart_id", ${working}.store_id AS "w_store_id", ${working}.warehouse_id AS "w_warehouse_id",
        ${working}.delivery_service_id AS "w_delivery_service_id", ${working}.lines_version::text AS "w_lines_version",
        ${working}.catalogue_version::text AS "w_catalogue_version", pg_current_xact_id()::text AS "w_transaction",
        extras.*, ${noLine}
      FROM ${working} CROSS JOIN LATERAL (${answerExtras({
        userId: sql.raw('$1'),
        storeId: sql`${working}.store_id`,
        deliveryServiceId: sql`${working}.delivery_service_id`,
        warehouseId: sql`${working}.warehouse_id`,
        cartId: sql`${working}.cart_id`,
      })}) extras
      UNION ALL
      SELECT ${nulls(WORKING_COLUMNS + EXTRAS_COLUMNS)}, ${answerLineSelection}
      FROM ${working} JOIN ${cartItems} ON ${cartItems.cartId} = ${working}.cart_id
        JOIN ${products} ON ${products.productId} = ${cartItems.productId}
      WHERE (${working}.cart_id, ${working}.lines_version, ${working}.catalogue_version)
        IS DISTINCT FROM ($2::integer, $3::bigint, $4::bigint)
      ${headFirst}`,
);

type AnswerCart = Pick<typeof carts.$inferSelect, 'cartId' | 'userId' | 'storeId' | 'warehouseId' | 'deliveryServiceId'>;

/**
 * The answer's rows read ahead for a shopper (`prefetchCartAnswer`), for the cart they were read for,
 * with the kept lines whose versions the statement was sent (it then leaves the lines out if they still hold).
 */
export type PrefetchedAnswer = Promise<{ rows: unknown[][]; kept: KeptCart | undefined } | null>;

/**
 * Sends the cart answer's query for the shopper's working cart now, behind the lock query the
 * caller just sent (on PostgreSQL both leave in one write: one round trip less), for a call whose
 * first read after the lock is the answer's rows and that writes nothing before it. `selectCartAnswer`
 * uses the rows when they are of the cart it answers, with the same delivery part; else it reads
 * again. The lines this process kept for the shopper (`keepCartLines`, for `app`) are not read again
 * while their versions hold. A failure (the lock's) answers null: the caller's own queries report it.
 */
export function prefetchCartAnswer(tx: Tx, userId: number, app: object): PrefetchedAnswer {
  const kept = keptCartsOf(app).carts.get(userId);
  return runRaw(tx, cartAnswerOfUserStatement, [
    userId,
    kept?.cartId ?? null,
    kept?.linesVersion ?? null,
    kept?.catalogueVersion ?? null,
  ]).then(
    (rows) => ({ rows, kept }),
    () => null,
  );
}

/**
 * The cart answer's own query: its extras (the shopper's card points, whether their favourites hold
 * a product, the store, the warehouse's delivery fee row, whether gift certificates sit on the cart)
 * in a head row, then every line with its product's id and version: one round trip whatever the
 * number of lines (a cart without lines answers the head alone).
 * `prefetched`: the rows read ahead with the lock, used when they are this cart's; their lines are
 * the kept ones when the statement left them out (the versions it was sent still held).
 */
export async function selectCartAnswer(
  tx: Tx,
  cart: AnswerCart,
  app: object,
  prefetched?: PrefetchedAnswer,
): Promise<CartAnswerRows> {
  const ahead = prefetched ? await prefetched : null;
  const first = ahead?.rows[0];
  if (
    ahead &&
    first &&
    first[0] === cart.cartId &&
    first[1] === cart.storeId &&
    first[2] === cart.warehouseId &&
    first[3] === cart.deliveryServiceId
  ) {
    const [linesVersion, catalogueVersion, transaction] = first.slice(4, WORKING_COLUMNS) as [string, string | null, string];
    const keepAs = catalogueVersion === null ? undefined : { cartId: cart.cartId, linesVersion, catalogueVersion, transaction };
    const { kept } = ahead;
    // The statement left the lines out exactly when these held (a cart with no line answers the head alone too).
    if (
      kept &&
      ahead.rows.length === 1 &&
      kept.cartId === cart.cartId &&
      kept.linesVersion === linesVersion &&
      kept.catalogueVersion === catalogueVersion
    )
      return { extras: extrasOf(cart, first, WORKING_COLUMNS), lines: [...kept.lines], keepAs };
    return { ...(await answerRowsOf(tx, cart, ahead.rows, WORKING_COLUMNS, app)), keepAs };
  }
  const rows = await runRaw(tx, cartAnswerStatement, [
    cart.userId,
    cart.storeId,
    cart.deliveryServiceId,
    cart.warehouseId,
    cart.cartId,
  ]);
  return answerRowsOf(tx, cart, rows, 0, app);
}

/** The answer's rows as arrays: the head row's extras from column `at`, the lines' columns after them. */
async function answerRowsOf(
  tx: Tx,
  cart: AnswerCart,
  rows: readonly unknown[][],
  at: number,
  app: object,
): Promise<CartAnswerRows> {
  return { extras: extrasOf(cart, rows[0] ?? [], at), lines: await answerLinesOf(tx, rows, at + EXTRAS_COLUMNS, app) };
}

/** The extras of the answer's head row, from column `at`. */
function extrasOf(cart: AnswerCart, first: readonly unknown[], at: number): CartAnswerExtras {
  const [points, hasFavorites, storeName, feeCents, freeThresholdCents, hasCertificates, paymentHoldUntil] = first.slice(
    at,
    at + EXTRAS_COLUMNS,
  ) as [
    number | null | undefined,
    boolean | undefined,
    string | null | undefined,
    number | null | undefined,
    number | null | undefined,
    boolean | undefined,
    number | null | undefined,
  ];
  return {
    points: points ?? null,
    hasFavorites: hasFavorites === true,
    store:
      storeName === null || storeName === undefined || cart.storeId === null ? null : { storeId: cart.storeId, name: storeName },
    feeRow: feeCents === null || feeCents === undefined ? null : { feeCents, freeThresholdCents: freeThresholdCents ?? null },
    hasCertificates: hasCertificates === true,
    paymentHoldUntil: paymentHoldUntil ?? null,
  };
}

/** Every line of a cart with its product, in the order the lines were first added. */
export function selectCartLines(tx: Tx, cartId: number) {
  return selectLinesWhere(tx, eq(cartItems.cartId, cartId));
}

/** The lines of a cart with these product ids, or with these line ids: prepared once each. */
const linesByQuery = (column: AnyColumn, name: string) =>
  reusableQuery((tx) =>
    sessionOf(tx).prepareQuery(
      dialect.sqlToQuery(
        sql`SELECT ${lineSelection}, ${productReference} FROM ${cartItems}
          JOIN ${products} ON ${products.productId} = ${cartItems.productId}
          WHERE ${cartItems.cartId} = ${sql.placeholder('cartId')} AND ${column} = ANY(${sql.placeholder('ids')}::integer[])
          ORDER BY ${cartItems.cartItemId}`,
      ),
      undefined,
      name,
      false,
    ),
  );
const linesOfProductsQuery = linesByQuery(cartItems.productId, 'cart_lines_of_products');
const linesByIdsQuery = linesByQuery(cartItems.cartItemId, 'cart_lines_by_ids');

/** The lines of a cart holding these products (any options). */
export async function selectCartLinesOfProducts(tx: Tx, cartId: number, productIds: readonly number[], app: object) {
  if (productIds.length === 0) return [];
  const result = (await linesOfProductsQuery(tx, { cartId, ids: [...productIds] })) as { rows: Record<string, unknown>[] };
  return withProducts(tx, result.rows, app);
}

/** The lines of a cart with these ids (the others are missing or belong elsewhere). */
export async function selectCartLinesByIds(tx: Tx, cartId: number, cartItemIds: readonly number[], app: object) {
  if (cartItemIds.length === 0) return [];
  const result = (await linesByIdsQuery(tx, { cartId, ids: [...cartItemIds] })) as { rows: Record<string, unknown>[] };
  return withProducts(tx, result.rows, app);
}

/** Of these line ids, the ones in another shopper's cart: asking for them is forbidden, not stale. */
export async function foreignCartItemIds(tx: Tx, userId: number, cartItemIds: readonly number[]): Promise<number[]> {
  if (cartItemIds.length === 0) return [];
  const rows = await tx
    .select({ cartItemId: cartItems.cartItemId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.cartId, cartItems.cartId))
    .where(and(inArray(cartItems.cartItemId, [...cartItemIds]), sql`${carts.userId} <> ${userId}`));
  return rows.map((row) => row.cartItemId);
}

const productsForCartQuery = (column: AnyColumn, name: string) =>
  reusableQuery((tx) =>
    tx
      .select({ ...productColumns, departmentId: products.departmentId })
      .from(products)
      .where(sql`${column} = ANY(${sql.placeholder('ids')}::integer[])`)
      .prepare(name),
  );
const productsByIdQuery = productsForCartQuery(products.productId, 'cart_products_by_id');
const productsByWpIdQuery = productsForCartQuery(products.wpId, 'cart_products_by_wp_id');

/** The product rows with these ids (or wpIds), for adding them. */
export async function selectProductsForCart(tx: Tx, ids: readonly number[], by: 'productId' | 'wpId') {
  if (ids.length === 0) return [];
  return (by === 'productId' ? productsByIdQuery : productsByWpIdQuery)(tx, { ids: [...ids] });
}

/** Inserts new lines in one statement; answers their ids in the order given. */
export async function insertCartLines(tx: Tx, lines: readonly NewCartLine[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(cartItems)
    .values([...lines])
    .returning({ cartItemId: cartItems.cartItemId, productId: cartItems.productId, paramsKey: cartItems.paramsKey });
  // Matched by product and options (unique per cart), not by the order RETURNING happens to use.
  const byLine = new Map(rows.map((row) => [`${row.productId}|${row.paramsKey}`, row.cartItemId]));
  return lines.map((line) => {
    const id = byLine.get(`${line.productId}|${line.paramsKey ?? ''}`);
    if (id === undefined) throw new Error('cart line not inserted');
    return id;
  });
}

const setLineQuantityQuery = reusableQuery((tx) =>
  tx
    .update(cartItems)
    .set({ quantityThousandths: sql`${sql.placeholder('quantityThousandths')}`, updatedAt: sql`now()` })
    .where(eq(cartItems.cartItemId, sql.placeholder('cartItemId')))
    .prepare('cart_line_set_quantity'),
);

export async function updateCartLine(tx: Tx, cartItemId: number, changes: CartLineChanges): Promise<void> {
  // A change of quantity alone (plus, minus, cart/update): the prepared statement.
  const keys = Object.keys(changes);
  if (keys.length === 1 && changes.quantityThousandths !== undefined) {
    await setLineQuantityQuery(tx, { cartItemId, quantityThousandths: changes.quantityThousandths });
    return;
  }
  await tx
    .update(cartItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(cartItems.cartItemId, cartItemId));
}

const setLineQuantityStatement = rawStatement(
  'cart_line_set_quantity_raw',
  sql`UPDATE ${cartItems} SET ${sql.identifier(cartItems.quantityThousandths.name)} = $2, ${sql.identifier(cartItems.updatedAt.name)} = now()
    WHERE ${cartItems.cartItemId} = $1`,
);
const deleteLinesStatement = rawStatement(
  'cart_lines_delete_raw',
  sql`DELETE FROM ${cartItems} WHERE ${cartItems.cartId} = $1 AND ${cartItems.cartItemId} = ANY($2::integer[])`,
);

/** A line's new quantity as a write for `commitWith` (sent with COMMIT). */
export const lineQuantityWrite = (cartItemId: number, quantityThousandths: number): RawWrite => ({
  statement: setLineQuantityStatement,
  values: [cartItemId, quantityThousandths],
});

/** The removal of a cart's lines as a write for `commitWith`. */
export const lineRemovalWrite = (cartId: number, cartItemIds: readonly number[]): RawWrite => ({
  statement: deleteLinesStatement,
  values: [cartId, [...cartItemIds]],
});

export async function deleteCartLines(tx: Tx, cartId: number, cartItemIds: readonly number[]): Promise<void> {
  if (cartItemIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.cartItemId, [...cartItemIds])));
}

export type { CartItemParams };
