import type { GeocodedPlace, GeoPoint } from '@spesa/domain';
import { HttpError } from '../../lib/http-error';

export type AutocompleteQuery = { q: string; city?: string; province?: string };
export type AddressQuery = { address1?: string; addressNumber?: string; city?: string; postalcode?: string; province?: string };

/** Street autocomplete and geocoding limited to Italy; the embedded and the remote implementations answer alike. */
export interface Geocoder {
  readonly kind: 'embedded' | 'remote';
  /** Streets (then municipalities) matching what the shopper typed. */
  autocomplete(query: AutocompleteQuery): Promise<GeocodedPlace[]>;
  /** Places for an address, best first: the street when known, else its municipality. */
  geocode(address: AddressQuery): Promise<GeocodedPlace[]>;
  /** The street (or municipality) at a point: the geolocate button. */
  reverse(point: GeoPoint): Promise<GeocodedPlace[]>;
}

export const geocoderUnavailable = () =>
  new HttpError(502, {
    code: 'errors.geocoderUnavailable',
    description: 'Il servizio di ricerca degli indirizzi non è al momento disponibile: riprova tra qualche minuto.',
  });

/** Lower case, no accents, apostrophes and punctuation as spaces: 'Sant’Alessandro' → 'sant alessandro'. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The suggestion line: 'Via Borgo Palazzo, 24125 Bergamo (BG)'. */
export function describePlace(place: Omit<GeocodedPlace, 'description'>): string {
  const street = [place.address1, place.addressNumber].filter(Boolean).join(' ');
  const town = `${[place.postalcode, place.city].filter(Boolean).join(' ')}${place.province ? ` (${place.province})` : ''}`;
  return street ? `${street}, ${town}` : town;
}
