import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { preselectedOptions, withChosenOptions } from '../../cart/utils/product-options';
import { makeProduct, makeProductView } from '../testing/fixtures';
import { ProductDetail } from './product-detail';

const cleaning = {
  name: 'Pulizia',
  parameterName: 'cleaning',
  options: [
    { key: 'whole', value: 'Intero' },
    { key: 'filleted', value: 'Sfilettato' },
  ],
  selected: null,
};

describe('the product page options', { timeout: 30_000 }, () => {
  it('are chips that choose the option, one per option group', async () => {
    renderWithProviders(<ProductDetail product={makeProductView({ name: 'Orata', selectOptions: [cleaning] })} />);
    const group = screen.getByRole('radiogroup', { name: 'Pulizia' });
    const [whole, filleted] = within(group).getAllByRole('radio');
    expect(whole).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(filleted as HTMLElement);
    expect(filleted).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(whole as HTMLElement);
    expect(whole).toHaveAttribute('aria-checked', 'true');
    expect(filleted).toHaveAttribute('aria-checked', 'false');
  });
});

describe('withChosenOptions', () => {
  it('gives the add the chips’ choice, and ignores a key the option does not have', () => {
    const product = makeProduct({ selectOptions: [cleaning] });
    expect(preselectedOptions(withChosenOptions(product, { cleaning: 'filleted' }))).toEqual({ cleaning: 'filleted' });
    expect(preselectedOptions(withChosenOptions(product, { cleaning: 'smoked' }))).toEqual({});
  });
});
