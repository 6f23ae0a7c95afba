import type { Cart, Product } from '@spesa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { loginDialog } from '../../../lib/api/login-dialog';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { cartDialogs } from '../../cart/api/cart-dialogs';
import { cartQueryKey } from '../../cart/api/get-cart';
import { CartDialogsHost } from '../../cart/components/cart-dialogs-host';
import { makeCartItem, makeFilledCart } from '../../cart/testing/cart-fixtures';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { deliveryDialogs } from '../../delivery/api/delivery-dialogs';
import { makeCart } from '../../delivery/testing/delivery-fixtures';
import { makeLooseProduct, makeProduct } from '../testing/fixtures';
import { ProductQuantity } from './product-quantity';

const sixPack = makeProduct({ productId: 301, name: 'Acqua minerale', productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '6' } });
const fish = makeProduct({
  productId: 302,
  name: 'Orata',
  selectOptions: [
    {
      name: 'Pulizia',
      parameterName: 'cleaning',
      options: [
        { key: 'whole', value: 'Intera' },
        { key: 'filleted', value: 'Sfilettata' },
      ],
      selected: null,
    },
  ],
});

/** The product's control with the shell's cart dialogs, for a shopper (or a visitor) whose cart is `cart`. */
function renderControl(product: Product, { cart = makeCart() as Cart | null, loggedIn = true } = {}) {
  const view = renderWithProviders(
    <>
      <ProductQuantity product={product} />
      <CartDialogsHost />
    </>,
  );
  view.queryClient.setQueryData(accountQueryKeys.currentUser, loggedIn ? makeUser() : null);
  if (cart) view.queryClient.setQueryData(cartQueryKey, cart);
  return view;
}

/** A server that adds, updates and removes one line of `product`, answering the whole cart each time. */
function cartServer(product: Product, route?: (call: RecordedCall) => Response | undefined) {
  let cart = makeFilledCart([]);
  const withQuantity = (quantity: number, params: Record<string, string> = {}) =>
    makeFilledCart(quantity > 0 ? [makeCartItem(product, quantity, { params })] : []);
  return stubApi((call) => {
    const custom = route?.(call);
    if (custom) return custom;
    const body = call.body as { items: { quantity: number; params?: Record<string, string> }[] };
    if (call.path === 'cart/view') return apiAnswer(cart);
    if (call.path === 'cart/add') cart = withQuantity(body.items[0]?.quantity ?? 0, body.items[0]?.params);
    else if (call.path === 'cart/update') cart = withQuantity(body.items[0]?.quantity ?? 0);
    else if (call.path === 'cart/delete') cart = withQuantity(0);
    else return undefined;
    return apiAnswer(cart);
  });
}

const addButton = (name: string) => screen.getByRole('button', { name: `Aggiungi ${name} al carrello` });

// Several dialogs and answers per test: generous on a busy machine.
describe('the quantity control of a card and of the product page', { timeout: 20_000 }, () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    vi.unstubAllGlobals();
    loginDialog.close();
    deliveryDialogs.finish(false);
    cartDialogs.answer();
    window.sessionStorage.clear();
  });

  it('opens the login dialog for a visitor, and adds nothing', async () => {
    const calls = cartServer(sixPack);
    renderControl(sixPack, { cart: null, loggedIn: false });
    await userEvent.click(addButton('Acqua minerale'));
    // The flow's code comes with the first press (ProductQuantity): the dialog follows it.
    await waitFor(() => expect(loginDialog.state().open).toBe(true));
    expect(callsTo(calls, 'cart/add')).toHaveLength(0);
  });

  it('asks for the address first when the shop only assigned one', async () => {
    const calls = cartServer(sixPack);
    const cart = makeCart();
    renderControl(sixPack, {
      cart: { ...cart, shippingAddress: cart.shippingAddress && { ...cart.shippingAddress, autoAssigned: true } },
    });
    await userEvent.click(addButton('Acqua minerale'));
    await waitFor(() => expect(deliveryDialogs.state().open).toBe('address'));
    deliveryDialogs.finish(false);
    await waitFor(() => expect(addButton('Acqua minerale')).toBeEnabled());
    expect(callsTo(calls, 'cart/add')).toHaveLength(0);
  });

  it('shows the quantity that is in the cart for the product', async () => {
    cartServer(sixPack);
    renderControl(sixPack, { cart: makeFilledCart([makeCartItem(sixPack, 18)]) });
    expect(await screen.findByRole('textbox', { name: 'Quantità di Acqua minerale' })).toHaveValue('18');
  });

  it('adds by the first step, then plus and minus update the line by QTY_MULT; minus to 0 asks No/Si before removing', async () => {
    const user = userEvent.setup();
    const calls = cartServer(sixPack);
    window.history.pushState(null, '', '/search?q=acqua&page=2');
    renderControl(sixPack);
    await user.click(addButton('Acqua minerale'));
    const input = await screen.findByRole('textbox', { name: 'Quantità di Acqua minerale' });
    expect(input).toHaveValue('6');
    // The spec's cart/add item: the listing it was added from (searchParams) and the line's infos (the test brand's default: yes).
    expect(callsTo(calls, 'cart/add')[0]?.body).toEqual({
      items: [
        {
          productId: 301,
          quantity: 6,
          params: {},
          searchParams: { path: '/search', q: 'acqua', page: '2' },
          infos: { notes: '', accept_alternatives: true },
        },
      ],
    });
    window.history.pushState(null, '', '/');

    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Acqua minerale' }));
    await waitFor(() => expect(input).toHaveValue('12'));
    expect(callsTo(calls, 'cart/update')[0]?.body).toEqual({ items: [{ itemId: 3010, quantity: 12 }] });
    await user.click(screen.getByRole('button', { name: 'Diminuisci la quantità di Acqua minerale' }));
    await waitFor(() => expect(input).toHaveValue('6'));

    await user.click(screen.getByRole('button', { name: 'Diminuisci la quantità di Acqua minerale' }));
    let confirm = await screen.findByRole('dialog', { description: 'Vuoi rimuovere il prodotto dal carrello?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'cart/delete')).toHaveLength(0);
    expect(input).toHaveValue('6');

    await user.click(screen.getByRole('button', { name: 'Diminuisci la quantità di Acqua minerale' }));
    confirm = await screen.findByRole('dialog', { description: 'Vuoi rimuovere il prodotto dal carrello?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sì' }));
    expect(await screen.findByRole('button', { name: 'Aggiungi Acqua minerale al carrello' })).toBeVisible();
    expect(callsTo(calls, 'cart/delete')[0]?.body).toEqual({ items: [{ itemId: 3010, productId: 301 }] });
  });

  it('counts quick presses of plus from the quantity shown, and keeps the newest even when the answers cross', async () => {
    const user = userEvent.setup();
    const held: { quantity: number; answer: (response: Response) => void }[] = [];
    const calls = stubApi((call) => {
      if (call.path !== 'cart/update') return undefined;
      const quantity = (call.body as { items: { quantity: number }[] }).items[0]?.quantity ?? 0;
      return new Promise<Response>((answer) => held.push({ quantity, answer }));
    });
    renderControl(sixPack, { cart: makeFilledCart([makeCartItem(sixPack, 6)]) });
    const input = await screen.findByRole('textbox', { name: 'Quantità di Acqua minerale' });
    const plus = screen.getByRole('button', { name: 'Aumenta la quantità di Acqua minerale' });
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    expect(input).toHaveValue('24');
    expect(callsTo(calls, 'cart/update').map((call) => call.body)).toEqual(
      [12, 18, 24].map((quantity) => ({ items: [{ itemId: 3010, quantity }] })),
    );
    // The newest answer first, then the older ones: the screen keeps the newest.
    for (const { quantity, answer } of [...held].reverse()) answer(apiAnswer(makeFilledCart([makeCartItem(sixPack, quantity)])));
    await waitFor(() => expect(held).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input).toHaveValue('24');
  });

  it('asks for the missing options: the button is enabled only once every option is chosen', async () => {
    const user = userEvent.setup();
    const calls = cartServer(fish);
    renderControl(fish);
    await user.click(addButton('Orata'));
    const dialog = await screen.findByRole('dialog', { name: 'È necessario selezionare tutte le opzioni' });
    const submit = within(dialog).getByRole('button', { name: 'aggiungi al carrello' });
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Pulizia' }), 'Sfilettata');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('textbox', { name: 'Quantità di Orata' })).toHaveValue('1');
    expect(callsTo(calls, 'cart/add')[0]?.body).toMatchObject({
      items: [{ productId: 302, quantity: 1, params: { cleaning: 'filleted' } }],
    });
  });

  it('adds nothing when the option dialog is closed', async () => {
    const user = userEvent.setup();
    const calls = cartServer(fish);
    renderControl(fish);
    await user.click(addButton('Orata'));
    const dialog = await screen.findByRole('dialog', { name: 'È necessario selezionare tutte le opzioni' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(addButton('Orata')).toBeEnabled());
    expect(callsTo(calls, 'cart/add')).toHaveLength(0);
  });

  it('sends the gift code the page brought before the first add, once', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?gift_code=benvenuto10');
    const calls = cartServer(sixPack, (call) =>
      call.path === 'cart-giftcertificate/add_code' ? apiAnswer(makeFilledCart([])) : undefined,
    );
    renderControl(sixPack);
    await user.click(addButton('Acqua minerale'));
    await screen.findByRole('textbox', { name: 'Quantità di Acqua minerale' });
    expect(calls.map((call) => call.path)).toEqual(['cart-giftcertificate/add_code', 'cart/add']);
    expect(calls[0]?.body).toEqual({ code: 'BENVENUTO10' });
  });

  it('shows a loose product in g and kg, adding WEIGHT_SELLING first', async () => {
    const user = userEvent.setup();
    const apples = makeLooseProduct();
    const calls = cartServer(apples);
    renderControl(apples);
    await user.click(addButton('Mele Golden'));
    expect(await screen.findByText('500 g')).toBeVisible();
    expect(callsTo(calls, 'cart/add')[0]?.body).toMatchObject({ items: [{ productId: 202, quantity: 0.5 }] });
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità di Mele Golden' }));
    expect(await screen.findByText('600 g')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refuses a typed quantity below minAcq with the minAcq message, sending nothing', async () => {
    const user = userEvent.setup();
    const yogurt = makeProduct({ productId: 303, name: 'Yogurt', minAcq: 3 });
    const calls = cartServer(yogurt);
    renderControl(yogurt, { cart: makeFilledCart([makeCartItem(yogurt, 4)]) });
    const input = await screen.findByRole('textbox', { name: 'Quantità di Yogurt' });
    await user.clear(input);
    await user.type(input, '2{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Non è possibile acquistare meno di 3 pezzi di questo prodotto');
    expect(callsTo(calls, 'cart/update')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '5{Enter}');
    await waitFor(() => expect(callsTo(calls, 'cart/update')[0]?.body).toEqual({ items: [{ itemId: 3030, quantity: 5 }] }));
  });

  it("shows an unavailable product's message as a dialog, and other messages as toasts", async () => {
    const user = userEvent.setup();
    cartServer(sixPack, (call) =>
      call.path === 'cart/add'
        ? apiAnswer(makeFilledCart([]), {
            status: 409,
            errors: [
              { code: 'msg.cart.availability.errors', description: 'Il prodotto "Acqua minerale" non è al momento disponibile.' },
            ],
            warnings: [{ code: 'msg.other', description: 'Le consegne di domani sono quasi esaurite.' }],
          })
        : undefined,
    );
    renderControl(sixPack);
    await user.click(addButton('Acqua minerale'));
    const dialog = await screen.findByRole('dialog', { name: 'Alcuni prodotti non sono disponibili' });
    expect(dialog).toHaveTextContent('Il prodotto "Acqua minerale" non è al momento disponibile.');
    expect(await screen.findByText('Le consegne di domani sono quasi esaurite.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal as an error toast, and the action's own text when the server gives none", async () => {
    const user = userEvent.setup();
    let failWithText = true;
    cartServer(sixPack, (call) => {
      if (call.path !== 'cart/add') return undefined;
      return failWithText
        ? apiAnswer(null, {
            status: 400,
            errors: [{ code: 'errors.minAcq', description: 'Non è possibile acquistare meno di 6 pezzi di questo prodotto' }],
          })
        : new Response('bad gateway', { status: 400 });
    });
    renderControl(sixPack);
    await user.click(addButton('Acqua minerale'));
    expect(await screen.findByText('Non è possibile acquistare meno di 6 pezzi di questo prodotto')).toBeVisible();
    failWithText = false;
    await waitFor(() => expect(addButton('Acqua minerale')).toBeEnabled());
    await user.click(addButton('Acqua minerale'));
    expect(await screen.findByText('Non è stato possibile aggiungere il prodotto al carrello.')).toBeVisible();
  });
});
