import { Head } from '../../components/seo/head';
import { tenantSettings } from '../../config/tenant-settings';
import { PaymentView } from '../../features/checkout/components/payment-view';

/** Login required (second file, section 2). */
export { requireUserLoader as loader } from '../../features/auth/utils/require-user';

/** /payment: the payment type, the sales terms and the order's confirmation. */
export function Component() {
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.payment} />
      <PaymentView />
    </>
  );
}
