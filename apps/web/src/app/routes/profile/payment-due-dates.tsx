import { useTranslation } from 'react-i18next';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { PaymentDueDatesView } from '../../../features/profile/components/payment-due-dates-view';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = {
  crumb: { labelKey: 'profile.nav.paymentDueDates', to: paths.profilePaymentDueDates.to() },
};

export { requireUserLoader as loader } from '../../../features/auth/utils/require-user';

/** /profile/payment-due-dates: the due dates of a shopper paying by deferred payment (second file, section 2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('profile.dueDates.title')} />
      <PageTitle>{t('profile.dueDates.title')}</PageTitle>
      <PaymentDueDatesView />
    </>
  );
}
