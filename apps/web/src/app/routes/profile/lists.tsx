import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { requireUser } from '../../../features/auth/utils/require-user';
import { WishlistsOverview } from '../../../features/wishlists/components/wishlists-overview';

export async function loader() {
  await requireUser();
  return null;
}

/** /profile/lists, My lists (its breadcrumb comes with the parent route of the lists' pages). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('wishlists.title')} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2.5, fontSize: { xs: 26, sm: 32 } }}>
        {t('wishlists.title')}
      </Typography>
      <WishlistsOverview />
    </>
  );
}
