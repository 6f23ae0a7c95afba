import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoreAfterDelay } from './scroll-restore-after-delay';

/** The window scrolled to `y`, as the browser reports it. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

function openShop() {
  const router = createMemoryRouter(
    [
      { path: '/category/pasta', element: <ScrollRestoreAfterDelay /> },
      { path: '/product/paccheri', element: <ScrollRestoreAfterDelay /> },
    ],
    { initialEntries: ['/category/pasta'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Down the list to 1400 px, into a product, then back: the page, not whole yet, clamps at 1334. */
async function backToAClampedList(router: ReturnType<typeof openShop>) {
  scrolledTo(1400);
  await act(() => router.navigate('/product/paccheri'));
  scrolledTo(0);
  await act(() => router.navigate(-1));
  scrolledTo(1334);
}

describe('scroll restore after 500 ms (second file, section 9)', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('back on a list whose position was clamped, restores the position left once 500 ms have passed', async () => {
    const router = openShop();
    await backToAClampedList(router);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 1400);
  });

  it('leaves the shopper where they scrolled to by themselves meanwhile', async () => {
    const router = openShop();
    await backToAClampedList(router);
    window.dispatchEvent(new Event('wheel'));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing on a new visit of a page (only back and forward restore)', async () => {
    const router = openShop();
    scrolledTo(1400);
    await act(() => router.navigate('/product/paccheri'));
    scrolledTo(0);
    await act(() => router.navigate('/category/pasta'));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
