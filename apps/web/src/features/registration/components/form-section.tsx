import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
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
