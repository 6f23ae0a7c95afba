import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { tenantSettings } from '../../../config/tenant-settings';
import { OrdersOverview } from '../../../features/orders/components/orders-overview';

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

/** /profile/orders, My orders (its breadcrumb comes with the parent route of the orders' pages). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.orders} />
      <PageTitle>{t('profile.nav.orders')}</PageTitle>
      <OrdersOverview />
    </>
  );
}
