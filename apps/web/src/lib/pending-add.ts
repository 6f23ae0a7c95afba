import type { Product } from '@spesa/domain';

const STORAGE_KEY = 'spesa.pending-add';
// Long enough for a registration confirmed by e-mail (the link may open in another tab), short
// enough that a product wanted yesterday does not land in today's cart.
const LIFETIME_MS = 12 * 60 * 60 * 1000;

type Stored = { product: Product; quantity: number; keptAt: number };
export type PendingAdd = Pick<Stored, 'product' | 'quantity'>;

const listeners = new Set<() => void>();

function read(): Stored | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored && Date.now() - stored.keptAt < LIFETIME_MS ? stored : null;
  } catch {
    return null;
  }
}

function write(value: Stored | null) {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private browsing): the product is simply not kept.
  }
  for (const listener of listeners) listener();
}

/**
 * The product a visitor pressed "Aggiungi" on, kept through the login (or the registration and its
 * e-mail link) and added to the cart once they are logged in. One product: the latest press wins.
 * In localStorage, so a confirmation link opened in another tab still finds it; nothing personal.
 */
export const pendingAdd = {
  keep(product: Product, quantity: number) {
    write({ product, quantity, keptAt: Date.now() });
  },
  /** The kept product, if any (still kept: `clear` once it is dealt with). */
  peek(): PendingAdd | null {
    const stored = read();
    return stored && { product: stored.product, quantity: stored.quantity };
  },
  clear() {
    write(null);
  },
  has: () => read() !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
