import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/ui/message-page';
import { paths } from '../../config/paths';

/** What a page that broke while drawing shows (its code failed to download, or it threw). */
export default function RouteError() {
  const { t } = useTranslation();
  return (
    <MessagePage
      illustration={<ErrorOutline fontSize="inherit" />}
      title={t('shell.routeError.title')}
      text={t('shell.routeError.text')}
      actions={
        <>
          <Button variant="outlined" size="large" onClick={() => window.location.reload()}>
            {t('shell.routeError.reload')}
          </Button>
          <Button variant="contained" size="large" href={paths.home.to()}>
            {t('errorsPages.backHome')}
          </Button>
        </>
      }
    />
  );
}
