import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TenantSettings } from '@spesa/domain';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useStores } from '../api/get-stores';
import { Cell, FieldCell, FormSection } from './form-section';
import type { PersonalDataOutput, PersonalDataValues } from './personal-data-values';

/** The personal data form's control, whatever its schema turns the values into (registration or profile request). */
type PersonalControl = Control<PersonalDataValues, unknown, PersonalDataOutput>;
type Props = { control: PersonalControl; tenant: TenantSettings };

/** Name, birth date, mobile number and (where the brand asks for it) the fiscal code. */
export function PersonalSection({ control, tenant }: Props) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('registration.sections.personal')}>
      <FieldCell
        span={6}
        control={control}
        name="firstName"
        label={t('registration.fields.firstName')}
        autoComplete="given-name"
        required
      />
      <FieldCell
        span={6}
        control={control}
        name="lastName"
        label={t('registration.fields.lastName')}
        autoComplete="family-name"
        required
      />
      {tenant.registration.requiresFiscalCode && (
        <FieldCell
          span={12}
          control={control}
          name="fiscalCode"
          label={t('registration.fields.fiscalCode')}
          required
          slotProps={{ htmlInput: { maxLength: 16, style: { textTransform: 'uppercase' } } }}
        />
      )}
      <FieldCell
        span={6}
        control={control}
        name="birthDate"
        label={t('registration.fields.birthDate')}
        helperText={t('registration.fields.birthDateHelp')}
        placeholder="gg/mm/aaaa"
        autoComplete="bday"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <FieldCell
        span={6}
        control={control}
        name="mobilePhone"
        type="tel"
        label={t('registration.fields.mobilePhone')}
        autoComplete="tel"
      />
    </FormSection>
  );
}

/** The home address: street, number, postal code, city, province. */
export function AddressSection({ control }: Pick<Props, 'control'>) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('registration.sections.address')}>
      <FieldCell
        span={9}
        control={control}
        name="address1"
        label={t('registration.fields.address1')}
        helperText={t('registration.fields.addressHelp')}
        autoComplete="address-line1"
        required
      />
      <FieldCell span={3} control={control} name="addressNumber" label={t('registration.fields.addressNumber')} required />
      <FieldCell
        span={3}
        control={control}
        name="postalcode"
        label={t('registration.fields.postalcode')}
        autoComplete="postal-code"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <FieldCell
        span={6}
        control={control}
        name="city"
        label={t('registration.fields.city')}
        autoComplete="address-level2"
        required
      />
      <FieldCell
        span={3}
        control={control}
        name="province"
        label={t('registration.fields.province')}
        helperText={t('registration.fields.provinceHelp')}
        required
        slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
      />
    </FormSection>
  );
}

/** The reference store, from GET store-proximity/list (a native select: the phone's own picker). */
export function StoreSection({ control }: Pick<Props, 'control'>) {
  const { t } = useTranslation();
  const stores = useStores();
  return (
    <FormSection title={t('registration.sections.store')}>
      <Cell span={12}>
        {stores.isError && (
          <ResponseMessage kind="error" sx={{ mb: 2 }}>
            {t('registration.storesError')}
          </ResponseMessage>
        )}
        <Controller
          control={control}
          name="referenceStoreId"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              required
              label={t('registration.fields.referenceStoreId')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? t('registration.fields.storeHelp')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ '& select': { scrollMarginTop: 160 } }}
            >
              <option value="">{stores.isPending ? t('registration.storesLoading') : t('registration.chooseStore')}</option>
              {stores.data?.map((store) => (
                <option key={store.storeId} value={String(store.storeId)}>
                  {`${store.name} – ${store.address}, ${store.city} (${store.province})`}
                </option>
              ))}
            </TextField>
          )}
        />
      </Cell>
    </FormSection>
  );
}

/** The brand's loyalty card number, optional. */
export function CardSection({ control, tenant }: Props) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('registration.sections.card')}>
      <FieldCell
        span={12}
        control={control}
        name="fidelityCard"
        label={t('registration.fields.fidelityCard', { cardName: tenant.loyaltyCard.name })}
        helperText={t('registration.fields.fidelityCardHelp', { prefix: tenant.loyaltyCard.prefix })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
      />
    </FormSection>
  );
}

/** The brand's privacy consents, with their full wording: the first is mandatory. */
export function PrivacySection({ control, tenant }: Props) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('registration.sections.privacy')}>
      <Cell span={12}>
        <Controller
          control={control}
          name="legals"
          render={({ field, fieldState }) => (
            <Box>
              {tenant.privacyConsents.map((consent) => {
                const accepted = field.value.some((legal) => legal.legalId === consent.legalId && legal.accepted);
                const toggle = (checked: boolean) =>
                  field.onChange(
                    field.value.map((legal) => (legal.legalId === consent.legalId ? { ...legal, accepted: checked } : legal)),
                  );
                return (
                  <FormControlLabel
                    key={consent.legalId}
                    sx={{ alignItems: 'flex-start', mb: 1.5, mr: 0 }}
                    control={
                      <Checkbox
                        checked={accepted}
                        onChange={(event) => toggle(event.target.checked)}
                        onBlur={field.onBlur}
                        inputRef={consent.mandatory ? field.ref : undefined}
                        slotProps={{
                          input: { 'aria-invalid': consent.mandatory && fieldState.error !== undefined } as object,
                        }}
                        sx={{ mt: -1, '& input': { scrollMarginTop: 160 } }}
                      />
                    }
                    label={
                      <Box>
                        <Typography component="span" sx={{ fontWeight: 700 }}>
                          {`${consent.label} (${t(consent.mandatory ? 'registration.consentMandatory' : 'registration.consentOptional')})`}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {consent.text}
                        </Typography>
                      </Box>
                    }
                  />
                );
              })}
              {fieldState.error && (
                <FormHelperText error role="alert">
                  {fieldState.error.message}
                </FormHelperText>
              )}
            </Box>
          )}
        />
      </Cell>
    </FormSection>
  );
}
