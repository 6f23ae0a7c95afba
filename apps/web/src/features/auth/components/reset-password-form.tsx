import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zPassword } from '@spesa/domain';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useUpdatePassword } from '../api/update-password';

type Values = { password: string; passwordConfirm: string };

/** The new password, written twice, for the reset link's token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string | undefined) => void }) {
  const { t } = useTranslation();
  const mutation = useUpdatePassword();
  const resolver = useMemo(() => {
    const schema = z
      .object({ password: zPassword().max(200), passwordConfirm: z.string() })
      .refine((values) => values.password === values.passwordConfirm, {
        path: ['passwordConfirm'],
        message: t('auth.reset.mismatch'),
      });
    return zodResolver(schema) as unknown as Resolver<Values, unknown, Values>;
  }, [t]);
  const { control, handleSubmit } = useForm<Values, unknown, Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirm: '' },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(({ password }) => mutation.mutate({ token, password }, { onSuccess: onDone }))}
    >
      {mutation.isError && <ResponseMessage kind="error">{mutation.error.message}</ResponseMessage>}
      <FormTextField
        control={control}
        name="password"
        password
        label={t('auth.reset.password')}
        helperText={t('auth.reset.passwordHelp')}
        autoComplete="new-password"
        autoFocus
        required
      />
      <FormTextField
        control={control}
        name="passwordConfirm"
        password
        label={t('auth.reset.passwordConfirm')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending} fullWidth>
        {t('auth.reset.submit')}
      </Button>
    </Stack>
  );
}
