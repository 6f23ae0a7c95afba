import { Head } from '../../components/seo/head';
import { tenantSettings } from '../../config/tenant-settings';
import { requireUser } from '../../features/auth/utils/require-user';
import { PaymentView } from '../../features/checkout/components/payment-view';

/** Login required (second file, section 2). */
export async function loader() {
  await requireUser();
  return null;
}

/** /payment: the payment type, the sales terms and the order's confirmation. */
export function Component() {
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.payment} />
      <PaymentView />
    </>
  );
}
