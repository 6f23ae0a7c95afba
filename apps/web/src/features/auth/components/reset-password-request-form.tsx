import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { passwordResetRequestSchema } from '@spesa/domain';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChallengeWidget } from '../../../components/challenge/challenge-widget';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { FormTextField } from '../../../components/form/form-text-field';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Values = { email: string };
const resolver = zodResolver(passwordResetRequestSchema) as unknown as Resolver<Values, unknown, Values>;

/** The first step of a forgotten password: the e-mail the reset link goes to. */
export function ResetPasswordRequestForm({ onSent }: { onSent: (message: string | undefined) => void }) {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const challenge = useChallenge();
  const [waitingForChallenge, setWaitingForChallenge] = useState(false);
  const { control, handleSubmit } = useForm<Values, unknown, Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(({ email }) => {
        setWaitingForChallenge(!challenge.solution);
        if (!challenge.solution) return;
        mutation.mutate({ email, recaptcha: challenge.solution }, { onSuccess: onSent, onError: challenge.renew });
      })}
    >
      {mutation.isError && <ResponseMessage kind="error">{mutation.error.message}</ResponseMessage>}
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('auth.resetRequest.email')}
        autoComplete="email"
        autoFocus
        required
      />
      <ChallengeWidget key={challenge.widgetKey} onChange={challenge.onChange} />
      {waitingForChallenge && !challenge.solution && (
        <Alert severity="info" role="status">
          {t('auth.challenge.waiting')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending} fullWidth>
        {t('auth.resetRequest.submit')}
      </Button>
    </Stack>
  );
}
