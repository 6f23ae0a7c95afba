import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { loginDialog } from '../../../lib/api/login-dialog';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { setSignedInCookie } from '../../../testing/session-cookie';
import { failureResponse, makeUser, successResponse } from '../../auth/testing/account-fixtures';
import { type ListSelectorResult, listSelector } from '../api/list-selector';
import { makeSummary, makeWishlist, readShare, writeShare } from '../testing/wishlist-fixtures';
import { ListSelectorHost } from './list-selector-host';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const lists = [
  makeSummary({ listId: 1, name: 'Aperitivo', size: 1 }),
  makeSummary({ listId: 2, name: 'Spesa del sabato', size: 3, selected: true }),
  makeSummary({ listId: 3, name: 'Di Marco, da leggere', sharingData: readShare }),
  makeSummary({ listId: 4, name: 'Famiglia', sharingData: writeShare }),
];
const body = (init?: RequestInit) => JSON.parse(String(init?.body));

function answer() {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.startsWith('/ebsn/api/wishlist/list'))
      return successResponse({ personalList: { lists, page: { selPage: 1, totPages: 1, totItems: 4, itemsPerPage: 50 } } });
    if (url === '/ebsn/api/wishlist/add_prod') {
      if (body(init).items[0].quantity === 1)
        return failureResponse(400, [
          {
            code: 'errors.minAcq',
            field: 'items.0.quantity',
            description: 'Non è possibile acquistare meno di 2 pezzi di questo prodotto',
          },
        ]);
      return successResponse({ wishlist: makeWishlist({ listId: body(init).wishlistId }) });
    }
    if (url === '/ebsn/api/wishlist/insert')
      return successResponse({ wishlist: makeWishlist({ listId: 9, name: body(init).name, wishlistItems: [] }) });
    if (url === '/ebsn/api/wishlist/select') return successResponse({ personalList: { lists, page: {} } });
    return failureResponse(404, []);
  });
}

function renderHost(loggedIn = true) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, loggedIn ? makeUser() : null);
  renderWithProviders(<ListSelectorHost />, { queryClient });
}

async function openSelector(items = [{ productId: 101, quantity: 2 }]) {
  let result: Promise<ListSelectorResult> = Promise.resolve(null);
  act(() => {
    result = listSelector.open({ items });
  });
  return { dialog: await screen.findByRole('dialog', { name: 'Seleziona una lista' }), result: () => result };
}

describe('list selector', { timeout: 15_000 }, () => {
  beforeEach(() => {
    setSignedInCookie();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    answer();
  });
  afterEach(() => {
    act(() => listSelector.finish(null));
    loginDialog.close();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers the lists the shopper may change, the selected one first, at most 300 high', async () => {
    renderHost();
    const { dialog } = await openSelector();
    const options = await within(dialog).findAllByRole('button', { name: /prodott/ });
    expect(options.map((option) => option.textContent)).toEqual([
      'Spesa del sabato3 prodotti',
      'Aperitivo1 prodotto',
      'Famiglia2 prodotti',
    ]);
    expect(within(dialog).queryByText('Di Marco, da leggere')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-selector-lists')).toHaveStyle({ maxHeight: '300px' });
    expect(within(dialog).getByRole('button', { name: 'CREA' })).toBeVisible();
  });

  it('puts the items on the list picked, selects it and answers it', async () => {
    const user = userEvent.setup();
    renderHost();
    const { dialog, result } = await openSelector();
    await user.click(await within(dialog).findByRole('button', { name: /^Aperitivo/ }));
    await expect(result()).resolves.toEqual({ listId: 1, name: 'Aperitivo' });
    const added = fetchMock.mock.calls.find(([url]) => url === '/ebsn/api/wishlist/add_prod');
    expect(body(added?.[1])).toEqual({ wishlistId: 1, items: [{ productId: 101, quantity: 2 }] });
    expect(fetchMock.mock.calls.some(([url]) => url === '/ebsn/api/wishlist/select')).toBe(true);
    expect(await screen.findByText('Prodotti aggiunti alla lista «Aperitivo»')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Seleziona una lista' })).not.toBeInTheDocument());
  });

  it("creates a list with CREA and fills it; a missing name says 'Campo obbligatorio'", async () => {
    const user = userEvent.setup();
    renderHost();
    const { dialog, result } = await openSelector();
    await user.click(within(dialog).getByRole('button', { name: 'CREA' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Campo obbligatorio');
    await user.type(within(dialog).getByLabelText('Nome della nuova lista'), 'Grigliata');
    await user.click(within(dialog).getByRole('button', { name: 'CREA' }));
    await expect(result()).resolves.toEqual({ listId: 9, name: 'Grigliata' });
    expect(body(fetchMock.mock.calls.find(([url]) => url === '/ebsn/api/wishlist/insert')?.[1])).toEqual({ name: 'Grigliata' });
    expect(body(fetchMock.mock.calls.find(([url]) => url === '/ebsn/api/wishlist/add_prod')?.[1]).wishlistId).toBe(9);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    renderHost();
    const { dialog } = await openSelector([{ productId: 101, quantity: 1 }]);
    await user.click(await within(dialog).findByRole('button', { name: /^Aperitivo/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Non è possibile acquistare meno di 2 pezzi');
    expect(screen.getByRole('dialog', { name: 'Seleziona una lista' })).toBeVisible();
  });

  it('answers null when closed', async () => {
    const user = userEvent.setup();
    renderHost();
    const { dialog, result } = await openSelector();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await expect(result()).resolves.toBeNull();
  });

  it('opens the login dialog for a visitor', async () => {
    renderHost(false);
    let result: Promise<ListSelectorResult> = Promise.resolve({ listId: 0, name: '' });
    act(() => {
      result = listSelector.open({ items: [{ productId: 101, quantity: 2 }] });
    });
    await expect(result).resolves.toBeNull();
    expect(loginDialog.state().open).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
