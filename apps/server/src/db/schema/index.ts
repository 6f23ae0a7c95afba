// Drizzle table definitions, one file per feature, re-exported here for the client and drizzle-kit.
export * from './accounts';
export * from './billing';
export * from './cart';
export * from './catalogue';
export * from './content';
export * from './customer-service';
export * from './delivery';
export * from './food-information';
export * from './gift-certificates';
export * from './loyalty';
export * from './order-notes';
export * from './orders';
export * from './payment-due-dates';
export * from './push';
export * from './search';
export * from './staff-audit';
export * from './wishlists';
