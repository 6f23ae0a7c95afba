import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { loginDialog } from '../../../lib/api/login-dialog';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { failureResponse, makeUser, successResponse } from '../../auth/testing/account-fixtures';
import { makeProduct } from '../../catalogue/testing/fixtures';
import { FavouriteButton } from './favourite-button';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const product = makeProduct({ productId: 101, name: 'Passata di pomodoro' });

function render(loggedIn: boolean, placement?: 'card' | 'page') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(accountQueryKeys.currentUser, loggedIn ? makeUser() : null);
  renderWithProviders(<FavouriteButton product={product} placement={placement} />, { queryClient });
}

describe('the heart', { timeout: 15_000 }, () => {
  let favourites: number[] = [];
  beforeEach(() => {
    favourites = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/ebsn/api/wishlist/favourites' && init?.method === 'POST') {
        const { product_id, favourite } = JSON.parse(String(init.body));
        favourites = favourite ? [product_id, ...favourites] : favourites.filter((id) => id !== product_id);
        return successResponse({ listId: 5, productIds: favourites });
      }
      if (url.startsWith('/ebsn/api/wishlist/favourites')) return successResponse({ listId: 5, productIds: favourites });
      return failureResponse(404, []);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    loginDialog.close();
    vi.unstubAllGlobals();
  });

  it('opens the login dialog for a visitor and asks the server nothing', async () => {
    const user = userEvent.setup();
    render(false);
    await user.click(screen.getByRole('button', { name: 'Metti Passata di pomodoro tra i preferiti' }));
    expect(loginDialog.state().open).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the product on the favourites and takes it off', async () => {
    const user = userEvent.setup();
    render(true);
    const heart = await screen.findByRole('button', { name: 'Metti Passata di pomodoro tra i preferiti' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('Togli Passata di pomodoro dai preferiti');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    const posts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posts).toEqual([
      { product_id: 101, favourite: true },
      { product_id: 101, favourite: false },
    ]);
  });

  it('on the product page says whether the product is a favourite', async () => {
    favourites = [101];
    render(true, 'page');
    // Its text is its name (label in name), pressed: the product is the page's heading.
    expect(await screen.findByRole('button', { name: 'Tra i preferiti', pressed: true })).toBeInTheDocument();
  });
});
