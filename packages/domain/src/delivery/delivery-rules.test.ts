import { describe, expect, it } from 'vitest';
import { addressCheckRequestSchema, addressUpdateRequestSchema, timeslotSelectQuerySchema } from '../schemas/delivery';
import { hasDeliverableStreet, incompleteAddressMessage, missingAddressCheckFields } from './address-rules';
import { coverageOf, servingArea } from './coverage';
import {
  amountToFreeDeliveryCents,
  deliveryFeeCents,
  deliveryServiceOfAddressType,
  timeslotCutoff,
  timeslotRefusal,
  timeslotStatus,
} from './delivery-rules';
import { distanceMeters } from './geo-distance';
import { addDaysIso, isIsoDate, isoWeekday, shopDateIso, shopInstant } from './rome-time';

describe('time slot status (DESIGN.md)', () => {
  it.each([
    [0, 10, 'empty'],
    [4, 10, 'empty'],
    [5, 10, 'intermediate'],
    [9, 10, 'intermediate'],
    [10, 10, 'full'],
    [11, 10, 'full'],
    [0, 0, 'full'],
    [1, 3, 'empty'],
    [2, 3, 'intermediate'],
  ] as const)('%i of %i taken is %s', (booked, capacity, status) => {
    expect(timeslotStatus(booked, capacity)).toBe(status);
  });
});

describe('Italian wall-clock time', () => {
  it('turns a local time into the instant, in winter and in summer', () => {
    expect(shopInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(shopInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    // The night clocks move forward (29 March 2026): 09:00 is already summer time.
    expect(shopInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('tells the Italian date, which differs from UTC late in the evening', () => {
    expect(shopDateIso(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
    expect(shopDateIso(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
  });

  it('counts days and weekdays, and knows real dates', () => {
    expect(addDaysIso('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('29/02/2028')).toBe(false);
  });
});

describe('cut-off', () => {
  it('closes a pickup 2 hours before it starts', () => {
    expect(timeslotCutoff(1, '2026-07-15', '11:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('closes a home delivery at 22:00 of the day before', () => {
    expect(timeslotCutoff(2, '2026-07-15', '08:00').toISOString()).toBe('2026-07-14T20:00:00.000Z');
    expect(timeslotCutoff(2, '2026-01-01', '18:00').toISOString()).toBe('2025-12-31T21:00:00.000Z');
  });

  it('refuses a closed or a full slot, closed first', () => {
    const cutoffAt = new Date('2026-07-15T07:00:00Z');
    const before = new Date('2026-07-15T06:59:00Z');
    expect(timeslotRefusal({ active: true, cutoffAt, booked: 3, capacity: 10 }, before)).toBeNull();
    expect(timeslotRefusal({ active: true, cutoffAt, booked: 10, capacity: 10 }, before)).toBe('full');
    expect(timeslotRefusal({ active: true, cutoffAt, booked: 10, capacity: 10 }, cutoffAt)).toBe('closed');
    expect(timeslotRefusal({ active: false, cutoffAt, booked: 0, capacity: 10 }, before)).toBe('closed');
  });
});

describe('delivery fee', () => {
  const homeDelivery = { feeCents: 490, freeThresholdCents: 8000 };
  it('is waived from the threshold up', () => {
    expect(deliveryFeeCents(homeDelivery, 7999)).toBe(490);
    expect(deliveryFeeCents(homeDelivery, 8000)).toBe(0);
    expect(amountToFreeDeliveryCents(homeDelivery, 5000)).toBe(3000);
    expect(amountToFreeDeliveryCents(homeDelivery, 9000)).toBe(0);
    expect(amountToFreeDeliveryCents({ feeCents: 0, freeThresholdCents: null }, 0)).toBe(0);
    expect(amountToFreeDeliveryCents({ feeCents: 300, freeThresholdCents: null }, 0)).toBeNull();
  });

  it('maps address types to services', () => {
    expect(deliveryServiceOfAddressType(2)).toBe(2);
    expect(deliveryServiceOfAddressType(3)).toBe(1);
    expect(deliveryServiceOfAddressType(5)).toBe(1);
  });
});

describe('coverage', () => {
  const bergamo = { latitude: 45.6739, longitude: 9.6658, postalcodes: ['24121', '24125'], radiusMeters: 12_000 };
  const milano = { latitude: 45.5021, longitude: 9.1277, postalcodes: ['20154'], radiusMeters: 8_000 };

  it('serves a listed postal code, or a point within the radius', () => {
    expect(coverageOf(bergamo, { postalcode: '24125' })).toMatchObject({ served: true, by: 'postalcode' });
    expect(coverageOf(bergamo, { postalcode: '24030', latitude: 45.7, longitude: 9.7 })).toMatchObject({
      served: true,
      by: 'radius',
    });
    expect(coverageOf(bergamo, { postalcode: '00184', latitude: 41.89, longitude: 12.49 }).served).toBe(false);
    expect(coverageOf(bergamo, { postalcode: '24030' }).served).toBe(false);
  });

  it('picks the warehouse listing the postal code before a nearer one by radius', () => {
    expect(servingArea([bergamo, milano], { postalcode: '20154', latitude: 45.69, longitude: 9.67 })).toBe(milano);
    expect(servingArea([bergamo, milano], { latitude: 45.5, longitude: 9.13 })).toBe(milano);
    expect(servingArea([bergamo, milano], { postalcode: '00184' })).toBeNull();
  });

  it('measures distances in metres', () => {
    expect(distanceMeters({ latitude: 45.6983, longitude: 9.6773 }, { latitude: 45.4642, longitude: 9.19 })).toBeGreaterThan(
      44_000,
    );
    expect(distanceMeters({ latitude: 45.6983, longitude: 9.6773 }, { latitude: 45.4642, longitude: 9.19 })).toBeLessThan(46_000);
  });
});

describe('address rules and schemas', () => {
  it('lists the missing verification fields with their labels (the house number is optional)', () => {
    const missing = missingAddressCheckFields({ address1: 'Via Roma', city: ' ', addressNumber: '' });
    expect(missing).toEqual(['postalcode', 'city', 'province']);
    expect(incompleteAddressMessage(missing)).toBe(
      "L'indirizzo inserito è incompleto, mancano i seguenti campi: CAP, Città, Provincia",
    );
  });

  it('needs street, number, postal code and city to save', () => {
    expect(hasDeliverableStreet({ address1: 'Via Roma', addressNumber: '1', postalcode: '24121', city: 'Bergamo' })).toBe(true);
    expect(hasDeliverableStreet({ address1: 'Via Roma', postalcode: '24121', city: 'Bergamo' })).toBe(false);
  });

  it('checks the save form: doorbell, name and a valid phone', () => {
    const result = addressUpdateRequestSchema.safeParse({ addressName: 'Casa', referencePhoneNumber: '12', province: 'bg' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({ doorbellName: 'Campo obbligatorio', referencePhoneNumber: 'Digitare un numero di telefono valido' });
    const parsed = addressUpdateRequestSchema.parse({
      addressName: 'Casa',
      doorbellName: 'Rossi',
      referencePhoneNumber: '347 123 4567',
      province: 'bg',
      elevator: 'true',
      latitude: '45,69',
    });
    expect(parsed).toMatchObject({ province: 'BG', elevator: true, latitude: 45.69 });
  });

  it('reads coordinates and dates sent as text', () => {
    expect(addressCheckRequestSchema.parse({ latitude: '45.7', gpsLongitude: '9.6' })).toMatchObject({
      latitude: 45.7,
      gpsLongitude: 9.6,
    });
    expect(addressCheckRequestSchema.safeParse({ latitude: '95' }).success).toBe(false);
    expect(timeslotSelectQuerySchema.safeParse({ sel_date: '2026-02-30', timeslot_id: '4' }).success).toBe(false);
    expect(timeslotSelectQuerySchema.parse({ sel_date: '2026-02-03', timeslot_id: '4' })).toEqual({
      sel_date: '2026-02-03',
      timeslot_id: 4,
    });
  });
});
