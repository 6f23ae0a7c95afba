import CloudOff from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Head } from '../../components/seo/head';
import { MessagePage } from '../../components/ui/message-page';
import { paths } from '../../config/paths';
import { tenantSettings } from '../../config/tenant-settings';
import type { ServiceDownState } from '../../features/shell/hooks/use-api-event-routing';

/** /service-down: shown when the server answers with a 5xx. */
export function Component() {
  const { t } = useTranslation();
  const from = (useLocation().state as ServiceDownState | null)?.from;
  return (
    <>
      <Head fullTitle={tenantSettings().pageTitles.serviceDown} />
      <meta name="robots" content="noindex" />
      <MessagePage
        illustration={<CloudOff fontSize="inherit" />}
        title={t('errorsPages.serviceDownTitle')}
        text={t('errorsPages.serviceDownText')}
        actions={
          <>
            {from && (
              <Button variant="outlined" size="large" component={Link} to={from}>
                {t('errorsPages.retry')}
              </Button>
            )}
            <Button variant="contained" size="large" component={Link} to={paths.home.to()}>
              {t('errorsPages.backHome')}
            </Button>
          </>
        }
      />
    </>
  );
}
