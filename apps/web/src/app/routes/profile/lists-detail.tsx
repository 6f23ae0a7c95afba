import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { requireUser } from '../../../features/auth/utils/require-user';
import { WishlistDetail } from '../../../features/wishlists/components/wishlist-detail';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = { crumb: { labelKey: 'wishlists.detailCrumb' } };

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireUser({ request });
  if (!/^\d+$/.test(params.listId ?? '')) throw redirect(paths.notFound.to());
  return null;
}

/** /profile/lists/{listId}, List detail. */
export function Component() {
  const { listId } = useParams();
  return <WishlistDetail listId={Number(listId)} />;
}
