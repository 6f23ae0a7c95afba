import {
  type AdminPickingList,
  type AdminSlotPrepareResult,
  backOfficeCodes,
  backOfficeTexts,
  formatThousandthsOfBaseUnit,
  groupPickingLines,
  ORDER_STATUS,
  pickingQuantityText,
  pickingStatusIds,
  scaledToNumber,
  selectOptionSchema,
  skippedOrder,
  slotPreparationPlan,
  staffActions,
  timeslotName,
} from '@spesa/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { type OrderRow, setOrderStatus } from '../orders/order.repository';
import { lockOrderAfterItsEdit, orderEditTransaction } from '../orders/order-edit-cart';
import { findSlotWithPlace, selectPickingLines, selectSlotOrderIds, selectSlotOrders } from './slot-preparation.repository';
import { recordStaffChange } from './staff-audit.repository';

const slotNotFound = () => notFound(backOfficeTexts.timeslotNotFound, backOfficeCodes.timeslotNotFound);

/** Litres for a loose product measured by volume (its snapshot's unit), else kilograms. */
const baseUnitOf = (product: Record<string, unknown>): 'kg' | 'l' =>
  typeof product.weightUnitDisplay === 'string' && /^(l|cl|ml)$/i.test(product.weightUnitDisplay) ? 'l' : 'kg';

/** The options the shopper chose, as the product page names them ('Preparazione: Pezzo intero'), not their codes. */
function optionsText(product: Record<string, unknown>, params: Record<string, string>): string {
  const parsed = z.array(selectOptionSchema).safeParse(product.selectOptions);
  const options = parsed.success ? parsed.data : [];
  return Object.entries(params)
    .map(([parameter, key]) => {
      const option = options.find((candidate) => candidate.parameterName === parameter);
      const choice = option?.options.find((candidate) => candidate.key === key);
      return option && choice ? `${option.name}: ${choice.value}` : null;
    })
    .filter((text) => text !== null)
    .join(', ');
}

/**
 * A store's morning (issue 19): the picking list of a slot, and the slot's orders put "in
 * preparazione" at once, in one transaction, each move allowed by the transition table and audited.
 */
export function slotPreparation(db: Db) {
  return {
    /** The lines to pick for a slot's orders (ordered to almost ready), by department; loose lines with the weight to aim at. */
    pickingList: async (timeslotId: number): Promise<AdminPickingList> => {
      const found = await findSlotWithPlace(db, timeslotId);
      if (!found) throw slotNotFound();
      const slotOrders = await selectSlotOrders(db, timeslotId, pickingStatusIds);
      const rows = slotOrders.length
        ? await selectPickingLines(
            db,
            slotOrders.map((order) => order.orderId),
          )
        : [];
      const lines = rows.map(({ line, departmentId, departmentName }) => {
        const target = line.variableWeight ? (line.weightThousandths ?? line.quantityThousandths) : null;
        return {
          departmentId,
          departmentName,
          productId: line.productId,
          name: typeof line.product.name === 'string' ? line.product.name : '',
          orderId: line.orderId,
          quantityThousandths: line.quantityThousandths,
          targetWeightThousandths: target,
          variableWeight: line.variableWeight,
          notes: line.notes,
          options: optionsText(line.product, line.params),
          baseUnit: baseUnitOf(line.product),
        };
      });
      const { slot, placeName } = found;
      return {
        timeslot: {
          timeslotId,
          date: slot.slotDate,
          name: timeslotName(slot.beginTime, slot.endTime),
          deliveryServiceId: slot.deliveryServiceId,
          placeName,
        },
        orders: slotOrders,
        departments: groupPickingLines(lines).map((department) => ({
          departmentId: department.departmentId,
          name: department.name,
          lines: department.lines.map((line) => ({
            productId: line.productId,
            name: line.name,
            orderId: line.orderId,
            quantity: scaledToNumber(line.quantityThousandths, 3),
            quantityText:
              line.variableWeight && line.targetWeightThousandths === line.quantityThousandths
                ? formatThousandthsOfBaseUnit(line.quantityThousandths, line.baseUnit)
                : pickingQuantityText(line.quantityThousandths, line.baseUnit),
            variableWeight: line.variableWeight,
            targetWeight: line.targetWeightThousandths === null ? null : scaledToNumber(line.targetWeightThousandths, 3),
            targetWeightText:
              line.targetWeightThousandths === null
                ? ''
                : formatThousandthsOfBaseUnit(line.targetWeightThousandths, line.baseUnit),
            notes: line.notes,
            options: line.options,
          })),
        })),
      };
    },

    /**
     * Every order of the slot that may go to "in preparazione" (4) goes there, in one transaction:
     * each is locked after its shopper's edit (as every order change is), checked against the
     * transition table under that lock, moved and audited; the others are answered as skipped.
     */
    prepareSlot: async (staffUserId: number, timeslotId: number): Promise<AdminSlotPrepareResult> => {
      if (!(await findSlotWithPlace(db, timeslotId))) throw slotNotFound();
      return orderEditTransaction(db, async (tx) => {
        const locked: OrderRow[] = [];
        for (const orderId of await selectSlotOrderIds(tx, timeslotId)) {
          const { order } = await lockOrderAfterItsEdit(tx, orderId);
          if (order && order.timeslotId === timeslotId) locked.push(order);
        }
        const { toMove, skipped } = slotPreparationPlan(locked);
        for (const order of toMove) {
          await recordStaffChange(tx, staffUserId, {
            action: staffActions.orderStatus,
            orderId: order.orderId,
            timeslotId,
            before: { orderStatusId: order.orderStatusId },
            after: { orderStatusId: ORDER_STATUS.takenInCharge },
          });
          await setOrderStatus(tx, order, ORDER_STATUS.takenInCharge, `staff:${staffUserId}`);
        }
        return {
          moved: toMove.map((order) => order.orderId),
          skipped: skipped.map((order) => skippedOrder({ orderId: order.orderId, orderStatusId: order.orderStatusId })),
        };
      });
    },
  };
}
