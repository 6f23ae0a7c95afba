import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { pushDevices } from '../../db/schema/index';
import { checkoutClient, dataOf, refusalOf } from '../checkout/testing/checkout-fixtures';

const device = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    external_id: 'fcm-token-1',
    model: 'Pixel 8',
    platform: 'android',
    platform_version: '15',
    manufacturer: 'Google',
    uuid: `uuid-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  });

describe('device registration: GET /externalregistration/register and /unregister', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp();
  });
  afterAll(() => test.close());

  const rowsOf = (uuid: string) => test.db.select().from(pushDevices).where(eq(pushDevices.uuid, uuid));

  it('asks for a login', async () => {
    for (const url of [`externalregistration/register?${device()}`, 'externalregistration/unregister?platform=ios&uuid=x'])
      expect((await test.app.inject({ method: 'GET', url: `/ebsn/api/${url}` })).statusCode).toBe(401);
  });

  it('registers a device once per platform and uuid, updates it on a second call, and unregisters it idempotently', async () => {
    const shopper = await test.shopper();
    const client = checkoutClient(test.app, shopper.session);
    const query = device();
    const uuid = query.get('uuid') as string;
    const first = await client.get(`externalregistration/register?${query}`);
    expect(dataOf(first)).toMatchObject({
      platform: 'android',
      model: 'Pixel 8',
      manufacturer: 'Google',
      platformVersion: '15',
      uuid,
    });
    expect(first.json().response.infosMessage[0].description).toBe('Dispositivo registrato per le notifiche');
    query.set('external_id', 'fcm-token-2');
    dataOf(await client.get(`externalregistration/register?${query}`));
    const rows = await rowsOf(uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ externalId: 'fcm-token-2', userId: shopper.userId });
    // The profile lists it.
    expect(dataOf(await client.get('push/settings')).devices).toEqual([expect.objectContaining({ uuid, platform: 'android' })]);

    expect(dataOf(await client.get(`externalregistration/unregister?platform=android&uuid=${uuid}`))).toEqual({ removed: true });
    expect(dataOf(await client.get(`externalregistration/unregister?platform=android&uuid=${uuid}`))).toEqual({ removed: false });
    expect(await rowsOf(uuid)).toHaveLength(0);
  });

  it('moves a device to the shopper who logs in on it; another shopper cannot unregister it', async () => {
    const [anna, bruno] = [await test.shopper(), await test.shopper()];
    const query = device({ platform: 'ios' });
    const uuid = query.get('uuid') as string;
    dataOf(await checkoutClient(test.app, anna.session).get(`externalregistration/register?${query}`));
    dataOf(await checkoutClient(test.app, bruno.session).get(`externalregistration/register?${query}`));
    expect((await rowsOf(uuid)).map((row) => row.userId)).toEqual([bruno.userId]);
    expect(
      dataOf(await checkoutClient(test.app, anna.session).get(`externalregistration/unregister?platform=ios&uuid=${uuid}`)),
    ).toEqual({
      removed: false,
    });
    expect(await rowsOf(uuid)).toHaveLength(1);
  });

  it('refuses a bad call in Italian, naming the field', async () => {
    const client = checkoutClient(test.app, (await test.shopper()).session);
    expect(refusalOf(await client.get(`externalregistration/register?${device({ platform: 'symbian' })}`), 400)).toMatchObject({
      field: 'platform',
      description: 'Indicare la piattaforma: web, android o ios',
    });
    const noToken = device();
    noToken.delete('external_id');
    expect(refusalOf(await client.get(`externalregistration/register?${noToken}`), 400)).toMatchObject({
      field: 'external_id',
      description: 'Campo obbligatorio',
    });
    expect(refusalOf(await client.get('externalregistration/unregister?platform=web'), 400)).toMatchObject({ field: 'uuid' });
  });

  it('makes one row of ten concurrent registrations of the same device, without a server error', async () => {
    const shopper = await test.shopper();
    const client = checkoutClient(test.app, shopper.session);
    const uuid = `uuid-race-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client.get(`externalregistration/register?${device({ uuid, model: `Pixel ${index}` })}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await rowsOf(uuid)).toHaveLength(1);
  });
});

describe('Web Push subscriptions in production', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' });
  });
  afterAll(() => test.close());

  const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };

  it('keeps a subscription of a browser push service and refuses any other endpoint, naming the field', async () => {
    const client = checkoutClient(test.app, (await test.shopper()).session);
    const accepted = await client.post('push/subscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys });
    expect(dataOf(accepted)).toMatchObject({ enabled: true, webSubscriptions: 1 });
    for (const endpoint of [
      'https://10.0.0.1/push',
      'https://fcm.googleapis.com@127.0.0.1/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const refused = await client.post('push/subscribe', { endpoint, keys });
      expect(refusalOf(refused, 400)).toMatchObject({ field: 'endpoint', description: 'Servizio di notifica non riconosciuto' });
    }
  });
});
