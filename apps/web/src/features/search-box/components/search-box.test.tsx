import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCache } from '../../../lib/api/client';
import { envelope, renderWithProviders } from '../../../testing/render-with-providers';
import { SEARCH_WORDS_KEY } from '../utils/saved-search-words-store';
import { SearchBox } from './search-box';

const suggestions = {
  words: ['mele', 'melanzane'],
  categories: [{ categoryId: 12, slug: 'frutta-e-verdura/frutta/mele', name: 'Mele' }],
  products: [
    {
      productId: 7,
      slug: 'mele-golden-1-kg',
      name: 'Mele Golden 1 kg',
      brand: 'Val Venosta',
      mediaURL: '/images/products/7.svg',
      priceCents: 249,
    },
  ],
};

const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/ebsn/api/products/suggest')) return envelope({ suggestions });
  return envelope(null, 404);
});
const suggestCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/ebsn/api/products/suggest'));
const location = () => screen.getByTestId('location').textContent;

describe('search box', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    getCache.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('suggests words, categories and products from the third letter', async () => {
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    expect(box).toHaveAttribute('placeholder', 'Cerca prodotti');

    await userEvent.type(box, 'me');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(suggestCalls()).toHaveLength(0);

    await userEvent.type(box, 'l');
    const listbox = await screen.findByRole('listbox');
    expect(await screen.findByRole('option', { name: /Mele Golden 1 kg/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'melanzane' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /nel reparto Mele/ })).toBeInTheDocument();
    expect(listbox).toHaveTextContent('€');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(suggestCalls()).toHaveLength(1);
    expect(String(suggestCalls()[0]?.[0])).toBe('/ebsn/api/products/suggest?q=mel');
  });

  it('Enter searches the typed text, goes to /search and remembers the word', async () => {
    renderWithProviders(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cerca prodotti' }), 'mel{Enter}');

    expect(location()).toBe('/search?q=mel');
    expect(JSON.parse(localStorage.getItem(SEARCH_WORDS_KEY) ?? '[]')).toMatchObject([{ name: 'mel', counter: 1 }]);
  });

  it('arrows choose a suggestion: a product opens its page, Escape closes the list', async () => {
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    await userEvent.type(box, 'mel');
    await screen.findByRole('option', { name: /Mele Golden 1 kg/ });

    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'mele' }).id);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Mele Golden 1 kg/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/product/mele-golden-1-kg');
  });

  it('a category suggestion opens the category', async () => {
    renderWithProviders(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cerca prodotti' }), 'mel');
    await userEvent.click(await screen.findByRole('option', { name: /nel reparto Mele/ }));
    expect(location()).toBe('/category/frutta-e-verdura/frutta/mele');
  });

  it('an empty focused box offers the saved words, most searched first', async () => {
    const now = Date.now();
    localStorage.setItem(
      SEARCH_WORDS_KEY,
      JSON.stringify([
        { name: 'pane', counter: 1, timestamp: now },
        { name: 'latte', counter: 4, timestamp: now },
        { name: 'vecchia', counter: 9, timestamp: now - 40 * 24 * 60 * 60 * 1000 },
      ]),
    );
    renderWithProviders(<SearchBox />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Cerca prodotti' }));

    const group = await screen.findByRole('group', { name: 'Ricerche recenti' });
    expect(Array.from(group.querySelectorAll('[role="option"]')).map((option) => option.textContent)).toEqual(['latte', 'pane']);

    await userEvent.click(screen.getByRole('option', { name: 'pane' }));
    expect(location()).toBe('/search?q=pane');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SEARCH_WORDS_KEY) ?? '[]')).toMatchObject([
        { name: 'latte', counter: 4 },
        { name: 'pane', counter: 2 },
      ]),
    );
  });
});
