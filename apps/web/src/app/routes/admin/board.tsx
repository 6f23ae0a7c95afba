import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { BackOfficeBoard } from '../../../features/back-office/components/back-office-board';

export { requireStaffLoader as loader } from '../../../features/back-office/utils/require-staff';

/** /admin: the orders of a day by place, slot and status, and the day's slots. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('backOffice.board.title')}</PageTitle>
      <BackOfficeBoard />
    </>
  );
}
