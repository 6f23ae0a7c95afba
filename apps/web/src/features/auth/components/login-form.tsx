import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LoginRequest, loginRequestSchema, type User } from '@spesa/domain';
import { type ReactNode, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChallengeWidget } from '../../../components/challenge/challenge-widget';
import { asksForChallenge, useChallenge } from '../../../components/challenge/use-challenge';
import { FormTextField } from '../../../components/form/form-text-field';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api/client';
import { useLogin } from '../api/login';
import { CompanySignInButton } from './company-sign-in-button';
import { SocialLoginButtons } from './social-login-buttons';

type LoginFormValues = { login: string; password: string; remember_me: boolean };

// The server's own schema checks the form: the same messages ('Digitare l'e-mail', 'Digitare la password').
const resolver = zodResolver(loginRequestSchema) as unknown as Resolver<LoginFormValues, unknown, LoginRequest>;

type Props = {
  /** Called once the shopper is logged in (and welcomed with a toast). */
  onLoggedIn: (user: User) => void;
  /** Called when a link leaves the form (a dialog closes itself). */
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** Shown above the way to register (the dialog opened by "Aggiungi" offers the CAP check there). */
  beforeRegistration?: ReactNode;
  /** The back office's login: no registration or delivery-service links below it (staff have their account). */
  staff?: boolean;
};

/**
 * The login form of the dialog and of the /login page: e-mail, password with show/hide, remember me
 * (on by default); it can be sent only with a password. A failure shows the server's message.
 * Below it: the way to register and the page about the delivery service.
 */
export function LoginForm({ onLoggedIn, onNavigate, autoFocus, beforeRegistration, staff = false }: Props) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const { control, handleSubmit } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { login: '', password: '', remember_me: true },
  });
  const password = useWatch({ control, name: 'password' });
  // After repeated failures the server asks for the challenge; from then on the form shows it.
  const challenge = useChallenge();
  const [challengeShown, setChallengeShown] = useState(false);

  const submit = handleSubmit((values) =>
    loginMutation.mutate(
      { email: values.login, password: values.password, rememberMe: values.remember_me, recaptcha: challenge.solution },
      {
        onSuccess: (user) => {
          // Staff see the back office at once: no greeting floating over it.
          if (!staff) void showToast(t('auth.login.welcome', { firstName: user.firstName }), { variant: 'success' });
          onLoggedIn(user);
        },
        onError: (error) => {
          if (asksForChallenge(error)) setChallengeShown(true);
          // A 429 comes before the challenge is checked: the solution is still unspent.
          const throttled = error instanceof ApiError && error.status === 429;
          if (challenge.solution && !throttled) challenge.renew();
        },
      },
    ),
  );

  return (
    <Stack spacing={2.5}>
      {staff && <CompanySignInButton staff />}
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('auth.login.formLabel')}>
        {loginMutation.isError && <ResponseMessage kind="error">{loginMutation.error.message}</ResponseMessage>}
        <FormTextField
          control={control}
          name="login"
          type="email"
          label={t('auth.login.email')}
          autoComplete="username"
          autoFocus={autoFocus}
          required
        />
        <FormTextField
          control={control}
          name="password"
          password
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
          <Controller
            control={control}
            name="remember_me"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    inputRef={field.ref}
                  />
                }
                label={t('auth.login.rememberMe')}
              />
            )}
          />
          <Link component={RouterLink} to={paths.resetPasswordRequest.to()} onClick={onNavigate} variant="body2">
            {t('auth.login.forgotPassword')}
          </Link>
        </Box>
        {challengeShown && <ChallengeWidget key={challenge.widgetKey} onChange={challenge.onChange} />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!password || (challengeShown && !challenge.solution)}
          loading={loginMutation.isPending}
          fullWidth
        >
          {t('auth.login.submit')}
        </Button>
      </Stack>
      {!staff && <SocialLoginButtons />}
      {!staff && <CompanySignInButton />}
      {!staff && (
        <>
          <Divider />
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            {beforeRegistration}
            <Typography>{t('auth.login.noAccount')}</Typography>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={paths.registration.to()}
              onClick={onNavigate}
              fullWidth
            >
              {t('auth.login.register')}
            </Button>
            <Link component={RouterLink} to={paths.page.to('consegna-a-casa')} onClick={onNavigate} variant="body2">
              {t('auth.login.deliveryService')}
            </Link>
          </Stack>
        </>
      )}
    </Stack>
  );
}
