import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { socialProviderNames } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { getStoresQueryOptions } from '../../../features/registration/api/get-stores';
import {
  type SocialSignupOutcome,
  socialUserDetailQueryOptions,
  useSocialUserDetail,
} from '../../../features/registration/api/social-signup';
import { SocialLinkForm } from '../../../features/registration/components/social-link-form';
import { SocialRegistrationForm } from '../../../features/registration/components/social-registration-form';
import { queryClient } from '../../../lib/query-client';
import { AccountCard } from '../auth/account-card';
import { afterLoginPath } from '../auth/login';
import type { RegistrationCompletedState } from './registration-user';

/** The store list and the provider's data start loading with the page. */
export async function loader() {
  void queryClient.prefetchQuery(getStoresQueryOptions());
  void queryClient.prefetchQuery(socialUserDetailQueryOptions());
  return null;
}

/**
 * /registration-social: a shopper new to the shop, back from Google or Facebook, gives what the shop
 * still needs (or, when the e-mail already has an account, its password to link it); then logged in
 * and back where they started, or told to open the confirmation e-mail.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tenant = tenantSettings();
  const detail = useSocialUserDetail();

  const done = (outcome: SocialSignupOutcome) => {
    if (!outcome.loggedIn) {
      void navigate(paths.registrationCompleted.to(), { state: { email: outcome.email } satisfies RegistrationCompletedState });
      return;
    }
    void navigate(afterLoginPath(searchParams.get('redirect')), { replace: true });
    if (outcome.message) void showToast(outcome.message, { variant: 'success' });
  };

  const socialUser = detail.data;
  const provider = socialUser ? socialProviderNames[socialUser.provider] : '';
  return (
    <AccountCard
      title={t('socialLogin.completion.title')}
      width={socialUser?.existingAccount ? 560 : 880}
      intro={
        socialUser && !socialUser.existingAccount ? (
          <Stack spacing={1}>
            <Typography>{t('socialLogin.completion.intro', { provider })}</Typography>
            {socialUser.email && (
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {t('socialLogin.completion.signedInAs', { provider, email: socialUser.email })}
              </Typography>
            )}
            {socialUser.email && !socialUser.emailVerified && (
              <Typography color="text.secondary">{t('socialLogin.completion.emailUnverified')}</Typography>
            )}
          </Stack>
        ) : undefined
      }
    >
      {detail.isPending && <Skeleton variant="rounded" height={480} />}
      {detail.isError && (
        <Stack spacing={2}>
          <ResponseMessage kind="error">{t('socialLogin.completion.expired')}</ResponseMessage>
          <Button component={RouterLink} to={paths.login.to()} variant="contained" size="large">
            {t('socialLogin.completion.backToLogin')}
          </Button>
        </Stack>
      )}
      {socialUser?.existingAccount && <SocialLinkForm socialUser={socialUser} onDone={done} />}
      {socialUser && !socialUser.existingAccount && (
        <SocialRegistrationForm tenant={tenant} socialUser={socialUser} onDone={done} />
      )}
    </AccountCard>
  );
}
