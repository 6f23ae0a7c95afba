import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  registrationRulesOf,
  type TenantSettings,
  type UpdateUserDetailRequest,
  type UserDetail,
  updateUserDetailRequestSchema,
} from '@spesa/domain';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { applyFieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { useUpdateUserDetail } from '../api/update-user-detail';
import { AddressSection, CardSection, PersonalSection, PrivacySection, StoreSection } from './personal-data-fields';
import { type PersonalDataValues, personalDataFieldNames, personalDataOf } from './personal-data-values';

type Props = { user: UserDetail; tenant: TenantSettings; onSaved: (message: string | undefined) => void };

/** My profile's personal data: the registration's fields without e-mail and password, with the same rules. */
export function UserDetailForm({ user, tenant, onSaved }: Props) {
  const { t } = useTranslation();
  const update = useUpdateUserDetail();
  const resolver = useMemo(
    () =>
      zodResolver(updateUserDetailRequestSchema(registrationRulesOf(tenant))) as unknown as Resolver<
        PersonalDataValues,
        unknown,
        UpdateUserDetailRequest
      >,
    [tenant],
  );
  const { control, handleSubmit, setError, setFocus } = useForm<PersonalDataValues, unknown, UpdateUserDetailRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: personalDataOf(user, tenant),
  });
  const general = update.isError ? fieldErrorsOf(update.error, personalDataFieldNames).general : [];

  const submit = handleSubmit((request) =>
    update.mutate(request, {
      onSuccess: ({ message }) => onSaved(message),
      onError: (error) => {
        const { named } = applyFieldErrors(error, personalDataFieldNames, setError);
        if (named[0]) setFocus(named[0]);
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={4} aria-label={t('profile.update.personalData')}>
      <PersonalSection control={control} tenant={tenant} />
      <AddressSection control={control} />
      <StoreSection control={control} />
      <CardSection control={control} tenant={tenant} />
      <PrivacySection control={control} tenant={tenant} />
      {general.length > 0 && <ResponseMessage kind="error">{general.join(' ')}</ResponseMessage>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={update.isPending}
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 240 }}
      >
        {t('profile.update.save')}
      </Button>
    </Stack>
  );
}
