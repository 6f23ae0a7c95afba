import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { Head } from '../../components/seo/head';
import { paths } from '../../config/paths';
import { requireUser } from '../../features/auth/utils/require-user';
import { PaymentOutcome } from '../../features/checkout/components/payment-outcome';
import { PushOptInPrompt } from '../../features/push/components/push-opt-in-prompt';

/**
 * What the two outcome pages of an online payment (/cart/payment-completed/{orderId} and
 * /cart/payment-error/{orderId}) share: the same guard and the same page, which differ only by the outcome.
 */

/** Login required (second file, section 2); the order id is a number. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireUser({ request });
  if (!/^\d+$/.test(params.orderId ?? '')) throw redirect(paths.notFound.to());
  return null;
}

const pageTitleKeys = { completed: 'payment.completedPageTitle', error: 'payment.errorPageTitle' } as const;

/** The outcome page of the order named by the path. */
export function PaymentOutcomePage({ outcome }: { outcome: 'completed' | 'error' }) {
  const { t } = useTranslation();
  const { orderId } = useParams();
  return (
    <>
      <Head title={t(pageTitleKeys[outcome])} />
      <PaymentOutcome orderId={Number(orderId)} outcome={outcome} />
      {/* After an order (never on a first visit): the invitation to turn notifications on (issue 22). */}
      {outcome === 'completed' && <PushOptInPrompt />}
    </>
  );
}
