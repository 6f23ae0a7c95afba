import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useFavourites } from '../../../features/wishlists/api/wishlist-queries';
import { WishlistDetail } from '../../../features/wishlists/components/wishlist-detail';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = { crumb: { labelKey: 'wishlists.favouritesTitle', to: paths.profileFavourites.to() } };

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

/** /profile/lists/favourites, the favourites list (the hearts), as a list detail. */
export function Component() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  if (favourites.isPending) return null;
  return <WishlistDetail listId={favourites.data?.listId ?? null} title={t('wishlists.favouritesTitle')} />;
}
