import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { requireUser } from '../../../features/auth/utils/require-user';
import { OrderDetail } from '../../../features/orders/components/order-detail';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = { crumb: { labelKey: 'orders.detailCrumb' } };

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireUser({ request });
  if (!/^\d+$/.test(params.orderId ?? '')) throw redirect(paths.notFound.to());
  return null;
}

/** /profile/orders/{orderId}, Order detail. */
export function Component() {
  const { orderId } = useParams();
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.orderDetail} />
      <OrderDetail orderId={Number(orderId)} />
    </>
  );
}
