import './schemas/zod-italian';

export * from './constants';
export * from './errors';
export * from './schemas/catalogue';
export * from './schemas/envelope';
export * from './validation/messages';
