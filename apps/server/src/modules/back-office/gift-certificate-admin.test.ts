import { shopInstant } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperTestApp } from '../../../test/users';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import {
  type CheckoutClient,
  createCheckoutTestApp,
  dataOf,
  newCheckoutShopper,
  refusalOf,
} from '../checkout/testing/checkout-fixtures';
import { type StaffClient, staffClient } from './testing/staff-fixtures';

const { penne } = SEED_FIXTURES.products;

describe('back office: staff create and list gift codes', () => {
  let test: ShopperTestApp;
  let staff: StaffClient;
  let shopper: CheckoutClient;

  beforeAll(async () => {
    test = await createCheckoutTestApp();
    staff = await staffClient(test);
    shopper = (await newCheckoutShopper(test)).client;
  });
  afterAll(() => test.close());

  const create = (body: object) => staff.post('gift-certificates', body);
  const fieldOf = (response: Parameters<typeof refusalOf>[0]) => refusalOf(response, 400).field;

  it('is for staff only: a visitor 401, a shopper 403', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/ebsn/api/admin/gift-certificates' })).statusCode).toBe(401);
    expect(refusalOf(await shopper.get('admin/gift-certificates'), 403).code).toBe('errors.staffOnly');
    const body = { code: 'NOPE10', description: 'Buono', value_type: 'fixed', amount_cents: 1000 };
    expect(refusalOf(await shopper.post('admin/gift-certificates', body), 403).code).toBe('errors.staffOnly');
  });

  it('creates a fixed code with dates, minimum and limits; it is listed, recorded in the audit trail and redeemable', async () => {
    const created = dataOf(
      await create({
        code: ' estate7 ',
        description: 'Buono estate da 7 €',
        value_type: 'fixed',
        amount_cents: 700,
        min_cart_total_cents: 500,
        valid_from: '2026-01-01',
        valid_to: '2099-12-31',
        max_redemptions: 100,
        max_redemptions_per_shopper: 1,
      }),
    ).giftCertificate;
    expect(created).toMatchObject({
      code: 'ESTATE7',
      description: 'Buono estate da 7 €',
      valueType: 'fixed',
      value: 700,
      minCartTotalCents: 500,
      validFrom: shopInstant('2026-01-01', '00:00').toISOString(),
      validTo: new Date(shopInstant('2099-12-31', '23:59').getTime() + 59_999).toISOString(),
      maxRedemptions: 100,
      maxRedemptionsPerShopper: 1,
      redemptions: 0,
    });
    const list = dataOf(await staff.get('gift-certificates')).giftCertificates;
    expect(list[0]).toEqual(created);
    expect(list.map((row: { code: string }) => row.code)).toEqual(expect.arrayContaining(['BENVENUTO5', 'GRAZIE20']));

    const audit = dataOf(await staff.get(`audit?gift_certificate_id=${created.giftCertificateId}`)).entries;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'giftCertificate.create',
        label: 'Buono creato',
        staffUserId: staff.userId,
        before: null,
        after: expect.objectContaining({ code: 'ESTATE7', value: 700, maxRedemptionsPerShopper: 1 }),
        summary: 'Codice ESTATE7',
      }),
    ]);

    dataOf(await shopper.add(penne.productId, 5));
    const cart = dataOf(await shopper.post('cart-giftcertificate/add_code', { code: 'ESTATE7' }));
    // 7 € off 5 penne (5.45 €): never more than the items.
    expect(cart.giftTotalCents).toBe(545);
  });

  it('creates a percent code without limits', async () => {
    const created = dataOf(
      await create({ code: 'MEZZO', description: 'Sconto del 12,5%', value_type: 'percent', percent: '12,5' }),
    ).giftCertificate;
    expect(created).toMatchObject({ valueType: 'percent', value: 12.5, maxRedemptions: null, validFrom: null, validTo: null });
  });

  it('refuses a code that exists (409, whatever its case) and writes nothing', async () => {
    const duplicate = await create({ code: 'benvenuto5', description: 'Doppione', value_type: 'fixed', amount_cents: 100 });
    expect(refusalOf(duplicate, 409)).toEqual({
      code: 'errors.giftCertificate.duplicateCode',
      description: 'Esiste già un buono con il codice BENVENUTO5: scegline un altro.',
      field: 'code',
    });
    const list = dataOf(await staff.get('gift-certificates')).giftCertificates;
    expect(list.filter((row: { code: string }) => row.code === 'BENVENUTO5')).toHaveLength(1);
  });

  it('names the field of bad input in Italian', async () => {
    const valid = { code: 'PROVA1', description: 'Prova', value_type: 'fixed', amount_cents: 100 };
    expect(fieldOf(await create({ ...valid, code: 'a' }))).toBe('code');
    expect(fieldOf(await create({ ...valid, code: 'CON SPAZIO' }))).toBe('code');
    expect(fieldOf(await create({ ...valid, description: '  ' }))).toBe('description');
    expect(fieldOf(await create({ ...valid, value_type: 'gratis' }))).toBe('value_type');
    expect(fieldOf(await create({ ...valid, amount_cents: undefined }))).toBe('amount_cents');
    expect(fieldOf(await create({ ...valid, amount_cents: -5 }))).toBe('amount_cents');
    expect(fieldOf(await create({ ...valid, value_type: 'percent', percent: 120 }))).toBe('percent');
    expect(fieldOf(await create({ ...valid, value_type: 'percent' }))).toBe('percent');
    expect(fieldOf(await create({ ...valid, valid_from: '2026-02-30' }))).toBe('valid_from');
    expect(fieldOf(await create({ ...valid, valid_from: '2026-03-01', valid_to: '2026-02-01' }))).toBe('valid_to');
    expect(fieldOf(await create({ ...valid, max_redemptions: 0 }))).toBe('max_redemptions');
    expect(fieldOf(await create({ ...valid, max_redemptions: 2, max_redemptions_per_shopper: 3 }))).toBe(
      'max_redemptions_per_shopper',
    );
    const missing = refusalOf(await create({ ...valid, amount_cents: undefined }), 400);
    expect(missing.description).toBe('indica l’importo del buono in centesimi');
    const dates = refusalOf(await create({ ...valid, valid_from: '2026-03-01', valid_to: '2026-02-01' }), 400);
    expect(dates.description).toBe('la fine della validità non può precedere l’inizio');
    expect(
      dataOf(await staff.get('gift-certificates')).giftCertificates.some((row: { code: string }) => row.code === 'PROVA1'),
    ).toBe(false);
  });
});
