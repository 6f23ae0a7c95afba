import { describe, expect, it } from 'vitest';
import { giftCertificateRefusalMessage } from './gift-certificate-messages';
import {
  type GiftCertificateTerms,
  giftCertificateDiscountCents,
  giftCertificateDiscounts,
  giftCertificateRefusal,
} from './gift-certificate-rules';

const fixed: GiftCertificateTerms = {
  valueType: 'fixed',
  value: 500,
  validFrom: new Date('2025-01-01T00:00:00Z'),
  validTo: new Date('2025-12-31T22:59:59Z'),
  minCartTotalCents: 2000,
  maxRedemptions: null,
  redemptionCount: 0,
  assignedUserId: null,
};
const percent: GiftCertificateTerms = { ...fixed, valueType: 'percent', value: 12.5, minCartTotalCents: 0 };
const context = { userId: 7, now: new Date('2025-06-01T10:00:00Z'), subTotalCents: 3000 };

describe('giftCertificateRefusal', () => {
  it('accepts a valid code, at the edges of its dates and minimum', () => {
    expect(giftCertificateRefusal(fixed, context)).toBeNull();
    expect(giftCertificateRefusal(fixed, { ...context, now: fixed.validFrom as Date })).toBeNull();
    expect(giftCertificateRefusal(fixed, { ...context, now: fixed.validTo as Date })).toBeNull();
    expect(giftCertificateRefusal(fixed, { ...context, subTotalCents: 2000 })).toBeNull();
  });

  it('refuses in order: another shopper, not started, expired, used up, below the minimum', () => {
    expect(giftCertificateRefusal({ ...fixed, assignedUserId: 8 }, context)).toBe('notAssigned');
    expect(giftCertificateRefusal({ ...fixed, assignedUserId: 7 }, context)).toBeNull();
    expect(giftCertificateRefusal(fixed, { ...context, now: new Date('2024-12-31T23:59:59Z') })).toBe('notStarted');
    expect(giftCertificateRefusal(fixed, { ...context, now: new Date('2025-12-31T23:00:00Z') })).toBe('expired');
    expect(giftCertificateRefusal({ ...fixed, maxRedemptions: 1, redemptionCount: 1 }, context)).toBe('usedUp');
    expect(giftCertificateRefusal({ ...fixed, maxRedemptions: 1, redemptionCount: 0 }, context)).toBeNull();
    expect(giftCertificateRefusal(fixed, { ...context, subTotalCents: 1999 })).toBe('belowMinimum');
  });

  it('refuses a shopper who spent the code as often as one shopper may', () => {
    const twicePerShopper = { ...fixed, maxRedemptions: 10, redemptionCount: 5, maxRedemptionsPerShopper: 2 };
    expect(giftCertificateRefusal({ ...twicePerShopper, shopperRedemptionCount: 1 }, context)).toBeNull();
    expect(giftCertificateRefusal({ ...twicePerShopper, shopperRedemptionCount: 2 }, context)).toBe('usedUpByShopper');
    expect(giftCertificateRefusal({ ...twicePerShopper, redemptionCount: 10, shopperRedemptionCount: 2 }, context)).toBe(
      'usedUp',
    );
  });

  it('each refusal has its Italian text, with the date (Rome) or the amount', () => {
    expect(giftCertificateRefusalMessage('expired', fixed).description).toBe('Questo buono è scaduto il 31/12/2025.');
    expect(giftCertificateRefusalMessage('notStarted', fixed).description).toBe('Questo buono sarà utilizzabile dal 01/01/2025.');
    expect(giftCertificateRefusalMessage('belowMinimum', fixed).description).toMatch(
      /^Per usare questo buono la spesa deve essere di almeno 20,00\s€\.$/,
    );
    expect(giftCertificateRefusalMessage('usedUp', fixed).code).toBe('errors.giftCertificate.usedUp');
  });
});

describe('giftCertificateDiscountCents and giftCertificateDiscounts', () => {
  it('fixed: the amount, never more than what is left', () => {
    expect(giftCertificateDiscountCents(fixed, 3000, 3000)).toBe(500);
    expect(giftCertificateDiscountCents(fixed, 3000, 300)).toBe(300);
  });
  it('percent: of the items, half-up to the cent', () => {
    expect(giftCertificateDiscountCents(percent, 1001, 1001)).toBe(125);
    expect(giftCertificateDiscountCents(percent, 1004, 1004)).toBe(126);
  });
  it('applies certificates in order on what the earlier ones left; one that no longer qualifies gives 0', () => {
    expect(giftCertificateDiscounts([fixed, percent], context)).toEqual([500, 375]);
    expect(giftCertificateDiscounts([fixed, percent], { ...context, subTotalCents: 1000 })).toEqual([0, 125]);
    expect(giftCertificateDiscounts([{ ...fixed, value: 5000, minCartTotalCents: 0 }, percent], context)).toEqual([3000, 0]);
  });
});
