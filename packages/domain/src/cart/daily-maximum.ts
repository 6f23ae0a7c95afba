import { formatCartQuantity } from '../quantity/format-quantity';
import type { QuantityProduct } from '../quantity/quantity-product';

/** The code of the daily maximum refusal (second file, section 8: "maximum daily quantity exceeded for the item"). */
export const dailyMaximumCode = 'errors.maxDailyAcq';

/** 'Hai superato la quantità massima giornaliera acquistabile per "Latte": al massimo 6 pz al giorno…'. */
export function dailyMaximumMessage(product: QuantityProduct & { name: string }, dailyMaxAcq: number): string {
  return `Hai superato la quantità massima giornaliera acquistabile per "${product.name}": al massimo ${formatCartQuantity(product, dailyMaxAcq)} al giorno, contando anche gli ordini di oggi.`;
}

/**
 * Whether a shopper may have `wantedThousandths` of a product in the cart, having ordered
 * `orderedTodayThousandths` of it today: together they stay within its daily maximum (null: no limit).
 * In thousandths of the product's unit, as the cart stores quantities.
 */
export function exceedsDailyMaximum(
  dailyMaxAcq: number | null,
  wantedThousandths: number,
  orderedTodayThousandths: number,
): boolean {
  if (dailyMaxAcq === null) return false;
  return wantedThousandths + orderedTodayThousandths > Math.round(dailyMaxAcq * 1000);
}
