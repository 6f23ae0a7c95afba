import { formatValidator, type Validator } from './validator';

/**
 * The two-letter codes ("sigle") of the Italian provinces and metropolitan cities, as on number
 * plates and in addresses: the 107 of 2024, plus the Sardinian codes the 2025 reform brings back
 * (OT, OG, VS, CI), which shoppers still write on their addresses.
 */
export const ITALIAN_PROVINCE_CODES: ReadonlySet<string> = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CI CL CN CO CR CS CT CZ EN FC FE FG FI FM ' +
    'FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OG OR OT PA PC PD PE PG PI PN PO PR PT ' +
    'PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VS VT VV'
  ).split(' '),
);

/** The Italian text naming the field when the province is not a known code. */
export const provinceCodeMessage = 'Sigla della provincia non valida: usa le due lettere della targa, ad esempio BG o RM';

/** True for a known province code, in capitals or not ('bg' too). */
export function isItalianProvinceCode(value: string): boolean {
  return ITALIAN_PROVINCE_CODES.has(value.trim().toUpperCase());
}

/** Province rule: a known two-letter code; message 'Sigla della provincia non valida: usa le due lettere della targa, ad esempio BG o RM'. */
export const validateProvinceCode: Validator = formatValidator(isItalianProvinceCode, provinceCodeMessage);
