import type { Product } from '@spesa/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeLooseProduct, makeProduct } from '../testing/fixtures';
import { TestProviders } from '../testing/render';
import { QuantityControl } from './quantity-control';

/** The control as the cart will use it: the value follows what the control asks for. */
function Harness({ product, initial = 0, onChange }: { product: Product; initial?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TestProviders>
      <QuantityControl
        product={product}
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
    </TestProviders>
  );
}

const sixPack = makeProduct({ name: 'Acqua minerale', productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '6' } });

describe('QuantityControl', () => {
  it("starts with 'Aggiungi'; plus and minus move a Pezzo by its QTY_MULT", async () => {
    const user = userEvent.setup();
    render(<Harness product={sixPack} />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi Acqua minerale al carrello' }));
    const input = screen.getByRole('textbox', { name: 'Quantità di Acqua minerale' });
    expect(input).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Acqua minerale' }));
    expect(input).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Diminuisci la quantità di Acqua minerale' }));
    expect(input).toHaveValue('6');
    await user.click(screen.getByRole('button', { name: 'Diminuisci la quantità di Acqua minerale' }));
    expect(screen.getByRole('button', { name: 'Aggiungi Acqua minerale al carrello' })).toBeVisible();
  });

  it('adds a loose product by WEIGHT_SELLING first, shown in g, then by STEP_SELLING up to kg', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness product={makeLooseProduct()} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi Mele Golden al carrello' }));
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    expect(screen.getByText('500 g')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Mele Golden' }));
    expect(onChange).toHaveBeenLastCalledWith(0.6);
    expect(screen.getByText('600 g')).toBeVisible();
  });

  it('shows a loose quantity of a kilo or more in kg, and goes to 0 below WEIGHT_SELLING', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeLooseProduct()} initial={1.5} />);
    expect(screen.getByText('1,5 kg')).toBeVisible();
    const minus = screen.getByRole('button', { name: 'Diminuisci la quantità di Mele Golden' });
    for (let press = 0; press < 10; press += 1) await user.click(minus);
    expect(screen.getByText('500 g')).toBeVisible();
    await user.click(minus);
    expect(screen.getByRole('button', { name: 'Aggiungi Mele Golden al carrello' })).toBeVisible();
  });

  it('lets the shopper type the quantity only for Pezzo and Confezione', () => {
    const { unmount } = render(<Harness product={makeProduct({ productInfos: { TIPOLOGIA: 'Confezione' } })} initial={2} />);
    expect(screen.getByRole('textbox', { name: /Quantità di/ })).toBeVisible();
    unmount();
    render(<Harness product={makeLooseProduct()} initial={0.5} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('500 g')).toBeVisible();
  });

  it('refuses a typed quantity below minAcq with the minAcq message', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness product={makeProduct({ name: 'Yogurt', minAcq: 3 })} initial={3} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantità di Yogurt' });
    await user.clear(input);
    await user.type(input, '2{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Non è possibile acquistare meno di 3 pezzi di questo prodotto');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('3');
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('caps at the purchasable maximum: plus is disabled there and a larger typed quantity is cut down, saying why', async () => {
    const user = userEvent.setup();
    render(<Harness product={makeProduct({ name: 'Olio', maxAcq: 4 })} initial={3} />);
    const plus = screen.getByRole('button', { name: 'Aumenta la quantità di Olio' });
    await user.click(plus);
    expect(plus).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Quantità di Olio' });
    await user.clear(input);
    await user.type(input, '9{Enter}');
    expect(input).toHaveValue('4');
    expect(screen.getByRole('alert')).toHaveTextContent('Hai superato la quantità massima acquistabile per questo prodotto');
  });
});
