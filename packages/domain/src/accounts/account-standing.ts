import { MIN_PROFILE_LEVEL } from '../constants';

/** The user types of a master account (first file, section 6: "Master account: userTypeId is 1 or 2"). */
export const MASTER_ACCOUNT_TYPE_IDS: readonly number[] = [1, 2];

/** True for the account's holder (user type 1 or 2); a secondary account of theirs is not. */
export function isMasterAccount(userTypeId: number): boolean {
  return MASTER_ACCOUNT_TYPE_IDS.includes(userTypeId);
}

/** True when the profile reaches the configured minimum level (2): below it the shopper completes their data first. */
export function hasMinimumProfileLevel(level: number): boolean {
  return level >= MIN_PROFILE_LEVEL;
}

export const accountStandingCodes = { notMasterAccount: 'errors.account.notMasterAccount' } as const;
export const accountStandingTexts = {
  notMasterAccount: "Solo il titolare dell'account può eliminarlo: chiedi a chi ti ha dato l'accesso.",
} as const;
