import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type UserDetail, updateEmailRequestSchema } from '@spesa/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { applyFieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { type UpdateEmailInput, useUpdateEmail } from '../api/update-email';
import { Cell, FieldCell, FormErrorsCell, FormSection } from './form-section';

const fieldNames = ['email', 'password'] as const;
const resolver = zodResolver(updateEmailRequestSchema) as unknown as Resolver<UpdateEmailInput, unknown, UpdateEmailInput>;

/**
 * The change of the login e-mail: the new address and the current password. A link goes to the new
 * address, and the change happens when it is opened; meanwhile the address waits here.
 */
export function EmailChangeForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const update = useUpdateEmail();
  const { control, handleSubmit, setError, reset } = useForm<UpdateEmailInput, unknown, UpdateEmailInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const general = update.isError ? fieldErrorsOf(update.error, fieldNames).general : [];

  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => reset(),
      onError: (error) => {
        applyFieldErrors(error, fieldNames, setError);
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('profile.update.emailSection')}>
      <FormSection title={t('profile.update.emailSection')}>
        <Cell span={12}>
          <Typography color="text.secondary">{t('profile.update.currentEmail')}</Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{user.email}</Typography>
        </Cell>
        {update.isSuccess && (
          <Cell span={12}>
            <ResponseMessage kind="info">
              {update.data ?? t('profile.update.pendingEmail', { email: user.pendingEmail ?? '' })}
            </ResponseMessage>
          </Cell>
        )}
        {!update.isSuccess && user.pendingEmail && (
          <Cell span={12}>
            <Alert severity="info">{t('profile.update.pendingEmail', { email: user.pendingEmail })}</Alert>
          </Cell>
        )}
        <FormErrorsCell messages={general} />
        <FieldCell
          span={6}
          control={control}
          name="email"
          type="email"
          label={t('profile.update.newEmail')}
          autoComplete="email"
          required
        />
        <FieldCell
          span={6}
          control={control}
          name="password"
          password
          label={t('profile.update.currentPassword')}
          autoComplete="current-password"
          required
        />
      </FormSection>
      <Button
        type="submit"
        variant="outlined"
        size="large"
        loading={update.isPending}
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 240 }}
      >
        {t('profile.update.changeEmail')}
      </Button>
    </Stack>
  );
}
