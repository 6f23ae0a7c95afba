import { formatThousandthsOfBaseUnit } from '../units/measure-units';

/** Stable codes of the quantity failures (i18n keys): the server sends them with the Italian text. */
export const quantityErrorCodes = {
  minAcq: 'errors.minAcq',
  maxAcq: 'errors.maxAcq',
  notAvailable: 'errors.notAvailable',
  invalidQuantity: 'errors.invalidQuantity',
} as const;
export type QuantityErrorCode = (typeof quantityErrorCodes)[keyof typeof quantityErrorCodes];

/** The Italian texts of the quantity rules. */
export const quantityMessages = {
  maxAcq: 'Hai superato la quantità massima acquistabile per questo prodotto',
  notAvailable: 'Il prodotto non è al momento disponibile',
  invalidQuantity: 'La quantità indicata non è valida',
  confirmRemoval: 'Vuoi rimuovere il prodotto dal carrello?',
} as const;

/** 'Non è possibile acquistare meno di 3 pezzi di questo prodotto' (one piece: 'di 1 pezzo'). */
export function minimumPiecesMessage(pieces: number): string {
  return `Non è possibile acquistare meno di ${pieces} ${pieces === 1 ? 'pezzo' : 'pezzi'} di questo prodotto`;
}

/** 'Non è possibile acquistare meno di 300 g di questo prodotto', for products sold by weight. */
export function minimumWeightMessage(thousandths: number, baseUnit: 'kg' | 'l'): string {
  return `Non è possibile acquistare meno di ${formatThousandthsOfBaseUnit(thousandths, baseUnit)} di questo prodotto`;
}
