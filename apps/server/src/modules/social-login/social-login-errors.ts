import {
  accountCodes,
  accountTexts,
  type SocialLoginErrorCode,
  type SocialProvider,
  socialLoginCodes,
  socialLoginTexts,
} from '@spesa/domain';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';

/** The web flow's failures travel to /login as `?socialError=<reason>`; the API answers them as envelopes. */
export type FlowFailureReason = SocialLoginErrorCode;

export class SocialFlowFailure extends Error {
  constructor(
    readonly reason: FlowFailureReason,
    readonly provider: SocialProvider,
  ) {
    super(reason);
  }
}

export const providerNotConfigured = () => notFound(socialLoginTexts.notConfigured, socialLoginCodes.notConfigured);
export const providerFailed = (provider: SocialProvider) =>
  new HttpError(502, { code: socialLoginCodes.failed, description: socialLoginTexts.failed(provider) });
export const signupExpired = () => badRequest(socialLoginTexts.signupExpired, 'token', socialLoginCodes.signupExpired);
export const emailRequired = () => badRequest(socialLoginTexts.emailRequired, 'email');
export const emailInUse = () => conflict(socialLoginTexts.emailInUse, socialLoginCodes.emailInUse, 'email');
export const wrongPassword = () => badRequest(socialLoginTexts.wrongPassword, 'password', accountCodes.invalidCredentials);
export const noPasswordToLink = () => conflict(socialLoginTexts.noPasswordToLink, socialLoginCodes.noPasswordToLink);
export const linkedElsewhere = () => conflict(socialLoginTexts.linkedElsewhere, socialLoginCodes.linkedElsewhere);
export const lastWayIn = () => conflict(socialLoginTexts.lastWayIn, socialLoginCodes.lastWayIn);
export const identityNotFound = () => notFound(socialLoginTexts.identityNotFound);
export const accountNotConfirmed = () =>
  new HttpError(403, { code: accountCodes.accountNotConfirmed, description: accountTexts.accountNotConfirmed });
