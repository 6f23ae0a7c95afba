import {
  ADDRESS_TYPE,
  addDaysIso,
  DELIVERY_SERVICE,
  isoWeekday,
  shopDateIso,
  TIMESLOT_ROLLING_DAYS,
  timeslotCutoff,
} from '@spesa/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { stores, warehouses } from '../schema/catalogue';
import { addresses, timeslots } from '../schema/delivery';

type Queryable = Db | Tx;
type SlotWindow = readonly [begin: string, end: string];

/** Two-hour pickups in a shop, kept when they fit the day's opening hours. */
const storeWindows: SlotWindow[] = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['15:00', '17:00'],
  ['17:00', '19:00'],
];
/** Lockers are open around the clock: three long windows a day, every day. */
const lockerWindows: SlotWindow[] = [
  ['08:00', '12:00'],
  ['12:00', '16:00'],
  ['16:00', '20:00'],
];
/** Home deliveries from a warehouse, Monday to Saturday. */
const deliveryWindows: SlotWindow[] = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
];
export const SLOT_CAPACITY = { store: 12, locker: 6, homeDelivery: 10 } as const;

/** Company delivery points (shopatwork): an office's reception, prepared and supplied by a nearby shop. */
export const companyPoints = [
  {
    subscriptionCode: 'UFFICIO-BG-01',
    storeId: 1,
    addressName: 'Punto aziendale Parco Scientifico Bergamo',
    address1: 'Via Stezzano',
    addressNumber: '87',
    city: 'Bergamo',
    province: 'BG',
    postalcode: '24126',
    latitude: 45.6606,
    longitude: 9.6617,
    addressNote: 'Ritiro alla reception, edificio A, dalle 12:00 alle 19:00',
  },
  {
    subscriptionCode: 'UFFICIO-MI-01',
    storeId: 6,
    addressName: 'Punto aziendale Tortona Uffici',
    address1: 'Via Tortona',
    addressNumber: '31',
    city: 'Milano',
    province: 'MI',
    postalcode: '20144',
    latitude: 45.4526,
    longitude: 9.1656,
    addressNote: 'Ritiro alla portineria, piano terra',
  },
] as const;

const fits = (hours: string | undefined, [begin, end]: SlotWindow) => {
  const [open, close] = (hours ?? '').split('-');
  return open !== undefined && close !== undefined && open <= begin && end <= close;
};

/** A shop's hours on a weekday; a shop with no hours recorded is taken as open Monday to Saturday. */
const hoursOf = (openingHours: Record<string, string>, weekday: string) =>
  Object.keys(openingHours).length > 0 ? openingHours[weekday] : weekday === '7' ? undefined : '00:00-24:00';

type PlannedSlot = typeof timeslots.$inferInsert;

function slot(
  owner: { storeId: number } | { warehouseId: number },
  serviceId: number,
  date: string,
  window: SlotWindow,
  capacity: number,
): PlannedSlot {
  const [beginTime, endTime] = window;
  return {
    ...owner,
    deliveryServiceId: serviceId,
    slotDate: date,
    beginTime,
    endTime,
    capacity,
    cutoffAt: timeslotCutoff(serviceId, date, beginTime),
  };
}

/**
 * Adds the slots of the rolling week (today and the next six days, Italian calendar) that do not exist
 * yet: existing slots, past ones included, are never touched, so running it again changes nothing.
 */
export async function seedRollingTimeslots(db: Queryable, now: Date = new Date()): Promise<number> {
  const today = shopDateIso(now);
  const dates = Array.from({ length: TIMESLOT_ROLLING_DAYS }, (_, offset) => addDaysIso(today, offset));
  const storeRows = await db.select().from(stores);
  const warehouseRows = await db.select({ warehouseId: warehouses.warehouseId }).from(warehouses);
  const planned: PlannedSlot[] = [];
  for (const date of dates) {
    const weekday = String(isoWeekday(date));
    for (const store of storeRows) {
      if (!store.deliveryServiceIds.includes(DELIVERY_SERVICE.storePickup)) continue;
      const isLocker = store.kind === 'locker';
      for (const window of isLocker ? lockerWindows : storeWindows) {
        if (!isLocker && !fits(hoursOf(store.openingHours, weekday), window)) continue;
        planned.push(
          slot(
            { storeId: store.storeId },
            DELIVERY_SERVICE.storePickup,
            date,
            window,
            isLocker ? SLOT_CAPACITY.locker : SLOT_CAPACITY.store,
          ),
        );
      }
    }
    if (weekday === '7') continue;
    for (const { warehouseId } of warehouseRows) {
      for (const window of deliveryWindows) {
        planned.push(slot({ warehouseId }, DELIVERY_SERVICE.homeDelivery, date, window, SLOT_CAPACITY.homeDelivery));
      }
    }
  }
  if (planned.length === 0) return 0;
  // No conflict target: either partial unique index (store or warehouse slot) turns a repeat into nothing.
  const added = await db.insert(timeslots).values(planned).onConflictDoNothing().returning({ timeslotId: timeslots.timeslotId });
  return added.length;
}

/**
 * The company delivery points; idempotent. Fees are brand settings (docs/decisions/0019): a warehouse
 * gets a `delivery_fees` row only when it has terms of its own.
 */
export async function seedDeliveryData(db: Queryable, now: Date = new Date()): Promise<void> {
  const pointStores = await db
    .select({ storeId: stores.storeId, warehouseId: stores.warehouseId })
    .from(stores)
    .where(
      inArray(
        stores.storeId,
        companyPoints.map((point) => point.storeId),
      ),
    );
  const points = companyPoints.flatMap((point) => {
    const store = pointStores.find((row) => row.storeId === point.storeId);
    if (!store) return [];
    return [
      {
        ...point,
        warehouseId: store.warehouseId,
        addressTypeId: ADDRESS_TYPE.storePickup,
        deliveryServiceId: DELIVERY_SERVICE.storePickup,
      },
    ];
  });
  if (points.length > 0) await db.insert(addresses).values(points).onConflictDoNothing();
  await seedRollingTimeslots(db, now);
}
