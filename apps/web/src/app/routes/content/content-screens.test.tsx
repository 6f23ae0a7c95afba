import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, makeProductView } from '../../../features/catalogue/testing/fixtures';
import { contentAnswer } from '../../../features/content/testing/content-fixtures';
import { renderRoute, setUpRouteTests, stubFetch } from '../../../testing/render-route';
import * as awardsRoute from './awards';
import * as faqRoute from './faq';
import * as faqCategoryRoute from './faq-category';
import * as flyerRoute from './flyer';
import * as flyersRoute from './flyers';
import * as pageRoute from './page';

const pasta = makeProductView({ productId: 1, slug: 'spaghetti', name: 'Spaghetti n.5' });
const peaches = makeProductView({ productId: 2, slug: 'pesche', name: 'Pesche noci' });

/** The content fixtures, and the catalogue's products 1 and 2 by id. */
function stubShop() {
  return stubFetch((url) => {
    const content = contentAnswer(url);
    if (content) return content;
    if (url.includes('product_id=1')) return envelopeResponse({ product: pasta });
    if (url.includes('product_id=2')) return envelopeResponse({ product: peaches });
    return envelopeResponse(null, 404);
  });
}

const urls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('content screens', { timeout: 20_000 }, () => {
  setUpRouteTests();

  it('a page: breadcrumb, title, validity text, SEO title and description, its HTML without scripts', async () => {
    stubShop();
    const router = renderRoute(pageRoute, '/page/:pageName', '/page/consegna-a-casa');

    expect(await screen.findByRole('heading', { level: 1, name: 'Consegna a casa' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(crumbs).getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Consegna a casa')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Valido dal 01/11/2026')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Come funziona' })).toBeVisible();
    expect(document.querySelector('main script, article script')).toBeNull();
    expect(document.title).toBe('Consegna della spesa a domicilio | Buonmercato');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Aree, costi e fasce della consegna a casa.',
    );

    // A link of the content to a screen of the shop goes through the router.
    const link = screen.getByRole('link', { name: 'il ritiro in negozio' });
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritiro in negozio' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/page/ritiro-in-negozio');
  });

  it('a page no one wrote leads to /not-found', async () => {
    const fetchMock = stubShop();
    const router = renderRoute(pageRoute, '/page/:pageName', '/page/pagina-inesistente');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(urls(fetchMock)).toContain('/p/wp-json/wp/v2/pages?slug=pagina-inesistente');
  });

  it('the flyers: the current ones with cover, validity and where, the ended ones left out', async () => {
    stubShop();
    renderRoute(flyersRoute, '/volantini', '/volantini');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volantini' })).toBeVisible();
    const card = await screen.findByRole('link', { name: /Grandi offerte/ });
    expect(card).toHaveAttribute('href', '/volantini/grandi-offerte');
    expect(within(card).getByText('Valido dal 20/11/2026 al 31/12/2099')).toBeVisible();
    expect(within(card).getByText('Dove: Tutti i punti vendita')).toBeVisible();
    expect(within(card).getByText(/2 pagine/)).toBeVisible();
    expect(screen.queryByText(/Offerte d’estate/)).not.toBeInTheDocument();
  });

  it("a flyer: its pages leafed through with the buttons and the arrow keys, each page's products below", async () => {
    const fetchMock = stubShop();
    const router = renderRoute(flyerRoute, '/volantini/:volantino', '/volantini/grandi-offerte');

    expect(await screen.findByRole('heading', { level: 1, name: 'Grandi offerte' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(crumbs).getByRole('link', { name: 'Volantini' })).toHaveAttribute('href', '/volantini');
    expect(screen.getByText('Pagina 1 di 2')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Pagina 1: pasta e caffè' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
    const products = screen.getByRole('region', { name: 'I prodotti di questa pagina' });
    expect(await within(products).findByRole('article', { name: 'Spaghetti n.5' })).toBeVisible();
    expect(urls(fetchMock)).toContain('/ebsn/api/product/view?product_id=1');

    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Pagina 2 di 2')).toBeVisible();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.getByRole('img', { name: 'Pagina 2: frutta' })).toBeVisible();
    expect(await within(products).findByRole('article', { name: 'Pesche noci' })).toBeVisible();
    expect(within(products).queryByRole('article', { name: 'Spaghetti n.5' })).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Pagina 1 di 2')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Pagina 2 di 2')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Ingrandisci' }));
    expect(screen.getByRole('button', { name: 'Riduci' })).toBeEnabled();
  });

  it('a flyer no one published leads to /not-found', async () => {
    stubShop();
    const router = renderRoute(flyerRoute, '/volantini/:volantino', '/volantini/nessuno');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('the FAQ: categories to open, and a search over every question', async () => {
    const fetchMock = stubShop();
    renderRoute(faqRoute, '/faq', '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /Consegna.*2 domande/ })).toHaveAttribute('href', '/faq/consegna');
    expect(screen.getByRole('link', { name: /Pagamenti.*1 domanda/ })).toHaveAttribute('href', '/faq/pagamenti');
    expect(screen.getByRole('link', { name: 'Scrivi al Servizio Clienti' })).toHaveAttribute('href', '/servizio-clienti');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca tra le domande' }), 'buoni');
    expect(await screen.findByText('1 risposta trovata')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accettate i buoni pasto?' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Consegna/ })).not.toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/p/wp-json/wp/v2/faq?per_page=100&search=buoni');
  });

  it("a FAQ category: breadcrumbs, the questions as accordions, a search among the category's questions", async () => {
    const fetchMock = stubShop();
    renderRoute(faqCategoryRoute, '/faq/:categoryName', '/faq/consegna');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consegna' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(crumbs).getByRole('link', { name: 'Domande frequenti' })).toHaveAttribute('href', '/faq');

    const question = await screen.findByRole('button', { name: 'Quanto costa la consegna?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Quanto costa la consegna?' })).toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('La consegna costa 4,90 €.')).toBeVisible();
    expect(screen.queryByText('Accettate i buoni pasto?')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca tra le domande' }), 'zanzara');
    expect(await screen.findByText(/Nessuna domanda corrisponde a «zanzara»/)).toBeVisible();
    expect(urls(fetchMock)).toContain('/p/wp-json/wp/v2/faq?per_page=100&faq_category=7&search=zanzara');
  });

  it('a FAQ category that does not exist leads to /not-found', async () => {
    stubShop();
    const router = renderRoute(faqCategoryRoute, '/faq/:categoryName', '/faq/astronomia');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it("the awards: each with its picture's text, its points, its description", async () => {
    stubShop();
    renderRoute(awardsRoute, '/vantaggi', '/vantaggi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vantaggi' })).toBeVisible();
    const award = (await screen.findByRole('heading', { level: 2, name: 'Buono spesa 10 €' })).closest('article') as HTMLElement;
    expect(within(award).getByText('1.000 punti')).toBeVisible();
    expect(within(award).getByRole('img', { name: 'Buono spesa' })).toBeVisible();
    expect(screen.getByText('Senza punti')).toBeVisible();
  });

  it('a content answer that fails shows the reason and asks again on request', async () => {
    let failing = true;
    stubFetch((url) => (failing ? new Response('{}', { status: 500 }) : (contentAnswer(url) ?? envelopeResponse(null, 404))));
    renderRoute(awardsRoute, '/vantaggi', '/vantaggi');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Non è stato possibile caricare');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Buono spesa 10 €' })).toBeVisible();
  });
});
