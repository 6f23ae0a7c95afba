import { completeLoyaltyCardNumber } from '@spesa/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/client';
import { stores, warehouses } from '../../../db/schema/catalogue';
import { solvedChallengePayload, withChallenge } from '../../challenge/testing/challenge-solver';
import { type SmtpTestPeer, tokenFromLink } from '../../mail/testing/smtp-test-peer';

/** A shop the tests own, whatever the seed holds: the reference store of every test shopper. */
export const TEST_STORE_ID = 9901;

export async function ensureTestStore(db: Db): Promise<void> {
  await db
    .insert(warehouses)
    .values({
      warehouseId: 9900,
      name: 'Magazzino di prova',
      address1: 'Via Prova 1',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24121',
      latitude: 45.69,
      longitude: 9.67,
    })
    .onConflictDoNothing();
  await db
    .insert(stores)
    .values({
      storeId: TEST_STORE_ID,
      name: 'Negozio di prova',
      address1: 'Via Prova',
      addressNumber: '1',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24121',
      latitude: 45.69,
      longitude: 9.67,
      phone: '035 000 0000',
      warehouseId: 9900,
      kind: 'store',
      deliveryServiceIds: [1, 2],
    })
    .onConflictDoNothing();
}

let shopperCount = 0;

/** A complete, valid registration body with a fresh e-mail. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  shopperCount += 1;
  const email = `cliente.${process.pid}.${shopperCount}.${Date.now()}@example.it`;
  return {
    firstName: 'Giulia',
    lastName: 'Rossi',
    email,
    emailConfirm: email,
    password: 'password-sicura',
    address1: 'Via Borgo Palazzo',
    addressNumber: '90',
    postalcode: '24125',
    province: 'BG',
    city: 'Bergamo',
    referenceStoreId: TEST_STORE_ID,
    birthDate: '14/03/1988',
    mobilePhone: '347 123 4567',
    fidelityCard: completeLoyaltyCardNumber('040112345678901'),
    legals: [
      { legalId: 1, accepted: true },
      { legalId: 2, accepted: false },
    ],
    ...overrides,
  };
}

/** The envelope's error messages by field, for short assertions. */
export function errorsByField(body: { response: { errorsMessage: { field?: string; description: string }[] } }) {
  return Object.fromEntries(body.response.errorsMessage.map((message) => [message.field ?? '', message.description]));
}

export function loginForm(app: FastifyInstance, fields: Record<string, string>, options: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url: '/ebsn/api/auth/login',
    // As the web app sends it: a login form needs X-Ebsn-Client (or the shop's Origin) against login CSRF.
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ebsn-client': 'production' },
    payload: new URLSearchParams(fields).toString(),
    ...options,
  });
}

/** A solved challenge of `app` (GET /ebsn/api/challenge, solved as the widget would): the `recaptcha` parameter. */
export async function solvedChallengeFor(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/ebsn/api/challenge' });
  return solvedChallengePayload(answer.json().data);
}

/** `path` with a freshly solved challenge of `app` in ?recaptcha=. */
export async function challenged(app: FastifyInstance, path: string): Promise<string> {
  return withChallenge(path, await solvedChallengeFor(app));
}

let registrationAddress = 0;

/**
 * POST register_user with any payload (valid or not), with a solved challenge, each from its own client
 * address (so the per-address delays of a test app's many registrations stay out of the way);
 * `headers` for example sets the host the mail links to.
 */
export async function registerUser(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  registrationAddress += 1;
  return app.inject({
    method: 'POST',
    url: await challenged(app, '/ebsn/api/registration/register_user'),
    payload: payload as object,
    headers,
    remoteAddress: `10.250.${(registrationAddress >> 8) & 255}.${registrationAddress & 255}`,
  });
}

/** GET registration_confirm with the token of the confirmation link (encoded, so hostile tokens reach the route as sent). */
export function confirmRegistration(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/ebsn/api/registration/registration_confirm?token=${encodeURIComponent(token)}`,
    headers,
  });
}

/** Registers, confirms from the received mail, logs in: the shopper's e-mail, password and session. */
export async function registeredShopper(app: FastifyInstance, smtp: SmtpTestPeer, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const registered = await registerUser(app, body);
  expect(registered.statusCode, registered.body).toBe(200);
  const token = tokenFromLink(await smtp.nextMail(body.email), '/registration/confirm');
  const confirmed = await confirmRegistration(app, token);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await smtp.nextMail(body.email); // the welcome message
  const login = await loginForm(app, { login: body.email, password: body.password, remember_me: 'true' });
  expect(login.statusCode, login.body).toBe(200);
  return {
    email: body.email,
    password: body.password,
    userId: login.json().data.user.userId as number,
    session: login.headers['x-ebsn-session'] as string,
  };
}

export const withSession = (session: string) => ({ 'x-ebsn-session': session });
