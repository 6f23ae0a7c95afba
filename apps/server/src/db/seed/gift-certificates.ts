import { completeLoyaltyCardNumber } from '@spesa/domain';
import type { Db, Tx } from '../client';
import { giftCertificates, loyaltyCards } from '../schema/index';

type DemoCode = typeof giftCertificates.$inferInsert & { code: string };

const always = { validFrom: new Date('2024-01-01T00:00:00+01:00'), validTo: new Date('2099-12-31T23:59:59+01:00') };

/**
 * The demo gift codes (README, Demo): one of each kind a shopper can meet. The same in every preset;
 * tests and the README rely on them through SEED_FIXTURES.giftCodes.
 */
export const demoGiftCodes = {
  /** 5 € off, any cart, as often as wanted. */
  fixed: { code: 'BENVENUTO5', description: 'Buono benvenuto da 5 €', valueType: 'fixed', value: 500, ...always },
  /** 10% off the items from 30 € of shopping. */
  percent: {
    code: 'SCONTO10',
    description: 'Sconto del 10% sulla spesa',
    valueType: 'percent',
    value: 10,
    minCartTotalCents: 3000,
    ...always,
  },
  /** Expired on 31/12/2024. */
  expired: {
    code: 'NATALE2024',
    description: 'Buono Natale 2024 da 10 €',
    valueType: 'fixed',
    value: 1000,
    validFrom: new Date('2024-12-01T00:00:00+01:00'),
    validTo: new Date('2024-12-31T23:59:59+01:00'),
  },
  /** Single use, already spent. */
  usedUp: {
    code: 'GRAZIE20',
    description: 'Buono fedeltà da 20 €',
    valueType: 'fixed',
    value: 2000,
    maxRedemptions: 1,
    redemptionCount: 1,
    ...always,
  },
  /** 15 € off, only from 150 € of shopping. */
  highMinimum: {
    code: 'SPESAGRANDE15',
    description: 'Buono da 15 € per una spesa di almeno 150 €',
    valueType: 'fixed',
    value: 1500,
    minCartTotalCents: 15000,
    ...always,
  },
} as const satisfies Record<string, DemoCode>;

/**
 * Loyalty cards with points: the card the test and demo shoppers register with (registrationBody's
 * 0401 1234 5678 901x) and two more; a shopper's cart shows the points of the card in their profile.
 */
export const demoLoyaltyCards = {
  shopper: { cardNumber: completeLoyaltyCardNumber('040112345678901'), points: 1250 },
  regular: { cardNumber: completeLoyaltyCardNumber('040100000000001'), points: 320 },
  spesachiara: { cardNumber: completeLoyaltyCardNumber('040200000000001'), points: 75 },
} as const;

/** Writes the demo gift codes and loyalty cards (nothing when they are already there). */
export async function seedGiftCertificatesAndLoyalty(tx: Db | Tx): Promise<void> {
  await tx.insert(giftCertificates).values(Object.values(demoGiftCodes)).onConflictDoNothing();
  await tx.insert(loyaltyCards).values(Object.values(demoLoyaltyCards)).onConflictDoNothing();
}
