import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { ApiError, messageText } from '../../../lib/api/client';
import { useCreateGiftCertificate } from '../api/gift-certificates';
import {
  emptyGiftCodeForm,
  formFieldOf,
  type GiftCodeField,
  type GiftCodeFormValues,
  giftCodeBodyOf,
} from './gift-code-form-values';

type Errors = Partial<Record<GiftCodeField, string>>;

/** The server's refusals by field (their pure text), and the rest apart. */
function refusalsOf(error: unknown): { fields: Errors; other: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, other: error instanceof Error ? error.message : null };
  const fields: Errors = {};
  let other: string | null = null;
  for (const message of error.messages) {
    const field = message.field ? formFieldOf[message.field] : undefined;
    if (field) fields[field] = message.description;
    else other ??= messageText(message);
  }
  return { fields, other };
}

/** Staff create a gift code: fixed amount or percentage, minimum spend, validity days, total and per-shopper uses. */
export function GiftCodeForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateGiftCertificate();
  const [values, setValues] = useState<GiftCodeFormValues>(emptyGiftCodeForm);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: GiftCodeField, extra: { type?: string; help?: string; inputMode?: 'decimal' | 'numeric' } = {}) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? extra.help ?? ' ',
    type: extra.type,
    fullWidth: true,
    slotProps: {
      htmlInput: extra.inputMode ? { inputMode: extra.inputMode } : undefined,
      inputLabel: extra.type === 'date' ? { shrink: true } : undefined,
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = giftCodeBodyOf(values, t('backOffice.giftCodes.amountInvalid'));
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    try {
      const { giftCertificate } = await create.mutateAsync(checked.body);
      setValues(emptyGiftCodeForm);
      void showToast(t('backOffice.giftCodes.created', { code: giftCertificate.code }), { variant: 'success' });
    } catch (error) {
      const refusals = refusalsOf(error);
      setErrors(refusals.fields);
      setFailure(refusals.other);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('backOffice.giftCodes.createTitle')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'grid', columnGap: 2, rowGap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField label={t('backOffice.giftCodes.code')} {...field('code', { help: t('backOffice.giftCodes.codeHelp') })} />
        <TextField
          label={t('backOffice.giftCodes.description')}
          {...field('description', { help: t('backOffice.giftCodes.descriptionHelp') })}
        />
        <Box sx={{ gridColumn: '1 / -1', mb: 1 }}>
          <FormLabel id={`${titleId}-type`}>{t('backOffice.giftCodes.valueType')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-type`}
            value={values.valueType}
            onChange={(event) => setValues((current) => ({ ...current, valueType: event.target.value as 'fixed' | 'percent' }))}
          >
            <FormControlLabel value="fixed" control={<Radio />} label={t('backOffice.giftCodes.fixed')} />
            <FormControlLabel value="percent" control={<Radio />} label={t('backOffice.giftCodes.percent')} />
          </RadioGroup>
        </Box>
        {values.valueType === 'fixed' ? (
          <TextField label={t('backOffice.giftCodes.amount')} {...field('amount', { inputMode: 'decimal' })} />
        ) : (
          <TextField label={t('backOffice.giftCodes.percentValue')} {...field('percent', { inputMode: 'decimal' })} />
        )}
        <TextField
          label={t('backOffice.giftCodes.minimum')}
          {...field('minimum', { inputMode: 'decimal', help: t('backOffice.giftCodes.minimumHelp') })}
        />
        <TextField label={t('backOffice.giftCodes.validFrom')} {...field('validFrom', { type: 'date' })} />
        <TextField label={t('backOffice.giftCodes.validTo')} {...field('validTo', { type: 'date' })} />
        <TextField
          label={t('backOffice.giftCodes.maxRedemptions')}
          {...field('maxRedemptions', { inputMode: 'numeric', help: t('backOffice.giftCodes.maxRedemptionsHelp') })}
        />
        <TextField
          label={t('backOffice.giftCodes.maxPerShopper')}
          {...field('maxPerShopper', { inputMode: 'numeric', help: t('backOffice.giftCodes.maxPerShopperHelp') })}
        />
        {failure && (
          <ResponseMessage kind="error" sx={{ gridColumn: '1 / -1', mb: 1 }}>
            {failure}
          </ResponseMessage>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('backOffice.giftCodes.create')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
