import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  registrationRulesOf,
  type SocialRegistrationRequest,
  type SocialUserDetail,
  socialProviderNames,
  socialRegistrationRequestSchema,
  type TenantSettings,
} from '@spesa/domain';
import { useMemo, useRef } from 'react';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { type SocialSignupOutcome, useCompleteSocialRegistration } from '../api/social-signup';
import { FieldCell, FormSection, FormSubmit } from './form-section';
import { AddressSection, CardSection, PersonalSection, PrivacySection, StoreSection } from './personal-data-fields';
import {
  emptyPersonalData,
  type PersonalDataOutput,
  type PersonalDataValues,
  personalDataFieldNames,
} from './personal-data-values';

type SocialValues = PersonalDataValues & { email: string };
const socialFieldNames = [...personalDataFieldNames, 'email'] as const;

type Props = { tenant: TenantSettings; socialUser: SocialUserDetail; onDone: (outcome: SocialSignupOutcome) => void };

/**
 * What a new Google or Facebook shopper still gives the shop: the registration's personal data with
 * the very schema the server uses (the brand's rules, privacy consent required), the provider's name
 * filled in, and the e-mail only when the provider gave none.
 */
export function SocialRegistrationForm({ tenant, socialUser, onDone }: Props) {
  const { t } = useTranslation();
  const complete = useCompleteSocialRegistration();
  const alertRef = useRef<HTMLDivElement>(null);
  const resolver = useMemo(
    () =>
      zodResolver(socialRegistrationRequestSchema(registrationRulesOf(tenant))) as unknown as Resolver<
        SocialValues,
        unknown,
        SocialRegistrationRequest
      >,
    [tenant],
  );
  const { control, handleSubmit, setError, setFocus } = useForm<SocialValues, unknown, SocialRegistrationRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyPersonalData(tenant), firstName: socialUser.firstName, lastName: socialUser.lastName, email: '' },
  });
  const general = complete.isError ? fieldErrorsOf(complete.error, socialFieldNames).general : [];
  const provider = socialProviderNames[socialUser.provider];

  const submit = handleSubmit((request) =>
    complete.mutate(request, {
      onSuccess: onDone,
      onError: (error) => {
        const { named } = applyFieldErrors(error, socialFieldNames, setError);
        if (named[0]) setFocus(named[0]);
        else alertRef.current?.focus();
      },
    }),
  );
  const personalControl = control as unknown as Control<PersonalDataValues, unknown, PersonalDataOutput>;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={4}>
      <Typography color="text.secondary">{t('form.requiredNote')}</Typography>
      <PersonalSection control={personalControl} tenant={tenant} />
      {socialUser.email === null && (
        <FormSection title={t('registration.sections.access')}>
          <Typography sx={{ gridColumn: '1 / -1' }}>{t('socialLogin.completion.noEmail', { provider })}</Typography>
          <FieldCell
            span={6}
            control={control}
            name="email"
            type="email"
            label={t('registration.fields.email')}
            autoComplete="email"
            required
          />
        </FormSection>
      )}
      <AddressSection control={personalControl} />
      <StoreSection control={personalControl} />
      <CardSection control={personalControl} tenant={tenant} />
      <PrivacySection control={personalControl} tenant={tenant} />
      <FormSubmit
        failed={complete.isError}
        general={general}
        alertRef={alertRef}
        pending={complete.isPending}
        label={t('socialLogin.completion.submit')}
      />
    </Stack>
  );
}
