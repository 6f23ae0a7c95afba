// Drizzle table definitions, one file per feature, re-exported here for the client and drizzle-kit.
export * from './accounts';
export * from './cart';
export * from './catalogue';
export * from './delivery';
export * from './gift-certificates';
export * from './loyalty';
export * from './search';
export * from './wishlists';
export * from './orders';
export * from './order-notes';
export * from './billing';
