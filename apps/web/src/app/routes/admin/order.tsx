import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminOrderDetail } from '../../../features/back-office/components/admin-order-detail';
import { requireStaff } from '../../../features/back-office/utils/require-staff';

export async function loader({ params }: LoaderFunctionArgs) {
  await requireStaff();
  if (!/^\d+$/.test(params.orderId ?? '')) throw redirect(paths.notFound.to());
  return null;
}

/** /admin/orders/{orderId}: one order to prepare, weigh and move through its statuses. */
export function Component() {
  const { orderId } = useParams();
  return <AdminOrderDetail orderId={Number(orderId)} />;
}
