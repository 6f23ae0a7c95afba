import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { contentAnswer } from '../testing/content-fixtures';
import { SLIDE_INTERVAL_MS, SlidesCarousel } from './slides-carousel';

function stubMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const shownSlide = () => screen.getByRole('group', { name: /di 2:/ });

describe('slides carousel', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows one slide with its link, moves with previous, next and the dots, and on by itself every 7 s until paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubMotionPreference(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => contentAnswer(url) ?? new Response('{}', { status: 404 })),
    );
    renderWithProviders(<SlidesCarousel />);

    expect(await screen.findByRole('region', { name: 'Novità e promozioni' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(shownSlide()).toHaveAccessibleName('1 di 2: Il Natale è servito');
    expect(screen.getByRole('link', { name: 'Sfoglia il volantino' })).toHaveAttribute('href', '/volantini');
    expect(screen.getByRole('img', { name: 'Una tavola apparecchiata' })).toBeVisible();

    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 100));
    expect(shownSlide()).toHaveAccessibleName('1 di 2: Il Natale è servito');
    act(() => vi.advanceTimersByTime(100));
    expect(shownSlide()).toHaveAccessibleName('2 di 2: Consegna in giornata');

    await userEvent.click(screen.getByRole('button', { name: 'Metti in pausa lo scorrimento' }));
    // The pointer on the carousel holds it too: leave it to see that the pause alone holds.
    await userEvent.unhover(screen.getByRole('region', { name: 'Novità e promozioni' }));
    act(() => vi.advanceTimersByTime(3 * SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('2 di 2: Consegna in giornata');

    await userEvent.click(screen.getByRole('button', { name: 'Diapositiva successiva' }));
    expect(shownSlide()).toHaveAccessibleName('1 di 2: Il Natale è servito');
    await userEvent.click(screen.getByRole('button', { name: 'Diapositiva precedente' }));
    expect(shownSlide()).toHaveAccessibleName('2 di 2: Consegna in giornata');
    await userEvent.click(screen.getByRole('button', { name: 'Vai alla diapositiva 1' }));
    expect(shownSlide()).toHaveAccessibleName('1 di 2: Il Natale è servito');
    expect(screen.getByRole('button', { name: 'Vai alla diapositiva 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('stays still for a shopper who asks for reduced motion, until play is pressed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubMotionPreference(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => contentAnswer(url) ?? new Response('{}', { status: 404 })),
    );
    renderWithProviders(<SlidesCarousel />);

    expect(await screen.findByRole('button', { name: 'Riprendi lo scorrimento' })).toBeVisible();
    act(() => vi.advanceTimersByTime(3 * SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('1 di 2: Il Natale è servito');
  });

  it('takes no place when there are no slides', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    const { container } = renderWithProviders(<SlidesCarousel />);
    await vi.waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
