import { accountCodes, accountTexts } from '@spesa/domain';
import { badRequest, HttpError } from '../../lib/http-error';

export const invalidToken = () => badRequest(accountTexts.invalidToken, 'token', accountCodes.invalidToken);
export const unknownStore = () => badRequest(accountTexts.unknownStore, 'referenceStoreId');
export const emailTaken = () =>
  new HttpError(409, { code: accountCodes.emailTaken, description: accountTexts.emailTaken, field: 'email' });
export const wrongCurrentPassword = (field: string) =>
  badRequest(accountTexts.wrongCurrentPassword, field, accountCodes.wrongCurrentPassword);

/** True for PostgreSQL's unique violation (23505), whichever driver raised it and however Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
    if (!current) break;
  }
  return false;
}
