import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import { ResponseMessage } from '../../../components/ui/response-message';

/** A titled group of fields, laid out on a 12-column grid from tablets up (one column on phones). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ fontWeight: 700, fontSize: 18, mb: 2, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(12, 1fr)' }, gap: 2 }}>{children}</Box>
    </Box>
  );
}

/** One field's place on the section's grid: `span` of 12 columns from tablets up. */
export function Cell({ span, children }: { span: number; children: ReactNode }) {
  return <Box sx={{ gridColumn: { sm: `span ${span}` }, minWidth: 0 }}>{children}</Box>;
}

/** The server's errors that name no field, across the whole grid; nothing when there are none. */
export function FormErrorsCell({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Cell span={12}>
      <ResponseMessage kind="error">{messages.join(' ')}</ResponseMessage>
    </Cell>
  );
}

/** A text field bound to the form, in its place on the section's grid: `span` of 12 columns from tablets up. */
export function FieldCell<Values extends FieldValues, Output = Values>({
  span,
  ...field
}: FormTextFieldProps<Values, Output> & { span: number }) {
  return (
    <Cell span={span}>
      <FormTextField {...field} />
    </Cell>
  );
}

/**
 * The end of a registration form: what the server refused (its general messages, or "correct the
 * fields"), focusable for the screen reader, then the submit button.
 */
export function FormSubmit({
  failed,
  general,
  alertRef,
  pending,
  label,
}: {
  failed: boolean;
  general: readonly string[];
  alertRef: Ref<HTMLDivElement>;
  pending: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failed && (
        <ResponseMessage kind="error" ref={alertRef} tabIndex={-1}>
          {general.length > 0 ? general.join(' ') : t('registration.fixErrors')}
        </ResponseMessage>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={pending}
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 240 }}
      >
        {label}
      </Button>
    </>
  );
}
