/** 'Caffè macinato n.5' → 'caffe-macinato-n-5': lower case, accents removed, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 1.5 → '1,5': numbers as an Italian shopper reads them. */
export function formatItalianNumber(value: number): string {
  return String(Number(value.toFixed(3))).replace('.', ',');
}

/** Three decimals at most, as a string: the form productInfos carry weights in ('0.5', '0.05'). */
export function decimalString(value: number): string {
  return String(Number(value.toFixed(3)));
}

export type PackageSize = {
  /** What the price per unit refers to: kilograms, litres, or pieces when nothing is weighed. */
  measure: 'kg' | 'l' | 'pz';
  /** Total content in that measure: 9 for '6 x 1,5 l', 0.5 for '500 g', 4 for '4 pz'. */
  quantity: number;
  /** Units in the pack: 6 for '6 x 1,5 l', 4 for '4 pz', 1 for '500 g'. */
  pieces: number;
};

const unitFactors: Record<string, { measure: PackageSize['measure']; factor: number }> = {
  g: { measure: 'kg', factor: 0.001 },
  kg: { measure: 'kg', factor: 1 },
  ml: { measure: 'l', factor: 0.001 },
  cl: { measure: 'l', factor: 0.01 },
  l: { measure: 'l', factor: 1 },
};

/**
 * Reads a package label ('500 g', '6 x 1,5 l', '4 pz', '20 filtri') into its size, so that the unit
 * price is computed from the same text the shopper sees. Any other unit word counts pieces.
 */
export function parsePackage(label: string): PackageSize {
  const match = /^(?:(\d+) x )?(\d+(?:,\d+)?) (\S+)$/.exec(label);
  if (!match) throw new Error(`Unreadable package label '${label}'`);
  const multiplier = Number(match[1] ?? 1);
  const amount = Number((match[2] as string).replace(',', '.'));
  const unit = unitFactors[match[3] as string];
  if (!unit) return { measure: 'pz', quantity: multiplier * amount, pieces: multiplier * amount };
  return { measure: unit.measure, quantity: multiplier * amount * unit.factor, pieces: multiplier };
}
