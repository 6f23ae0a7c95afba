import { italianDecimalText } from '../decimal/italian-decimal-text';
import { divideRoundHalfUp, scaledToNumber, toScaledInteger } from '../decimal/scaled-decimal';

/**
 * How many of each unit make one base unit (kg for weights, l for volumes): the table of the second
 * specification file, section 9. As in that table, both families share one scale, so a conversion
 * between a weight and a volume counts 1 l as 1 kg.
 */
export const UNIT_MULTIPLIERS = { g: 1000, gr: 1000, kg: 1, hg: 10, dag: 100, ml: 1000, cl: 100, lt: 1, l: 1 } as const;
export type MeasureUnit = keyof typeof UNIT_MULTIPLIERS;
export type BaseUnit = 'kg' | 'l';

const volumeUnits: ReadonlySet<MeasureUnit> = new Set(['ml', 'cl', 'lt', 'l']);
const QUANTITY_SCALE = 3;

/** Reads a unit as the API writes it ('Kg', ' gr ', 'LT'); null when it is not one of the table's units. */
export function parseMeasureUnit(unit: string | null | undefined): MeasureUnit | null {
  const normalized = unit?.trim().toLowerCase() ?? '';
  return Object.hasOwn(UNIT_MULTIPLIERS, normalized) ? (normalized as MeasureUnit) : null;
}

/** The base unit a unit belongs to: kg for g, gr, hg, dag, kg; l for ml, cl, lt, l. */
export function baseUnitOf(unit: MeasureUnit): BaseUnit {
  return volumeUnits.has(unit) ? 'l' : 'kg';
}

/**
 * Converts a quantity already in thousandths of `from` to thousandths of `to`, rounded half-up
 * (300 000 thousandths of g are 300 thousandths of kg).
 */
export function convertThousandths(thousandths: number, from: MeasureUnit, to: MeasureUnit): number {
  return divideRoundHalfUp(BigInt(thousandths) * BigInt(UNIT_MULTIPLIERS[to]), UNIT_MULTIPLIERS[from]);
}

/** Converts a quantity between units, exact to 3 decimals of the target unit: 300 g → 0.3 kg, 1.5 hg → 150 g. */
export function convertQuantity(value: number, from: MeasureUnit, to: MeasureUnit): number {
  const thousandths = toScaledInteger(value, QUANTITY_SCALE);
  if (thousandths === null) throw new RangeError(`Not a valid quantity: ${value}`);
  return scaledToNumber(convertThousandths(thousandths, from, to), QUANTITY_SCALE);
}

const smallUnitOf: Record<BaseUnit, MeasureUnit> = { kg: 'g', l: 'ml' };

/**
 * Formats thousandths of a base unit for the shopper: below one unit in g or ml ('300 g', '750 ml'),
 * from one unit up in kg or l with up to 3 decimals and the Italian comma ('1,5 kg', '2 l').
 */
export function formatThousandthsOfBaseUnit(thousandths: number, baseUnit: BaseUnit = 'kg'): string {
  if (Math.abs(thousandths) < 1000) return `${italianDecimalText(thousandths, 0)} ${smallUnitOf[baseUnit]}`;
  return `${italianDecimalText(thousandths, QUANTITY_SCALE, 0)} ${baseUnit}`;
}

/** Formats a loose quantity given in kg (or l), rounded to 3 decimals: 0.3 → '300 g', 1.5 → '1,5 kg'. */
export function formatLooseQuantity(quantity: number, baseUnit: BaseUnit = 'kg'): string {
  const thousandths = toScaledInteger(quantity, QUANTITY_SCALE);
  if (thousandths === null) throw new RangeError(`Not a valid quantity: ${quantity}`);
  return formatThousandthsOfBaseUnit(thousandths, baseUnit);
}
