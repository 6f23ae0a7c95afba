import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCache } from '../../../lib/api/client';
import { envelope, renderWithProviders } from '../../../testing/render-with-providers';
import { categoryTree } from '../testing/category-fixtures';
import { menuCategories } from '../utils/menu-categories';
import { CategoryMegaMenu } from './category-mega-menu';
import CategoryMenu from './category-menu';

const hiddenNames = ['Reparto nascosto', 'Sottocategoria nascosta', 'Agrumi nascosti'];

describe('category menus', { timeout: 15_000 }, () => {
  beforeEach(() => {
    getCache.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/ebsn/api/category') ? envelope({ categories: categoryTree }) : envelope(null, 404),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the tree menu loads the tree, opens level by level and hides HIDE_IN_MENU categories', async () => {
    renderWithProviders(<CategoryMenu />);
    const menu = await screen.findByRole('navigation', { name: 'Menu dei reparti' });
    expect(within(menu).getByRole('link', { name: 'Frutta e verdura' })).toHaveAttribute('href', '/category/frutta-e-verdura');
    expect(within(menu).getByRole('link', { name: 'Latte e latticini' })).toBeInTheDocument();

    const expand = within(menu).getByRole('button', { name: 'Mostra le sottocategorie di Frutta e verdura' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Frutta' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Mostra le sottocategorie di Frutta' }));
    expect(within(menu).getByRole('link', { name: 'Mele' })).toHaveAttribute('href', '/category/frutta-e-verdura/frutta/mele');

    for (const name of hiddenNames) expect(within(menu).queryByText(name)).not.toBeInTheDocument();
  });

  it('the masonry menu shows three levels of the department in focus, without hidden ones', async () => {
    renderWithProviders(<CategoryMegaMenu categories={menuCategories(categoryTree)} />);
    const menu = screen.getByRole('navigation', { name: 'Menu dei reparti' });
    expect(within(menu).getByRole('link', { name: 'Vedi tutto Frutta e verdura' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Mele' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Insalate' })).toBeInTheDocument();
    for (const name of hiddenNames) expect(within(menu).queryByText(name)).not.toBeInTheDocument();

    // Keyboard: the arrow moves to the next department, which shows its own subcategories.
    within(menu).getByRole('link', { name: 'Frutta e verdura' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Latte e latticini' })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Mozzarelle' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Mele' })).not.toBeInTheDocument();
    // Only the current department is in the Tab order: Tab goes into its subcategories.
    await userEvent.tab();
    expect(within(menu).getByRole('link', { name: 'Vedi tutto Latte e latticini' })).toHaveFocus();
  });

  it('menuCategories drops hidden categories at every level', () => {
    const names = (list: typeof categoryTree): string[] => list.flatMap((item) => [item.name, ...names(item.categories ?? [])]);
    const visible = names(menuCategories(categoryTree));
    expect(visible).toContain('Mozzarelle');
    for (const name of hiddenNames) expect(visible).not.toContain(name);
  });
});
