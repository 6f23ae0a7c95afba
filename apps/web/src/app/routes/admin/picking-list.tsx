import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PickingList } from '../../../features/back-office/components/picking-list';
import { requireStaff } from '../../../features/back-office/utils/require-staff';

export async function loader({ params }: LoaderFunctionArgs) {
  await requireStaff();
  if (!/^\d+$/.test(params.timeslotId ?? '')) throw redirect(paths.notFound.to());
  return null;
}

/** /admin/slots/{timeslotId}/picking-list: a slot's picking list, to print. */
export function Component() {
  const { timeslotId } = useParams();
  return <PickingList timeslotId={Number(timeslotId)} />;
}
