import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Head } from '../../components/seo/head';
import { MessagePage } from '../../components/ui/message-page';
import { paths } from '../../config/paths';
import { tenantSettings } from '../../config/tenant-settings';

/** /not-found and every unknown address. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.notFound} />
      <meta name="robots" content="noindex" />
      <MessagePage
        illustration={<SearchOff fontSize="inherit" />}
        title={t('errorsPages.notFoundTitle')}
        text={t('errorsPages.notFoundText')}
        actions={
          <Button variant="contained" size="large" component={Link} to={paths.home.to()}>
            {t('errorsPages.backHome')}
          </Button>
        }
      />
    </>
  );
}
