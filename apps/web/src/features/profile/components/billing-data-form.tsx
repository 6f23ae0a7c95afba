import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BillingDataAnswer, type BillingDataForm as BillingValues, billingDataSchema } from '@spesa/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { applyFieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { Cell, FieldCell, FormErrorsCell, FormSection } from '../../registration/components/form-section';
import { useSaveBillingData } from '../api/billing-data';

type Saved = NonNullable<BillingDataAnswer['billingData']>;

const fieldNames = [
  'billingName',
  'fiscalCode',
  'vatNumber',
  'address1',
  'addressNumber',
  'postalcode',
  'city',
  'province',
  'sdiCode',
  'pec',
] as const satisfies readonly (keyof BillingValues)[];

type FormValues = Record<(typeof fieldNames)[number], string>;
const resolver = zodResolver(billingDataSchema) as unknown as Resolver<FormValues, unknown, FormValues>;

/** The form's values: the saved data, '' where nothing is saved. */
function valuesOf(saved: Saved | null | undefined): FormValues {
  return Object.fromEntries(fieldNames.map((name) => [name, saved?.[name] ?? ''])) as FormValues;
}

type Props = {
  saved: Saved | null | undefined;
  /** The form's title; the profile and /payment show it under their own headings. */
  title: string;
  intro?: string;
  onSaved?: (message: string | undefined) => void;
};

/**
 * The invoice data (ragione sociale or nome e cognome, codice fiscale, partita IVA, billing address,
 * SDI code or PEC), checked with the domain's schema as the server checks it; the server's message
 * goes on each field it names.
 */
export function BillingDataForm({ saved, title, intro, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveBillingData();
  const { control, handleSubmit, setError, setFocus } = useForm<FormValues, unknown, FormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(saved),
  });
  const general = save.isError ? fieldErrorsOf(save.error, fieldNames).general : [];

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: ({ message }) => onSaved?.(message),
      onError: (error) => {
        const { named } = applyFieldErrors(error, fieldNames, setError);
        if (named[0]) setFocus(named[0]);
      },
    }),
  );

  const field = (name: (typeof fieldNames)[number], span: number, extra: { required?: boolean; helperText?: string } = {}) => (
    <FieldCell span={span} control={control} name={name} label={t(`checkout.billing.${name}`)} {...extra} />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={title}>
      <FormSection title={title}>
        {intro && (
          <Cell span={12}>
            <Typography color="text.secondary">{intro}</Typography>
          </Cell>
        )}
        <FormErrorsCell messages={general} />
        {field('billingName', 12, { required: true })}
        {field('fiscalCode', 6, { required: true, helperText: t('checkout.billing.fiscalCodeHelp') })}
        {field('vatNumber', 6, { helperText: t('checkout.billing.vatNumberHelp') })}
        {field('address1', 9, { required: true })}
        {field('addressNumber', 3, { required: true })}
        {field('postalcode', 3, { required: true })}
        {field('city', 6, { required: true })}
        {field('province', 3, { required: true, helperText: t('addresses.provinceHelp') })}
        {field('sdiCode', 6, { helperText: t('checkout.billing.destinationHelp') })}
        {field('pec', 6)}
      </FormSection>
      {save.isSuccess && <ResponseMessage kind="info">{save.data.message ?? t('checkout.billing.saved')}</ResponseMessage>}
      <Button type="submit" variant="outlined" size="large" loading={save.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t('checkout.billing.save')}
      </Button>
    </Stack>
  );
}
