import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  accountTexts,
  type SocialLoginErrorCode,
  type SocialProvider,
  socialLoginErrorCodes,
  socialLoginTexts,
  socialProviders,
} from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { socialStartUrl, useSocialProviders } from '../api/get-social-providers';

/** The providers' own marks, as their brand guidelines ask for on a sign-in button. */
const providerMarks: Record<SocialProvider, React.ReactNode> = {
  google: (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.2z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.4 2.2-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  ),
  facebook: (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  ),
};

/** The Italian text of a sign-in that came back refused (`/login?socialError=…&provider=…`). */
function socialErrorText(reason: string | null, provider: string | null): string | null {
  if (!reason || !(socialLoginErrorCodes as readonly string[]).includes(reason)) return null;
  const known = (socialProviders as readonly string[]).includes(provider ?? '') ? (provider as SocialProvider) : 'google';
  const texts: Record<SocialLoginErrorCode, string> = {
    denied: socialLoginTexts.denied(known),
    failed: socialLoginTexts.failed(known),
    invalidRequest: socialLoginTexts.invalidRequest,
    notConfigured: socialLoginTexts.notConfigured,
    linkedElsewhere: socialLoginTexts.linkedElsewhere,
    accountNotConfirmed: accountTexts.accountNotConfirmed,
  };
  return texts[reason as SocialLoginErrorCode];
}

type Props = {
  /** Where the shop goes once logged in; the page the shopper is on when not given. */
  redirectTo?: string;
};

/**
 * "Continua con Google" / "Continua con Facebook" under the login form, one per provider the brand
 * configured (none configured: nothing at all). A sign-in that came back refused shows why.
 */
export function SocialLoginButtons({ redirectTo }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { data } = useSocialProviders();
  const providers = data?.providers ?? [];
  const error = socialErrorText(searchParams.get('socialError'), searchParams.get('provider'));
  if (providers.length === 0 && !error) return null;
  const kept = new URLSearchParams(location.search);
  kept.delete('socialError');
  kept.delete('provider');
  const target = redirectTo ?? `${location.pathname}${kept.size > 0 ? `?${kept}` : ''}`;
  return (
    <Stack spacing={1.5}>
      {error && <ResponseMessage kind="error">{error}</ResponseMessage>}
      {providers.length > 0 && <Divider>{t('socialLogin.or')}</Divider>}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          color="inherit"
          fullWidth
          href={socialStartUrl(provider, target)}
          startIcon={providerMarks[provider]}
          sx={{ textTransform: 'none', fontWeight: 600, borderColor: 'divider' }}
        >
          {t(`socialLogin.continueWith.${provider}`)}
        </Button>
      ))}
    </Stack>
  );
}
