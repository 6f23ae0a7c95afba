import { isStaffRole } from '@spesa/domain';
import type { AppConfig } from '../../config/env';
import type { SessionRow } from '../auth/session.repository';
import type { UserRow } from './user.repository';

/**
 * Whether the brand signs its staff in through an identity provider (SAML settings given): then the
 * back office needs a session the IdP opened (decision 0039).
 */
export function companySignOnRequired(config: Pick<AppConfig, 'SAML_IDP_METADATA_URL' | 'SAML_IDP_METADATA_FILE'>): boolean {
  return Boolean(config.SAML_IDP_METADATA_URL || config.SAML_IDP_METADATA_FILE);
}

/**
 * The spec's `ssoUser` (admin routes need one): a session the brand's IdP opened; without an IdP (the
 * embedded default, development, the demo) a staff member logged in with their password.
 */
export function isSsoUser(
  user: Pick<UserRow, 'staffRole'>,
  session: Pick<SessionRow, 'openedBy'> | null,
  signOnRequired: boolean,
): boolean {
  if (session?.openedBy === 'saml') return true;
  return !signOnRequired && isStaffRole(user.staffRole);
}
