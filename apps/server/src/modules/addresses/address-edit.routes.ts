import {
  addressDataSchema,
  addressIdQuerySchema,
  addressSelectRequestSchema,
  addressUpdateDataSchema,
  addressUpdateRequestSchema,
  cartSchema,
  deliveryCodes,
  deliveryTexts,
  emptyDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  subscribeQuerySchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { createCartService } from '../cart/cart.service';
import { sessionFailures, userOf } from './address.routes';
import type { AddressService } from './address.service';

const info = (code: string, description: string) => ({ infos: [{ code, description }] });
const failures = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...sessionFailures };

/** The address calls that change something: save, delete, choose for the cart, join a company point. */
export const addressEditRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (app, { addresses }) => {
  const cart = createCartService(app.db);

  app.post(
    '/user-address/update',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary:
          "Creates (no addressId) or changes a home address; answers addressId and the address. Needs addressName, doorbellName, a valid referencePhoneNumber, province; street, number, CAP and city else 'message.invalidAddress1'; 400 errors.addressNotCovered outside coverage. The first home address, or defaultAddress=true, becomes the default",
        body: addressUpdateRequestSchema,
        response: { 200: envelopeSchema(addressUpdateDataSchema), ...failures },
      },
    },
    async (request) =>
      ok(await addresses.update(userOf(request), request.body), info(deliveryCodes.addressSaved, deliveryTexts.addressSaved)),
  );

  app.get(
    '/user-address/delete',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary: `Deletes a home address (or leaves a joined company point); 409 '${deliveryTexts.addressInUse}' for the address selected on the cart`,
        querystring: addressIdQuerySchema,
        response: { 200: envelopeSchema(emptyDataSchema), 409: errorEnvelopeSchema, ...failures },
      },
    },
    async (request) => {
      await addresses.delete(userOf(request), request.query.address_id);
      return ok({}, info(deliveryCodes.addressDeleted, deliveryTexts.addressDeleted));
    },
  );

  app.post(
    '/user-address/select',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary:
          'Puts an address of address_type on the cart (autoAssigned false) and answers the cart; a slot that does not fit the new store or warehouse is replaced by the first open one (autoAssigned true). 400 for a home address outside coverage',
        body: addressSelectRequestSchema,
        response: { 200: envelopeSchema(cartSchema), ...failures },
      },
    },
    async (request) => ok(await cart.selectAddress(userOf(request).userId, request.body.address_type, request.body.address_id)),
  );

  app.get(
    '/shopatwork/subscribe',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['addresses'],
        summary:
          "Joins the company delivery point of a subscriptionCode (e.g. UFFICIO-BG-01): it is then listed among the shopper's pickup addresses. 404 for an unknown code",
        querystring: subscribeQuerySchema,
        response: { 200: envelopeSchema(addressDataSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        { address: await addresses.subscribe(userOf(request), request.query.subscriptionCode) },
        info(deliveryCodes.subscribed, deliveryTexts.subscribed),
      ),
  );
};
