import { ADDRESS_TYPE } from '@spesa/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../test/users';
import { SEED_FIXTURES } from '../db/seed/seed-fixtures';
import { findUserByEmail } from './users/user.repository';

const unsafeText = 'Il testo contiene caratteri non validi.';
const aboveIntegerColumn = 'Il valore deve essere al massimo 2.147.483.647';

/**
 * The reproductions of issue 18, item 2: each answered 500 (a database error) or, for a visitor,
 * 400 instead of 401. Every one now answers 4xx in the envelope, naming the field in Italian.
 */
describe('bad input answers 400 naming the field, never 500', () => {
  let test: ShopperTestApp;
  let shopper: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    test = await createShopperTestApp();
    shopper = withSession((await test.shopper()).session);
    const staffUser = await findUserByEmail(test.db, SEED_FIXTURES.staffAccount.email);
    staff = withSession((await test.app.sessions.open(staffUser?.userId as number, false)).token);
  });
  afterAll(() => test.close());

  const call = (options: InjectOptions) => test.app.inject(options);
  /** The answer's status and its first message, for one-line assertions. */
  async function refusal(options: InjectOptions) {
    const answer = await call(options);
    const body = answer.json();
    expect(body.response.status, answer.body).toBe(answer.statusCode);
    return { status: answer.statusCode, ...body.response.errorsMessage[0] };
  }

  describe('ids past PostgreSQL integer (2147483647)', () => {
    for (const id of [2147483648, Number.MAX_SAFE_INTEGER]) {
      it.each([
        ['category-block/info', 'categoryBlockId'],
        ['product/view', 'product_id'],
        ['products', 'category_id'],
        ['order/view', 'order_id'],
        ['store/view', 'store_id'],
        ['timeslot/select?sel_date=2026-01-15&', 'timeslot_id'],
      ])(`query of %s: ${id}`, async (path, field) => {
        const url = `/ebsn/api/${path}${path.endsWith('&') ? '' : '?'}${field}=${id}`;
        expect(await refusal({ method: 'GET', url, headers: shopper })).toEqual({
          status: 400,
          code: 'errors.validation',
          field,
          description: aboveIntegerColumn,
        });
      });

      it.each([
        ['cart/add', { items: [{ productId: id, quantity: 1 }] }, 'items.0.productId'],
        ['cart/delete', { items: [{ itemId: id }] }, 'items.0.itemId'],
        ['cart/add-all-from-order', { order_id: id }, 'order_id'],
        ['cart/add-all-from-wishlist', { list_id: id }, 'list_id'],
        ['wishlist/update', { list_id: id, name: 'Spesa' }, 'list_id'],
        ['note/order/add', { orderId: id, score: 4 }, 'orderId'],
        ['user-address/select', { address_type: ADDRESS_TYPE.home, address_id: id }, 'address_id'],
      ])(`body of %s: ${id}`, async (path, payload, field) => {
        expect(await refusal({ method: 'POST', url: `/ebsn/api/${path}`, headers: shopper, payload })).toMatchObject({
          status: 400,
          field,
          description: aboveIntegerColumn,
        });
      });

      it(`an admin call: ${id}`, async () => {
        const payload = { order_id: id, order_line_id: 1, product_id: 1, quantity: 1 };
        expect(
          await refusal({ method: 'POST', url: '/ebsn/api/admin/order/line/substitute', headers: staff, payload }),
        ).toMatchObject({ status: 400, field: 'order_id', description: aboveIntegerColumn });
      });
    }

    it('order/list?from_gross_total=99999999999: bounded by the cents column', async () => {
      expect(
        await refusal({ method: 'GET', url: '/ebsn/api/order/list?from_gross_total=99999999999', headers: shopper }),
      ).toEqual({
        status: 400,
        code: 'errors.validation',
        field: 'from_gross_total',
        description: 'Il valore deve essere al massimo 21.474.836,47',
      });
    });
  });

  describe('a NUL or a lone surrogate in a text', () => {
    it.each([
      ['products', 'q'],
      ['products/suggest', 'q'],
      ['category', 'q'],
      ['cart-giftcertificate/check', 'code'],
      ['shopatwork/subscribe', 'subscriptionCode'],
      ['geocoding/autocomplete', 'city'],
    ])('query of %s: %s=a%00b', async (path, field) => {
      expect(await refusal({ method: 'GET', url: `/ebsn/api/${path}?${field}=a%00bcd`, headers: shopper })).toEqual({
        status: 400,
        code: 'errors.validation',
        field,
        description: unsafeText,
      });
    });

    const address = { addressName: 'Casa', doorbellName: 'Rossi', referencePhoneNumber: '347 123 4567', province: 'BG' };
    const billing = { billingName: 'Mario Rossi', fiscalCode: 'RSSMRA80A01H501U', address1: 'Via Pignolo', addressNumber: '7' };
    for (const bad of ['a\u0000b', '\ud800', 'Via Roma \udc00']) {
      it.each([
        ['cart-giftcertificate/add_code', { code: `AB${bad}CD` }, 'code'],
        ['wishlist/insert', { name: bad }, 'name'],
        ['cart/update-cart-info', { property: 'order_comment', value: bad }, 'value'],
        ['user-address/update', { ...address, address1: bad }, 'address1'],
        ['user/billing-data', { ...billing, city: bad, postalcode: '24121', province: 'BG' }, 'city'],
        ['registration/update_user_detail', { firstName: bad }, 'firstName'],
        ['cart/update-infos', { items: [{ itemId: 1, infos: { notes: bad } }] }, 'items.0.infos.notes'],
      ])(`body of %s: ${JSON.stringify(bad)}`, async (path, payload, field) => {
        expect(await refusal({ method: 'POST', url: `/ebsn/api/${path}`, headers: shopper, payload })).toEqual({
          status: 400,
          code: 'errors.validation',
          field,
          description: unsafeText,
        });
      });
    }

    it('a bad key names the object that holds it', async () => {
      const payload = { items: [{ productId: 1, params: { 'cut\u0000': 'x' } }] };
      expect(await refusal({ method: 'POST', url: '/ebsn/api/cart/add', headers: shopper, payload })).toMatchObject({
        status: 400,
        field: 'items.0.params',
      });
    });
  });

  describe('the login is checked before the body', () => {
    it.each([
      ['cart/add', { items: 'tutto' }],
      ['wishlist/insert', { name: 'a\u0000b' }],
      ['user/billing-data', { billingName: 7 }],
      ['admin/order/status', { order_id: Number.MAX_SAFE_INTEGER }],
    ])('a visitor posting a bad body to %s gets 401', async (path, payload) => {
      expect(await refusal({ method: 'POST', url: `/ebsn/api/${path}`, payload })).toMatchObject({
        status: 401,
        description: 'Per continuare accedi al tuo account.',
      });
    });

    it('a visitor gets 401 even for broken JSON, and a shopper 403 on a staff route', async () => {
      const broken = {
        method: 'POST' as const,
        url: '/ebsn/api/cart/add',
        headers: { 'content-type': 'application/json' },
        payload: '{"items":',
      };
      expect(await refusal(broken)).toMatchObject({ status: 401 });
      const payload = { order_id: 'tutti' };
      expect(await refusal({ method: 'POST', url: '/ebsn/api/admin/order/status', headers: shopper, payload })).toMatchObject({
        status: 403,
      });
    });
  });

  describe("Fastify's own refusals, in the envelope", () => {
    const post = (headers: Record<string, string>, payload: string) =>
      refusal({ method: 'POST', url: '/ebsn/api/wishlist/insert', headers: { ...shopper, ...headers }, payload });

    it('broken JSON: 400 naming the body', async () => {
      expect(await post({ 'content-type': 'application/json' }, '{"name":')).toEqual({
        status: 400,
        code: 'errors.badRequest',
        field: 'body',
        description: 'I dati inviati non sono scritti in un formato JSON valido.',
      });
    });

    it('a wrong content type: 415', async () => {
      expect(await post({ 'content-type': 'text/xml' }, '<name/>')).toMatchObject({
        status: 415,
        description: 'Formato della richiesta non supportato.',
      });
    });

    it('a body over a megabyte: 413', async () => {
      const payload = JSON.stringify({ name: 'a'.repeat(1_100_000) });
      expect(await post({ 'content-type': 'application/json' }, payload)).toMatchObject({
        status: 413,
        description: 'La richiesta è troppo grande.',
      });
    });

    it('a path parameter past its length: 414, a URL that is no percent-encoding: 400', async () => {
      const long = await refusal({ method: 'GET', url: `/ebsn/api/payment-gateway/test/${'1'.repeat(200)}?ref=x` });
      expect(long).toMatchObject({ status: 414, description: "L'indirizzo richiesto è troppo lungo." });
      expect(await refusal({ method: 'GET', url: '/ebsn/api/payment-gateway/test/%zz?ref=x' })).toMatchObject({ status: 400 });
    });
  });
});
