import { PaymentOutcomePage } from './payment-outcome-route';

export { loader } from './payment-outcome-route';

/** /cart/payment-error/{orderId}. */
export function Component() {
  return <PaymentOutcomePage outcome="error" />;
}
