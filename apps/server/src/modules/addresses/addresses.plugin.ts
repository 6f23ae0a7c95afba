import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressReadRoutes } from './address.routes';
import { createAddressService } from './address.service';
import { addressEditRoutes } from './address-edit.routes';

/** Every address call under /ebsn/api (user-address/*, shopatwork/subscribe), sharing one service. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const addresses = createAddressService({ db: app.db, geocoding: app.geocoding });
  await app.register(addressReadRoutes, { addresses });
  await app.register(addressEditRoutes, { addresses });
};
