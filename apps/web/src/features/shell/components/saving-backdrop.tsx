import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A light veil over the page while a slow change is saved, so it is not sent twice. */
export default function SavingBackdrop() {
  const { t } = useTranslation();
  return (
    <Backdrop open invisible={false} sx={{ zIndex: (theme) => theme.zIndex.modal + 2, bgcolor: 'rgba(255,255,255,0.45)' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Backdrop>
  );
}
