import { statSync } from 'node:fs';
import { addDaysIso, ORDER_STATUS, shopDateIso, shopInstant } from '@spesa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { pushOutbox, pushSubscriptions, slotReservations } from '../../db/schema/index';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  type CheckoutClient,
  dataOf,
  newCheckoutShopper,
  placeOrder,
  setOrderColumns,
  stockFixtureProducts,
} from '../checkout/testing/checkout-fixtures';
import { findOrder, setOrderStatus } from '../orders/order.repository';
import { createPushService } from './push.service';
import type { PushPayload, PushProvider, PushTarget } from './push-providers';
import { startPushServiceStandIn } from './testing/push-service-stand-in';

const dataDir = `/tmp/push-test-${process.pid}-${Date.now()}`;

describe('push notifications through a push service stand-in (VAPID checked, RFC 8291 payload decrypted)', () => {
  let test: ShopperTestApp;
  let standIn: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    test = await createShopperTestApp({ DATA_DIR: dataDir });
    await stockFixtureProducts(test.db);
  });
  afterAll(async () => {
    await test.close();
    await standIn.close();
  });

  // What the job sends, without its clock-driven scan: after 18:00 (shop time) the scan would add the
  // evening reminder of tomorrow's orders; the reminders are tested below with a clock of their own.
  const sendOutbox = () => test.app.push.service.deliver();

  const moveOrder = (orderId: number, toStatusId: number) =>
    test.db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId);
      if (!order) throw new Error('no order');
      await setOrderStatus(tx, order, toStatusId, 'test');
    });

  const subscribedShopper = async (name: string) => {
    const shopper = await newCheckoutShopper(test);
    const subscription = standIn.subscribe(name);
    const settings = dataOf(await shopper.client.post('push/subscribe', subscription));
    expect(settings).toMatchObject({ enabled: true, chosen: true, webSubscriptions: 1 });
    return { ...shopper, subscription };
  };

  it('makes the VAPID key pair at first start in DATA_DIR, readable by the shop only, and gives its public key', async () => {
    const stat = statSync(`${dataDir}/vapid.json`);
    expect(stat.mode & 0o777).toBe(0o600);
    const { publicKey } = dataOf(await test.app.inject({ method: 'GET', url: '/ebsn/api/push/vapid-public-key' }));
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('sends the order confirmation once, signed with the shop’s VAPID key and readable only with the subscription’s keys', async () => {
    const { client, subscription } = await subscribedShopper('anna');
    const order = await placeOrder(client);
    await sendOutbox();
    expect(standIn.errors).toEqual([]);
    expect(standIn.received).toHaveLength(1);
    const [push] = standIn.received;
    const { publicKey } = dataOf(await test.app.inject({ method: 'GET', url: '/ebsn/api/push/vapid-public-key' }));
    expect(push).toMatchObject({ path: new URL(subscription.endpoint).pathname, publicKey, claims: { aud: standIn.origin } });
    expect(push?.message).toMatchObject({
      title: 'Buonmercato: ordine confermato',
      body: expect.stringMatching(new RegExp(`^Abbiamo ricevuto l'ordine n\\. ${order.orderId}\\. (Ritiro|Consegna): `)),
      url: `/profile/orders/${order.orderId}`,
      icon: '/icons/buonmercato/icon-192.png',
    });

    // A retried job, and two runs at once, send nothing again.
    await sendOutbox();
    await Promise.all([test.app.push.service.deliver(), test.app.push.service.deliver()]);
    expect(standIn.received).toHaveLength(1);

    // The store takes charge: the next notification, once even if the status moves on within "preparing".
    await moveOrder(order.orderId, ORDER_STATUS.takenInCharge);
    await moveOrder(order.orderId, ORDER_STATUS.inPreparation);
    await Promise.all([test.app.push.service.deliver(), test.app.push.service.deliver()]);
    expect(standIn.received.map((received) => received.message.title)).toEqual([
      'Buonmercato: ordine confermato',
      'Buonmercato: stiamo preparando la tua spesa',
    ]);
    standIn.received.length = 0;
  });

  it('tells the final amount after weighing when the order is delivered', async () => {
    const { client } = await subscribedShopper('bruno');
    const order = await placeOrder(client);
    await setOrderColumns(test.db, order.orderId, { finalTotalCents: 1234, deliveryServiceId: 2 });
    await moveOrder(order.orderId, ORDER_STATUS.takenInCharge);
    await moveOrder(order.orderId, ORDER_STATUS.inPreparation);
    await moveOrder(order.orderId, ORDER_STATUS.almostReady);
    await moveOrder(order.orderId, ORDER_STATUS.outForDelivery);
    await moveOrder(order.orderId, ORDER_STATUS.delivered);
    await sendOutbox();
    expect(standIn.errors).toEqual([]);
    expect(standIn.received.map((received) => received.message.title)).toEqual([
      'Buonmercato: ordine confermato',
      'Buonmercato: stiamo preparando la tua spesa',
      'Buonmercato: la tua spesa è in viaggio',
      'Buonmercato: ordine consegnato',
    ]);
    expect(standIn.received[3]?.message.body).toBe(
      `L'ordine n. ${order.orderId} è stato consegnato. Importo finale dopo la pesatura: 12,34\u00a0€.`,
    );
    standIn.received.length = 0;
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const { client, userId } = await subscribedShopper('carla');
    standIn.answerNext(410);
    await placeOrder(client);
    await sendOutbox();
    expect(standIn.received).toHaveLength(1);
    expect(await test.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual([]);
    expect(dataOf(await client.get('push/settings'))).toMatchObject({ enabled: true, webSubscriptions: 0 });
    standIn.received.length = 0;
  });

  it('sends nothing to a shopper who turned notifications off, and the ledger keeps the event once', async () => {
    const { client } = await subscribedShopper('dario');
    dataOf(await client.post('push/settings', { enabled: false }));
    const order = await placeOrder(client);
    await sendOutbox();
    expect(standIn.received).toEqual([]);
    const ledger = await test.db.select().from(pushOutbox).where(eq(pushOutbox.orderId, order.orderId));
    expect(ledger.map((row) => [row.kind, row.deliveredTo])).toEqual([['orderConfirmed', 0]]);
  });

  it('refuses a subscription with bad keys or endpoint, naming the field', async () => {
    const { client } = await newCheckoutShopper(test);
    const good = standIn.subscribe('erika');
    const badKey = await client.post('push/subscribe', { ...good, keys: { ...good.keys, auth: 'abc' } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().response.errorsMessage[0]).toMatchObject({ field: 'keys.auth', description: 'Chiave non valida' });
    const badEndpoint = await client.post('push/subscribe', { ...good, endpoint: 'ftp://x' });
    expect(badEndpoint.json().response.errorsMessage[0]).toMatchObject({ field: 'endpoint' });
  });
});

describe('time-driven notifications: the evening reminder and a slot hold about to expire', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp({ DATA_DIR: dataDir });
    await stockFixtureProducts(test.db);
  });
  afterAll(() => test.close());

  /** A provider that records what it is given, as FCM or APNs would receive it. */
  const recording = () => {
    const sent: { target: PushTarget; payload: PushPayload }[] = [];
    const provider: PushProvider = {
      send: async (target, payload) => {
        sent.push({ target, payload });
        return 'sent';
      },
    };
    return { sent, provider };
  };

  const withDevice = async (client: CheckoutClient) => {
    const uuid = `uuid-${Math.random()}`;
    dataOf(await client.get(`externalregistration/register?external_id=tok-${uuid}&platform=android&uuid=${uuid}`));
    dataOf(await client.post('push/settings', { enabled: true }));
  };

  it('reminds the evening before the slot (from 18:00, once) and not earlier', async () => {
    const { client, userId } = await newCheckoutShopper(test);
    await withDevice(client);
    const order = await placeOrder(client);
    const today = shopDateIso();
    await setOrderColumns(test.db, order.orderId, { slotDate: addDaysIso(today, 1), beginTime: '10:00', endTime: '12:00' });
    const { sent, provider } = recording();
    const at = (time: string) =>
      createPushService(test.db, {
        brandName: 'Buonmercato',
        icon: '/i.png',
        providers: [provider],
        log: test.app.log,
        now: () => shopInstant(today, time),
      });
    await at('17:30').scan();
    await at('17:30').deliver();
    expect(sent.filter((one) => one.payload.tag.startsWith('slotReminder'))).toEqual([]);
    await at('18:05').scan();
    await at('18:05').scan();
    await at('18:05').deliver();
    await at('21:00').scan();
    await at('21:00').deliver();
    const reminders = sent.filter((one) => one.payload.tag === `slotReminder-${order.orderId}`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.target).toMatchObject({ kind: 'android' });
    expect(reminders[0]?.payload.title).toMatch(/^Buonmercato: domani (arriva|ritiri) la tua spesa$/);
    expect(reminders[0]?.payload.url).toBe(`/profile/orders/${order.orderId}`);
    expect(userId).toBeGreaterThan(0);
  });

  it('warns once when the checkout hold of the slot has three minutes left', async () => {
    const { client, userId } = await newCheckoutShopper(test);
    await withDevice(client);
    dataOf(await client.add(SEED_FIXTURES.products.penne.productId));
    dataOf(await client.prepare());
    const { sent, provider } = recording();
    const service = createPushService(test.db, {
      brandName: 'Buonmercato',
      icon: '/i.png',
      providers: [provider],
      log: test.app.log,
    });
    await service.scan();
    await service.deliver();
    expect(sent.filter((one) => one.payload.tag === 'holdExpiring-hold')).toEqual([]);
    const [hold] = await test.db
      .update(slotReservations)
      .set({ expiresAt: new Date(Date.now() + 2.5 * 60_000) })
      .where(and(eq(slotReservations.kind, 'hold'), eq(slotReservations.userId, userId)))
      .returning();
    expect(hold).toBeDefined();
    await service.scan();
    await service.scan();
    await service.deliver();
    const warnings = sent.filter((one) => one.payload.tag === 'holdExpiring-hold');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.payload).toMatchObject({
      title: 'Buonmercato: la fascia oraria sta per scadere',
      body: expect.stringMatching(/^Completa l'ordine entro 3 minuti per tenere la fascia di /),
      url: '/checkout',
    });
  });
});
