import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container';
import { Head } from '../../components/seo/head';
import { ResponseMessage } from '../../components/ui/response-message';
import { tenantSettings } from '../../config/tenant-settings';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { CatalogueBreadcrumbs } from '../../features/catalogue/components/catalogue-breadcrumbs';
import {
  getCustomerServiceFormQueryOptions,
  useCustomerServiceForm,
} from '../../features/customer-service/api/get-customer-service-form';
import { CustomerServiceForm } from '../../features/customer-service/components/customer-service-form';
import { queryClient } from '../../lib/query-client';

/** The form's rows while its parameters load: the same heights, so nothing jumps. */
const skeletonRows = [
  ['topic', 56],
  ['order', 56],
  ['name', 56],
  ['email', 56],
  ['phone', 56],
  ['message', 140],
  ['privacy', 40],
] as const;

/** The form's parameters start loading with the page's code. */
export function loader() {
  void queryClient.prefetchQuery(getCustomerServiceFormQueryOptions());
  return null;
}

/** /servizio-clienti: form 5 (customer service), with the brand's other contacts beside it. */
export function Component() {
  const { t } = useTranslation();
  const tenant = tenantSettings();
  const form = useCustomerServiceForm();
  const { user, isPending } = useCurrentUser();
  const prefill = user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : undefined;

  return (
    <PageContainer sx={{ py: { xs: 2, sm: 3 } }}>
      <Head fullTitle={tenant.pageTitles.customerService} description={t('customerService.description')} />
      <CatalogueBreadcrumbs crumbs={[{ label: t('customerService.breadcrumb') }]} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: 26, sm: 32 } }}>
            {t('customerService.title')}
          </Typography>
          {form.data ? (
            <>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {form.data.description}
              </Typography>
              {/* Drawn once the session is known, so the logged-in shopper's name and e-mail are filled in. */}
              {!isPending && <CustomerServiceForm form={form.data} prefill={prefill} />}
            </>
          ) : form.isError ? (
            <ResponseMessage
              kind="error"
              action={
                <Button color="inherit" size="small" onClick={() => void form.refetch()}>
                  {t('customerService.retry')}
                </Button>
              }
            >
              {t('customerService.loadFailed')}
            </ResponseMessage>
          ) : (
            <Box aria-busy="true" aria-label={t('customerService.loading')}>
              {skeletonRows.map(([name, height]) => (
                <Skeleton key={name} variant="rounded" height={height} sx={{ mb: 2.5 }} />
              ))}
            </Box>
          )}
        </Paper>
        <Paper component="aside" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 2 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('customerService.otherContacts')}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {`${t('customerService.phone')}: `}
            <Link href={`tel:${tenant.contacts.phone.replace(/\s+/g, '')}`}>{tenant.contacts.phone}</Link>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {tenant.contacts.phoneHours}
          </Typography>
          <Typography>
            {`${t('customerService.email')}: `}
            <Link href={`mailto:${tenant.contacts.email}`}>{tenant.contacts.email}</Link>
          </Typography>
        </Paper>
      </Box>
    </PageContainer>
  );
}
