import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../order-status/order-statuses';
import { orderReserveQuerySchema } from '../schemas/orders';
import {
  capacityRefusal,
  captureAmountCents,
  finalTotalCents,
  isStaffRole,
  isVoidingStatus,
  linePreparationRefusal,
  loyaltyPointsEarned,
  nextStatusesOf,
  statusMoveRefusal,
  substituteQuantityRefusal,
  substitutionChargeCents,
  substitutionRefusal,
  weighedLineCents,
  weighRefusal,
  weightThousandthsOf,
} from './back-office-rules';
import {
  adminCapacityBodySchema,
  adminLineSubstituteBodySchema,
  adminLineWeighBodySchema,
  adminOrderListQuerySchema,
} from './back-office-schemas';

const S = ORDER_STATUS;

describe('back office rules', () => {
  it('opens the back office only to the staff role', () => {
    expect(isStaffRole('staff')).toBe(true);
    expect(isStaffRole(null)).toBe(false);
    expect(isStaffRole('')).toBe(false);
  });

  it('offers the moves of the transition table, with labels, and refuses the others with both labels', () => {
    expect(nextStatusesOf(S.ordered)).toEqual([
      { orderStatusId: 4, label: 'In preparazione' },
      { orderStatusId: 10, label: 'Annullato' },
      { orderStatusId: 11, label: 'Invalidato' },
    ]);
    expect(nextStatusesOf(S.delivered)).toEqual([]);
    expect(statusMoveRefusal(S.almostReady, S.delivered)).toBeNull();
    expect(statusMoveRefusal(S.delivered, S.cancelled)?.message).toBe(
      'Non è possibile passare un ordine da «Consegnato» a «Annullato».',
    );
    expect(statusMoveRefusal(S.ordered, S.ordered)?.message).toBe(
      'Non è possibile passare un ordine da «Ordinato» a «Ordinato».',
    );
  });

  it('lets staff weigh and substitute only while preparing (4, 5, 6), loose lines, alternatives accepted', () => {
    for (const status of [4, 5, 6]) expect(linePreparationRefusal(status)).toBeNull();
    for (const status of [3, 7, 8, 10]) expect(linePreparationRefusal(status)?.code).toBe('errors.backOffice.notPreparing');
    expect(weighRefusal({ variableWeight: true })).toBeNull();
    expect(weighRefusal({ variableWeight: false })).toMatchObject({
      field: 'weight',
      message: expect.stringMatching(/^Questa riga/),
    });
    expect(substitutionRefusal({ acceptAlternatives: true })).toBeNull();
    expect(substitutionRefusal({ acceptAlternatives: false })?.message).toBe(
      'Il cliente non accetta prodotti alternativi per questa riga.',
    );
  });

  it('reads weights in kg with at most 3 decimals, above zero', () => {
    expect(weightThousandthsOf(1.234)).toBe(1234);
    expect(weightThousandthsOf('0,5')).toBe(500);
    expect(weightThousandthsOf(1.2345)).toBeNull();
    expect(weightThousandthsOf(0)).toBeNull();
    expect(weightThousandthsOf(-1)).toBeNull();
    expect(adminLineWeighBodySchema.safeParse({ order_id: 1, order_line_id: 2, weight: '0,750' }).data?.weight).toBe(0.75);
    expect(adminLineWeighBodySchema.safeParse({ order_id: 1, order_line_id: 2, weight: 0.0001 }).success).toBe(false);
    expect(adminLineWeighBodySchema.safeParse({ order_id: 1, order_line_id: 2, weight: 'tanto' }).success).toBe(false);
  });

  it('prices a weighed line by kg, rounded half-up once', () => {
    // 12,90 €/kg × 0,375 kg = 4,8375 € → 4,84 €
    expect(weighedLineCents(1290, 375)).toBe(484);
    expect(weighedLineCents(199, 1000)).toBe(199);
  });

  it('delivers substitutes not sold by weight in whole pieces', () => {
    const product = (TIPOLOGIA: string) =>
      ({ minAcq: 1, maxAcq: 10, available: 10, productInfos: { TIPOLOGIA } }) as unknown as Parameters<
        typeof substituteQuantityRefusal
      >[0];
    expect(substituteQuantityRefusal(product('Pezzo'), 2)).toBeNull();
    expect(substituteQuantityRefusal(product('Pezzo'), 1.5)).toMatchObject({
      message: 'Questo prodotto si consegna a pezzi interi.',
      field: 'quantity',
    });
    expect(substituteQuantityRefusal(product('Sfuso'), 0.75)).toBeNull();
  });

  it('charges a substitution at most the ordered line', () => {
    expect(substitutionChargeCents(300, 400)).toBe(300);
    expect(substitutionChargeCents(500, 400)).toBe(400);
  });

  it('computes the final amount from the lines as delivered, bags, fee and gifts, never below 0', () => {
    const lines = [
      { grossTotalCents: 500, deliveredGrossTotalCents: 430 },
      { grossTotalCents: 200, deliveredGrossTotalCents: null },
    ];
    expect(finalTotalCents({ lines, packageTotalCents: 20, deliveryFeeCents: 490, giftTotalCents: 500 })).toBe(640);
    expect(finalTotalCents({ lines, packageTotalCents: 0, deliveryFeeCents: 0, giftTotalCents: 5000 })).toBe(0);
  });

  it('gives the slot place and the authorisation back only for cancelled and invalidated', () => {
    expect([8, 9, 10, 11, 12].filter(isVoidingStatus)).toEqual([10, 11]);
  });

  it('captures never above the pre-authorisation', () => {
    expect(captureAmountCents(1200, 1500)).toBe(1200);
    expect(captureAmountCents(1800, 1500)).toBe(1500);
  });

  it('earns one loyalty point per whole euro', () => {
    expect(loyaltyPointsEarned(4999)).toBe(49);
    expect(loyaltyPointsEarned(99)).toBe(0);
    expect(loyaltyPointsEarned(0)).toBe(0);
  });

  it('refuses a capacity below the orders booked', () => {
    expect(capacityRefusal(5, 5)).toBeNull();
    expect(capacityRefusal(4, 5)).toMatchObject({
      message: 'La capienza non può essere inferiore ai 5 ordini già prenotati nella fascia.',
      field: 'capacity',
    });
    expect(adminCapacityBodySchema.safeParse({ timeslot_id: 1, capacity: -1 }).success).toBe(false);
    expect(adminCapacityBodySchema.safeParse({ timeslot_id: 1, capacity: 2.5 }).success).toBe(false);
    expect(adminCapacityBodySchema.safeParse({ timeslot_id: 1, capacity: '12' }).data?.capacity).toBe(12);
  });

  it('reads the order list filters: a comma list of statuses, 20 a page', () => {
    expect(adminOrderListQuerySchema.parse({ status: '4, 5,6' })).toEqual({ status: [4, 5, 6], page: 1, page_size: 20 });
    expect(adminOrderListQuerySchema.safeParse({ status: 'x' }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ date: '21/11/2026' }).success).toBe(false);
  });
});

describe('what staff type stays within the integer columns', () => {
  const weigh = (weight: unknown) => adminLineWeighBodySchema.safeParse({ order_id: 1, order_line_id: 1, weight });
  const substitute = (quantity: unknown) =>
    adminLineSubstituteBodySchema.safeParse({ order_id: 1, order_line_id: 1, product_id: 1, quantity });

  it('weighs up to 1000 kg, and substitutes up to 1000 pieces or kg', () => {
    expect(weigh('1000').success).toBe(true);
    expect(weigh('3000000').error?.issues[0]?.message).toBe('il peso può essere al massimo 1000 kg');
    expect(weigh(1e308).success).toBe(false);
    expect(substitute(1000).success).toBe(true);
    expect(substitute('99999999999').error?.issues.map((issue) => issue.message)).toContain(
      'la quantità può essere al massimo 1000',
    );
  });

  it('keeps a parking distance within its column', () => {
    expect(orderReserveQuerySchema.safeParse({ order_id: '1', distance: '99999999999' }).success).toBe(false);
  });
});
