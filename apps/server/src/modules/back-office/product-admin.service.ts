import { backOfficeCodes, backOfficeTexts, staffActions } from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { shelfPrices } from '../../db/seed/pricing';
import { notFound } from '../../lib/http-error';
import { announceCatalogueChange } from '../catalogue/catalogue-changes';
import { type AdminProductRow, selectProductForUpdate, selectPromotion, updateProductPrices } from './product-admin.repository';
import { recordStaffChange } from './staff-audit.repository';

type ProductChange = { product_id: number; price_cents?: number; available?: number };

/** The regular price: the struck-through one under a price cut, the price itself otherwise. */
const standardCentsOf = (row: AdminProductRow) => row.priceStandardCents ?? row.priceCents;

/** What staff see and the audit trail keeps: the regular price, the price charged now and the stock. */
const adminProductOf = (row: AdminProductRow) => ({
  productId: row.productId,
  name: row.name,
  standardPriceCents: standardCentsOf(row),
  priceCents: row.priceCents,
  available: row.available,
});

/** The shelf prices for a new regular price: a running price cut applies to it as the seed applies it. */
async function pricesFor(tx: Tx, row: AdminProductRow, standardCents: number) {
  const promotion = row.promoId === null ? null : await selectPromotion(tx, row.promoId);
  const shelf = shelfPrices(standardCents, promotion);
  // The price per kg or litre follows the pack's price in proportion (the pack's size is unchanged).
  const unitPriceCents =
    row.unitPriceCents === null ? null : Math.round((row.unitPriceCents * standardCents) / standardCentsOf(row));
  return { ...shelf, unitPriceCents };
}

/**
 * Staff change a product's regular price or stock. One transaction writes the product, its audit entry
 * and the announcement that the catalogue changed; `changed` then forgets this instance's catalogue
 * answers at once, the other instances forget theirs when the announcement reaches them (decision 0042).
 */
export function createProductAdminService(db: Db, changed: () => void) {
  return {
    update: async (staffUserId: number, { product_id, price_cents, available }: ProductChange) => {
      const product = await db.transaction(async (tx) => {
        const before = await selectProductForUpdate(tx, product_id);
        if (!before) throw notFound(backOfficeTexts.productNotFound, backOfficeCodes.productNotFound, 'product_id');
        const prices =
          price_cents === undefined
            ? {
                priceCents: before.priceCents,
                priceStandardCents: before.priceStandardCents,
                unitPriceCents: before.unitPriceCents,
              }
            : await pricesFor(tx, before, price_cents);
        const after = await updateProductPrices(tx, product_id, { ...prices, available: available ?? before.available });
        await recordStaffChange(tx, staffUserId, {
          action: staffActions.productUpdate,
          before: adminProductOf(before),
          after: adminProductOf(after),
        });
        await announceCatalogueChange(tx);
        return adminProductOf(after);
      });
      changed();
      return { product };
    },
  };
}
