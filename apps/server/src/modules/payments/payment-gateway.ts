/** How the shopper pays on the gateway's page: a card (types 12, 113) or PayPal (13). */
export type PaymentMethod = 'card' | 'paypal';

/** What the shop asks the gateway to authorise: one transaction of one order. */
export type AuthorisationRequest = {
  transactionId: number;
  orderId: number;
  /** The pre-authorised amount (the tenant rule for cards, the total for PayPal), in cents. */
  amountCents: number;
  method: PaymentMethod;
  /** The shop's origin (https://spesa.example.it): the hosted page and the outcome pages live under it. */
  baseUrl: string;
};

/** The gateway's answer to a capture, void or refund. */
export type GatewayResult = { ok: true } | { ok: false; reason: string };

/**
 * A payment provider. The shop authorises on a hosted page (the shopper is redirected there and the
 * provider reports the outcome back to `PaymentService.completeAuthorisation`), captures at delivery
 * never more than was authorised, and voids or refunds. The built-in one is the test gateway
 * (`test-gateway.ts`); a real provider implements the same interface.
 */
export interface PaymentGateway {
  /** Stored with each transaction (payment_data.gateway). */
  readonly name: string;
  /** Days an authorisation stays valid: the charge at delivery must happen within them. */
  readonly authorisationValidityDays: number;
  /** Opens an authorisation: the gateway's reference of it and the hosted page to send the shopper to. */
  authorise(request: AuthorisationRequest): Promise<{ reference: string; redirectUrl: string }>;
  /** Charges `amountCents` (at most the authorised amount) on an authorisation. */
  capture(reference: string, amountCents: number): Promise<GatewayResult>;
  /** Releases an authorisation that will not be charged. */
  void(reference: string): Promise<GatewayResult>;
  /** Gives back `amountCents` of a captured payment. */
  refund(reference: string, amountCents: number): Promise<GatewayResult>;
}

/** Where the shopper lands after the gateway's page (the web app's payment outcome pages). */
export const paymentOutcomePath = {
  completed: (orderId: number) => `/cart/payment-completed/${orderId}`,
  error: (orderId: number) => `/cart/payment-error/${orderId}`,
};
