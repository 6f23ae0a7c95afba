import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FacetsPanel } from '../components/facets-panel';
import { brandFacet } from '../testing/fixtures';
import { renderWithRouter } from '../testing/render';
import { applyFilterChange, defaultFilters, useCatalogueFilters } from './use-catalogue-filters';

/** A category page reduced to its filters: the panel, the page number and links elsewhere. */
function FiltersScreen() {
  const filters = useCatalogueFilters();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <p>Indirizzo: {`${location.pathname}${location.search}`}</p>
      <p>Pagina {filters.filters.page}</p>
      <p>Filtri attivi: {filters.activeCount}</p>
      <FacetsPanel facets={[brandFacet]} filters={filters} />
      <button type="button" onClick={() => filters.setPage(filters.filters.page + 1)}>
        Pagina successiva
      </button>
      <Link to="/category/latticini">Latticini</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Indietro
      </button>
    </div>
  );
}

describe('useCatalogueFilters', () => {
  it('keeps the filters in the URL and goes back to page 1 when a facet changes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FiltersScreen />, { path: '/category/frutta?page=3' });
    expect(screen.getByText('Pagina 3')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Orto Sole (3)' }));
    expect(screen.getByRole('checkbox', { name: 'Orto Sole (3)' })).toBeChecked();
    expect(screen.getByText('Pagina 1')).toBeVisible();
    expect(screen.getByText('Indirizzo: /category/frutta?facet=marca%3Aorto-sole')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByText('Pagina 2')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'In offerta' }));
    expect(screen.getByText('Pagina 1')).toBeVisible();
    expect(screen.getByText('Filtri attivi: 2')).toBeVisible();
  });

  it('starts from no filters in another category, and the back button brings them back', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FiltersScreen />, { path: '/category/frutta?facet=marca:frutteto&new=true&page=2' });
    expect(screen.getByRole('checkbox', { name: 'Frutteto (2)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Novità' })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Latticini' }));
    expect(screen.getByText('Indirizzo: /category/latticini')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Frutteto (2)' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Novità' })).not.toBeChecked();
    expect(screen.getByText('Pagina 1')).toBeVisible();
    expect(screen.getByText('Filtri attivi: 0')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('checkbox', { name: 'Frutteto (2)' })).toBeChecked();
    expect(screen.getByText('Pagina 2')).toBeVisible();
  });

  it("'Azzera filtri' switches every filter off", async () => {
    const user = userEvent.setup();
    renderWithRouter(<FiltersScreen />, { path: '/search?q=latte&facet=marca:frutteto&promo=true&sort=pri_asc&page=4' });
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(screen.getByText('Indirizzo: /search?q=latte&sort=pri_asc')).toBeVisible();
  });
});

describe('applyFilterChange', () => {
  it('resets the page for facets, promo, new and preferred, not for the page itself', () => {
    const onPage3 = { ...defaultFilters, page: 3 };
    expect(applyFilterChange(onPage3, { facets: ['marca:x'] }).page).toBe(1);
    expect(applyFilterChange(onPage3, { promo: true }).page).toBe(1);
    expect(applyFilterChange(onPage3, { onlyNew: true }).page).toBe(1);
    expect(applyFilterChange(onPage3, { preferred: true }).page).toBe(1);
    expect(applyFilterChange(onPage3, { page: 5 }).page).toBe(5);
  });
});
