import type { SamlRefusal } from '@spesa/domain';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

/** What the shop reads of a SAMLResponse before the library checks its signature, only to refuse early and say why. */
export type ResponseOutline = {
  assertionId: string | null;
  issuer: string | null;
  destination: string | null;
};

const count = (expression: string, document: Node) => (xpath.select(`count(${expression})`, document) as number) ?? 0;
const firstValue = (expression: string, document: Node) => {
  const found = xpath.select(expression, document, true) as Attr | Node | undefined;
  return (found as Attr | undefined)?.value ?? found?.textContent ?? null;
};

/**
 * Refusals decided by the shape of the response, before and besides node-saml's checks: a response
 * with more than one Response or Assertion element (a signature wrapping attempt hides a forged
 * assertion beside or around the signed one), with no signature at all, or addressed (Destination)
 * to another URL than the shop's assertion consumer service. Answers the refusal, or the outline.
 */
export function outlineResponse(xml: string, acsUrl: string): SamlRefusal | ResponseOutline {
  let document: Node;
  try {
    const errors: string[] = [];
    document = new DOMParser({ onError: (level, message) => level !== 'warning' && errors.push(message) }).parseFromString(
      xml,
      'text/xml',
    ) as unknown as Node;
    if (errors.length > 0) return 'invalid';
  } catch {
    return 'invalid';
  }
  if (count("/*[local-name()='Response']", document) !== 1) return 'invalid';
  if (count("//*[local-name()='Response']", document) > 1 || count("//*[local-name()='Assertion']", document) > 1)
    return 'wrapping';
  if (count("//*[local-name()='EncryptedAssertion']", document) > 0) return 'invalid';
  if (count("//*[local-name()='Signature' and namespace-uri()='http://www.w3.org/2000/09/xmldsig#']", document) === 0)
    return 'unsigned';
  const destination = firstValue("/*[local-name()='Response']/@Destination", document);
  if (destination !== null && destination !== acsUrl) return 'wrongDestination';
  return {
    assertionId: firstValue("/*[local-name()='Response']/*[local-name()='Assertion']/@ID", document),
    issuer: firstValue("/*[local-name()='Response']/*[local-name()='Assertion']/*[local-name()='Issuer']", document),
    destination,
  };
}
