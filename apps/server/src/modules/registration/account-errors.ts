import { accountCodes, accountTexts } from '@spesa/domain';
import { hasPostgresCode } from '../../db/postgres-errors';
import { badRequest, HttpError } from '../../lib/http-error';

export const invalidToken = () => badRequest(accountTexts.invalidToken, 'token', accountCodes.invalidToken);
export const unknownStore = () => badRequest(accountTexts.unknownStore, 'referenceStoreId');
export const emailTaken = () =>
  new HttpError(409, { code: accountCodes.emailTaken, description: accountTexts.emailTaken, field: 'email' });
export const wrongCurrentPassword = (field: string) =>
  badRequest(accountTexts.wrongCurrentPassword, field, accountCodes.wrongCurrentPassword);

/** True for PostgreSQL's unique violation (23505), whichever driver raised it and however Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, '23505');
}
