import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { apiAnswer, callsTo, stubApi } from '../../cart/testing/cart-server';
import { PostalCodeCoverage } from './postal-code-coverage';

describe('"Consegniamo a casa tua?"', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a visitor whether home delivery reaches a CAP, and asks for five digits first', async () => {
    const calls = stubApi((call) =>
      call.path === 'user-address/coverage'
        ? apiAnswer({ postalcode: call.query.get('postalcode'), active: call.query.get('postalcode') === '24121' ? 1 : 0 })
        : undefined,
    );
    renderWithProviders(<PostalCodeCoverage />);
    const cap = screen.getByRole('textbox', { name: 'CAP' });
    const check = screen.getByRole('button', { name: 'Verifica' });

    await userEvent.type(cap, '241');
    await userEvent.click(check);
    expect(await screen.findByText('Scrivi un CAP di 5 cifre.')).toBeVisible();
    expect(callsTo(calls, 'user-address/coverage')).toHaveLength(0);

    await userEvent.type(cap, '21');
    await userEvent.click(check);
    expect(await screen.findByText('Sì, consegniamo a domicilio nel CAP 24121.')).toBeVisible();

    await userEvent.clear(cap);
    await userEvent.type(cap, '90121');
    await userEvent.click(check);
    expect(await screen.findByText(/^Non consegniamo ancora a domicilio nel CAP 90121/)).toBeVisible();
  });
});
