import { scaledToNumber, toScaledInteger } from '../decimal/scaled-decimal';
import { type BaseUnit, baseUnitOf, convertThousandths, parseMeasureUnit } from '../units/measure-units';
import { gridPointAtOrAbove, gridPointAtOrBelow, type QuantityGrid } from './quantity-grid';
import { allowsManualInput, isSoldByWeight, type QuantityProduct } from './quantity-product';

const ONE = 1000;
/** A loose product without a usable STEP_SELLING moves by 100 g (one etto), the usual deli step. */
const DEFAULT_WEIGHT_STEP = 100;
const trueFlags = new Set(['true', '1', 'si', 'sì', 'yes', 'y', 's']);

/** The rules of one product, every quantity in thousandths of a piece or of a kg / l. */
export type QuantityRulesInThousandths = {
  soldByWeight: boolean;
  unit: 'pz' | BaseUnit;
  locked: boolean;
  /** What plus and minus add or remove. */
  step: number;
  /** What plus sets on a product not yet in the cart; 0 when it cannot be bought. */
  firstAdd: number;
  /** The smallest non-zero quantity. */
  minimum: number;
  /** The largest quantity, on the grid; 0 when the product cannot be bought. */
  maximum: number;
  grid: QuantityGrid;
};

/** The same rules in pieces, kg or l, as the web app shows them. */
export type QuantityRules = Omit<QuantityRulesInThousandths, 'grid'> & {
  manualInput: boolean;
  gridOrigin: number;
  gridSpacing: number;
};

const thousandthsOf = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : toScaledInteger(value, 3);

function positiveThousandths(value: string | number | null | undefined): number | null {
  const thousandths = thousandthsOf(value);
  return thousandths !== null && thousandths > 0 ? thousandths : null;
}

function positiveWholeNumber(value: string | undefined): number | null {
  const thousandths = positiveThousandths(value);
  return thousandths !== null && thousandths % ONE === 0 ? thousandths / ONE : null;
}

function pieceRules(product: QuantityProduct) {
  const multiple = positiveWholeNumber(product.productInfos.QTY_MULT) ?? 1;
  const locked = trueFlags.has(product.productInfos.QTY_LOCKED?.trim().toLowerCase() ?? '');
  const grid = { origin: 0, spacing: locked ? multiple * ONE : ONE };
  const minimum = gridPointAtOrAbove(Math.max(positiveThousandths(product.minAcq) ?? 0, ONE), grid);
  return { unit: 'pz' as const, locked, step: multiple * ONE, grid, minimum, firstAdd: Math.max(minimum, multiple * ONE) };
}

function weightRules(product: QuantityProduct) {
  const infos = product.productInfos;
  const baseUnit = baseUnitOf(parseMeasureUnit(infos.WEIGHT_UNIT_BASE) ?? 'kg');
  const sellingUnit = parseMeasureUnit(infos.WEIGHT_UNIT_SELLING) ?? baseUnit;
  const inBaseUnit = (value: string | undefined) => {
    const thousandths = positiveThousandths(value);
    const converted = thousandths === null ? 0 : convertThousandths(thousandths, sellingUnit, baseUnit);
    return converted > 0 ? converted : null;
  };
  const step = inBaseUnit(infos.STEP_SELLING) ?? DEFAULT_WEIGHT_STEP;
  const weightSelling = inBaseUnit(infos.WEIGHT_SELLING) ?? step;
  const grid = { origin: weightSelling, spacing: step };
  return { unit: baseUnit, locked: false, step, grid, minimum: weightSelling, firstAdd: weightSelling };
}

/** min(MAXACQ, (maxAcq, or available without one) ÷ MULTI_PACK), in thousandths; 0 when not in stock. */
function upperLimit(product: QuantityProduct): number {
  if (!(product.available > 0)) return 0;
  const purchasable = positiveThousandths(product.maxAcq) ?? positiveThousandths(product.available) ?? 0;
  const multiPack = positiveWholeNumber(product.productInfos.MULTI_PACK) ?? 1;
  const perPack = Number(BigInt(purchasable) / BigInt(multiPack));
  return Math.min(perPack, positiveThousandths(product.productInfos.MAXACQ) ?? perPack);
}

/**
 * The quantity rules of a product in thousandths.
 * - Pezzo, Confezione: plus/minus move by QTY_MULT (1 without it); never below minAcq (at least 1);
 *   the first add is max(minAcq, QTY_MULT). With QTY_LOCKED every quantity is a multiple of
 *   QTY_MULT, at least one multiple, and minAcq is raised to the next multiple.
 * - Sfuso, Peso (sold by weight): plus/minus move by STEP_SELLING, the first add and the minimum are
 *   WEIGHT_SELLING. Both are read in WEIGHT_UNIT_SELLING (default: the base unit) and converted to
 *   WEIGHT_UNIT_BASE (kg or l, default kg); minAcq does not apply to them.
 * - Everyone: at most MAXACQ and at most (maxAcq, or available when maxAcq is missing or 0) ÷
 *   MULTI_PACK, moved down onto the grid; these limits are in the cart's unit (pieces, kg or l).
 *   When that maximum is below the minimum, or nothing is available, maximum and firstAdd are 0.
 * - Missing or unreadable infos fall back: QTY_MULT and MULTI_PACK 1, STEP_SELLING 100 g,
 *   WEIGHT_SELLING one step.
 */
export function quantityRulesInThousandths(product: QuantityProduct): QuantityRulesInThousandths {
  const soldByWeight = isSoldByWeight(product);
  const rules = soldByWeight ? weightRules(product) : pieceRules(product);
  const maximum = gridPointAtOrBelow(upperLimit(product), rules.grid) ?? 0;
  if (maximum < rules.minimum) return { ...rules, soldByWeight, maximum: 0, firstAdd: 0 };
  return { ...rules, soldByWeight, maximum, firstAdd: Math.min(rules.firstAdd, maximum) };
}

/** The quantity rules of a product in pieces, kg or l (see `quantityRulesInThousandths` for each edge). */
export function quantityRulesOf(product: QuantityProduct): QuantityRules {
  const { grid, ...rules } = quantityRulesInThousandths(product);
  const decimal = (thousandths: number) => scaledToNumber(thousandths, 3);
  return {
    ...rules,
    step: decimal(rules.step),
    firstAdd: decimal(rules.firstAdd),
    minimum: decimal(rules.minimum),
    maximum: decimal(rules.maximum),
    gridOrigin: decimal(grid.origin),
    gridSpacing: decimal(grid.spacing),
    manualInput: allowsManualInput(product),
  };
}

/** The quantity plus sets on a product not yet in the cart: WEIGHT_SELLING, or max(minAcq, QTY_MULT); 0 if unbuyable. */
export function firstAdd(product: QuantityProduct): number {
  return scaledToNumber(quantityRulesInThousandths(product).firstAdd, 3);
}

/** The largest quantity a cart line may hold (MAXACQ, maxAcq or available ÷ MULTI_PACK, on the grid); 0 if unbuyable. */
export function maxPurchasable(product: QuantityProduct): number {
  return scaledToNumber(quantityRulesInThousandths(product).maximum, 3);
}
