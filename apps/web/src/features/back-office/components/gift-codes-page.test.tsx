import type { AdminGiftCertificate } from '@spesa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { GiftCodeForm } from './gift-code-form';
import { GiftCodeList } from './gift-code-list';

const welcome: AdminGiftCertificate = {
  giftCertificateId: 1,
  code: 'BENVENUTO5',
  description: 'Buono benvenuto da 5 €',
  valueType: 'fixed',
  value: 500,
  minCartTotalCents: 0,
  validFrom: null,
  validTo: null,
  maxRedemptions: null,
  maxRedemptionsPerShopper: null,
  redemptions: 3,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const summer: AdminGiftCertificate = {
  ...welcome,
  giftCertificateId: 2,
  code: 'ESTATE10',
  description: 'Sconto estate',
  valueType: 'percent',
  value: 12.5,
  minCartTotalCents: 3000,
  validFrom: '2026-05-31T22:00:00.000Z',
  validTo: '2026-09-30T21:59:59.999Z',
  maxRedemptions: 100,
  maxRedemptionsPerShopper: 1,
  redemptions: 0,
};

function render(route: (call: RecordedCall) => Response | undefined) {
  const calls = stubApi((call) => route(call));
  renderWithProviders(
    <>
      <GiftCodeForm />
      <GiftCodeList />
    </>,
    { queryClient: createTestQueryClient() },
  );
  return calls;
}

describe('back office gift codes', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the codes with their value, minimum, validity and uses', async () => {
    render((call) => (call.path === 'admin/gift-certificates' ? apiAnswer({ giftCertificates: [summer, welcome] }) : undefined));
    const card = await screen.findByRole('listitem', { name: 'ESTATE10' });
    expect(card).toHaveTextContent('12,5% di sconto');
    expect(card).toHaveTextContent(/Spesa minima 30,00\s€/);
    expect(card).toHaveTextContent('Validità: 01/06/2026 – 30/09/2026');
    expect(card).toHaveTextContent('Utilizzati: 0 su 100 · Al massimo 1 per cliente');
    const other = screen.getByRole('listitem', { name: 'BENVENUTO5' });
    expect(other).toHaveTextContent('Validità: da subito – senza scadenza');
    expect(other).toHaveTextContent('Utilizzati: 3 (illimitati)');
  });

  it('checks the form with the server’s rules before sending, then sends cents and shows a taken code under its field', async () => {
    const calls = render((call) => {
      if (call.path === 'admin/gift-certificates' && call.body === undefined) return apiAnswer({ giftCertificates: [welcome] });
      if (call.path === 'admin/gift-certificates')
        return apiAnswer(null, {
          status: 409,
          errors: [
            {
              code: 'errors.giftCertificate.duplicateCode',
              description: 'Esiste già un buono con il codice BENVENUTO5: scegline un altro.',
              field: 'code',
            },
          ],
        });
      return undefined;
    });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'BENVENUTO5' });
    await user.type(screen.getByRole('textbox', { name: 'Codice' }), 'benvenuto5');
    await user.type(screen.getByRole('textbox', { name: 'Importo (€)' }), '5,5x');
    await user.click(screen.getByRole('button', { name: 'Crea il buono' }));
    expect(screen.getByText('indica una descrizione')).toBeVisible();
    expect(screen.getByText('indica un importo in euro, con al massimo 2 decimali (es. 5,50)')).toBeVisible();
    expect(callsTo(calls, 'admin/gift-certificates').filter((call) => call.body !== undefined)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Descrizione' }), 'Buono di prova');
    await user.clear(screen.getByRole('textbox', { name: 'Importo (€)' }));
    await user.type(screen.getByRole('textbox', { name: 'Importo (€)' }), '5,50');
    await user.type(screen.getByRole('textbox', { name: 'Utilizzi totali' }), '1');
    await user.click(screen.getByRole('button', { name: 'Crea il buono' }));
    await waitFor(() =>
      expect(screen.getByText('Esiste già un buono con il codice BENVENUTO5: scegline un altro.')).toBeVisible(),
    );
    const posted = callsTo(calls, 'admin/gift-certificates').filter((call) => call.body !== undefined);
    expect(posted.map((call) => call.body)).toEqual([
      { code: 'BENVENUTO5', description: 'Buono di prova', value_type: 'fixed', amount_cents: 550, max_redemptions: 1 },
    ]);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Tipo di sconto' })).getByRole('radio', { name: 'Importo fisso' }),
    ).toBeChecked();
  });
});
