import type { TenantSettings } from '@spesa/domain';
import type { Db } from '../../db/client';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { PrefetchedAnswer } from './cart-lines.repository';

/**
 * What every cart answer needs besides the database: the brand's settings and the catalogue's names;
 * for a change whose first read is the answer's rows, those rows read ahead with the cart's lock.
 */
export type CartContext = { tenant: TenantSettings; snapshot: CatalogueSnapshot; answerAhead?: PrefetchedAnswer };
type ContextSource = { tenant: TenantSettings; snapshot: () => Promise<CatalogueSnapshot> };

// Keyed by the app's database handle, as the catalogue's answer cache is: the cart routes register it,
// and the other modules whose answers are the cart (addresses, stores, time slots, wishlists) read it.
const contexts = new WeakMap<object, ContextSource>();

/** Called once by the cart routes when the app starts. */
export function registerCartContext(db: Db, context: ContextSource): void {
  contexts.set(db, context);
}

/**
 * The cart context of an app's database; fails loudly if the cart routes were not registered. Await
 * it before opening the cart's transaction: the snapshot loads through the app's database, which an
 * open transaction would block on the embedded database (one connection).
 */
export async function cartContextOf(db: Db): Promise<CartContext> {
  const source = contexts.get(db);
  if (!source) throw new Error('cart routes not registered: no cart context for this database');
  return { tenant: source.tenant, snapshot: await source.snapshot() };
}
