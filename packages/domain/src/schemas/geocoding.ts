import { z } from 'zod';
import { isWithinItaly } from '../delivery/geo-distance';
import { zOptional } from '../validation/zod-validators';

const zCoordinateText = (min: number, max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim().replace(',', '.');
    return trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  }, z.number().min(min).max(max));

/** `GET geocoding/autocomplete`: the typed street (suggestions only past 3 characters), optionally narrowed to a city. */
export const geocodingAutocompleteQuerySchema = z.object({
  q: z.string().max(200).default(''),
  city: zOptional(z.string().trim().max(100)),
  province: zOptional(z.string().trim().max(40)),
});

/** `GET geocoding/geocode`: an address to place on the map, or (latitude + longitude) a point to name. */
export const geocodingGeocodeQuerySchema = z
  .object({
    address1: zOptional(z.string().trim().max(200)),
    addressNumber: zOptional(z.string().trim().max(20)),
    city: zOptional(z.string().trim().max(100)),
    postalcode: zOptional(z.string().trim().max(10)),
    province: zOptional(z.string().trim().max(40)),
    latitude: zOptional(zCoordinateText(-90, 90)),
    longitude: zOptional(zCoordinateText(-180, 180)),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: 'Indicare sia latitude sia longitude',
    path: ['latitude'],
  })
  .refine((query) => query.latitude !== undefined || query.address1 || query.city || query.postalcode, {
    message: 'Indicare un indirizzo, una città, un CAP oppure le coordinate',
    path: ['address1'],
  })
  .refine(
    (query) => query.latitude === undefined || isWithinItaly({ latitude: query.latitude, longitude: query.longitude as number }),
    { message: 'Le coordinate indicate non sono in Italia.', path: ['latitude'] },
  );
export type GeocodingGeocodeQuery = z.output<typeof geocodingGeocodeQuerySchema>;

/** A place found in Italy: a street (with number when given), or a whole municipality. */
export const geocodedPlaceSchema = z.object({
  /** One line for the suggestion list: 'Via Borgo Palazzo, 24125 Bergamo (BG)'. */
  description: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** How precise the place is: a street, or only the municipality. */
  precision: z.enum(['street', 'city']),
});
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;
export const geocodingSuggestionsDataSchema = z.object({ suggestions: z.array(geocodedPlaceSchema) });
export const geocodingResultsDataSchema = z.object({ results: z.array(geocodedPlaceSchema) });
