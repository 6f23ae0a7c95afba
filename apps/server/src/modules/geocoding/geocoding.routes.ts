import {
  envelopeSchema,
  errorEnvelopeSchema,
  geocodingAutocompleteQuerySchema,
  geocodingGeocodeQuerySchema,
  geocodingResultsDataSchema,
  geocodingSuggestionsDataSchema,
} from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { createEmbeddedGeocoder } from './embedded-geocoder';
import { createGeocodingService, type GeocodingService } from './geocoding.service';
import { createRemoteGeocoder } from './remote-geocoder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Geocoding limited to Italy: the embedded data, or the service at GEOCODER_URL. */
    geocoding: GeocodingService;
  }
}

/** Decorates `app.geocoding` for the routes and the address calls; registered before them. */
export const geocodingPlugin = fp(async (app: FastifyInstance) => {
  const geocoder = app.config.GEOCODER_URL ? createRemoteGeocoder(app.config.GEOCODER_URL) : createEmbeddedGeocoder();
  app.decorate('geocoding', createGeocodingService(geocoder));
});

/** Paths the specification leaves unnamed: `geocoding/autocomplete` and `geocoding/geocode`. */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geocoding/autocomplete',
    {
      schema: {
        tags: ['geocoding'],
        summary:
          'Street suggestions in Italy for the address form (data.suggestions): only when the typed street (before any comma) is longer than 3 characters, otherwise an empty list; `city` or a town after a comma narrows them',
        querystring: geocodingAutocompleteQuerySchema,
        response: { 200: envelopeSchema(geocodingSuggestionsDataSchema), 400: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok({ suggestions: await app.geocoding.suggest(query) }),
  );

  app.get(
    '/geocoding/geocode',
    {
      schema: {
        tags: ['geocoding'],
        summary:
          'Places an Italian address on the map (address1, addressNumber, city, postalcode, province), or names the street at latitude + longitude (the geolocate button); data.results, best first, each with its precision (street or city)',
        querystring: geocodingGeocodeQuerySchema,
        response: { 200: envelopeSchema(geocodingResultsDataSchema), 400: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async ({ query }) => ok({ results: await app.geocoding.locate(query) }),
  );
};
