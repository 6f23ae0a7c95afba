import type { GeocodedPlace, GeoPoint } from '@spesa/domain';
import { type AddressQuery, type AutocompleteQuery, describePlace, type Geocoder, geocoderUnavailable } from './geocoder';

/** One result of a Nominatim-compatible service with `addressdetails=1`. */
type RemoteResult = {
  lat?: string;
  lon?: string;
  address?: Record<string, string | undefined>;
};

const RESULT_LIMIT = 10;

function toPlace(result: RemoteResult, addressNumber?: string): GeocodedPlace | null {
  const address = result.address ?? {};
  if (address.country_code && address.country_code !== 'it') return null;
  const city = address.city ?? address.town ?? address.village ?? address.municipality ?? '';
  const road = address.road ?? address.pedestrian ?? address.square ?? '';
  if (!city && !road) return null;
  const latitude = Number(result.lat);
  const longitude = Number(result.lon);
  const place = {
    address1: road,
    addressNumber: addressNumber ?? address.house_number ?? '',
    city,
    province: (address['ISO3166-2-lvl6'] ?? '').replace(/^IT-/, ''),
    postalcode: address.postcode ?? '',
    latitude: Number.isFinite(latitude) ? latitude : null,
    longitude: Number.isFinite(longitude) ? longitude : null,
    precision: road ? ('street' as const) : ('city' as const),
  };
  return { ...place, description: describePlace(place) };
}

/**
 * A real geocoding service with a Nominatim-compatible API at `baseUrl` (GEOCODER_URL): `/search`
 * limited to Italy (`countrycodes=it`) and `/reverse`. Failures and timeouts answer 502.
 */
export function createRemoteGeocoder(baseUrl: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');

  async function get(path: string, parameters: Record<string, string>): Promise<RemoteResult[]> {
    const url = `${base}${path}?${new URLSearchParams({ format: 'json', addressdetails: '1', 'accept-language': 'it', ...parameters })}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw geocoderUnavailable();
    }
    if (!response.ok) throw geocoderUnavailable();
    const body = (await response.json().catch(() => null)) as RemoteResult[] | RemoteResult | null;
    if (body === null) throw geocoderUnavailable();
    return Array.isArray(body) ? body : [body];
  }

  const search = async (q: string, addressNumber?: string) =>
    (await get('/search', { q, countrycodes: 'it', limit: String(RESULT_LIMIT) }))
      .map((result) => toPlace(result, addressNumber))
      .filter((place): place is GeocodedPlace => place !== null);

  return {
    kind: 'remote',
    autocomplete: ({ q, city, province }: AutocompleteQuery) => search([q, city, province].filter(Boolean).join(', ')),
    geocode: ({ address1, addressNumber, city, postalcode, province }: AddressQuery) =>
      search(
        [[address1, addressNumber].filter(Boolean).join(' '), [postalcode, city].filter(Boolean).join(' '), province]
          .filter(Boolean)
          .join(', '),
        addressNumber,
      ),
    reverse: async ({ latitude, longitude }: GeoPoint) =>
      (await get('/reverse', { lat: String(latitude), lon: String(longitude) }))
        .map((result) => toPlace(result))
        .filter((place): place is GeocodedPlace => place !== null),
  };
}
