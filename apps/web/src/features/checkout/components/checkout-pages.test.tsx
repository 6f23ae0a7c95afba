import { type Cart, orderModifyRefusal } from '@spesa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { cartQueryKey } from '../../cart/api/get-cart';
import { makeCartItem, makeFilledCart } from '../../cart/testing/cart-fixtures';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { makeCart } from '../../delivery/testing/delivery-fixtures';
import { makeOrder } from '../../orders/testing/order-fixtures';
import { externalPage } from '../api/checkout';
import { CheckoutView } from './checkout-view';
import { PaymentOutcome } from './payment-outcome';
import { PaymentView } from './payment-view';

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', packageDescr: '700 g', priceCents: 199 });
const filled = () => makeFilledCart([makeCartItem(passata, 2)], { deliveryFeeCents: 390 });

function renderPage(ui: React.ReactNode, cart: Cart, route: (call: RecordedCall) => Response | undefined = () => undefined) {
  const calls = stubApi(
    (call) =>
      route(call) ??
      (call.path === 'cart/view'
        ? apiAnswer(cart)
        : call.path === 'checkout/prepare'
          ? apiAnswer({
              cart,
              hold: { cartId: cart.cartId, timeslotId: 3, expiresAt: new Date(Date.now() + 900_000).toISOString() },
            })
          : undefined),
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  queryClient.setQueryData(cartQueryKey, cart);
  return { ...renderWithProviders(ui, { queryClient }), calls };
}

const location = () => screen.getByTestId('location').textContent;
/** Puts a value in a form's text box at once (pasted: typing letter by letter is slow on a busy machine). */
async function fill(form: HTMLElement, name: RegExp, value: string) {
  await userEvent.click(within(form).getByRole('textbox', { name }));
  await userEvent.paste(value);
}
const amountOf = (label: string) =>
  within(screen.getByRole('region', { name: 'Riepilogo del carrello' }))
    .getByText(label)
    .closest('div')
    ?.querySelector('dd')
    ?.textContent?.replace(/\s/g, ' ');

describe('checkout pages', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('/checkout', () => {
    it('shows the lines, the totals, address and slot with their edit buttons, and goes on to /payment', async () => {
      renderPage(<CheckoutView />, filled());
      expect(await screen.findByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Passata di pomodoro' })).toBeVisible();
      expect(amountOf('Subtotale')).toBe('3,98 €');
      expect(amountOf('Spese di consegna')).toBe('3,90 €');
      expect(amountOf('Totale')).toBe('7,88 €');
      expect(screen.getByRole('button', { name: 'Modifica indirizzo' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Modifica fascia oraria' })).toBeVisible();
      expect(screen.getByText('Casa')).toBeVisible();
      // The invoice option belongs to warehouse 89 only.
      expect(screen.queryByLabelText('Desidero la fattura')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
      await waitFor(() => expect(location()).toBe('/payment'));
    });

    it('says a cart being paid (another tab) is locked, with the way back to the payment or its cancel', async () => {
      const locked = makeFilledCart([makeCartItem(passata, 2)], {
        cartStatusId: 2,
        editable: false,
        paymentHoldUntil: new Date(Date.now() + 600_000).toISOString(),
      });
      renderPage(<CheckoutView />, locked);
      const banner = await screen.findByTestId('cart-being-paid');
      expect(within(banner).getByRole('link', { name: 'Vai al pagamento' })).toHaveAttribute('href', '/payment');
      expect(within(banner).getByRole('button', { name: 'Annulla il pagamento' })).toBeEnabled();
    });

    it('saves the order comment (at most 1000 characters, with a counter) before going on', async () => {
      const cart = filled();
      const { calls } = renderPage(<CheckoutView />, cart, (call) =>
        call.path === 'cart/update-cart-info'
          ? apiAnswer({ ...cart, cartInfos: { ...cart.cartInfos, order_comment: 'Citofono rotto' } })
          : undefined,
      );
      const comment = await screen.findByRole('textbox', { name: 'Note per il negozio (facoltative)' });
      expect(screen.getByText('0/1.000 caratteri')).toBeVisible();
      expect(comment).toHaveAttribute('maxlength', '1000');
      await userEvent.type(comment, 'Citofono rotto');
      expect(screen.getByText('14/1.000 caratteri')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
      await waitFor(() => expect(location()).toBe('/payment'));
      expect(callsTo(calls, 'cart/update-cart-info').map((call) => call.body)).toEqual([
        { property: 'order_comment', value: 'Citofono rotto' },
      ]);
    });

    it('offers the invoice switch for warehouse 89 and sends need_invoice', async () => {
      const cart = { ...filled(), warehouse: { warehouseId: 89 } };
      const { calls } = renderPage(<CheckoutView />, cart, (call) =>
        call.path === 'cart/update-cart-info'
          ? apiAnswer({ ...cart, cartInfos: { ...cart.cartInfos, need_invoice: 'true' } })
          : undefined,
      );
      const invoice = await screen.findByLabelText('Desidero la fattura');
      await userEvent.click(invoice);
      await waitFor(() => expect(invoice).toBeChecked());
      expect(callsTo(calls, 'cart/update-cart-info')[0]?.body).toEqual({ property: 'need_invoice', value: true });
    });

    it('cannot go on without a slot', async () => {
      renderPage(<CheckoutView />, { ...filled(), timeslot: null });
      expect(await screen.findByText("Scegli l'indirizzo e la fascia oraria per continuare.")).toBeVisible();
      expect(screen.getByRole('button', { name: 'Vai al pagamento' })).toBeDisabled();
    });
  });

  describe('/payment', () => {
    const order = makeOrder({ orderId: 55 });
    const buying = (buy: (call: RecordedCall) => Response) => (call: RecordedCall) => {
      if (call.path === 'checkout/prepare')
        return apiAnswer({ cart: filled(), hold: { cartId: 1, timeslotId: 3, expiresAt: '' } });
      if (call.path === 'checkout/buy') return buy(call);
      if (call.path === 'checkout/cancel') return apiAnswer({ cart: filled(), released: true });
      return undefined;
    };

    it('shows address and slot without edit buttons, the payment types, and needs the sales terms', async () => {
      const { calls } = renderPage(
        <PaymentView />,
        filled(),
        buying(() => apiAnswer({ order, orderId: 55 })),
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
      expect(screen.getByText('Casa')).toBeVisible();
      expect(screen.queryByRole('button', { name: /Modifica/ })).not.toBeInTheDocument();
      // The lines are read only: no quantity controls, no removal.
      const lines = screen.getByRole('list', { name: 'Prodotti nel carrello' });
      expect(within(lines).getByText('Passata di pomodoro')).toBeVisible();
      expect(within(lines).getByText('Quantità: 2 pz · 700 g')).toBeVisible();
      expect(within(lines).queryByRole('button')).not.toBeInTheDocument();
      const types = screen.getByRole('radiogroup', { name: 'Scegli il tipo di pagamento' });
      expect(within(types).getByRole('radio', { name: 'Pagamento alla consegna' })).toBeChecked();
      for (const label of ['Buoni pasto', 'Buoni pasto elettronici', 'Carta di credito online', 'PayPal'])
        expect(within(types).getByRole('radio', { name: label })).not.toBeChecked();

      await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
      expect(screen.getByText("Per confermare l'ordine accetta le condizioni generali di vendita.")).toBeVisible();
      expect(callsTo(calls, 'checkout/prepare')).toHaveLength(0);
    });

    it('pays on delivery: prepare, then buy with type 2, then the cart is read again and the thank-you page opens', async () => {
      const { calls } = renderPage(
        <PaymentView />,
        filled(),
        buying(() => apiAnswer({ order, orderId: 55 })),
      );
      await userEvent.click(
        await screen.findByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
      await waitFor(() => expect(location()).toBe('/cart/payment-completed/55'));
      const checkoutCalls = calls.map((call) => call.path).filter((path) => path.startsWith('checkout/'));
      expect(checkoutCalls).toEqual(['checkout/prepare', 'checkout/buy']);
      expect(callsTo(calls, 'checkout/buy')[0]?.query.get('payment_type_id')).toBe('2');
      // The ticked sales terms go to the server, which refuses an order without them.
      expect(JSON.parse(callsTo(calls, 'checkout/buy')[0]?.query.get('payment_data') ?? '')).toEqual({
        accept_sales_terms: true,
      });
      await waitFor(() => expect(callsTo(calls, 'cart/view').length).toBeGreaterThan(0));
    });

    it('buying the edit of an order reads the order again first, and stops if the store has taken it in charge', async () => {
      const editing = { ...filled(), cartStatusId: 7, editsOrderId: 41 };
      let edited = makeOrder({ orderId: 41, orderStatusId: 3 });
      const { calls } = renderPage(<PaymentView />, editing, (call) => {
        if (call.path === 'order/view') return apiAnswer(edited);
        return buying(() => apiAnswer({ order, orderId: 55 }))(call);
      });
      const terms = await screen.findByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' });
      await userEvent.click(terms);

      // Meanwhile the store took the order in charge: the shopper is told, nothing is locked or bought.
      edited = makeOrder({ orderId: 41, orderStatusId: 4 });
      await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
      expect(await screen.findByText(orderModifyRefusal(edited)?.message ?? 'missing refusal')).toBeVisible();
      expect(callsTo(calls, 'order/view')[0]?.query.get('order_id')).toBe('41');
      expect(callsTo(calls, 'checkout/prepare')).toHaveLength(0);

      // Still editable: read again, then prepare and buy, in that order.
      edited = makeOrder({ orderId: 41, orderStatusId: 3 });
      await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
      await waitFor(() => expect(location()).toBe('/cart/payment-completed/55'));
      const flow = calls.map((call) => call.path).filter((path) => path === 'order/view' || path.startsWith('checkout/'));
      expect(flow).toEqual(['order/view', 'order/view', 'checkout/prepare', 'checkout/buy']);
    });

    it('asks for the invoice data inline when the cart needs an invoice; saved, the order can be confirmed', async () => {
      const cart = { ...filled(), warehouse: { warehouseId: 89 }, cartInfos: { order_comment: '', need_invoice: 'true' } };
      const saved = {
        billingName: 'Rossi S.r.l.',
        fiscalCode: '01234567897',
        vatNumber: '01234567897',
        address1: 'Via Pignolo',
        addressNumber: '7',
        postalcode: '24121',
        city: 'Bergamo',
        province: 'BG',
        sdiCode: 'M5UXCR1',
        pec: null,
      };
      const { calls } = renderPage(<PaymentView />, cart, (call) => {
        if (call.path === 'user/billing-data')
          return call.body
            ? apiAnswer(
                { billingData: saved },
                { infos: [{ code: 'info.billing.saved', description: 'Dati di fatturazione salvati.' }] },
              )
            : apiAnswer({ billingData: null });
        return buying(() => apiAnswer({ order, orderId: 55 }))(call);
      });

      const form = await screen.findByRole('group', { name: 'Intestatario della fattura' });
      expect(screen.getByText("Salva i dati di fatturazione per confermare l'ordine.")).toBeVisible();
      expect(screen.getByRole('button', { name: 'Conferma ordine' })).toBeDisabled();

      // The domain's rules, before anything is sent.
      await userEvent.click(screen.getByRole('button', { name: 'Salva i dati di fatturazione' }));
      expect(await within(form).findAllByText('Campo obbligatorio')).not.toHaveLength(0);
      await fill(form, /Ragione sociale/, 'Rossi S.r.l.');
      await fill(form, /Codice fiscale/, '01234567897');
      await fill(form, /Partita IVA/, '01234567897');
      await fill(form, /Indirizzo di fatturazione/, 'Via Pignolo');
      await fill(form, /Civico/, '7');
      await fill(form, /CAP/, '24121');
      await fill(form, /Città/, 'Bergamo');
      await fill(form, /Provincia/, 'BG');
      await userEvent.click(screen.getByRole('button', { name: 'Salva i dati di fatturazione' }));
      expect(await within(form).findByText('Con la partita IVA indicare il codice destinatario (SDI) o la PEC')).toBeVisible();
      expect(callsTo(calls, 'user/billing-data').filter((call) => call.body)).toHaveLength(0);
      await fill(form, /Codice destinatario/, 'm5uxcr1');
      await userEvent.click(screen.getByRole('button', { name: 'Salva i dati di fatturazione' }));

      // Saved: what the invoice carries, and the order may be confirmed.
      expect(await screen.findByText('Rossi S.r.l.')).toBeVisible();
      expect(screen.getByText('Via Pignolo 7, 24121 Bergamo (BG)')).toBeVisible();
      expect(callsTo(calls, 'user/billing-data').find((call) => call.body)?.body).toMatchObject({
        billingName: 'Rossi S.r.l.',
        fiscalCode: '01234567897',
        // What the domain's schema made of it: upper case, the empty PEC left out.
        sdiCode: 'M5UXCR1',
      });
      expect(callsTo(calls, 'user/billing-data').find((call) => call.body)?.body).not.toHaveProperty('pec');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }));
      await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
      await waitFor(() => expect(location()).toBe('/cart/payment-completed/55'));
    }, 60_000);

    it('shows the saved invoice data without the form, and asks nothing when no invoice is needed', async () => {
      const cart = { ...filled(), warehouse: { warehouseId: 89 }, cartInfos: { order_comment: '', need_invoice: 'true' } };
      const billingData = {
        billingName: 'Mario Rossi',
        fiscalCode: 'RSSMRA80A01H501U',
        vatNumber: null,
        address1: 'Via Roma',
        addressNumber: '1',
        postalcode: '24121',
        city: 'Bergamo',
        province: 'BG',
        sdiCode: null,
        pec: null,
      };
      renderPage(<PaymentView />, cart, (call) => (call.path === 'user/billing-data' ? apiAnswer({ billingData }) : undefined));
      expect(await screen.findByText('Mario Rossi')).toBeVisible();
      expect(screen.getByText('Codice fiscale: RSSMRA80A01H501U')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Conferma ordine' })).toBeEnabled();
      await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
      expect(screen.getByRole('textbox', { name: /Ragione sociale/ })).toHaveValue('Mario Rossi');
    });

    it('reads no invoice data for a cart without invoice, nor for a switch left on in a warehouse without the option', async () => {
      const { calls } = renderPage(<PaymentView />, { ...filled(), cartInfos: { order_comment: '', need_invoice: 'true' } });
      expect(await screen.findByRole('button', { name: 'Conferma ordine' })).toBeEnabled();
      expect(screen.queryByText('Dati di fatturazione')).not.toBeInTheDocument();
      expect(callsTo(calls, 'user/billing-data')).toHaveLength(0);
    });

    it("shows the server's first error when the buy is refused", async () => {
      const refusal = "La fascia oraria scelta è al completo: scegline un'altra.";
      const { calls, unmount } = renderPage(
        <PaymentView />,
        filled(),
        buying(() => apiAnswer(null, { status: 409, errors: [{ code: 'errors.timeslotFull', description: refusal }] })),
      );
      await userEvent.click(
        await screen.findByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
      expect(location()).toBe('/');
      // Leaving the page gives the held place back.
      unmount();
      await waitFor(() => expect(callsTo(calls, 'checkout/cancel')).toHaveLength(1));
    });

    it("pays online: PayPal is bought with type 13 and the shopper goes to the gateway's page", async () => {
      const open = vi.spyOn(externalPage, 'open').mockImplementation(() => {});
      const paymentUrl = '/ebsn/api/payment-gateway/test/pay?session=abc';
      const { calls } = renderPage(
        <PaymentView />,
        filled(),
        buying(() => apiAnswer({ order, orderId: 55, paymentUrl })),
      );
      await userEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }));
      await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith(paymentUrl));
      expect(callsTo(calls, 'checkout/buy')[0]?.query.get('payment_type_id')).toBe('13');
      expect(location()).toBe('/');
    });

    it('going back to the cart gives the slot place back (checkout/cancel)', async () => {
      const { calls } = renderPage(
        <PaymentView />,
        filled(),
        buying(() => apiAnswer({ order, orderId: 55 })),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Torna al carrello' }));
      await waitFor(() => expect(location()).toBe('/checkout'));
      expect(callsTo(calls, 'checkout/cancel')).toHaveLength(1);
    });

    it('sends a cart that cannot be paid (no slot) back to /checkout', async () => {
      renderPage(<PaymentView />, { ...makeCart(), timeslot: null });
      await waitFor(() => expect(location()).toBe('/checkout'));
    });
  });

  describe('payment outcome pages', () => {
    it('thanks for the order, with its number and a link to it', async () => {
      renderWithProviders(<PaymentOutcome orderId={55} outcome="completed" />);
      expect(screen.getByRole('heading', { level: 1, name: "Grazie! L'ordine 55 è stato ricevuto." })).toBeVisible();
      expect(screen.getByRole('link', { name: "Vai al dettaglio dell'ordine" })).toHaveAttribute('href', '/profile/orders/55');
    });

    it('says the payment failed, with a link to the order', async () => {
      renderWithProviders(<PaymentOutcome orderId={56} outcome="error" />);
      expect(screen.getByRole('heading', { level: 1, name: 'Il pagamento non è andato a buon fine' })).toBeVisible();
      expect(screen.getByText(/L'ordine 56 è in attesa di pagamento/)).toBeVisible();
      expect(screen.getByRole('link', { name: "Vai al dettaglio dell'ordine" })).toHaveAttribute('href', '/profile/orders/56');
    });
  });
});
