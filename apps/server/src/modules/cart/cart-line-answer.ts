import { type CartItem, centsToEuros, type PromotionShopper, pricedCartLine, scaledToNumber } from '@spesa/domain';
import { mapsPerOwner } from '../../lib/maps-per-owner';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { ProductRow } from '../catalogue/product.repository';
import type { CartLineRow } from './cart-lines.repository';
import { withSelectedOptions } from './cart-options';
import { cartProductOf } from './cart-product';
import { promotionShopperKey } from './cart-promotion-shopper';

/** A stored line in the shape of the API, its amounts (its promotion applied for `shopper`) from the domain's rules. */
export function toCartItem(line: CartLineRow, snapshot: CatalogueSnapshot, shopper: PromotionShopper): CartItem {
  const product = cartProductOf(line.product, snapshot);
  const quantity = scaledToNumber(line.quantityThousandths, 3);
  const customWeight = line.customWeightThousandths === null ? '' : scaledToNumber(line.customWeightThousandths, 3).toFixed(3);
  const { weight, grossTotalCents, promotion } = pricedCartLine({ product, quantity, customWeight }, shopper);
  return {
    itemId: line.cartItemId,
    cartItemId: line.cartItemId,
    quantity,
    weight,
    grossTotalCents,
    grossTotal: centsToEuros(grossTotalCents),
    promotion,
    product: { ...product, selectOptions: withSelectedOptions(product.selectOptions, line.params) },
    cartItemInfo: { accept_alternatives: line.acceptAlternatives ? 'true' : 'false', notes: line.notes, customWeight },
    params: line.params,
  };
}

/**
 * A line's answer as last made, with everything it was made from: the line's own columns and its
 * product row (the kept row of `withProducts`, a new object whenever the product's version changes).
 * `json` is its JSON text in UTF-8, written the first time an answer holding it is serialised (in a
 * buffer of its own: a slice of Node's shared pool would keep the whole pool slab alive with it).
 */
type LineAnswer = {
  /** The line row it was last found for: the same row (the answers' kept lines, `answerLinesOf`) needs no comparison. */
  line: CartLineRow;
  product: ProductRow;
  quantityThousandths: number;
  customWeightThousandths: number | null;
  acceptAlternatives: boolean;
  notes: string;
  paramsKey: string;
  /** `promotionShopperKey`: the same line answers again only for the same day, brand, warehouse and card. */
  shopperKey: string;
  item: CartItem;
  json: Buffer | undefined;
};

/**
 * The lines' answers by line id, one map per catalogue snapshot (an app's: line ids are unique only
 * within one database, and the answer reads the snapshot's names). Bounded: past the limit the
 * longest-kept line goes (a changed line is kept again at the end).
 */
const answersOf = mapsPerOwner<CatalogueSnapshot, number, LineAnswer>();
const LINE_ANSWERS_LIMIT = 20_000;
/** The kept items, for the serialiser: their text is written once, then copied into each answer (`cartAnswerBody`). */
const keptItems = new WeakMap<object, LineAnswer>();

const unchanged = (kept: LineAnswer, line: CartLineRow, shopperKey: string) =>
  kept.shopperKey === shopperKey &&
  kept.product === line.product &&
  kept.quantityThousandths === line.quantityThousandths &&
  kept.customWeightThousandths === line.customWeightThousandths &&
  kept.acceptAlternatives === line.acceptAlternatives &&
  kept.notes === line.notes &&
  kept.paramsKey === line.paramsKey;

/** The objects of an item made here (not the shared product's own): kept items are shared by every answer that shows them. */
function freezeItem(item: CartItem): CartItem {
  for (const option of item.product.selectOptions) Object.freeze(option);
  Object.freeze(item.product.selectOptions);
  Object.freeze(item.product);
  Object.freeze(item.cartItemInfo);
  Object.freeze(item.params);
  if (item.promotion) Object.freeze(item.promotion);
  return Object.freeze(item);
}

/**
 * `toCartItem` made once per line and version: an 80-line answer where one line changed makes one
 * item, and its body (`cartAnswerBody`) copies the other 79 from their kept text. The item is shared
 * by the answers that show it, hence frozen.
 */
export function keptCartItem(line: CartLineRow, snapshot: CatalogueSnapshot, shopper: PromotionShopper): CartItem {
  return keptItemIn(answersOf(snapshot), line, snapshot, shopper, promotionShopperKey(shopper));
}

/** `keptCartItem` of each line (the snapshot's kept answers found once for all). */
export function keptCartItems(lines: readonly CartLineRow[], snapshot: CatalogueSnapshot, shopper: PromotionShopper): CartItem[] {
  const answers = answersOf(snapshot);
  const shopperKey = promotionShopperKey(shopper);
  const items = new Array<CartItem>(lines.length);
  for (let index = 0; index < lines.length; index++)
    items[index] = keptItemIn(answers, lines[index] as CartLineRow, snapshot, shopper, shopperKey);
  return items;
}

function keptItemIn(
  answers: Map<number, LineAnswer>,
  line: CartLineRow,
  snapshot: CatalogueSnapshot,
  shopper: PromotionShopper,
  shopperKey: string,
): CartItem {
  const kept = answers.get(line.cartItemId);
  if (kept && ((kept.line === line && kept.shopperKey === shopperKey) || unchanged(kept, line, shopperKey))) {
    kept.line = line;
    return kept.item;
  }
  const item = freezeItem(toCartItem(line, snapshot, shopper));
  const answer: LineAnswer = {
    line,
    product: line.product,
    quantityThousandths: line.quantityThousandths,
    customWeightThousandths: line.customWeightThousandths,
    acceptAlternatives: line.acceptAlternatives,
    notes: line.notes,
    paramsKey: line.paramsKey,
    shopperKey,
    item,
    json: undefined,
  };
  if (kept) answers.delete(line.cartItemId);
  else if (answers.size >= LINE_ANSWERS_LIMIT) answers.delete(answers.keys().next().value as number);
  answers.set(line.cartItemId, answer);
  keptItems.set(item, answer);
  return item;
}

/** Whether a value is a kept item (`keptCartItem`). */
export const isKeptItem = (value: object): boolean => keptItems.has(value);

/** The JSON text in UTF-8 of a kept item (written on first use), or undefined for any other value. */
export function keptItemJson(value: object): Buffer | undefined {
  const answer = keptItems.get(value);
  if (!answer) return undefined;
  if (answer.json === undefined) {
    const text = JSON.stringify(answer.item);
    const json = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    json.write(text);
    answer.json = json;
  }
  return answer.json;
}
