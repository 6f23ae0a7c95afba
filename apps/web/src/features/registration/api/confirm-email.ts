import { spendLinkToken } from './confirm-registration';

/** GET /ebsn/api/registration/confirm_email: the link sent to a new address completes the change of e-mail. */
export const confirmEmail = (token: string | null) => spendLinkToken('/ebsn/api/registration/confirm_email', token);
