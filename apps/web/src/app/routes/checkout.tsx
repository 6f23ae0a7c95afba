import { Head } from '../../components/seo/head';
import { tenantSettings } from '../../config/tenant-settings';
import { CheckoutView } from '../../features/checkout/components/checkout-view';

/** Login required (second file, section 2). */
export { requireUserLoader as loader } from '../../features/auth/utils/require-user';

/** /checkout: the cart to confirm before payment. */
export function Component() {
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.checkout} />
      <CheckoutView />
    </>
  );
}
