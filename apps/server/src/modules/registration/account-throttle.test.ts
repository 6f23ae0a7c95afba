import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { challenged, registrationBody, withSession } from '../auth/testing/account-fixtures';

/** Decision 0015: registration, reset mails and wrong current passwords slow down; a 429 says how long to wait. */
describe('throttled account calls: register_user, password_reset, update_password', () => {
  let test: ShopperTestApp;

  beforeAll(async () => {
    test = await createShopperTestApp({}, { testStore: true });
  });
  afterAll(() => test.close());
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  let addressCount = 0;
  const freshAddress = () => `10.70.${(++addressCount >> 8) & 255}.${addressCount & 255}`;

  const post = async (path: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: await challenged(test.app, `/ebsn/api/registration/${path}`),
      payload,
      remoteAddress,
      headers,
    });

  const expectWait = (answer: Awaited<ReturnType<typeof post>>, seconds: number, text: string) => {
    expect(answer.statusCode, answer.body).toBe(429);
    expect(answer.headers['retry-after']).toBe(String(seconds));
    expect(answer.json().response.errors).toEqual([{ error: text }]);
  };

  it('register_user: 20 registrations an hour from one address, then growing delays for that address', async () => {
    const address = freshAddress();
    // An unknown store is refused after the registration is counted: no mails, same count.
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await post('register_user', registrationBody({ referenceStoreId: 999_999 }), address)).statusCode).toBe(400);
    }
    const body = registrationBody();
    expectWait(await post('register_user', body, address), 1, 'Troppe registrazioni in poco tempo: riprova tra 1 secondo.');
    expect((await post('register_user', registrationBody(), freshAddress())).statusCode).toBe(200);
    advance(1);
    expect((await post('register_user', body, address)).statusCode).toBe(200);
  });

  it('register_user: 3 registrations of one e-mail an hour, from any address', async () => {
    const body = registrationBody({ referenceStoreId: 999_999 });
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await post('register_user', body, freshAddress())).statusCode).toBe(400);
    expectWait(
      await post('register_user', { ...body, referenceStoreId: registrationBody().referenceStoreId }, freshAddress()),
      1,
      'Troppe registrazioni in poco tempo: riprova tra 1 secondo.',
    );
  });

  it('password_reset: 10 requests an hour from one address, then growing delays', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post('password_reset', { email: `qualcuno${attempt}@example.it` }, address)).statusCode).toBe(200);
    }
    expectWait(
      await post('password_reset', { email: 'altro@example.it' }, address),
      1,
      'Troppe richieste di reimpostazione della password: riprova tra 1 secondo.',
    );
    advance(1);
    expect((await post('password_reset', { email: 'altro@example.it' }, address)).statusCode).toBe(200);
  });

  it('password_reset: 3 mails an hour for one e-mail, then a minute and more between them, the same for unknown addresses', async () => {
    for (const email of ['bersaglio.throttle@example.it', (await test.shopper()).email]) {
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await post('password_reset', { email }, freshAddress())).statusCode).toBe(200);
      expectWait(
        await post('password_reset', { email: email.toUpperCase() }, freshAddress()),
        60,
        'Troppe richieste di reimpostazione della password: riprova tra 1 minuto.',
      );
    }
  });

  it('update_password: from the fourth wrong current password the shopper waits, then the right one works', async () => {
    const shopper = await test.shopper();
    const change = (oldPassword: string) =>
      test.app.inject({
        method: 'POST',
        url: '/ebsn/api/registration/update_password',
        payload: { oldPassword, password: 'nuova-password-sicura' },
        headers: withSession(shopper.session),
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await change('sbagliata')).statusCode).toBe(400);
    expectWait(await change(shopper.password), 1, 'Troppi tentativi con la password attuale sbagliata: riprova tra 1 secondo.');
    advance(1);
    expect((await change('sbagliata')).statusCode).toBe(400);
    expectWait(await change(shopper.password), 2, 'Troppi tentativi con la password attuale sbagliata: riprova tra 2 secondi.');
    advance(2);
    const changed = await change(shopper.password);
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
