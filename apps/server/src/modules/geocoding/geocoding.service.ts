import { type GeocodedPlace, type GeoPoint, isWithinItaly, STREET_SUGGEST_AFTER_LENGTH } from '@spesa/domain';
import type { AddressQuery, AutocompleteQuery, Geocoder } from './geocoder';

/** The rules around whichever geocoder is configured. */
export function createGeocodingService(geocoder: Geocoder) {
  return {
    /** Suggestions only once the typed street is longer than 3 characters (before any comma and town). */
    async suggest(query: AutocompleteQuery): Promise<GeocodedPlace[]> {
      const street = (query.q.split(',')[0] ?? '').trim();
      if (street.length <= STREET_SUGGEST_AFTER_LENGTH) return [];
      return geocoder.autocomplete({ ...query, q: query.q.trim() });
    },

    /** The places for an address, or for a point when coordinates are given (the geolocate button). */
    locate(query: AddressQuery & Partial<GeoPoint>): Promise<GeocodedPlace[]> {
      if (query.latitude !== undefined && query.longitude !== undefined) {
        return geocoder.reverse({ latitude: query.latitude, longitude: query.longitude });
      }
      return geocoder.geocode(query);
    },

    /** Best-effort coordinates of an address for the coverage check: null when unknown or the service fails. */
    async coordinatesOf(address: AddressQuery): Promise<GeoPoint | null> {
      try {
        const [best] = await geocoder.geocode(address);
        if (best?.latitude == null || best.longitude == null) return null;
        const point = { latitude: best.latitude, longitude: best.longitude };
        return isWithinItaly(point) ? point : null;
      } catch {
        return null;
      }
    },
  };
}

export type GeocodingService = ReturnType<typeof createGeocodingService>;
