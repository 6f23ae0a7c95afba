import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SocialUserDetail, socialProviderNames } from '@spesa/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { type SocialSignupOutcome, useLinkSocialAccount } from '../api/social-signup';

type Props = { socialUser: SocialUserDetail; onDone: (outcome: SocialSignupOutcome) => void };

/** The provider's e-mail already has an account: its password links the provider to it (never silently). */
export function SocialLinkForm({ socialUser, onDone }: Props) {
  const { t } = useTranslation();
  const link = useLinkSocialAccount();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '') link.mutate(password, { onSuccess: onDone });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('socialLogin.link.title')}
      </Typography>
      <Typography>
        {t('socialLogin.link.intro', { email: socialUser.email, provider: socialProviderNames[socialUser.provider] })}
      </Typography>
      {link.isError && <ResponseMessage kind="error">{link.error.message}</ResponseMessage>}
      <PasswordField
        label={t('socialLogin.link.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={password === ''} loading={link.isPending}>
        {t('socialLogin.link.submit')}
      </Button>
      <Link component={RouterLink} to={paths.resetPasswordRequest.to()} variant="body2" sx={{ alignSelf: 'center' }}>
        {t('socialLogin.link.forgotPassword')}
      </Link>
    </Stack>
  );
}
