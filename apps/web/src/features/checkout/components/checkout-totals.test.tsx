import type { Cart, CheckoutHold } from '@spesa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { cartQueryKey } from '../../cart/api/get-cart';
import { makeCartItem, makeFilledCart } from '../../cart/testing/cart-fixtures';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { checkoutHoldQueryKey } from '../api/checkout';
import { CheckoutView } from './checkout-view';
import { formatRemaining } from './hold-countdown';
import { PaymentView } from './payment-view';

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', packageDescr: '700 g', priceCents: 199 });
const progress = {
  serviceKind: 'home',
  baseFeeCents: 490,
  feeCents: 490,
  freeThresholdCents: 8000,
  minimumOrderCents: 3000,
} as const;
/** Two packs (3,98 €) delivered at home: below the 30 € minimum. */
const belowMinimum = () =>
  makeFilledCart([makeCartItem(passata, 2)], {
    deliveryFeeCents: 490,
    deliveryProgress: { ...progress, amountToFreeDeliveryCents: 7602, amountToMinimumCents: 2602 },
  });
/** Twenty packs (39,80 €): the minimum is met. */
const aboveMinimum = () =>
  makeFilledCart([makeCartItem(passata, 20)], {
    deliveryFeeCents: 490,
    deliveryProgress: { ...progress, amountToFreeDeliveryCents: 4020, amountToMinimumCents: 0 },
  });

function renderPage(ui: React.ReactNode, cart: Cart, route: (call: RecordedCall) => Response | undefined, hold?: CheckoutHold) {
  const calls = stubApi((call) => route(call) ?? (call.path === 'cart/view' ? apiAnswer(cart) : undefined));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  queryClient.setQueryData(cartQueryKey, cart);
  if (hold) queryClient.setQueryData(checkoutHoldQueryKey, hold);
  return { ...renderWithProviders(ui, { queryClient }), calls };
}
const location = () => screen.getByTestId('location').textContent;
const holdEnding = (inMilliseconds: number): CheckoutHold => ({
  cartId: 1,
  timeslotId: 3,
  expiresAt: new Date(Date.now() + inMilliseconds).toISOString(),
});

describe('checkout: minimum order and the slot hold', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cannot go on to payment below the minimum order, and says how much is missing', async () => {
    const { calls } = renderPage(<CheckoutView />, belowMinimum(), () => undefined);
    expect(await screen.findByText('Ordine minimo 30,00 € per la consegna a domicilio: mancano 26,02 €')).toBeVisible();
    expect(screen.getByText('Mancano 76,02 € per la consegna gratuita')).toBeVisible();
    expect(screen.getByText("Aggiungi prodotti per raggiungere l'ordine minimo e confermare la spesa.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vai al pagamento' })).toBeDisabled();
    expect(callsTo(calls, 'checkout/prepare')).toHaveLength(0);
  });

  it('holds the slot with Vai al pagamento; a refusal shows the server’s text and stays', async () => {
    const refusal =
      "L'ordine minimo per la consegna a domicilio è di 30,00 €: aggiungi prodotti per altri 1,00 € per confermare la spesa.";
    const { calls } = renderPage(<CheckoutView />, aboveMinimum(), (call) =>
      call.path === 'checkout/prepare'
        ? apiAnswer(null, { status: 409, errors: [{ code: 'errors.checkout.minimumOrderNotReached', description: refusal }] })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Vai al pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(callsTo(calls, 'checkout/prepare')).toHaveLength(1);
    expect(location()).toBe('/');
  });

  it('counts the hold down on /payment, and gives it back when the shopper leaves', async () => {
    const { calls, unmount } = renderPage(<PaymentView />, aboveMinimum(), () => undefined, holdEnding(14 * 60_000 + 30_000));
    expect(await screen.findByTestId('hold-countdown')).toHaveTextContent(
      /Abbiamo riservato per te la fascia oraria: hai ancora 14:(30|29) per confermare l'ordine\./,
    );
    unmount();
    await waitFor(() => expect(callsTo(calls, 'checkout/cancel')).toHaveLength(1));
  });

  it('counts down the cart’s own lock when /payment is opened again (a reload: no prepare on this page)', async () => {
    const cart = { ...aboveMinimum(), cartStatusId: 2, editable: false, paymentHoldUntil: holdEnding(10 * 60_000).expiresAt };
    renderPage(<PaymentView />, cart, () => undefined);
    expect(await screen.findByTestId('hold-countdown')).toHaveTextContent(/hai ancora (10:00|9:59) per confermare/);
  });

  it('says what happens once the hold has run out, and holds the slot again on request', async () => {
    const cart = aboveMinimum();
    const { calls } = renderPage(
      <PaymentView />,
      cart,
      (call) => (call.path === 'checkout/prepare' ? apiAnswer({ cart, hold: holdEnding(15 * 60_000) }) : undefined),
      holdEnding(-1000),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La riserva della fascia oraria è scaduta: confermando l'ordine proveremo a riservarla di nuovo, se c'è ancora posto.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Riserva di nuovo' }));
    expect(await screen.findByText(/hai ancora 1[45]:\d\d per confermare/)).toBeVisible();
    expect(callsTo(calls, 'checkout/prepare')).toHaveLength(1);
  });

  it('writes the time left as minutes and seconds', () => {
    expect(formatRemaining(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
