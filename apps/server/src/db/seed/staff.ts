import { ensureStaffAccount } from '../../modules/back-office/staff-accounts';
import type { Db, Tx } from '../client';
import { demoStaffAccount } from './demo-staff-account';

/** Creates the demo staff account (demo-staff-account.ts) when it is missing: idempotent. */
export async function seedDemoStaffAccount(db: Db | Tx): Promise<void> {
  await ensureStaffAccount(db, demoStaffAccount, demoStaffAccount.password);
}
