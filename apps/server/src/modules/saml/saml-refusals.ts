import { SamlStatusError } from '@node-saml/node-saml';
import { type SamlRefusal, samlCodes, samlTexts } from '@spesa/domain';
import { HttpError } from '../../lib/http-error';

/** The answer to a refused sign-in: 401 with the Italian reason (409 for an e-mail already taken, 503 for an unreachable IdP). */
export function samlRefused(reason: SamlRefusal, statusCode = 401): HttpError {
  return new HttpError(statusCode, { code: samlCodes[reason], description: samlTexts[reason] });
}

/**
 * node-saml's errors (plain messages in English) as the reason the shopper reads. Anything not known
 * here is "not valid": the shop refuses it all the same.
 */
export function refusalOfLibraryError(error: unknown): SamlRefusal {
  if (error instanceof SamlStatusError) return 'refusedByIdp';
  const message = error instanceof Error ? error.message : '';
  if (/multiple assertions/i.test(message)) return 'wrapping';
  if (/signature/i.test(message)) return 'badSignature';
  if (/not yet valid/i.test(message)) return 'notYetValid';
  if (/expired|no valid subject confirmation/i.test(message)) return 'expired';
  if (/audience/i.test(message)) return 'wrongAudience';
  if (/inresponseto/i.test(message)) return 'unknownRequest';
  if (/issuer/i.test(message)) return 'wrongIssuer';
  return 'invalid';
}
