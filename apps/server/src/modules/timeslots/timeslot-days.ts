import { timeslotName, timeslotRefusal, timeslotStatus } from '@spesa/domain';
import type { SlotAsSeen } from './timeslot.repository';

export type TimeslotDay = {
  dateIso: string;
  selected: boolean;
  timeslots: {
    timeslotId: number;
    beginTime: string;
    endTime: string;
    name: string;
    status: 'empty' | 'intermediate' | 'full';
    active: number;
    selected: boolean;
    cutoffAt: string;
    deliveryFeeCents: number;
  }[];
};

/**
 * The slots grouped by day for the slot selector. A slot is active (1) while it is enabled and before
 * its cut-off; without `showClosed` only active slots are listed and days left empty are skipped. Its
 * status counts the places taken as the shopper sees them: orders and other carts' checkout holds.
 */
export function timeslotDays(
  rows: readonly SlotAsSeen[],
  selectedId: number | null,
  now: Date,
  showClosed: boolean,
  /** What delivery costs the cart in any of these slots. */
  deliveryFeeCents: number,
): TimeslotDay[] {
  const days = new Map<string, TimeslotDay>();
  for (const row of rows) {
    const active = timeslotRefusal({ ...row, booked: 0 }, now) === null ? 1 : 0;
    if (!active && !showClosed) continue;
    const selected = row.timeslotId === selectedId;
    const day = days.get(row.slotDate) ?? { dateIso: row.slotDate, selected: false, timeslots: [] };
    day.selected ||= selected;
    day.timeslots.push({
      timeslotId: row.timeslotId,
      beginTime: row.beginTime,
      endTime: row.endTime,
      name: timeslotName(row.beginTime, row.endTime),
      status: timeslotStatus(row.taken, row.capacity),
      active,
      selected,
      cutoffAt: row.cutoffAt.toISOString(),
      deliveryFeeCents,
    });
    days.set(row.slotDate, day);
  }
  return [...days.values()];
}
