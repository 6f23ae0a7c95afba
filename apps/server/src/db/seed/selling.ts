import type { ProductInfos } from '@spesa/domain';
import { decimalString, formatItalianNumber, type PackageSize } from './text';

/**
 * How a product is sold, one shape per TIPOLOGIA. The productInfos, the purchase limits and the
 * package text are all derived from it, so they cannot disagree.
 */
export type Selling =
  | {
      sale: 'Pezzo' | 'Confezione';
      packageLabel: string;
      size: PackageSize;
      /** Sold in multiples of this many pieces (QTY_MULT); locked means only whole multiples. */
      multiple?: { quantity: number; locked: boolean };
      /** The pack holds this many units counted separately in stock (MULTI_PACK). */
      multiPack?: number;
      maxAcq?: number;
      minAcq?: number;
    }
  /** Loose at the counter, priced by kg: the first add is `first` kg, then steps of `step` kg. */
  | { sale: 'Sfuso'; first: number; step: number; pieceKg?: number }
  /** A pre-weighed pack of variable weight, priced by kg and bought by the piece. */
  | { sale: 'Peso'; averageKg: number };

export type SellingTerms = {
  productInfos: ProductInfos;
  minAcq: number;
  maxAcq: number | null;
  packageDescr: string;
  /** Loose and weighed goods are priced per kg; everything else per piece. */
  pricedByKg: boolean;
};

/** The productInfos, limits and package text of one way of selling. */
export function sellingTerms(selling: Selling): SellingTerms {
  switch (selling.sale) {
    case 'Pezzo':
    case 'Confezione':
      return pieceTerms(selling);
    case 'Sfuso':
      return {
        productInfos: {
          TIPOLOGIA: 'Sfuso',
          WEIGHT_SELLING: decimalString(selling.first),
          STEP_SELLING: decimalString(selling.step),
          WEIGHT_UNIT_SELLING: 'kg',
          WEIGHT_UNIT_BASE: 'kg',
          UNIT_SELLING: 'kg',
          ...(selling.pieceKg
            ? { WEIGHT_SELLING_SINGLE_UNIT: decimalString(selling.pieceKg), WEIGHT_SELLING_SINGLE_UNIT_UM: 'kg' }
            : {}),
        },
        minAcq: selling.first,
        maxAcq: null,
        packageDescr: 'al kg',
        pricedByKg: true,
      };
    case 'Peso':
      return {
        productInfos: {
          TIPOLOGIA: 'Peso',
          WEIGHT_SELLING_SINGLE_UNIT: decimalString(selling.averageKg),
          WEIGHT_SELLING_SINGLE_UNIT_UM: 'kg',
          WEIGHT_UNIT_SELLING: 'kg',
          WEIGHT_UNIT_BASE: 'kg',
          UNIT_SELLING: 'pz',
        },
        minAcq: 1,
        maxAcq: null,
        packageDescr: `circa ${approximateWeight(selling.averageKg)}`,
        pricedByKg: true,
      };
  }
}

function pieceTerms(selling: Extract<Selling, { sale: 'Pezzo' | 'Confezione' }>): SellingTerms {
  const productInfos: ProductInfos = { TIPOLOGIA: selling.sale };
  if (selling.multiple) {
    productInfos.QTY_MULT = String(selling.multiple.quantity);
    if (selling.multiple.locked) productInfos.QTY_LOCKED = 'true';
  }
  if (selling.multiPack) productInfos.MULTI_PACK = String(selling.multiPack);
  if (selling.maxAcq) productInfos.MAXACQ = String(selling.maxAcq);
  // A locked multiple is also the least one can buy.
  const minAcq = selling.multiple?.locked ? selling.multiple.quantity : (selling.minAcq ?? 1);
  return { productInfos, minAcq, maxAcq: selling.maxAcq ?? null, packageDescr: selling.packageLabel, pricedByKg: false };
}

function approximateWeight(kg: number): string {
  return kg < 1 ? `${Math.round(kg * 1000)} g` : `${formatItalianNumber(kg)} kg`;
}
