// Drizzle table definitions, one file per feature, re-exported here for the client and drizzle-kit.
export * from './accounts';
export * from './catalogue';
export * from './search';
