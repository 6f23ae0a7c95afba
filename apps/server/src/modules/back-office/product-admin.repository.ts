import type { Promotion } from '@spesa/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, promotions } from '../../db/schema/index';

const productFields = {
  productId: products.productId,
  name: products.name,
  priceCents: products.priceCents,
  priceStandardCents: products.priceStandardCents,
  unitPriceCents: products.unitPriceCents,
  available: products.available,
  promoId: products.promoId,
};
export type AdminProductRow = {
  productId: number;
  name: string;
  priceCents: number;
  priceStandardCents: number | null;
  unitPriceCents: number | null;
  available: number;
  promoId: number | null;
};

/** The product, locked until the transaction ends: two staff changing it at once apply one after the other. */
export async function selectProductForUpdate(tx: Tx, productId: number): Promise<AdminProductRow | undefined> {
  const [row] = await tx.select(productFields).from(products).where(eq(products.productId, productId)).for('update');
  return row;
}

/** The promotion a product is on, as the catalogue reads it (the snapshot's shape). */
export async function selectPromotion(tx: Tx, promoId: number): Promise<Promotion | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.promoId, promoId));
  if (!row) return null;
  const { kind: _kind, ...promotion } = row;
  return promotion as Promotion;
}

export async function updateProductPrices(
  tx: Tx,
  productId: number,
  values: Pick<AdminProductRow, 'priceCents' | 'priceStandardCents' | 'unitPriceCents' | 'available'>,
): Promise<AdminProductRow> {
  const [row] = await tx.update(products).set(values).where(eq(products.productId, productId)).returning(productFields);
  return row as AdminProductRow;
}
