import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title';
import { GiftCodeForm } from '../../../features/back-office/components/gift-code-form';
import { GiftCodeList } from '../../../features/back-office/components/gift-code-list';

export { requireStaffLoader as loader } from '../../../features/back-office/utils/require-staff';

/** /admin/gift-codes: staff create gift codes and see the existing ones with their uses. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('backOffice.giftCodes.title')}</PageTitle>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <GiftCodeForm />
        <GiftCodeList />
      </Box>
    </>
  );
}
