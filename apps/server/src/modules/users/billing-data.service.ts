import type { BillingData, BillingDataAnswer } from '@spesa/domain';
import type { Db } from '../../db/client';
import { type BillingDataRow, findBillingData, saveBillingData } from './billing-data.repository';

/** The answer's shape of a saved row (the row without its keys and timestamp). */
function billingAnswerOf(row: BillingDataRow | undefined): BillingDataAnswer {
  if (!row) return { billingData: null };
  const { userId: _userId, updatedAt: _updatedAt, ...data } = row;
  return { billingData: data };
}

/** The shopper's invoice data (user/billing-data): read, and saved whole. */
export function createBillingDataService(db: Db) {
  return {
    view: async (userId: number): Promise<BillingDataAnswer> => billingAnswerOf(await findBillingData(db, userId)),
    save: async (userId: number, data: BillingData): Promise<BillingDataAnswer> =>
      billingAnswerOf(await db.transaction((tx) => saveBillingData(tx, userId, data))),
  };
}
