import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ContentForm,
  type ContentFormField,
  type CustomerServiceFields,
  validateCustomerServiceFields,
} from '@spesa/domain';
import { useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChallengeWidget } from '../../../components/challenge/challenge-widget';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { FormTextField } from '../../../components/form/form-text-field';
import { ResponseMessage } from '../../../components/ui/response-message';
import { ApiError } from '../../../lib/api/client';
import { applyFieldErrors } from '../../../lib/api/field-errors';
import { useSendCustomerServiceForm } from '../api/send-customer-service-form';

type Values = Record<string, string | boolean>;

/** The form's own checks are the domain's, the very ones the server runs: one message per field. */
const resolver: Resolver<Values, unknown, CustomerServiceFields> = async (values) => {
  const result = validateCustomerServiceFields(values);
  if (result.success) return { values: result.fields, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(result.errors.map((error) => [error.field, { type: 'validation', message: error.message }])),
  };
};

/** A new id for a filled form (crypto.randomUUID needs a secure context; the fallback does not). */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Props = {
  form: ContentForm;
  /** The logged-in shopper's name and e-mail, filled in for them. */
  prefill?: { name: string; email: string };
};

/**
 * Form 5 (customer service) drawn from its parameters: each field as the server describes it, the
 * errors under each field (the domain's rules in the browser, the server's when it refuses), the
 * privacy consent with its link, the challenge; on success the server's message replaces the form.
 */
export function CustomerServiceForm({ form, prefill }: Props) {
  const { t } = useTranslation();
  const send = useSendCustomerServiceForm();
  const challenge = useChallenge();
  const [sent, setSent] = useState<string | null>(null);
  const [waitingForChallenge, setWaitingForChallenge] = useState(false);
  const submissionId = useRef(newSubmissionId());
  const alertRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const fieldNames = useMemo(() => form.fields.map((field) => field.name), [form.fields]);
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(
        form.fields.map((field) => [
          field.name,
          field.type === 'checkbox' ? false : ((prefill as Record<string, string> | undefined)?.[field.name] ?? ''),
        ]),
      ),
    [form.fields, prefill],
  );
  const { control, handleSubmit, setError, setFocus, reset } = useForm<Values, unknown, CustomerServiceFields>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });
  const values = useWatch({ control });

  const submit = handleSubmit((fields) => {
    setWaitingForChallenge(!challenge.solution);
    if (!challenge.solution || send.isPending) return;
    send.mutate(
      { form, fields, submissionId: submissionId.current, recaptcha: challenge.solution },
      {
        onSuccess: (message) => {
          setSent(message);
          requestAnimationFrame(() => sentRef.current?.focus());
        },
        onError: (error) => {
          challenge.renew();
          const { named } = applyFieldErrors(error, fieldNames, (name, fieldError) => setError(name, fieldError));
          if (named[0]) setFocus(named[0]);
          else alertRef.current?.focus();
        },
      },
    );
  });

  if (sent) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <ResponseMessage kind="info" ref={sentRef} tabIndex={-1} sx={{ width: '100%', fontSize: 16 }}>
          {sent}
        </ResponseMessage>
        <Button
          variant="outlined"
          onClick={() => {
            submissionId.current = newSubmissionId();
            reset(defaultValues);
            send.reset();
            challenge.renew();
            setSent(null);
          }}
        >
          {t('customerService.sendAnother')}
        </Button>
      </Stack>
    );
  }

  const requiredNow = (field: ContentFormField) =>
    field.required || (field.required_when?.values.includes(String(values[field.required_when.field] ?? '')) ?? false);
  const general =
    send.error instanceof ApiError
      ? send.error.messages
          .filter((message) => !message.field || !fieldNames.includes(message.field))
          .map((message) => message.description)
      : [];

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={form.title}>
      <Typography color="text.secondary">{t('form.requiredNote')}</Typography>
      {form.fields.map((field) =>
        field.type === 'checkbox' ? (
          <ConsentField key={field.name} field={field} control={control} />
        ) : (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            required={requiredNow(field)}
            helperText={field.help || undefined}
            autoComplete={field.autocomplete}
            type={field.type === 'textarea' || field.type === 'select' ? undefined : field.type}
            select={field.type === 'select'}
            multiline={field.type === 'textarea'}
            minRows={field.type === 'textarea' ? 5 : undefined}
            slotProps={{
              htmlInput: {
                maxLength: field.maxlength,
                ...(field.name === 'order_number' ? { inputMode: 'numeric' } : {}),
              },
            }}
          >
            {field.type === 'select'
              ? [
                  <MenuItem key="" value="" disabled>
                    {t('customerService.chooseTopic')}
                  </MenuItem>,
                  ...(field.options ?? []).map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  )),
                ]
              : undefined}
          </FormTextField>
        ),
      )}
      <ChallengeWidget key={challenge.widgetKey} onChange={challenge.onChange} />
      {waitingForChallenge && !challenge.solution && (
        <Alert severity="info" role="status">
          {t('auth.challenge.waiting')}
        </Alert>
      )}
      {send.isError && (
        <ResponseMessage kind="error" ref={alertRef} tabIndex={-1}>
          {general.length > 0 ? general.join(' ') : t('customerService.fixErrors')}
        </ResponseMessage>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={send.isPending}
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 240 }}
      >
        {form.submit_label}
      </Button>
    </Stack>
  );
}

/** The privacy consent: its checkbox, the link to the policy, and its error. */
function ConsentField({ field, control }: { field: ContentFormField; control: ReturnType<typeof useForm<Values>>['control'] }) {
  return (
    <Controller
      control={control as never}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <Box>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                checked={input.value === true}
                onChange={(event) => input.onChange(event.target.checked)}
                onBlur={input.onBlur}
                inputRef={input.ref}
                required={field.required}
                slotProps={{
                  input: {
                    'aria-invalid': fieldState.error !== undefined,
                    'aria-describedby': `${field.name}-link`,
                  } as object,
                }}
                sx={{ mt: -1, '& input': { scrollMarginTop: 160 } }}
              />
            }
            // The required checkbox makes MUI add the asterisk to the label.
            label={<Typography component="span">{field.label}</Typography>}
          />
          {field.link && (
            <Box id={`${field.name}-link`} sx={{ pl: 4 }}>
              <Link component={RouterLink} to={field.link.url} sx={{ fontWeight: 700 }}>
                {field.link.label}
              </Link>
            </Box>
          )}
          {fieldState.error && (
            <FormHelperText error role="alert" sx={{ pl: 4 }}>
              {fieldState.error.message}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
