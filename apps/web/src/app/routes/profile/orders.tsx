import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { tenantSettings } from '../../../config/tenant-settings';
import { requireUser } from '../../../features/auth/utils/require-user';
import { OrdersOverview } from '../../../features/orders/components/orders-overview';

export async function loader() {
  await requireUser();
  return null;
}

/** /profile/orders, My orders (its breadcrumb comes with the parent route of the orders' pages). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.orders} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2.5, fontSize: { xs: 26, sm: 32 } }}>
        {t('profile.nav.orders')}
      </Typography>
      <OrdersOverview />
    </>
  );
}
