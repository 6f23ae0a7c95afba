import { PaymentOutcomePage } from './payment-outcome-route';

export { loader } from './payment-outcome-route';

/** /cart/payment-completed/{orderId}. */
export function Component() {
  return <PaymentOutcomePage outcome="completed" />;
}
