import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopperTestApp, type Shopper, type ShopperTestApp } from '../../../test/users';
import { challenged, loginForm } from './testing/account-fixtures';

/** Decision 0015: growing delays per account and address, a per-address limit, and the challenge after repeated failures. */
describe('login throttling: delays, never a lockout of the right password', () => {
  let test: ShopperTestApp;

  beforeAll(async () => {
    test = await createShopperTestApp({}, { testStore: true });
  });
  afterAll(() => test.close());
  // The clock stands still unless a test moves it, so a delay is exactly what the test says.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  let addressCount = 0;
  /** A client address no other test uses. */
  const freshAddress = () => `10.60.${(++addressCount >> 8) & 255}.${addressCount & 255}`;

  const login = async (shopper: Pick<Shopper, 'email'>, password: string, from: string, { challenge = false } = {}) =>
    loginForm(
      test.app,
      { login: shopper.email, password },
      { remoteAddress: from, ...(challenge ? { url: await challenged(test.app, '/ebsn/api/auth/login') } : {}) },
    );

  const expectWait = (answer: Awaited<ReturnType<typeof login>>, seconds: number, text: string) => {
    expect(answer.statusCode, answer.body).toBe(429);
    expect(answer.headers['retry-after']).toBe(String(seconds));
    expect(answer.json().response.errors).toEqual([{ error: `Troppi tentativi di accesso non riusciti: riprova tra ${text}.` }]);
    expect(answer.json().response.errorsMessage[0].code).toBe('errors.loginThrottled');
  };

  it('slows one account on one address by 1 s, 2 s, 4 s … at most 30 s, then lets the right password in', async () => {
    const shopper = await test.shopper();
    const address = freshAddress();
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(shopper, 'sbagliata', address)).statusCode).toBe(401);
    // The fourth try must wait a second, even with the right password; waiting does not count as a try.
    expectWait(await login(shopper, shopper.password, address), 1, '1 secondo');
    advance(1);
    expect((await login(shopper, 'sbagliata', address)).statusCode).toBe(401);
    expectWait(await login(shopper, shopper.password, address), 2, '2 secondi');
    advance(1);
    expectWait(await login(shopper, shopper.password, address), 1, '1 secondo');
    // Past 5 failures of the account each try needs the challenge too; the delays keep growing up to 30 s.
    let wait = 2;
    for (let failure = 5; failure <= 12; failure++) {
      advance(wait);
      expect((await login(shopper, 'sbagliata', address, { challenge: true })).statusCode).toBe(401);
      wait = Math.min(wait * 2, 30);
    }
    expectWait(await login(shopper, shopper.password, address, { challenge: true }), 30, '30 secondi');
    advance(30);
    const right = await login(shopper, shopper.password, address, { challenge: true });
    expect(right.statusCode, right.body).toBe(200);
    // The right password forgot the failures: the next try needs neither a wait nor the challenge.
    expect((await login(shopper, shopper.password, address)).statusCode).toBe(200);
  });

  it('does not slow the owner on another address: whoever knows an e-mail cannot lock its owner out', async () => {
    const shopper = await test.shopper();
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 12; attempt++) {
      await login(shopper, 'tentativo', attacker, { challenge: true });
      advance(30);
    }
    // The owner's address has no delay; the repeated failures only ask for the challenge, which the owner's page solves.
    const owner = freshAddress();
    const withoutChallenge = await login(shopper, shopper.password, owner);
    expect(withoutChallenge.statusCode).toBe(400);
    expect((await login(shopper, shopper.password, owner, { challenge: true })).statusCode).toBe(200);
  });

  it('asks for the challenge after 5 failures of an account from any address, and refuses a replayed solution', async () => {
    const shopper = await test.shopper();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(shopper, 'sbagliata', freshAddress())).statusCode).toBe(401);
    const address = freshAddress();
    const missing = await login(shopper, shopper.password, address);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().response.errorsMessage).toEqual([
      {
        code: 'errors.challengeRequired',
        field: 'recaptcha',
        description: 'Dopo diversi tentativi non riusciti, per accedere completa la verifica «Non sono un robot».',
      },
    ]);
    expect(missing.headers['x-ebsn-session']).toBeUndefined();
    const url = await challenged(test.app, '/ebsn/api/auth/login');
    // A wrong password with a valid solution spends it: the same solution cannot be sent again.
    expect(
      (await loginForm(test.app, { login: shopper.email, password: 'sbagliata' }, { url, remoteAddress: address })).statusCode,
    ).toBe(401);
    const replayed = await loginForm(
      test.app,
      { login: shopper.email, password: shopper.password },
      { url, remoteAddress: address },
    );
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().response.errorsMessage[0]).toMatchObject({ code: 'errors.challengeInvalid', field: 'recaptcha' });
    expect((await login(shopper, shopper.password, address, { challenge: true })).statusCode).toBe(200);
  });

  it('keeps a per-address limit across accounts: 20 failures, then delays for that address only', async () => {
    const shopper = await test.shopper();
    const address = freshAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await login({ email: `ignoto${attempt}@example.it` }, 'tentativo', address)).statusCode).toBe(401);
    }
    expectWait(await login(shopper, shopper.password, address), 1, '1 secondo');
    expect((await login(shopper, shopper.password, freshAddress())).statusCode).toBe(200);
    advance(1);
    expect((await login(shopper, shopper.password, address)).statusCode).toBe(200);
  });
});
