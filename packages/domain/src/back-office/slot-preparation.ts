import { z } from 'zod';
import { formatItalianInteger } from '../decimal/italian-decimal-text';
import { ORDER_STATUS, orderStatusTable } from '../order-status/order-statuses';
import { canTransition } from '../order-status/order-transitions';
import { zPositiveId } from '../schemas/accounts';
import { formatThousandthsOfBaseUnit } from '../units/measure-units';

/*
 * A store's morning (issue 19, section 7): the picking list of a slot and the slot's orders taken in
 * charge at once. Rules here, the server enforces them, the back office shows them.
 */

/** The statuses whose lines are still to be picked: ordered, taken in charge, in preparation, almost ready. */
export const pickingStatusIds: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.takenInCharge,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.almostReady,
];

/**
 * The statuses that end an order without handing the shopping over (cancelled, invalidated, not
 * collected, failed): the back office sets them apart from the main action and asks first.
 */
export const destructiveStatusIds: readonly number[] = [
  ORDER_STATUS.cancelled,
  ORDER_STATUS.invalidated,
  ORDER_STATUS.notCollected,
  ORDER_STATUS.failed,
];

/** True for a status that ends the order without delivery (`destructiveStatusIds`). */
export function isDestructiveStatus(statusId: number): boolean {
  return destructiveStatusIds.includes(statusId);
}

/** What the bulk move reads of an order. */
export type SlotOrderFacts = { orderId: number; orderStatusId: number };

/**
 * Splits a slot's orders for "in preparazione" all at once: those the transition table lets go to
 * status 4 (taken in charge) move, the others stay as they are, each with the reason's status.
 */
export function slotPreparationPlan<Order extends SlotOrderFacts>(orders: readonly Order[]) {
  const toMove = orders.filter((order) => canTransition(order.orderStatusId, ORDER_STATUS.takenInCharge));
  const skipped = orders.filter((order) => !toMove.includes(order));
  return { toMove, skipped };
}

/** One line to pick, as the picking list shows it. */
export type PickingLineInput = {
  departmentId: number | null;
  departmentName: string | null;
  productId: number | null;
  name: string;
  orderId: number;
  quantityThousandths: number;
  /** The weight to aim at for a loose line (thousandths of kg or l), null for pieces. */
  targetWeightThousandths: number | null;
  variableWeight: boolean;
  notes: string;
  options: string;
};

/** The department of lines whose product is no longer in the catalogue. */
export const OTHER_DEPARTMENT = 'Altri reparti';

/**
 * The picking list grouped by department (departments by name, "Altri reparti" last), each
 * department's lines by product name then order, so one product of several orders is picked in one go.
 */
export function groupPickingLines<Line extends PickingLineInput>(lines: readonly Line[]) {
  const departments = new Map<string, { departmentId: number | null; name: string; lines: Line[] }>();
  for (const line of lines) {
    const name = line.departmentName ?? OTHER_DEPARTMENT;
    const department = departments.get(name) ?? { departmentId: line.departmentId, name, lines: [] };
    department.lines.push(line);
    departments.set(name, department);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'it');
  return [...departments.values()]
    .sort((a, b) => (a.name === OTHER_DEPARTMENT ? 1 : b.name === OTHER_DEPARTMENT ? -1 : byName(a.name, b.name)))
    .map((department) => ({
      ...department,
      lines: [...department.lines].sort((a, b) => byName(a.name, b.name) || a.orderId - b.orderId),
    }));
}

// ---------------------------------------------------------------- API

/** `GET admin/timeslot/picking-list` and `POST admin/timeslot/prepare`: one slot. */
export const adminSlotQuerySchema = z.object({ timeslot_id: zPositiveId() });
export const adminSlotPrepareBodySchema = adminSlotQuerySchema;

export const pickingLineSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  orderId: z.number().int(),
  /** Pieces (or kg for a loose product sold by weight), as ordered. */
  quantity: z.number(),
  /** The quantity in Italian: pieces ('3 pz') or, for a product sold by weight, the weight ('300 g'). */
  quantityText: z.string(),
  variableWeight: z.boolean(),
  /** kg (or l) to aim at on the scale for a loose line; null for pieces. */
  targetWeight: z.number().nullable(),
  /** The target in Italian ('300 g', '1,2 kg'); '' for pieces. */
  targetWeightText: z.string(),
  notes: z.string(),
  options: z.string(),
});
export type PickingLine = z.infer<typeof pickingLineSchema>;

export const adminPickingListDataSchema = z.object({
  timeslot: z.object({
    timeslotId: z.number().int(),
    date: z.string(),
    name: z.string(),
    deliveryServiceId: z.number().int(),
    placeName: z.string(),
  }),
  /** The orders picked (ordered to almost ready), by id, with their shopper's name. */
  orders: z.array(z.object({ orderId: z.number().int(), orderStatusId: z.number().int(), customerName: z.string() })),
  departments: z.array(
    z.object({ departmentId: z.number().int().nullable(), name: z.string(), lines: z.array(pickingLineSchema) }),
  ),
});
export type AdminPickingList = z.infer<typeof adminPickingListDataSchema>;

const skippedOrderSchema = z.object({ orderId: z.number().int(), orderStatusId: z.number().int(), label: z.string() });

/** The answer of the bulk move: the orders moved to "in preparazione" and those left as they were. */
export const adminSlotPrepareDataSchema = z.object({
  moved: z.array(z.number().int()),
  skipped: z.array(skippedOrderSchema),
});
export type AdminSlotPrepareResult = z.infer<typeof adminSlotPrepareDataSchema>;

/** A picking line's quantity in Italian: whole pieces ('3 pz'), else the weight of a product sold by weight ('300 g', '1,2 kg'). */
export function pickingQuantityText(quantityThousandths: number, baseUnit: 'kg' | 'l' = 'kg'): string {
  if (quantityThousandths % 1000 === 0) return `${formatItalianInteger(quantityThousandths / 1000)} pz`;
  return formatThousandthsOfBaseUnit(quantityThousandths, baseUnit);
}

/** A skipped order with its status's label, for the answer. */
export function skippedOrder(order: SlotOrderFacts) {
  return { ...order, label: orderStatusTable.labelOf(order.orderStatusId) ?? String(order.orderStatusId) };
}
