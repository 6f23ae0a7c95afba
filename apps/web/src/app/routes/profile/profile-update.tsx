import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatLoyaltyCardNumber, type UserDetail } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Head } from '../../../components/seo/head';
import { PageTitle } from '../../../components/ui/page-title';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { type GuardArgs, requireUser } from '../../../features/auth/utils/require-user';
import { billingDataQueryOptions, useBillingData } from '../../../features/profile/api/billing-data';
import { BillingDataForm } from '../../../features/profile/components/billing-data-form';
import { DeleteAccountSection } from '../../../features/profile/components/delete-account-section';
import { LinkedProvidersSection } from '../../../features/profile/components/linked-providers-section';
import { PushSettingsSection } from '../../../features/push/components/push-settings-section';
import { getStoresQueryOptions } from '../../../features/registration/api/get-stores';
import { getUserDetailQueryOptions, useUserDetail } from '../../../features/registration/api/get-user-detail';
import { EmailChangeForm } from '../../../features/registration/components/email-change-form';
import { UserDetailForm } from '../../../features/registration/components/user-detail-form';
import { queryClient } from '../../../lib/query-client';
import type { ProfileConfirmedState } from './profile-confirmed';
import type { ProfileCrumb } from './profile-layout';

export const handle: ProfileCrumb = { crumb: { labelKey: 'profile.nav.profile', to: paths.profileUpdate.to() } };

/** After the guard, the personal data is loaded before entering (the store list starts with it); a failure is shown by the page. */
export async function loader(args: GuardArgs) {
  await requireUser(args);
  void queryClient.prefetchQuery(getStoresQueryOptions());
  void queryClient.prefetchQuery(billingDataQueryOptions());
  await queryClient.prefetchQuery(getUserDetailQueryOptions());
  return null;
}

/** /profile/profile-update, My profile: personal data, loyalty card, login e-mail, invoice data and account deletion. */
export function Component() {
  const { t } = useTranslation();
  const tenant = tenantSettings();
  const navigate = useNavigate();
  const detail = useUserDetail();

  return (
    <>
      <Head fullTitle={tenant.pageTitles.profile} />
      <PageTitle>{t('profile.update.title')}</PageTitle>
      {detail.isError && (
        <ResponseMessage
          kind="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              {t('profile.update.retry')}
            </Button>
          }
        >
          {t('profile.update.loadError')}
        </ResponseMessage>
      )}
      {detail.isPending && <Skeleton variant="rounded" height={480} />}
      {detail.data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <LoyaltyCard user={detail.data} cardName={tenant.loyaltyCard.name} />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <UserDetailForm
              user={detail.data}
              tenant={tenant}
              onSaved={(message) => navigate(paths.profileConfirmed.to(), { state: { message } satisfies ProfileConfirmedState })}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <EmailChangeForm user={detail.data} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <ProfileBillingData />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PushSettingsSection />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <LinkedProvidersSection />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <DeleteAccountSection />
          </Paper>
        </Box>
      )}
    </>
  );
}

/** The invoice data, editable here as on /payment; the form starts from what is saved. */
function ProfileBillingData() {
  const { t } = useTranslation();
  const billing = useBillingData();
  if (billing.isPending) return <Skeleton variant="rounded" height={320} />;
  if (billing.isError) return <ResponseMessage kind="error">{t('checkout.billing.loadError')}</ResponseMessage>;
  return (
    <BillingDataForm
      saved={billing.data.billingData}
      title={t('checkout.billing.title')}
      intro={t('checkout.billing.profileIntro')}
    />
  );
}

function LoyaltyCard({ user, cardName }: { user: UserDetail; cardName: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {cardName}
        </Typography>
        {user.fidelityCard ? (
          <Typography sx={{ fontWeight: 700, fontSize: 20, letterSpacing: 1, fontVariantNumeric: 'tabular-nums' }}>
            <Box component="span" sx={visuallyHidden}>{`${t('profile.update.cardNumber')}: `}</Box>
            {formatLoyaltyCardNumber(user.fidelityCard)}
          </Typography>
        ) : (
          <Typography>{t('profile.update.noCard')}</Typography>
        )}
      </Box>
    </Paper>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
