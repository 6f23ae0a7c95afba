import type { Cart } from '@spesa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { setSignedInCookie } from '../../../testing/session-cookie';
import { failureResponse, makeUser, successResponse } from '../../auth/testing/account-fixtures';
import { cartQueryKey } from '../../cart/api/get-cart';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { makeCart } from '../../delivery/testing/delivery-fixtures';
import { makeItem, makeSummary, makeWishlist, readShare } from '../testing/wishlist-fixtures';
import { WishlistDetail } from './wishlist-detail';
import { WishlistsOverview } from './wishlists-overview';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const body = (init?: RequestInit) => JSON.parse(String(init?.body));
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => body(init));

function render(ui: React.ReactNode) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, makeUser());
  renderWithProviders(ui, { queryClient });
  return queryClient;
}

describe('wishlist pages', { timeout: 15_000 }, () => {
  beforeEach(() => {
    setSignedInCookie();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  describe('My lists', () => {
    let lists = [
      makeSummary({ listId: 1, name: 'Aperitivo', size: 1 }),
      makeSummary({ listId: 3, name: 'Di Marco', sharingData: readShare }),
    ];
    beforeEach(() => {
      lists = [
        makeSummary({ listId: 1, name: 'Aperitivo', size: 1 }),
        makeSummary({ listId: 3, name: 'Di Marco', sharingData: readShare }),
      ];
      fetchMock.mockImplementation(async (url, init) => {
        if (url.startsWith('/ebsn/api/wishlist/list'))
          return successResponse({
            personalList: { lists, page: { selPage: 1, totPages: 1, totItems: lists.length, itemsPerPage: 50 } },
          });
        if (url.startsWith('/ebsn/api/wishlist/favourites')) return successResponse({ listId: 5, productIds: [101, 102] });
        if (url === '/ebsn/api/wishlist/insert') {
          const created = makeWishlist({ listId: 9, name: body(init).name, wishlistItems: [] });
          lists = [...lists, created];
          return successResponse({ wishlist: created });
        }
        if (url === '/ebsn/api/wishlist/update') {
          lists = lists.map((list) => (list.listId === body(init).list_id ? { ...list, name: body(init).name } : list));
          return successResponse({ wishlist: makeWishlist({ listId: 1, name: body(init).name }) });
        }
        if (url === '/ebsn/api/wishlist/delete') {
          lists = lists.filter((list) => list.listId !== body(init).list_id);
          return successResponse({ personalList: { lists, page: {} } });
        }
        return failureResponse(404, []);
      });
    });

    it('shows the favourites and the lists; only the owner may rename or delete', async () => {
      render(<WishlistsOverview />);
      expect(await screen.findByRole('link', { name: 'Aperitivo' })).toHaveAttribute('href', '/profile/lists/1');
      expect(screen.getByRole('link', { name: 'Preferiti' })).toHaveAttribute('href', '/profile/lists/favourites');
      expect(await screen.findByText('2 prodotti')).toBeVisible();
      expect(screen.getByText('2 prodotti · Condivisa da Marco Verdi · Sola lettura')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Rinomina Aperitivo' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Rinomina Di Marco' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Elimina Di Marco' })).not.toBeInTheDocument();
    });

    it('creates a list with CREA, renames one, and deletes one after Si', async () => {
      const user = userEvent.setup();
      render(<WishlistsOverview />);
      await screen.findByRole('link', { name: 'Aperitivo' });
      await user.click(screen.getByRole('button', { name: 'CREA' }));
      expect(screen.getByText('Campo obbligatorio')).toBeVisible();
      await user.type(screen.getByLabelText('Nome della nuova lista'), 'Grigliata');
      await user.click(screen.getByRole('button', { name: 'CREA' }));
      expect(calls('/ebsn/api/wishlist/insert')).toEqual([{ name: 'Grigliata' }]);
      expect(await screen.findByRole('link', { name: 'Grigliata' })).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Rinomina Aperitivo' }));
      const renameDialog = await screen.findByRole('dialog', { name: 'Rinomina la lista' });
      const nameBox = within(renameDialog).getByLabelText('Nome della nuova lista');
      await user.clear(nameBox);
      await user.type(nameBox, 'Aperitivo in terrazza');
      await user.click(within(renameDialog).getByRole('button', { name: 'Salva' }));
      expect(calls('/ebsn/api/wishlist/update')).toEqual([{ list_id: 1, name: 'Aperitivo in terrazza' }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const renamed = 'Aperitivo in terrazza';
      expect(await screen.findByRole('link', { name: renamed })).toBeVisible();

      await user.click(await screen.findByRole('button', { name: `Elimina ${renamed}` }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent(`Vuoi eliminare la lista «${renamed}»?`);
      await user.click(within(confirm).getByRole('button', { name: 'No' }));
      expect(calls('/ebsn/api/wishlist/delete')).toEqual([]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: `Elimina ${renamed}` }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
      await waitFor(() => expect(calls('/ebsn/api/wishlist/delete')).toEqual([{ list_id: 1 }]));
      await waitFor(() => expect(screen.queryByRole('link', { name: renamed })).not.toBeInTheDocument());
    });
  });

  describe('List detail', () => {
    const pieces = makeItem({ itemId: 11, product: makeProduct({ productId: 101, name: 'Passata di pomodoro' }), quantity: 2 });
    const answerList = (wishlist = makeWishlist({ wishlistItems: [pieces] })) =>
      fetchMock.mockImplementation(async (url, init) => {
        if (url.startsWith('/ebsn/api/wishlist/view')) return successResponse({ wishlist });
        if (url === '/ebsn/api/wishlist/update_prods')
          return successResponse({
            wishlist: { ...wishlist, wishlistItems: [{ ...pieces, quantity: body(init).items[0].quantity }] },
          });
        if (url === '/ebsn/api/wishlist/delete_prods')
          return successResponse({ wishlist: { ...wishlist, size: 0, wishlistItems: [] } });
        if (url === '/ebsn/api/cart/add-all-from-wishlist') return successResponse(makeCart({ cartId: 77 } as Partial<Cart>));
        return failureResponse(404, []);
      });

    it('changes quantities with the list rules, removes after Si, and adds all to the cart', async () => {
      answerList();
      const user = userEvent.setup();
      const queryClient = render(<WishlistDetail listId={1} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Spesa del sabato' })).toBeVisible();
      const row = screen.getByRole('listitem');
      const quantity = within(row).getByRole('textbox', { name: 'Quantità di Passata di pomodoro' });
      expect(quantity).toHaveValue('2');
      await user.click(within(row).getByRole('button', { name: 'Aumenta' }));
      expect(calls('/ebsn/api/wishlist/update_prods')).toEqual([{ wishlistId: 1, items: [{ itemId: 11, quantity: 3 }] }]);
      await waitFor(() => expect(quantity).toHaveValue('3'));
      // Pieces may be typed: sent on Enter.
      await user.clear(quantity);
      await user.type(quantity, '5{Enter}');
      await waitFor(() =>
        expect(calls('/ebsn/api/wishlist/update_prods').at(-1)).toEqual({ wishlistId: 1, items: [{ itemId: 11, quantity: 5 }] }),
      );

      await user.click(screen.getByRole('button', { name: 'Aggiungi tutto al carrello' }));
      await waitFor(() => expect(queryClient.getQueryData<Cart>(cartQueryKey)?.cartId).toBe(77));
      expect(calls('/ebsn/api/cart/add-all-from-wishlist')).toEqual([{ list_id: 1 }]);
      expect(await screen.findByText('Prodotti della lista aggiunti al carrello')).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Togli Passata di pomodoro dalla lista' }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent('Vuoi togliere il prodotto dalla lista?');
      await user.click(within(confirm).getByRole('button', { name: 'Sì' }));
      await waitFor(() => expect(calls('/ebsn/api/wishlist/delete_prods')).toEqual([{ wishlistId: 1, items: [{ itemId: 11 }] }]));
      expect(await screen.findByText(/La lista è vuota/)).toBeVisible();
    });

    it('minus from the minimum asks to remove the item instead', async () => {
      answerList(makeWishlist({ wishlistItems: [{ ...pieces, quantity: 1 }] }));
      const user = userEvent.setup();
      render(<WishlistDetail listId={1} />);
      await user.click(await screen.findByRole('button', { name: 'Diminuisci' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent('Vuoi togliere il prodotto dalla lista?');
      expect(calls('/ebsn/api/wishlist/update_prods')).toEqual([]);
    });

    it('is read-only on a READ share: no quantity buttons, no remove, no share, still add all to the cart', async () => {
      answerList(makeWishlist({ name: 'Di Marco', sharingData: readShare, wishlistItems: [pieces] }));
      render(<WishlistDetail listId={1} />);
      expect(await screen.findByText(/condivisa con te in sola lettura/)).toBeVisible();
      expect(screen.getByText('1 prodotto · Condivisa da Marco Verdi')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Aumenta' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /dalla lista/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Condividi' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeEnabled();
    });

    it('lets the owner share with any e-mail address and shows the shares as the addresses typed, no names', async () => {
      answerList();
      const user = userEvent.setup();
      render(<WishlistDetail listId={1} />);
      await user.click(await screen.findByRole('button', { name: 'Condividi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Condividi «Spesa del sabato»' });
      expect(within(dialog).getByText(/Se non ha ancora un account, potrà registrarsi con questo indirizzo/)).toBeVisible();
      await user.type(within(dialog).getByLabelText(/Indirizzo e-mail/), ' marco@example.it ');
      await user.click(within(dialog).getByLabelText('Può modificare'));
      fetchMock.mockImplementationOnce(async () =>
        successResponse({
          wishlist: makeWishlist({
            wishlistItems: [pieces],
            sharingData: { grant: null, owner: null, shares: [{ email: 'marco@example.it', grant: 'WRITE' }] },
          }),
        }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Condividi' }));
      expect(await screen.findByText("Lista condivisa: abbiamo inviato un'e-mail a marco@example.it")).toBeVisible();
      const share = fetchMock.mock.calls.find(([url]) => url === '/ebsn/api/wishlist/share');
      expect(body(share?.[1])).toEqual({ list_id: 1, email: 'marco@example.it', grant: 'WRITE' });
      const shared = within(dialog).getByRole('listitem');
      expect(shared).toHaveTextContent('marco@example.it');
      expect(shared).toHaveTextContent('Può modificare');
      expect(within(shared).getByRole('button', { name: 'Smetti di condividere con marco@example.it' })).toBeEnabled();
      expect(within(dialog).getByLabelText(/Indirizzo e-mail/)).toHaveValue('');
    });
  });
});
