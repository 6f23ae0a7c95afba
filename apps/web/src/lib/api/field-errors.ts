import { ApiError, messageText } from './client';

export type FieldErrors<Field extends string> = {
  /** The server's message for each form field it named (the first one when it named a field twice). */
  fields: Partial<Record<Field, string>>;
  /** Messages that name no field of the form: shown above it. */
  general: string[];
};

/**
 * Sorts a failed call's messages onto the form's fields. The server names the field of each
 * validation failure apart from its pure text (`errorsMessage[].field`, a dotted path such as `legals`
 * or `legals.0.accepted`): the field is matched by its path or by the path's first part and shows
 * the text; a message about no field of the form keeps its field's name in front (`messageText`).
 */
export function fieldErrorsOf<Field extends string>(error: unknown, formFields: readonly Field[]): FieldErrors<Field> {
  const result: FieldErrors<Field> = { fields: {}, general: [] };
  if (!(error instanceof ApiError)) {
    result.general.push(error instanceof Error ? error.message : String(error));
    return result;
  }
  const known = new Set<string>(formFields);
  for (const message of error.messages) {
    const path = message.field ?? '';
    const field = [path, path.split('.')[0] ?? ''].find((candidate) => known.has(candidate)) as Field | undefined;
    if (field === undefined) result.general.push(messageText(message));
    else result.fields[field] ??= message.description;
  }
  return result;
}

/**
 * Puts the server's message on each form field it named (as react-hook-form's `setError` does) and
 * returns those fields in form order, so the caller can focus the first, plus the messages that
 * name no field.
 */
export function applyFieldErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  setError: (name: Field, error: { type: string; message: string }) => void,
): { named: Field[]; general: string[] } {
  const { fields, general } = fieldErrorsOf(error, formFields);
  const named = formFields.filter((name) => fields[name] !== undefined);
  for (const name of named) setError(name, { type: 'server', message: fields[name] as string });
  return { named, general };
}
