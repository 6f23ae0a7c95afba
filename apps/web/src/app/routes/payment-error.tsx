import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { Head } from '../../components/seo/head';
import { paths } from '../../config/paths';
import { requireUser } from '../../features/auth/utils/require-user';
import { PaymentOutcome } from '../../features/checkout/components/payment-outcome';

/** Login required (second file, section 2); the order id is a number. */
export async function loader({ params }: LoaderFunctionArgs) {
  await requireUser();
  if (!/^\d+$/.test(params.orderId ?? '')) throw redirect(paths.notFound.to());
  return null;
}

/** /cart/payment-error/{orderId}. */
export function Component() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  return (
    <>
      <Head title={t('payment.errorPageTitle')} />
      <PaymentOutcome orderId={Number(orderId)} outcome="error" />
    </>
  );
}
