import { cartCodes, cartTexts, type SelectOption } from '@spesa/domain';
import { HttpError } from '../../lib/http-error';

/** The chosen options of a line and their canonical key (parameterName=key pairs in the product's order). */
export type ResolvedParams = { params: Record<string, string>; paramsKey: string };

const optionError = (code: string, description: string, parameterName: string) =>
  new HttpError(400, { code, description, field: `params.${parameterName}` });

/**
 * Checks the options sent with a product against its selectOptions: every option must be chosen with
 * one of its keys, and no other parameter may be sent. Throws a 400 naming the option otherwise.
 */
export function resolveParams(selectOptions: readonly SelectOption[], sent: Record<string, string> = {}): ResolvedParams {
  const known = new Set(selectOptions.map((option) => option.parameterName));
  const unknown = Object.keys(sent).find((name) => !known.has(name));
  if (unknown !== undefined) throw optionError(cartCodes.invalidOption, cartTexts.unknownOption(unknown), unknown);
  const params: Record<string, string> = {};
  for (const option of selectOptions) {
    const chosen = sent[option.parameterName]?.trim();
    if (!chosen) throw optionError(cartCodes.optionRequired, cartTexts.optionRequired(option.name), option.parameterName);
    if (!option.options.some((choice) => choice.key === chosen))
      throw optionError(cartCodes.invalidOption, cartTexts.invalidOption(option.name), option.parameterName);
    params[option.parameterName] = chosen;
  }
  return {
    params,
    paramsKey: selectOptions.map((option) => `${option.parameterName}=${params[option.parameterName]}`).join('&'),
  };
}

/** The product's options with the line's choices marked as selected. */
export function withSelectedOptions(selectOptions: readonly SelectOption[], params: Record<string, string>): SelectOption[] {
  return selectOptions.map((option) => {
    const key = params[option.parameterName];
    return { ...option, selected: key === undefined ? null : { key } };
  });
}
