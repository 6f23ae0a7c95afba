import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses/addresses.plugin';
import { accountRoutes } from './auth/account-routes';
import { cartRoutes } from './cart/cart.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { geocodingPlugin, geocodingRoutes } from './geocoding/geocoding.routes';
import { orderRoutes } from './orders/order.routes';
import { orderRatingRoutes } from './orders/order-ratings.routes';
import { orderReserveRoutes } from './orders/order-reserve.routes';
import { paymentRoutes } from './payments/payment.routes';
import { giftCertificateRoutes } from './gift-certificates/gift-certificate.routes';
import { storeDeliveryRoutes } from './stores/store-delivery.routes';
import { timeslotRoutes } from './timeslots/timeslot.routes';
import { timeslotUpkeepPlugin } from './timeslots/timeslot-upkeep';
import { wishlistsPlugin } from './wishlists/wishlists.plugin';

/** Every feature's routes under /ebsn/api, one line each. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(accountRoutes);
  await app.register(geocodingPlugin);
  await app.register(geocodingRoutes);
  await app.register(timeslotUpkeepPlugin);
  await app.register(addressRoutes);
  await app.register(storeDeliveryRoutes);
  await app.register(deliveryRoutes);
  await app.register(timeslotRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(orderRatingRoutes);
  await app.register(orderReserveRoutes);
  await app.register(paymentRoutes);
  await app.register(giftCertificateRoutes);
  await app.register(wishlistsPlugin);
};
