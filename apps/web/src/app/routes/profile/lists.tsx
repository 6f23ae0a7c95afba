import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { WishlistsOverview } from '../../../features/wishlists/components/wishlists-overview';

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

/** /profile/lists, My lists (its breadcrumb comes with the parent route of the lists' pages). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('wishlists.title')} />
      <PageTitle>{t('wishlists.title')}</PageTitle>
      <WishlistsOverview />
    </>
  );
}
