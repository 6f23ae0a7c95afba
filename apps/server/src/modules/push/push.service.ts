import {
  addDaysIso,
  type DeviceRegisterQuery,
  type DeviceUnregisterQuery,
  HOLD_WARNING_MINUTES,
  ORDER_STATUS,
  type PushFacts,
  type PushKind,
  type PushSettings,
  type PushSubscriptionBody,
  pushKinds,
  pushMessage,
  type RegisteredDevice,
  SHOP_TIME_ZONE,
  SLOT_REMINDER_HOUR,
  shopDateIso,
} from '@spesa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { drainOutbox } from '../../lib/outbox';
import { findOrder } from '../orders/order.repository';
import {
  deleteDevice,
  deleteDeviceById,
  deleteSubscription,
  deleteSubscriptionById,
  enqueueHoldWarnings,
  enqueueSlotReminders,
  findOutboxRow,
  findPreference,
  holdIsLive,
  noteDelivered,
  type PushDeviceRow,
  type PushOutboxRow,
  savePreference,
  selectDevicesOfUser,
  selectSubscriptionsOfUser,
  upsertDevice,
  upsertSubscription,
} from './push.repository';
import type { PushPayload, PushProvider, PushTarget, SendOutcome } from './push-providers';

/** The orders still to come whose shopper gets the evening reminder. */
const REMINDED_STATUSES = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.takenInCharge,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.almostReady,
];
const BATCH = 50;

export type PushServiceOptions = {
  brandName: string;
  /** The brand's icon the notification shows. */
  icon: string;
  providers: PushProvider[];
  log: FastifyBaseLogger;
  now?: () => Date;
};

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

function toDevice(row: PushDeviceRow): RegisteredDevice {
  return {
    deviceId: row.deviceId,
    platform: row.platform as RegisteredDevice['platform'],
    model: row.model,
    manufacturer: row.manufacturer,
    platformVersion: row.platformVersion,
    uuid: row.uuid,
    registeredAt: row.updatedAt.toISOString(),
  };
}

/**
 * Devices, subscriptions, the shopper's opt-in and the delivery of the outbox (decision 0034).
 * Notifications are written to the outbox by the events (an order's status change, in its
 * transaction) and by `scan` (the evening reminder, a hold about to expire); `deliver` claims them
 * and sends each to the shopper's subscriptions and devices when they opted in.
 */
export function createPushService(db: Db, options: PushServiceOptions) {
  const now = options.now ?? (() => new Date());

  const messageOf = async (row: PushOutboxRow): Promise<PushPayload | null> => {
    const kind = row.kind as PushKind;
    if (!pushKinds.includes(kind)) return null;
    let facts: PushFacts;
    if (row.orderId !== null) {
      const order = await findOrder(db, row.orderId);
      if (!order) return null;
      facts = {
        brandName: options.brandName,
        orderId: order.orderId,
        orderStatusId: order.orderStatusId,
        deliveryServiceId: order.deliveryServiceId,
        slotDate: order.slotDate,
        beginTime: order.beginTime,
        endTime: order.endTime,
        finalTotalCents: order.finalTotalCents ?? order.totalCents,
      };
    } else {
      const hold = row.facts as {
        reservationId: number;
        expiresAt: string;
        slotDate: string;
        beginTime: string;
        endTime: string;
        deliveryServiceId: number;
      };
      if (!(await holdIsLive(db, hold.reservationId))) return null;
      const minutesLeft = Math.max(1, Math.ceil((new Date(hold.expiresAt).getTime() - now().getTime()) / 60_000));
      facts = { brandName: options.brandName, ...hold, minutesLeft };
    }
    return { ...pushMessage(kind, facts), icon: options.icon };
  };

  /** Sends one notification to every subscription and device of its shopper; those the service says are gone are removed. */
  const sendToShopper = async (userId: number, payload: PushPayload): Promise<number> => {
    const targets: { target: PushTarget; forget: () => Promise<void> }[] = [
      ...(await selectSubscriptionsOfUser(db, userId)).map((row) => ({
        target: { kind: 'web' as const, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
        forget: () => deleteSubscriptionById(db, row.subscriptionId),
      })),
      ...(await selectDevicesOfUser(db, userId))
        .filter((row) => row.platform === 'android' || row.platform === 'ios')
        .map((row) => ({
          target: { kind: row.platform as 'android' | 'ios', token: row.externalId },
          forget: () => deleteDeviceById(db, row.deviceId),
        })),
    ];
    let delivered = 0;
    for (const { target, forget } of targets) {
      const outcomes: SendOutcome[] = await Promise.all(options.providers.map((provider) => provider.send(target, payload)));
      if (outcomes.includes('sent')) delivered += 1;
      if (outcomes.includes('gone')) await forget();
    }
    return delivered;
  };

  return {
    registerDevice: async (userId: number, query: DeviceRegisterQuery): Promise<RegisteredDevice> => {
      const row = await upsertDevice(db, {
        userId,
        platform: query.platform,
        uuid: query.uuid,
        externalId: query.external_id,
        model: query.model ?? '',
        platformVersion: query.platform_version ?? '',
        manufacturer: query.manufacturer ?? '',
      });
      return toDevice(row);
    },

    /** Idempotent: a device already gone answers the same. */
    unregisterDevice: async (userId: number, query: DeviceUnregisterQuery): Promise<{ removed: boolean }> => ({
      removed: await deleteDevice(db, userId, query.platform, query.uuid),
    }),

    /** Saves the browser's subscription: subscribing is the shopper's opt-in. */
    subscribe: (userId: number, body: PushSubscriptionBody) =>
      db.transaction(async (tx) => {
        await upsertSubscription(tx, { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
        await savePreference(tx, userId, true);
      }),

    unsubscribe: async (userId: number, endpoint: string) => ({ removed: await deleteSubscription(db, userId, endpoint) }),

    setEnabled: (userId: number, enabled: boolean) => savePreference(db, userId, enabled),

    settings: async (userId: number): Promise<PushSettings> => {
      const preference = await findPreference(db, userId);
      return {
        enabled: preference === true,
        chosen: preference !== undefined,
        webSubscriptions: (await selectSubscriptionsOfUser(db, userId)).length,
        devices: (await selectDevicesOfUser(db, userId)).map(toDevice),
      };
    },

    /** Writes the time-driven notifications into the outbox: tomorrow's reminders from 18:00, holds about to end. */
    scan: async (): Promise<number> => {
      const instant = now();
      let added = await enqueueHoldWarnings(db, HOLD_WARNING_MINUTES);
      if (Number(hourFormat.format(instant)) >= SLOT_REMINDER_HOUR)
        added += await enqueueSlotReminders(db, addDaysIso(shopDateIso(instant), 1), REMINDED_STATUSES);
      return added;
    },

    /**
     * Claims and sends the outbox's notifications (the loop all outboxes share, lib/outbox.ts): each
     * is claimed once, so none is sent twice; a send that throws is tried again later. Answers how
     * many subscriptions and devices took one.
     */
    deliver: async (): Promise<number> => {
      let delivered = 0;
      await drainOutbox(db, {
        table: 'push_outbox',
        batch: BATCH,
        log: options.log,
        send: async ({ outboxId }) => {
          const row = await findOutboxRow(db, outboxId);
          if (!row) return;
          const payload = (await findPreference(db, row.userId)) === true ? await messageOf(row) : null;
          const took = payload ? await sendToShopper(row.userId, payload) : 0;
          await noteDelivered(db, outboxId, took);
          delivered += took;
        },
      });
      return delivered;
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
