import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from './password-field';

export type FormTextFieldProps<Values extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  /** The form's control, whatever its resolver turns the values into. */
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** A password box with its show/hide button. */
  password?: boolean;
};

/**
 * A text box bound to a react-hook-form field: the rule's message (the domain's Italian text, or
 * the server's) replaces the helper text while the value is wrong.
 */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  password,
  helperText,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const Field = password ? PasswordField : TextField;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          fullWidth
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled || props.disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
          // A wrong field gets the focus: it scrolls into view below the sticky navbar, not under it.
          sx={[{ '& input': { scrollMarginTop: 160 } }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
        />
      )}
    />
  );
}
