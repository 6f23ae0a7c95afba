import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { cartDrawer } from '../../../lib/cart-drawer';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { makeUser } from '../../auth/testing/account-fixtures';
import { cartQueryKey } from '../../cart/api/get-cart';
import { makeCartItem, makeFilledCart } from '../../cart/testing/cart-fixtures';
import { apiAnswer, callsTo, type RecordedCall, stubApi } from '../../cart/testing/cart-server';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { makeOrder, makeOrderItem } from '../testing/order-fixtures';
import { OrderDetail } from './order-detail';
import { OrderEditBanner } from './order-edit-banner';

const passata = makeProduct({ productId: 101, name: 'Passata di pomodoro', packageDescr: '700 g', priceCents: 199 });
const eggs = makeProduct({ productId: 102, name: 'Uova fresche', priceCents: 289 });
const order = makeOrder({ orderId: 55, orderItems: [makeOrderItem(passata, 2)] });
const openCart = makeFilledCart([makeCartItem(eggs, 1)], { cartId: 8 });
const editingCart = makeFilledCart([makeCartItem(passata, 2)], { cartId: 9, cartStatusId: 7, editsOrderId: 55 });

type Route = (call: RecordedCall) => Response | undefined;

/**
 * Picks a score in MUI's Rating. jsdom has no pointer position: a user-event click reaches the
 * Rating's "click again clears" handler too, so the star's radio is clicked as the browser does it.
 */
const pickStars = (section: HTMLElement, label: string) => fireEvent.click(within(section).getByLabelText(label));

function render(ui: React.ReactNode, route: Route, cart = openCart) {
  const calls = stubApi((call) => route(call) ?? (call.path === 'cart/view' ? apiAnswer(cart) : undefined));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  return { ...renderWithProviders(ui, { queryClient }), calls };
}

const viewOf =
  (current: typeof order): Route =>
  (call) =>
    call.path === 'order/view' ? apiAnswer(current) : undefined;

describe('order detail actions', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('Modifica ordine', () => {
    const route: Route = (call) => {
      if (call.path === 'order/modify')
        return apiAnswer(editingCart, {
          infos: [
            { code: 'msg.order.inEditing', description: "Stai modificando l'ordine 55: il carrello contiene i suoi prodotti." },
          ],
        });
      if (call.path === 'order/modify-cancel')
        return apiAnswer(openCart, {
          infos: [{ code: 'msg.order.editAbandoned', description: "Modifiche annullate: l'ordine 55 resta com'era." }],
        });
      return viewOf(order)(call);
    };

    it('asks first (No does nothing), then puts the order in the cart, opens the drawer and shows the banner', async () => {
      const opened = vi.fn();
      const unsubscribe = cartDrawer.subscribe(opened);
      const { calls, queryClient } = render(<OrderDetail orderId={55} />, route);
      await userEvent.click(await screen.findByRole('button', { name: 'Modifica ordine' }));
      const question = await screen.findByRole('dialog');
      expect(question).toHaveTextContent("Vuoi modificare l'ordine 55? I suoi prodotti tornano nel carrello");
      await userEvent.click(within(question).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(calls, 'order/modify')).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Modifica ordine' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      expect(callsTo(calls, 'order/modify')[0]?.query.get('order_id')).toBe('55');
      expect(queryClient.getQueryData<{ cartId: number }>(cartQueryKey)?.cartId).toBe(9);
      expect(await screen.findByText("Stai modificando l'ordine 55: il carrello contiene i suoi prodotti.")).toBeVisible();
      expect(await screen.findByText("Stai modificando l'ordine N° 55")).toBeVisible();
      unsubscribe();
    });

    it('Annulla modifiche asks No/Si, then the cart from before replaces the edit and the banner goes', async () => {
      const { calls, queryClient } = render(<OrderDetail orderId={55} />, route, editingCart);
      const banner = await screen.findByText("Stai modificando l'ordine N° 55");
      expect(banner).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Annulla modifiche' }));
      const question = await screen.findByRole('dialog');
      expect(question).toHaveTextContent("Vuoi annullare le modifiche? L'ordine 55 resta com'era e torni al carrello di prima.");
      await userEvent.click(within(question).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(calls, 'order/modify-cancel')).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Annulla modifiche' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
      await waitFor(() => expect(screen.queryByText("Stai modificando l'ordine N° 55")).not.toBeInTheDocument());
      expect(callsTo(calls, 'order/modify-cancel')).toHaveLength(1);
      expect(queryClient.getQueryData<{ cartId: number }>(cartQueryKey)?.cartId).toBe(8);
      expect(await screen.findByText("Modifiche annullate: l'ordine 55 resta com'era.")).toBeVisible();
    });

    it('shows the server’s refusal (another order being modified)', async () => {
      render(<OrderDetail orderId={55} />, (call) =>
        call.path === 'order/modify'
          ? apiAnswer(null, {
              status: 409,
              errors: [{ code: 'errors.order.beingModified', description: "Stai già modificando l'ordine 41." }],
            })
          : route(call),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Modifica ordine' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
      expect(await screen.findByText("Stai già modificando l'ordine 41.")).toBeVisible();
    });

    it.each([
      ['once the store has taken charge', { orderStatusId: 4 }],
      ['when paid online by card', { paymentTypeId: 12, paymentTypeDescr: 'Carta di credito online' }],
    ])('is not offered %s', async (_case, overrides) => {
      render(<OrderDetail orderId={55} />, viewOf({ ...order, ...overrides }));
      expect(await screen.findByRole('button', { name: 'Aggiungi di nuovo al carrello' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Modifica ordine' })).not.toBeInTheDocument();
    });

    it('the order placed by an edit names the order it replaced', async () => {
      const { calls } = render(<OrderDetail orderId={55} />, viewOf({ ...order, replacesOrderId: 41 }));
      const note = await screen.findByTestId('order-replacement-note');
      expect(note).toHaveTextContent("L'ordine 55 sostituisce l'ordine 41, che hai modificato.");
      expect(within(note).getByRole('link', { name: '41' })).toHaveAttribute('href', '/profile/orders/41');
      // A replaced order is shown too (its e-mail links it): the detail asks for it.
      expect(callsTo(calls, 'order/view')[0]?.query.get('show_replaced')).toBe('true');
    });

    it('an order replaced by an edit names the order that took its place', async () => {
      render(<OrderDetail orderId={41} />, viewOf({ ...order, orderId: 41, orderStatusId: 10, replacedByOrderId: 55 }));
      const note = await screen.findByTestId('order-replacement-note');
      expect(note).toHaveTextContent("L'ordine 55 sostituisce questo ordine, che hai modificato.");
      expect(within(note).getByRole('link', { name: '55' })).toHaveAttribute('href', '/profile/orders/55');
    });

    it('the banner shows nothing for an ordinary cart', () => {
      render(<OrderEditBanner cart={openCart} />, () => undefined);
      expect(screen.queryByText(/Stai modificando/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Annulla modifiche' })).not.toBeInTheDocument();
    });
  });

  describe("Valuta l'ordine", () => {
    const delivered = { ...order, orderStatusId: 8, orderStatusDescr: 'Consegnato' };
    const rating = { noteId: 3, orderId: 55, score: 4, comment: 'Tutto perfetto', createdAt: '', updatedAt: '' };
    const thanks = { code: 'msg.rating.saved', description: "Grazie! La tua valutazione dell'ordine 55 è stata salvata." };
    const route =
      (notes: (typeof rating)[]): Route =>
      (call) => {
        if (call.path === 'note/list') return apiAnswer({ notes });
        if (call.path === 'note/order/add')
          return apiAnswer({ ...rating, ...(call.body as object), noteId: 3 }, { infos: [thanks] });
        if (call.path === 'note/order/update') return apiAnswer({ ...rating, ...(call.body as object) }, { infos: [thanks] });
        return viewOf(delivered)(call);
      };

    it('rates a delivered order once (stars required, comment optional), then shows the rating', async () => {
      const { calls } = render(<OrderDetail orderId={55} />, route([]));
      const section = await screen.findByRole('region', { name: "Valuta l'ordine" });
      await waitFor(() => expect(within(section).getByRole('button', { name: 'Invia la valutazione' })).toBeVisible());
      expect(callsTo(calls, 'note/list')[0]?.query.get('orderId')).toBe('55');
      await userEvent.click(within(section).getByRole('button', { name: 'Invia la valutazione' }));
      expect(within(section).getByRole('alert')).toHaveTextContent('Scegli un voto da 1 a 5 stelle.');
      expect(callsTo(calls, 'note/order/add')).toHaveLength(0);
      // No English read out: the 'no score' radio is Italian (MUI writes 'Empty' by default).
      expect(within(section).getByRole('radio', { name: 'Nessun voto' })).toBeInTheDocument();
      expect(within(section).queryByText('Empty')).toBeNull();

      pickStars(section, '4 stelle');
      await userEvent.type(within(section).getByLabelText('Commento (facoltativo)'), 'Tutto perfetto');
      await userEvent.click(within(section).getByRole('button', { name: 'Invia la valutazione' }));
      expect(await within(section).findByText("Grazie! La tua valutazione dell'ordine 55 è stata salvata.")).toBeVisible();
      expect(callsTo(calls, 'note/order/add')[0]?.body).toEqual({ orderId: 55, score: 4, comment: 'Tutto perfetto' });
      expect(within(section).getByText('La tua valutazione')).toBeVisible();
      expect(within(section).getByRole('img', { name: '4 stelle' })).toBeVisible();
      expect(within(section).getByText('Tutto perfetto')).toBeVisible();
    });

    it('changes the rating already given with note/order/update', async () => {
      const { calls } = render(<OrderDetail orderId={55} />, route([rating]));
      const section = await screen.findByRole('region', { name: "Valuta l'ordine" });
      await userEvent.click(await within(section).findByRole('button', { name: 'Modifica la valutazione' }));
      expect(within(section).getByLabelText('Commento (facoltativo)')).toHaveValue('Tutto perfetto');
      pickStars(section, '2 stelle');
      await userEvent.click(within(section).getByRole('button', { name: 'Salva la valutazione' }));
      await within(section).findByText("Grazie! La tua valutazione dell'ordine 55 è stata salvata.");
      expect(callsTo(calls, 'note/order/update')[0]?.body).toEqual({ noteId: 3, score: 2, comment: 'Tutto perfetto' });
      expect(within(section).getByRole('img', { name: '2 stelle' })).toBeVisible();
    });

    it('is not offered before delivery', async () => {
      const { calls } = render(<OrderDetail orderId={55} />, viewOf(order));
      expect(await screen.findByRole('heading', { level: 1, name: 'Ordine n. 55' })).toBeVisible();
      expect(screen.queryByRole('region', { name: "Valuta l'ordine" })).not.toBeInTheDocument();
      expect(callsTo(calls, 'note/list')).toHaveLength(0);
    });
  });

  describe('Prenota il parcheggio', () => {
    const pickup = { ...order, deliveryServiceId: 1, storeId: 4 };
    const reserveWith =
      (answer: () => Response): Route =>
      (call) => {
        if (call.path === 'order/reserve') return answer();
        if (call.path === 'store/view') return apiAnswer({ store: { storeId: 4, latitude: 45.7, longitude: 9.67 } });
        return viewOf(pickup)(call);
      };
    const reserved = () =>
      apiAnswer(
        { orderId: 55, distanceMeters: 0, reservedAt: '' },
        { infos: [{ code: 'msg.parking.reserved', description: "Parcheggio prenotato per l'ordine 55." }] },
      );

    it('reserves (distance 0 without the position) and shows the first info message in an information dialog', async () => {
      const { calls } = render(<OrderDetail orderId={55} />, reserveWith(reserved));
      await userEvent.click(await screen.findByRole('button', { name: 'Prenota il parcheggio' }));
      const dialog = await screen.findByRole('dialog', { name: 'Informazione' });
      expect(dialog).toHaveTextContent("Parcheggio prenotato per l'ordine 55.");
      expect(Object.fromEntries(callsTo(calls, 'order/reserve')[0]?.query ?? [])).toEqual({ order_id: '55', distance: '0' });
      expect(callsTo(calls, 'store/view')).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ho capito' }));
      expect(screen.getByRole('button', { name: 'Prenota il parcheggio' })).toBeDisabled();
    });

    it('sends the distance from the store when the browser gives the position', async () => {
      vi.stubGlobal('navigator', {
        ...navigator,
        geolocation: {
          getCurrentPosition: (ok: (position: { coords: { latitude: number; longitude: number } }) => void) =>
            ok({ coords: { latitude: 45.71, longitude: 9.67 } }),
        },
      });
      const { calls } = render(<OrderDetail orderId={55} />, reserveWith(reserved));
      await userEvent.click(await screen.findByRole('button', { name: 'Prenota il parcheggio' }));
      await screen.findByRole('dialog', { name: 'Informazione' });
      expect(callsTo(calls, 'store/view')[0]?.query.get('store_id')).toBe('4');
      expect(Number(callsTo(calls, 'order/reserve')[0]?.query.get('distance'))).toBeCloseTo(1112, -1);
    });

    it("a refusal shows its first error under 'Attenzione'; none under 'Errore' with the unexpected-error text", async () => {
      let answer = () =>
        apiAnswer(null, {
          status: 409,
          errors: [{ code: 'errors.parking.alreadyReserved', description: "Il parcheggio per l'ordine 55 è già prenotato." }],
        });
      render(
        <OrderDetail orderId={55} />,
        reserveWith(() => answer()),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Prenota il parcheggio' }));
      const warning = await screen.findByRole('dialog', { name: 'Attenzione' });
      expect(warning).toHaveTextContent("Il parcheggio per l'ordine 55 è già prenotato.");
      await userEvent.click(within(warning).getByRole('button', { name: 'Ho capito' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      answer = () => apiAnswer(null, { status: 409 });
      await userEvent.click(screen.getByRole('button', { name: 'Prenota il parcheggio' }));
      const failure = await screen.findByRole('dialog', { name: 'Errore' });
      expect(failure).toHaveTextContent('Si è verificato un errore imprevisto.');
    });

    it.each([
      ['for a home delivery', { ...order }],
      ['once collected', { ...pickup, orderStatusId: 8 }],
    ])('is not offered %s', async (_case, current) => {
      render(<OrderDetail orderId={55} />, viewOf(current));
      expect(await screen.findByRole('button', { name: 'Aggiungi di nuovo al carrello' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Prenota il parcheggio' })).not.toBeInTheDocument();
    });
  });
});
