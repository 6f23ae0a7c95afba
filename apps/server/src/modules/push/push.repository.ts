import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, pushDevices, pushOutbox, pushPreferences, pushSubscriptions } from '../../db/schema/index';

type Queryable = Db | Tx;
export type PushDeviceRow = typeof pushDevices.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushOutboxRow = typeof pushOutbox.$inferSelect;

/**
 * Registers a device (one row per platform + uuid, whoever registered it before): a second call
 * updates it, a device logged in by another shopper moves to them. One statement, so concurrent
 * registrations of one device make one row and no error.
 */
export async function upsertDevice(
  db: Queryable,
  values: Pick<PushDeviceRow, 'userId' | 'platform' | 'uuid' | 'externalId' | 'model' | 'platformVersion' | 'manufacturer'>,
): Promise<PushDeviceRow> {
  const [row] = await db
    .insert(pushDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [pushDevices.platform, pushDevices.uuid],
      set: {
        userId: values.userId,
        externalId: values.externalId,
        model: values.model,
        platformVersion: values.platformVersion,
        manufacturer: values.manufacturer,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('device not registered');
  return row;
}

/** Removes the shopper's device; false when they have none by that platform and uuid. */
export async function deleteDevice(db: Queryable, userId: number, platform: string, uuid: string): Promise<boolean> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.platform, platform), eq(pushDevices.uuid, uuid)))
    .returning({ deviceId: pushDevices.deviceId });
  return rows.length > 0;
}

export async function deleteDeviceById(db: Queryable, deviceId: number): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.deviceId, deviceId));
}

export function selectDevicesOfUser(db: Queryable, userId: number): Promise<PushDeviceRow[]> {
  return db.select().from(pushDevices).where(eq(pushDevices.userId, userId)).orderBy(asc(pushDevices.deviceId));
}

/** Saves a Web Push subscription (one row per endpoint; the browser may renew its keys, or another shopper log in on it). */
export async function upsertSubscription(
  db: Queryable,
  values: Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
    });
}

export async function deleteSubscription(db: Queryable, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ subscriptionId: pushSubscriptions.subscriptionId });
  return rows.length > 0;
}

export async function deleteSubscriptionById(db: Queryable, subscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.subscriptionId, subscriptionId));
}

export function selectSubscriptionsOfUser(db: Queryable, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.subscriptionId));
}

/** The shopper's choice: undefined when not asked yet. */
export async function findPreference(db: Queryable, userId: number): Promise<boolean | undefined> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId)).limit(1);
  return row?.enabled;
}

export async function savePreference(db: Queryable, userId: number, enabled: boolean): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { enabled, updatedAt: sql`now()` } });
}

/**
 * Writes the order's notification into the outbox, in the caller's transaction (the status change's):
 * nothing when the order already has one of that kind.
 */
export async function enqueueOrderNotification(tx: Tx, orderId: number, kind: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO push_outbox (user_id, order_id, subject_key, kind)
    SELECT ${orders.userId}, ${orders.orderId}, 'order:' || ${orders.orderId}, ${kind}
    FROM ${orders} WHERE ${orders.orderId} = ${orderId}
    ON CONFLICT (subject_key, kind) DO NOTHING`);
}

/**
 * The evening reminders due: orders of `tomorrow` still on their way (ordered … almost ready) without
 * a reminder yet get one in the outbox. Answers how many were added.
 */
export async function enqueueSlotReminders(db: Queryable, tomorrow: string, statusIds: readonly number[]): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO push_outbox (user_id, order_id, subject_key, kind)
    SELECT o.user_id, o.order_id, 'order:' || o.order_id, 'slotReminder'
    FROM orders o
    WHERE o.slot_date = ${tomorrow}::date AND o.order_status_id IN (${sql.join(
      statusIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ON CONFLICT (subject_key, kind) DO NOTHING`);
  return rowCountOf(result);
}

/** Slot holds of checkout/prepare ending within `minutes`: one warning each in the outbox. */
export async function enqueueHoldWarnings(db: Queryable, minutes: number): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO push_outbox (user_id, subject_key, kind, facts)
    SELECT r.user_id, 'hold:' || r.reservation_id, 'holdExpiring',
      jsonb_build_object('reservationId', r.reservation_id, 'expiresAt', r.expires_at, 'slotDate', t.slot_date::text,
        'beginTime', t.begin_time, 'endTime', t.end_time, 'deliveryServiceId', t.delivery_service_id)
    FROM slot_reservations r JOIN timeslots t ON t.timeslot_id = r.timeslot_id
    WHERE r.kind = 'hold' AND r.released_at IS NULL
      AND r.expires_at > now() AND r.expires_at <= now() + make_interval(mins => ${minutes})
    ON CONFLICT (subject_key, kind) DO NOTHING`);
  return rowCountOf(result);
}

/** Whether a hold is still live (not released, not expired): a bought cart needs no warning. */
export async function holdIsLive(db: Queryable, reservationId: number): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM slot_reservations WHERE reservation_id = ${reservationId} AND released_at IS NULL AND expires_at > now()`,
  );
  return rowsOf(result).length > 0;
}

/** The outbox row a worker claimed (lib/outbox.ts). */
export async function findOutboxRow(db: Queryable, outboxId: number): Promise<PushOutboxRow | undefined> {
  const [row] = await db.select().from(pushOutbox).where(eq(pushOutbox.outboxId, outboxId)).limit(1);
  return row;
}

export async function noteDelivered(db: Queryable, outboxId: number, deliveredTo: number): Promise<void> {
  await db.update(pushOutbox).set({ deliveredTo }).where(eq(pushOutbox.outboxId, outboxId));
}

function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? [];
}

function rowCountOf(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
