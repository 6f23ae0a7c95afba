import { addDaysIso, shopDateIso, shopInstant } from '@spesa/domain';
import { hashPassword } from '../../modules/auth/password-hashing';
import { findUserByEmail, insertUser } from '../../modules/users/user.repository';
import type { Db, Tx } from '../client';
import { paymentDueDates } from '../schema';
import { demoDeferredShopper } from './demo-deferred-shopper';

/** Days from the seed day of each demo due date: paid, expired, expiring and pending. */
const demoInstalments = [
  { invoice: 'FD-2026-0101', invoiceDays: -45, dueDays: -15, paidDays: -16, amountCents: 18_940 },
  { invoice: 'FD-2026-0102', invoiceDays: -30, dueDays: -2, paidDays: null, amountCents: 9_275 },
  { invoice: 'FD-2026-0103', invoiceDays: -20, dueDays: 3, paidDays: null, amountCents: 12_410 },
  { invoice: 'FD-2026-0104', invoiceDays: -5, dueDays: 25, paidDays: null, amountCents: 23_060 },
] as const;

/** Creates the demo deferred-payment shopper with due dates around `today` when missing: idempotent. */
export async function seedDemoDeferredShopper(db: Db | Tx, today: string = shopDateIso()): Promise<void> {
  if (await findUserByEmail(db, demoDeferredShopper.email)) return;
  const user = await insertUser(db, {
    email: demoDeferredShopper.email,
    passwordHash: await hashPassword(demoDeferredShopper.password),
    firstName: demoDeferredShopper.firstName,
    lastName: demoDeferredShopper.lastName,
    address1: 'Via Pignolo',
    addressNumber: '7',
    postalcode: '24121',
    province: 'BG',
    city: 'Bergamo',
    referenceStoreId: 1,
    legals: [{ legalId: 1, accepted: true, updatedAt: new Date().toISOString() }],
    emailConfirmedAt: new Date(),
  });
  await db.insert(paymentDueDates).values(
    demoInstalments.map((instalment) => ({
      userId: user.userId,
      invoiceNumber: instalment.invoice,
      invoiceDate: addDaysIso(today, instalment.invoiceDays),
      dueDate: addDaysIso(today, instalment.dueDays),
      amountCents: instalment.amountCents,
      paidAt: instalment.paidDays === null ? null : shopInstant(addDaysIso(today, instalment.paidDays), '10:00'),
    })),
  );
}
