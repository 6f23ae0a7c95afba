import { z } from 'zod';
import './zod-italian';

/**
 * The largest value of a PostgreSQL `integer` column: every id (serial) and every amount in cents is
 * one, so no number the API takes may pass it (the database would refuse it with an error, a 500).
 */
export const DB_INTEGER_MAX = 2_147_483_647;

/** The largest amount in euro an `integer` column of cents holds: 21.474.836,47 €. */
export const EURO_AMOUNT_MAX = DB_INTEGER_MAX / 100;

/**
 * The one schema of an id (or a page number): a positive whole number up to `DB_INTEGER_MAX`, sent
 * as a number or as digits (forms and queries send text); blank is missing.
 */
export const zPositiveId = () =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
  }, z.number().int().positive().max(DB_INTEGER_MAX));

/**
 * An id a call may leave out: blank text (`user_payment_auth_id=` as the original client sends it)
 * counts as absent. `zPositiveId().optional()` alone refuses it: optional lets through only a value
 * that is undefined before the blank is read as missing.
 */
export const zOptionalPositiveId = () =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), zPositiveId().optional());

/** A quantity (or an amount) as a number or decimal text ('0.5', '0,5'), 0 or more; blank is missing. */
export const zQuantity = () =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim().replace(',', '.');
    return trimmed === '' ? undefined : /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  }, z.number().finite().min(0));

/** An amount in euro as a number or decimal text ('12,50'), from 0 up to what a column of cents holds. */
export const zEuroAmount = () => zQuantity().pipe(z.number().max(EURO_AMOUNT_MAX));
