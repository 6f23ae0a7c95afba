import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RegisterUserRequest, registerUserRequestSchema, registrationRulesOf, type TenantSettings } from '@spesa/domain';
import { useMemo, useRef, useState } from 'react';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChallengeWidget } from '../../../components/challenge/challenge-widget';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { applyFieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { useRegisterUser } from '../api/register-user';
import { FieldCell, FormSection, FormSubmit } from './form-section';
import { AddressSection, CardSection, PersonalSection, PrivacySection, StoreSection } from './personal-data-fields';
import {
  emptyPersonalData,
  type PersonalDataOutput,
  type PersonalDataValues,
  personalDataFieldNames,
} from './personal-data-values';

type RegistrationValues = PersonalDataValues & { email: string; emailConfirm: string; password: string };
// In the page's order: the access data follows the personal data.
const registrationFieldNames = [
  ...personalDataFieldNames.slice(0, 5),
  'email',
  'emailConfirm',
  'password',
  ...personalDataFieldNames.slice(5),
] as const;

type Props = { tenant: TenantSettings; onRegistered: (email: string) => void };

/**
 * Registration: every field of the second file's section 5, checked in the browser with the very
 * schema the server uses (the brand decides the card prefix and whether the fiscal code is asked);
 * what the server still refuses comes back onto the field it names.
 */
export function RegistrationForm({ tenant, onRegistered }: Props) {
  const { t } = useTranslation();
  const register = useRegisterUser();
  const challenge = useChallenge();
  const [waitingForChallenge, setWaitingForChallenge] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const resolver = useMemo(
    () =>
      zodResolver(registerUserRequestSchema(registrationRulesOf(tenant))) as unknown as Resolver<
        RegistrationValues,
        unknown,
        RegisterUserRequest
      >,
    [tenant],
  );
  const { control, handleSubmit, setError, setFocus } = useForm<RegistrationValues, unknown, RegisterUserRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyPersonalData(tenant), email: '', emailConfirm: '', password: '' },
  });
  const general = register.isError ? fieldErrorsOf(register.error, registrationFieldNames).general : [];

  const submit = handleSubmit((request) => {
    setWaitingForChallenge(!challenge.solution);
    if (!challenge.solution) return;
    register.mutate(
      { request, recaptcha: challenge.solution },
      {
        onSuccess: ({ email }) => onRegistered(email),
        onError: (error) => {
          challenge.renew();
          const { named } = applyFieldErrors(error, registrationFieldNames, setError);
          if (named[0]) setFocus(named[0]);
          else alertRef.current?.focus();
        },
      },
    );
  });
  // The sections hold the personal fields only: they see the form as the personal data form.
  const personalControl = control as unknown as Control<PersonalDataValues, unknown, PersonalDataOutput>;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={4}>
      <Typography color="text.secondary">{t('form.requiredNote')}</Typography>
      <PersonalSection control={personalControl} tenant={tenant} />
      <FormSection title={t('registration.sections.access')}>
        <FieldCell
          span={6}
          control={control}
          name="email"
          type="email"
          label={t('registration.fields.email')}
          autoComplete="email"
          required
        />
        <FieldCell
          span={6}
          control={control}
          name="emailConfirm"
          type="email"
          label={t('registration.fields.emailConfirm')}
          autoComplete="email"
          required
        />
        <FieldCell
          span={6}
          control={control}
          name="password"
          password
          label={t('registration.fields.password')}
          helperText={t('registration.fields.passwordHelp')}
          autoComplete="new-password"
          required
        />
      </FormSection>
      <AddressSection control={personalControl} />
      <StoreSection control={personalControl} />
      <CardSection control={personalControl} tenant={tenant} />
      <PrivacySection control={personalControl} tenant={tenant} />
      <ChallengeWidget key={challenge.widgetKey} onChange={challenge.onChange} />
      {waitingForChallenge && !challenge.solution && (
        <Alert severity="info" role="status">
          {t('auth.challenge.waiting')}
        </Alert>
      )}
      <FormSubmit
        failed={register.isError}
        general={general}
        alertRef={alertRef}
        pending={register.isPending}
        label={t('registration.submit')}
      />
    </Stack>
  );
}
