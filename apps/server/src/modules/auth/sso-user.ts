import { isStaffRole } from '@spesa/domain';
import type { AppConfig } from '../../config/env';
import type { UserRow } from '../users/user.repository';
import type { SessionRow } from './session.repository';

type SignOnSettings = Pick<AppConfig, 'SAML_IDP_METADATA_URL' | 'SAML_IDP_METADATA_FILE' | 'SAML_STAFF_PASSWORD_LOGIN'>;

/** Whether the brand has an identity provider (SAML settings given): then the SAML routes answer. */
export function samlConfigured(config: SignOnSettings): boolean {
  return Boolean(config.SAML_IDP_METADATA_URL || config.SAML_IDP_METADATA_FILE);
}

/**
 * Whether the back office needs a session the brand's IdP opened (decision 0039): with an IdP, unless
 * SAML_STAFF_PASSWORD_LOGIN=allowed keeps staff passwords working beside it (a brand moving to SAML,
 * a break-glass account, the end-to-end suite's shared shop).
 */
export function companySignOnRequired(config: SignOnSettings): boolean {
  return samlConfigured(config) && config.SAML_STAFF_PASSWORD_LOGIN !== 'allowed';
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
