import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setPlatform } from '../../app-platform/current-platform';
import { cartQueryKey } from '../../cart/api/get-cart';
import { createFakePlatform } from '../testing/fake-platform';
import { useResumeReload } from './use-resume-reload';

const MINUTE = 60_000;
const reads = { cart: 0, user: 0, slots: 0 };

/** A screen showing the cart, the shopper and the slots, each read again only when asked for. */
function Screen() {
  useResumeReload();
  const cart = useQuery({ queryKey: cartQueryKey, queryFn: async () => ++reads.cart, staleTime: Number.POSITIVE_INFINITY });
  const user = useQuery({
    queryKey: accountQueryKeys.currentUser,
    queryFn: async () => ++reads.user,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const slots = useQuery({ queryKey: ['timeslots'], queryFn: async () => ++reads.slots, staleTime: Number.POSITIVE_INFINITY });
  return <p data-testid="reads">{`cart ${cart.data} user ${user.data} slots ${slots.data}`}</p>;
}

describe('coming back to the app (the resume rule)', { timeout: 15_000 }, () => {
  let fake: ReturnType<typeof createFakePlatform>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    Object.assign(reads, { cart: 0, user: 0, slots: 0 });
    fake = createFakePlatform('web');
    setPlatform(fake.platform);
  });
  afterEach(() => {
    vi.useRealTimers();
    setPlatform(null);
  });

  async function awayFor(minutes: number) {
    act(() => fake.pause());
    vi.setSystemTime(Date.now() + minutes * MINUTE);
    act(() => fake.resume());
  }

  const start = async (path = '/') => {
    renderWithProviders(<Screen />, { path });
    expect(await screen.findByText('cart 1 user 1 slots 1')).toBeInTheDocument();
  };

  it('reloads only the cart after an absence of up to 30 minutes', async () => {
    await start();
    await awayFor(29);
    expect(await screen.findByText('cart 2 user 1 slots 1')).toBeInTheDocument();
    await awayFor(30);
    expect(await screen.findByText('cart 3 user 1 slots 1')).toBeInTheDocument();
  });

  it('reloads the app’s state (the shopper, the cart, the slots) after more than 30 minutes away', async () => {
    await start('/checkout');
    await awayFor(31);
    expect(await screen.findByText('cart 2 user 2 slots 2')).toBeInTheDocument();
  });

  it.each(['/cart/payment-completed/42', '/payment'])('on %s reloads only the cart however long the absence', async (path) => {
    await start(path);
    await awayFor(5 * 60);
    expect(await screen.findByText('cart 2 user 1 slots 1')).toBeInTheDocument();
  });

  it('counts the time in the background, not since the page opened', async () => {
    await start();
    vi.setSystemTime(Date.now() + 3 * 60 * MINUTE);
    await awayFor(2);
    expect(await screen.findByText('cart 2 user 1 slots 1')).toBeInTheDocument();
  });
});
