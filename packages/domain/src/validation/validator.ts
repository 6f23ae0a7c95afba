/**
 * A field rule: null when the value is valid, otherwise the Italian message to show. Format rules
 * accept an empty value (so optional fields pass); combine them with `validateRequired` for fields
 * that must be filled.
 */
export type Validator = (value: string | null | undefined) => string | null;

/** True for undefined, null and strings of only white space. */
export function isBlank(value: string | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value.trim() === '';
}

/** Runs the validators in order and returns the first message, or null when all pass. */
export function firstValidationMessage(value: string | null | undefined, validators: readonly Validator[]): string | null {
  for (const validator of validators) {
    const message = validator(value);
    if (message !== null) return message;
  }
  return null;
}

/** Builds a format rule from a test on the trimmed value; blank values pass. */
export function formatValidator(isValid: (trimmed: string) => boolean, message: string): Validator {
  return (value) => (isBlank(value) || isValid(value.trim()) ? null : message);
}
