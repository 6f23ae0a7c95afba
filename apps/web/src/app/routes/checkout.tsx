import { Head } from '../../components/seo/head';
import { tenantSettings } from '../../config/tenant-settings';
import { requireUser } from '../../features/auth/utils/require-user';
import { CheckoutView } from '../../features/checkout/components/checkout-view';

/** Login required (second file, section 2). */
export async function loader() {
  await requireUser();
  return null;
}

/** /checkout: the cart to confirm before payment. */
export function Component() {
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.checkout} />
      <CheckoutView />
    </>
  );
}
