import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { ConfigError, loadConfig } from '../../config/env';
import { loginForm, registrationBody, solvedChallengeFor } from '../auth/testing/account-fixtures';
import { withChallenge } from './testing/challenge-solver';

const register = (test: ShopperTestApp, url: string, body = registrationBody()) =>
  test.app.inject({ method: 'POST', url, payload: body, remoteAddress: '10.80.0.1' });

describe('proof-of-work challenge (ALTCHA) on the configured endpoints', () => {
  let test: ShopperTestApp;

  beforeAll(async () => {
    test = await createShopperTestApp({}, { testStore: true });
  });
  afterAll(() => test.close());
  afterEach(() => vi.useRealTimers());
  const registerUrl = '/ebsn/api/registration/register_user';

  it('issues a signed challenge in the envelope, never cached', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/ebsn/api/challenge' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().data).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), expiresAt: expect.any(Number) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('registration needs a solved challenge in ?recaptcha=, which works once', async () => {
    const missing = await register(test, registerUrl);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().response.errorsMessage).toEqual([
      {
        code: 'errors.challengeRequired',
        field: 'recaptcha',
        description: 'Per continuare completa la verifica «Non sono un robot».',
      },
    ]);
    const garbage = await register(test, withChallenge(registerUrl, 'bm9uIMOoIHVuYSBzb2x1emlvbmU='));
    expect(garbage.json().response.errorsMessage).toEqual([
      {
        code: 'errors.challengeInvalid',
        field: 'recaptcha',
        description: 'La verifica «Non sono un robot» non è valida o è scaduta: ripetila e riprova.',
      },
    ]);
    const solved = withChallenge(registerUrl, await solvedChallengeFor(test.app));
    expect((await register(test, solved)).statusCode).toBe(200);
    const replayed = await register(test, solved);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().response.errorsMessage[0].code).toBe('errors.challengeInvalid');
  });

  it('refuses a forged solution and an expired challenge', async () => {
    const payload = JSON.parse(Buffer.from(await solvedChallengeFor(test.app), 'base64').toString());
    // The key the counter derives is what proves the work (its HMAC is signed in the challenge).
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await register(test, withChallenge(registerUrl, forged))).json().response.errorsMessage[0].code).toBe(
      'errors.challengeInvalid',
    );
    const solved = await solvedChallengeFor(test.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await register(test, withChallenge(registerUrl, solved))).json().response.errorsMessage[0].code).toBe(
      'errors.challengeInvalid',
    );
  });

  it('checks the form first, so a form error does not spend the solution', async () => {
    const solved = withChallenge(registerUrl, await solvedChallengeFor(test.app));
    const invalid = await register(test, solved, registrationBody({ email: 'non-una-email' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().response.errorsMessage[0].field).toBe('email');
    expect((await register(test, solved)).statusCode).toBe(200);
  });

  it('says so in the OpenAPI document', async () => {
    const paths = (await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' })).json().paths;
    expect(paths['/ebsn/api/registration/register_user'].post.description).toMatch(/\?recaptcha=/);
    expect(paths['/ebsn/api/challenge'].get).toBeDefined();
  });

  it('password reset needs it too', async () => {
    const reset = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/password_reset',
      payload: { email: 'qualcuno@example.it' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().response.errorsMessage[0].code).toBe('errors.challengeRequired');
  });
});

describe('CHALLENGE_ENDPOINTS and CHALLENGE_COMPLEXITY', () => {
  it('are checked at start, with one line naming the variable', () => {
    // A development start: production would first ask for PUBLIC_URL (decision 0014).
    const developmentConfig = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'development', ...env });
    expect(developmentConfig({}).CHALLENGE_ENDPOINTS).toEqual([
      '/ebsn/api/registration/register_user',
      '/ebsn/api/registration/password_reset',
      '/p/wp-admin/admin-ajax.php',
    ]);
    expect(developmentConfig({}).CHALLENGE_COMPLEXITY).toBe(5000);
    expect(developmentConfig({ CHALLENGE_ENDPOINTS: 'none' }).CHALLENGE_ENDPOINTS).toEqual([]);
    expect(developmentConfig({ CHALLENGE_ENDPOINTS: ' /ebsn/api/auth/login , /x ' }).CHALLENGE_ENDPOINTS).toEqual([
      '/ebsn/api/auth/login',
      '/x',
    ]);
    expect(() => developmentConfig({ CHALLENGE_ENDPOINTS: 'registration/register_user' })).toThrow(ConfigError);
    expect(() => developmentConfig({ CHALLENGE_ENDPOINTS: 'registration/register_user' })).toThrow(
      /^Invalid CHALLENGE_ENDPOINTS=/,
    );
    expect(() => developmentConfig({ CHALLENGE_COMPLEXITY: '0' })).toThrow(/^Invalid CHALLENGE_COMPLEXITY=/);
    expect(() => developmentConfig({ CHALLENGE_HMAC_KEY: 'corta' })).toThrow(/^Invalid CHALLENGE_HMAC_KEY=/);
  });

  it('decide which calls need the challenge: here login always, registration not', async () => {
    const test = await createShopperTestApp({ CHALLENGE_ENDPOINTS: '/ebsn/api/auth/login' }, { testStore: true });
    try {
      const body = registrationBody();
      expect((await register(test, '/ebsn/api/registration/register_user', body)).statusCode).toBe(200);
      const login = await loginForm(test.app, { login: body.email, password: body.password });
      expect(login.json().response.errorsMessage[0].code).toBe('errors.challengeRequired');
      const url = withChallenge('/ebsn/api/auth/login', await solvedChallengeFor(test.app));
      // Checked once per request: the route's guard and the login's own check do not spend it twice.
      expect((await loginForm(test.app, { login: body.email, password: body.password }, { url })).statusCode).toBe(403);
    } finally {
      await test.close();
    }
  });
});
