import {
  backOfficeCodes,
  backOfficeTexts,
  linePreparationRefusal,
  orderCodes,
  orderTexts,
  pricedCartLine,
  type StaffAction,
  staffActions,
  substituteQuantityRefusal,
  substitutionChargeCents,
  substitutionRefusal,
  toScaledInteger,
  weighedLineCents,
  weighRefusal,
  weightThousandthsOf,
} from '@spesa/domain';
import type { Db, Tx } from '../../db/client';
import { badRequest, notFound, throwIfRefused } from '../../lib/http-error';
import { cartContextOf } from '../cart/cart-context';
import { promotionShopperOf } from '../cart/cart-promotion-shopper';
import { lockOrder, type OrderLineRow, type OrderRow } from '../orders/order.repository';
import { productsByIds } from '../wishlists/wishlist-mapper';
import { adminOrderAnswer, refreshFinalTotal } from './admin-order-answer';
import { findOrderLine, findShopperCard, type LineDelivery, setLineDelivery, undelivered } from './back-office.repository';
import { recordStaffChange } from './staff-audit.repository';

const orderNotFound = () => notFound(orderTexts.orderNotFound, orderCodes.orderNotFound);
const lineNotFound = () => notFound(backOfficeTexts.lineNotFound, backOfficeCodes.lineNotFound);

/** What the audit trail keeps of a line's delivery: the product's id and name, not its whole copy. */
function deliveryValues(delivery: LineDelivery) {
  const { deliveredProduct, ...values } = delivery;
  const name = deliveredProduct?.name;
  return { ...values, ...(typeof name === 'string' ? { deliveredProductName: name } : {}) };
}

/** A locked order in preparation (4, 5, 6) and one of its lines, for weighing and substituting. */
async function preparingLine(tx: Tx, orderId: number, orderLineId: number) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw orderNotFound();
  const refusal = linePreparationRefusal(order.orderStatusId);
  throwIfRefused(refusal);
  const line = await findOrderLine(tx, orderId, orderLineId);
  if (!line) throw lineNotFound();
  return { order, line };
}

/**
 * Sets what was delivered for a line and the order's new final amount, recorded in the audit trail
 * with the line's delivery before and after; answers the order.
 */
async function deliverLine(
  tx: Tx,
  change: { staffUserId: number; action: StaffAction; order: OrderRow; line: OrderLineRow },
  delivery: LineDelivery,
) {
  const { order, line } = change;
  await setLineDelivery(tx, line.orderLineId, delivery);
  await recordStaffChange(tx, change.staffUserId, {
    action: change.action,
    orderId: order.orderId,
    orderLineId: line.orderLineId,
    before: deliveryValues(line),
    after: deliveryValues(delivery),
  });
  return { order: await adminOrderAnswer(tx, await refreshFinalTotal(tx, order)) };
}

/** Weighing, substituting and resetting an order's lines while the store prepares it. */
export function backOfficeLineChanges(db: Db) {
  return {
    /** The real weight of a loose line: its amount becomes price per kg × weight; the order's final amount follows. */
    weighLine: (staffUserId: number, orderId: number, orderLineId: number, weightKg: number) =>
      db.transaction(async (tx) => {
        const { order, line } = await preparingLine(tx, orderId, orderLineId);
        throwIfRefused(weighRefusal(line));
        const weight = weightThousandthsOf(weightKg);
        if (weight === null) throw badRequest('Indica un peso in kg maggiore di zero, con al massimo 3 decimali', 'weight');
        // Weighed as ordered: a substitution of the line, if any, is undone.
        return deliverLine(
          tx,
          { staffUserId, action: staffActions.lineWeigh, order, line },
          {
            ...undelivered,
            realWeightThousandths: weight,
            deliveredGrossTotalCents: weighedLineCents(line.unitPriceCents, weight, line.promotion),
          },
        );
      }),

    /**
     * Another product for a line whose shopper accepts alternatives: the order keeps both, and the
     * line charges the substitute's price × quantity, never more than the line as ordered.
     */
    substituteLine: async (staffUserId: number, orderId: number, orderLineId: number, productId: number, quantity: number) => {
      // Read before the transaction: the catalogue's names load on the connection the transaction would hold.
      const [product] = await productsByIds(db, db, [productId]);
      if (!product) throw notFound(backOfficeTexts.productNotFound, backOfficeCodes.productNotFound, 'product_id');
      const quantityRefusal = substituteQuantityRefusal(product, quantity);
      if (quantityRefusal) throw badRequest(quantityRefusal.message, 'quantity', quantityRefusal.code);
      const thousandths = toScaledInteger(quantity, 3);
      if (thousandths === null || thousandths <= 0) throw badRequest('Indica una quantità maggiore di zero', 'quantity');
      const { tenant } = await cartContextOf(db);
      return db.transaction(async (tx) => {
        const { order, line } = await preparingLine(tx, orderId, orderLineId);
        throwIfRefused(substitutionRefusal(line));
        // The substitute priced as the shopper's cart would price it today (its promotion, their card).
        const shopper = promotionShopperOf(tenant, order, { fidelityCard: await findShopperCard(tx, order.userId) });
        const substitute = pricedCartLine({ product, quantity, customWeight: '' }, shopper);
        return deliverLine(
          tx,
          { staffUserId, action: staffActions.lineSubstitute, order, line },
          {
            ...undelivered,
            deliveredProductId: product.productId,
            deliveredProduct: product as unknown as Record<string, unknown>,
            deliveredQuantityThousandths: thousandths,
            deliveredGrossTotalCents: substitutionChargeCents(substitute.grossTotalCents, line.grossTotalCents),
          },
        );
      });
    },

    /** Undoes the weighing and the substitution of a line: it counts as ordered again. */
    resetLine: (staffUserId: number, orderId: number, orderLineId: number) =>
      db.transaction(async (tx) => {
        const { order, line } = await preparingLine(tx, orderId, orderLineId);
        return deliverLine(tx, { staffUserId, action: staffActions.lineReset, order, line }, undelivered);
      }),
  };
}
