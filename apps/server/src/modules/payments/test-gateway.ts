import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './payment-gateway';

/** Where the test gateway's hosted page is served (under the API prefix, by the same server). */
export const TEST_GATEWAY_PAGE_PATH = '/ebsn/api/payment-gateway/test';

/** Days a test authorisation stays valid, as card authorisations commonly do. */
export const TEST_AUTHORISATION_VALIDITY_DAYS = 7;

/** The code the test page's second (3-D Secure-like) step accepts. */
export const TEST_VERIFICATION_CODE = '123456';

/** The test card numbers the hosted page lists, and what each one does. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'authorised', description: 'pagamento autorizzato' },
  { number: '4000 0000 0000 0002', outcome: 'declined', description: 'pagamento rifiutato' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'verify',
    description: `richiede una verifica in un secondo passaggio (codice ${TEST_VERIFICATION_CODE})`,
  },
] as const;

export type TestCardOutcome = (typeof TEST_CARDS)[number]['outcome'];

/** What the test gateway does with a card number: a listed test card's outcome; any other card is declined. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number.replaceAll(' ', '') === digits)?.outcome ?? 'declined';
}

/**
 * The built-in test gateway: no money moves. Its hosted page (test-gateway.routes.ts) is served by
 * this server and reached with an unguessable reference; capture, void and refund always succeed
 * (the shop checks the amounts before asking).
 */
export function createTestGateway(validityDays = TEST_AUTHORISATION_VALIDITY_DAYS): PaymentGateway {
  return {
    name: 'test',
    authorisationValidityDays: validityDays,
    authorise: async (request) => {
      const reference = randomBytes(18).toString('base64url');
      const redirectUrl = `${request.baseUrl}${TEST_GATEWAY_PAGE_PATH}/${request.transactionId}?ref=${reference}`;
      return { reference, redirectUrl };
    },
    capture: async () => ({ ok: true }),
    void: async () => ({ ok: true }),
    refund: async () => ({ ok: true }),
  };
}
