import type { Product } from '@spesa/domain';
import type { ChosenOptions } from '../api/cart-dialogs';

/** The options the product arrives with already selected (parameterName → key). */
export function preselectedOptions(product: Pick<Product, 'selectOptions'>): ChosenOptions {
  const chosen: ChosenOptions = {};
  for (const option of product.selectOptions) {
    const key = option.selected?.key;
    if (key && option.options.some((choice) => choice.key === key)) chosen[option.parameterName] = key;
  }
  return chosen;
}

/** True when every option of the product has one of its own choices (the option selector's validity rule). */
export function allOptionsChosen(product: Pick<Product, 'selectOptions'>, chosen: ChosenOptions): boolean {
  return product.selectOptions.every((option) => option.options.some((choice) => choice.key === chosen[option.parameterName]));
}

/** The product with the shopper's choices as its selected options (the product page's chips): an add then sends them. */
export function withChosenOptions<P extends Pick<Product, 'selectOptions'>>(product: P, chosen: ChosenOptions): P {
  const selectOptions = product.selectOptions.map((option) => {
    const key = chosen[option.parameterName];
    return key && option.options.some((choice) => choice.key === key) ? { ...option, selected: { key } } : option;
  });
  return { ...product, selectOptions };
}
