import {
  addressCheckDataSchema,
  addressCheckRequestSchema,
  addressDataSchema,
  addressesDataSchema,
  addressIdQuerySchema,
  addressListQuerySchema,
  deliveryServiceListDataSchema,
  deliveryServiceListQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  postalCodeCoverageDataSchema,
  postalCodeCoverageQuerySchema,
} from '@spesa/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { UserRow } from '../users/user.repository';
import type { AddressService } from './address.service';

export const sessionFailures = { 401: errorEnvelopeSchema, 419: errorEnvelopeSchema };
/** Set by `requireUser`, which runs before every handler that reads it. */
export const userOf = (request: FastifyRequest) => request.user as UserRow;

/** The address calls that only read: lists, one address, and the verify step. */
export const addressReadRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (app, { addresses }) => {
  app.get(
    '/user-address/delivery-service-list',
    {
      schema: {
        tags: ['addresses'],
        summary:
          "The addresses of a delivery service (delivery_service_id 2: the shopper's homes; 1: shops, lockers and joined company points) or of an address_type (2, 3, 5); with latitude + longitude only those within `distance` metres (default 10000), nearest first. No login needed: then data.user.userId is -1 and no home address is listed",
        querystring: deliveryServiceListQuerySchema,
        response: { 200: envelopeSchema(deliveryServiceListDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const session = await request.resolveSession();
      const user = session.status === 'valid' ? session.user : null;
      return ok({ addresses: await addresses.deliveryServiceList(user, request.query), user: { userId: user?.userId ?? -1 } });
    },
  );

  app.get(
    '/user-address/list',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary:
          "The shopper's own addresses (homes, joined company points), of one address_type when given, the default first (defaultAddress); default_drive=true adds the default pickup point",
        querystring: addressListQuerySchema,
        response: { 200: envelopeSchema(addressesDataSchema), 400: errorEnvelopeSchema, ...sessionFailures },
      },
    },
    async (request) => ok({ addresses: await addresses.list(userOf(request), request.query) }),
  );

  app.get(
    '/user-address/view',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary: "One address (data.address): the shopper's own, a pickup point or a joined company point; 403 for anyone else's",
        querystring: addressIdQuerySchema,
        response: {
          200: envelopeSchema(addressDataSchema),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          ...sessionFailures,
        },
      },
    },
    async (request) => ok({ address: await addresses.view(userOf(request), request.query.address_id) }),
  );

  app.post(
    '/user-address/check',
    {
      schema: {
        tags: ['addresses'],
        summary:
          "The verify step: active 1 when a warehouse delivers there (its postal code, or the point within its radius), with that warehouse. 400 'L'indirizzo inserito è incompleto, mancano i seguenti campi: …' when street, CAP, city or province is missing. Coordinates: latitude/longitude, else gpsLatitude/gpsLongitude, else geocoded",
        body: addressCheckRequestSchema,
        response: { 200: envelopeSchema(addressCheckDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await addresses.check(request.body)),
  );

  app.get(
    '/user-address/coverage',
    {
      schema: {
        tags: ['addresses'],
        summary:
          "Whether home delivery reaches a postal code (postalcode, five digits): active 1 when a warehouse lists it. For anyone, logged in or not: the visitor's 'Consegniamo a…?' before registering. A point served only by a warehouse's radius needs the street: user-address/check",
        querystring: postalCodeCoverageQuerySchema,
        response: { 200: envelopeSchema(postalCodeCoverageDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await addresses.coverage(request.query.postalcode)),
  );
};
