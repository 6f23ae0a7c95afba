import type { Cart } from '@spesa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { makeLooseProduct, makeProduct } from '../../catalogue/testing/fixtures';
import { listSelector } from '../../wishlists/api/list-selector';
import { cartDialogs } from '../api/cart-dialogs';
import { cartQueryKey } from '../api/get-cart';
import { makeCartItem, makeFilledCart } from '../testing/cart-fixtures';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../testing/cart-server';
import { CartDialogsHost } from './cart-dialogs-host';
import CartDrawerContent from './cart-drawer-content';

const passata = makeProduct({
  productId: 101,
  name: 'Passata di pomodoro',
  packageDescr: '700 g',
  priceCents: 199,
  warehousePromo: { promoId: 1, view: { cssClass: 'promo-percent', header: '-20%', body: '', footer: '' } },
});
const apples = makeLooseProduct();
const milk = makeProduct({ productId: 103, name: 'Latte intero', packageDescr: '1 l', priceCents: 129 });

function renderDrawer(cart: Cart | undefined, route: (call: RecordedCall) => Response | undefined = () => undefined) {
  const onClose = vi.fn();
  const calls = stubApi((call) => route(call) ?? (call.path === 'cart/view' && cart ? apiAnswer(cart) : undefined));
  const view = renderWithProviders(
    <>
      <CartDrawerContent loggedIn onClose={onClose} />
      <CartDialogsHost />
    </>,
  );
  view.queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  if (cart) view.queryClient.setQueryData(cartQueryKey, cart);
  return { ...view, onClose, calls };
}

const summary = () => screen.getByRole('region', { name: 'Riepilogo del carrello' });
/** The amount written beside a summary label. */
const amountOf = (label: string) => within(summary()).getByText(label).closest('div')?.querySelector('dd')?.textContent;

// Typing and several answers per test: generous on a busy machine.
describe('the cart drawer', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cartDialogs.answer();
  });

  it('shows a skeleton while the cart loads', async () => {
    stubApi(() => new Promise<Response>(() => {}));
    const view = renderWithProviders(<CartDrawerContent loggedIn onClose={() => {}} />);
    view.queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
    expect(await screen.findByRole('status', { name: 'Caricamento del carrello' })).toBeInTheDocument();
  });

  it('writes no count for an empty cart, says it is empty and offers no checkout', async () => {
    renderDrawer(makeFilledCart([]));
    expect(await screen.findByText('Il tuo carrello è vuoto: aggiungi i prodotti che ti servono dal catalogo.')).toBeVisible();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vai alla cassa' })).toBeNull();
  });

  it("counts '1 prodotto' and 'N prodotti'", async () => {
    const { unmount } = renderDrawer(makeFilledCart([makeCartItem(passata, 2)]));
    expect(await screen.findByTestId('cart-count')).toHaveTextContent(/^1 prodotto$/);
    unmount();
    renderDrawer(makeFilledCart([makeCartItem(passata, 2), makeCartItem(apples, 1.2), makeCartItem(milk, 1)]));
    expect(await screen.findByTestId('cart-count')).toHaveTextContent(/^3 prodotti$/);
  });

  it('shows each line: name, description, price, quantity, promotion and gross total', async () => {
    renderDrawer(makeFilledCart([makeCartItem(passata, 2), makeCartItem(apples, 1.2)]));
    const lines = within(await screen.findByRole('list', { name: 'Prodotti nel carrello' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Passata di pomodoro' })).toHaveAttribute('href', '/product/prodotto-101');
    expect(first).toHaveTextContent('700 g');
    expect(within(first).getByText('1,99 €')).toBeVisible();
    expect(within(first).getByText('-20%')).toBeVisible();
    expect(within(first).getByRole('textbox', { name: 'Quantità di Passata di pomodoro' })).toHaveValue('2');
    expect(within(first).getByTestId('line-total')).toHaveTextContent('Totale 3,98 €');
    expect(within(second).getByText('1,2 kg')).toBeVisible();
    expect(within(second).getByText('2,49 €/kg')).toBeVisible();
    expect(within(second).getByTestId('line-total')).toHaveTextContent('2,99 €');
  });

  it('groups the lines under their departments when the cart comes with sectors', async () => {
    const pasta = makeCartItem(passata, 1);
    const fruit = makeCartItem(apples, 0.5);
    renderDrawer(
      makeFilledCart([pasta, fruit], {
        sectors: [
          { sectorId: 1, name: 'Dispensa', cartItems: [pasta] },
          { sectorId: 2, name: 'Frutta e verdura', cartItems: [fruit] },
        ],
      }),
    );
    const pantry = await screen.findByRole('region', { name: 'Dispensa' });
    expect(within(pantry).getByRole('link', { name: 'Passata di pomodoro' })).toBeVisible();
    const greens = screen.getByRole('region', { name: 'Frutta e verdura' });
    expect(within(greens).getByRole('link', { name: 'Mele Golden' })).toBeVisible();
    expect(within(greens).queryByRole('link', { name: 'Passata di pomodoro' })).toBeNull();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2 prodotti');
  });

  it('sums up subtotal, gift certificate discounts, delivery fee and total, and the certificates the order earns', async () => {
    const cart = makeFilledCart([makeCartItem(passata, 10), makeCartItem(milk, 4)], {
      deliveryFeeCents: 390,
      orderAdjustmentSummary: {
        orderAdjustments: [
          {
            orderItemId: null,
            userGiftCertificateId: 5,
            giftCertificate: { giftCertificateId: 2, description: 'Buono benvenuto', code: 'BENVENUTO5' },
            amountCents: 500,
            amount: 5,
          },
        ],
      },
      giftCertificatesToGenerate: [{ description: 'Buono spesa del mese', giftTotalCents: 1000, giftTotal: 10 }],
    });
    renderDrawer(cart);
    await screen.findByTestId('cart-count');
    expect(amountOf('Subtotale')).toBe('25,06\u00a0€');
    expect(amountOf('Buono benvenuto')).toBe('−5,00\u00a0€');
    expect(amountOf('Spese di consegna')).toBe('3,90\u00a0€');
    expect(amountOf('Totale')).toBe('23,96\u00a0€');
    expect(screen.getByText('Buoni che riceverai con questo ordine')).toBeVisible();
    expect(screen.getByText('Buono spesa del mese: 10,00 €')).toBeVisible();
  });

  it('says why a code on the cart no longer gives anything (spent by another order meanwhile)', async () => {
    const cart = makeFilledCart([makeCartItem(milk, 1)], {
      orderAdjustmentSummary: {
        orderAdjustments: [
          {
            orderItemId: null,
            userGiftCertificateId: 6,
            giftCertificate: { giftCertificateId: 3, description: 'Buono da 3 €', code: 'UNAVOLTA3' },
            amountCents: 0,
            amount: 0,
            refusal: {
              code: 'errors.giftCertificate.usedUp',
              description: 'Questo buono è già stato utilizzato e non è più disponibile.',
            },
          },
        ],
      },
    });
    renderDrawer(cart);
    expect(await screen.findByText('Questo buono è già stato utilizzato e non è più disponibile.')).toBeVisible();
  });

  it('shows the loyalty points only above zero', async () => {
    const { unmount } = renderDrawer(makeFilledCart([makeCartItem(milk, 1)], { userPoints: { LOYALTY: { value: 12500 } } }));
    expect(await screen.findByText('Punti fedeltà')).toBeVisible();
    expect(screen.getByText('Hai 12.500 punti sulla tua carta')).toBeVisible();
    unmount();
    renderDrawer(makeFilledCart([makeCartItem(milk, 1)]));
    await screen.findByTestId('cart-count');
    expect(screen.queryByText('Punti fedeltà')).toBeNull();
  });

  it('removes a line only after Si', async () => {
    const user = userEvent.setup();
    const { calls } = renderDrawer(makeFilledCart([makeCartItem(passata, 2), makeCartItem(milk, 1)]), (call) =>
      call.path === 'cart/delete' ? apiAnswer(makeFilledCart([makeCartItem(milk, 1)])) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Rimuovi Passata di pomodoro dal carrello' }));
    let dialog = await screen.findByRole('dialog', { description: 'Vuoi rimuovere il prodotto dal carrello?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(callsTo(calls, 'cart/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rimuovi Passata di pomodoro dal carrello' }));
    dialog = await screen.findByRole('dialog', { description: 'Vuoi rimuovere il prodotto dal carrello?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1 prodotto'));
    expect(callsTo(calls, 'cart/delete')[0]?.body).toEqual({ items: [{ itemId: 1010, productId: 101 }] });
    expect(screen.queryByRole('link', { name: 'Passata di pomodoro' })).toBeNull();
  });

  it('empties the cart after Sì, every line in one cart/delete', async () => {
    const user = userEvent.setup();
    const { calls } = renderDrawer(makeFilledCart([makeCartItem(passata, 2), makeCartItem(milk, 1)]), (call) =>
      call.path === 'cart/delete' ? apiAnswer(makeFilledCart([])) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Svuota il carrello' }));
    const dialog = await screen.findByRole('dialog', { description: 'Vuoi togliere tutti i prodotti dal carrello?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(screen.queryByTestId('cart-count')).toBeNull());
    expect(callsTo(calls, 'cart/delete')[0]?.body).toEqual({
      items: [
        { itemId: 1010, productId: 101 },
        { itemId: 1030, productId: 103 },
      ],
    });
  });

  it('a cart that cannot be emptied says so with the emptyCart toast and shows its lines again', async () => {
    const user = userEvent.setup();
    renderDrawer(makeFilledCart([makeCartItem(passata, 2)]), (call) =>
      call.path === 'cart/delete' ? apiAnswer(null, { status: 400, errors: [] }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Svuota il carrello' }));
    const dialog = await screen.findByRole('dialog', { description: 'Vuoi togliere tutti i prodotti dal carrello?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByText('Non è stato possibile svuotare il carrello.')).toBeVisible();
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('1 prodotto');
  });

  it("saves a line's note and its accept-alternatives switch with update-infos", async () => {
    const user = userEvent.setup();
    const { calls } = renderDrawer(makeFilledCart([makeCartItem(apples, 1)]), (call) => {
      if (call.path !== 'cart/update-infos') return undefined;
      const { infos } = (call.body as { items: { infos: { notes?: string; accept_alternatives?: boolean } }[] }).items[0] ?? {
        infos: {},
      };
      return apiAnswer(
        makeFilledCart([
          makeCartItem(apples, 1, {
            cartItemInfo: {
              notes: infos.notes ?? '',
              accept_alternatives: infos.accept_alternatives === false ? 'false' : 'true',
              customWeight: '',
            },
          }),
        ]),
      );
    });
    const alternatives = await screen.findByRole('switch', {
      name: 'Accetto un prodotto alternativo: Mele Golden',
    });
    expect(alternatives).toBeChecked();
    await user.click(alternatives);
    await waitFor(() => expect(alternatives).not.toBeChecked());
    expect(callsTo(calls, 'cart/update-infos')[0]?.body).toEqual({
      items: [{ itemId: 2020, infos: { accept_alternatives: false } }],
    });

    await user.click(screen.getByRole('button', { name: 'Note per il prodotto' }));
    await user.type(screen.getByRole('textbox', { name: 'Note per il prodotto: Mele Golden' }), 'ben mature');
    await user.click(screen.getByRole('button', { name: 'Salva la nota' }));
    await waitFor(() => expect(callsTo(calls, 'cart/update-infos')).toHaveLength(2));
    expect(callsTo(calls, 'cart/update-infos')[1]?.body).toEqual({ items: [{ itemId: 2020, infos: { notes: 'ben mature' } }] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salva la nota' })).toBeDisabled());
    expect(await screen.findByText('Nota salvata')).toBeVisible();
  });

  it('checks a gift code, says why one is refused, adds a good one and removes it', async () => {
    const user = userEvent.setup();
    const lines = [makeCartItem(passata, 10)];
    const adjusted = makeFilledCart(lines, {
      orderAdjustmentSummary: {
        orderAdjustments: [
          {
            orderItemId: null,
            userGiftCertificateId: 9,
            giftCertificate: { giftCertificateId: 3, description: 'Sconto 10%', code: 'DIECI' },
            amountCents: 199,
            amount: 1.99,
          },
        ],
      },
    });
    const { calls } = renderDrawer(makeFilledCart(lines), (call) => {
      const code = call.query.get('code') ?? (call.body as { code?: string } | undefined)?.code;
      if (call.path === 'cart-giftcertificate/check') {
        return code === 'DIECI'
          ? apiAnswer({ giftCertificate: {}, amountCents: 199, amount: 1.99 })
          : apiAnswer(null, {
              status: 400,
              errors: [
                {
                  code: 'errors.giftCertificate.invalid',
                  description: 'Il codice inserito non è valido: controlla di averlo scritto correttamente.',
                },
              ],
            });
      }
      if (call.path === 'cart-giftcertificate/add_code') return apiAnswer(adjusted);
      if (call.path === 'cart-giftcertificate/remove_code') return apiAnswer(makeFilledCart(lines));
      return undefined;
    });
    const field = await screen.findByRole('textbox', { name: 'Codice buono sconto' });
    await user.type(field, 'SBAGLIATO');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('Il codice inserito non è valido: controlla di averlo scritto correttamente.')).toBeVisible();
    expect(callsTo(calls, 'cart-giftcertificate/add_code')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'DIECI');
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    await waitFor(() => expect(amountOf('Sconto 10%')).toBe('−1,99\u00a0€'));
    expect(callsTo(calls, 'cart-giftcertificate/add_code')[0]?.body).toEqual({ code: 'DIECI' });
    expect(amountOf('Totale')).toBe('17,91\u00a0€');
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Rimuovi il buono Sconto 10%' }));
    await waitFor(() => expect(within(summary()).queryByText('Sconto 10%')).toBeNull());
    expect(callsTo(calls, 'cart-giftcertificate/remove_code')[0]?.body).toEqual({ code: 'DIECI' });
  });

  it('continues shopping by closing the drawer, and links to /checkout', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDrawer(makeFilledCart([makeCartItem(milk, 1)]));
    expect(await screen.findByRole('link', { name: 'Vai alla cassa' })).toHaveAttribute('href', '/checkout');
    await user.click(screen.getByRole('button', { name: 'Continua gli acquisti' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("saves the cart's lines to a list through the list selector", async () => {
    const user = userEvent.setup();
    renderDrawer(makeFilledCart([makeCartItem(passata, 2), makeCartItem(apples, 1.2)]));
    await user.click(await screen.findByRole('button', { name: 'Salva il carrello in una lista' }));
    expect(listSelector.state()).toEqual({
      open: true,
      request: {
        items: [
          { productId: 101, quantity: 2 },
          { productId: 202, quantity: 1.2 },
        ],
      },
    });
    listSelector.finish(null);
  });

  it('shows a cart being paid as locked, with no edit buttons, and cancelling the payment makes it editable again', async () => {
    const line = makeCartItem(passata, 2);
    const locked = makeFilledCart([line], {
      cartStatusId: 2,
      editable: false,
      paymentHoldUntil: '2026-11-28T09:15:00.000Z',
    });
    const { calls } = renderDrawer(locked, (call) =>
      call.path === 'checkout/cancel'
        ? apiAnswer({ cart: makeFilledCart([line]), released: true }, { infos: [{ code: 'msg', description: 'ok' }] })
        : undefined,
    );
    const banner = await screen.findByTestId('cart-being-paid');
    expect(banner).toHaveTextContent('Carrello in fase di pagamento');
    expect(banner).toHaveTextContent('fino alle 10:15');
    expect(within(banner).getByRole('link', { name: 'Vai al pagamento' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('button', { name: /Aumenta la quantità/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Rimuovi Passata di pomodoro dal carrello' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Codice buono sconto' })).toBeNull();

    await userEvent.click(within(banner).getByRole('button', { name: 'Annulla il pagamento' }));
    await waitFor(() => expect(screen.queryByTestId('cart-being-paid')).toBeNull());
    expect(callsTo(calls, 'checkout/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Aumenta la quantità/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rimuovi Passata di pomodoro dal carrello' })).toBeVisible();
  });

  it('asks a visitor to log in', async () => {
    renderWithProviders(<CartDrawerContent loggedIn={false} onClose={() => {}} />);
    expect(screen.getByText('Per vedere il carrello accedi al tuo account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  });
});
