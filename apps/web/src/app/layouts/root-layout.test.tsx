import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryTree } from '../../features/categories/testing/category-fixtures';
import { contentAnswer } from '../../features/content/testing/content-fixtures';
import { cookieConsentStore } from '../../features/cookie-consent/utils/consent-store';
import { apiEvents } from '../../lib/api/api-events';
import { getCache } from '../../lib/api/client';
import { envelope, renderWithProviders } from '../../testing/render-with-providers';
import { hasSignedInCookie, setSignedInCookie } from '../../testing/session-cookie';
import { Component as RootLayout } from './root-layout';

const renderShell = (path = '/') =>
  renderWithProviders(<RootLayout />, {
    path,
    routes: [{ index: true, element: <p>Pagina iniziale</p> }],
  });
const location = () => screen.getByTestId('location').textContent;

describe('root layout', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    cookieConsentStore.reset();
    getCache.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/version.json') return new Response(JSON.stringify({ version: '2.0.0' }));
        if (url.startsWith('/ebsn/api/category')) return envelope({ categories: categoryTree });
        return contentAnswer(url) ?? envelope(null, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('frames the page: skip link, navbar, main content, footer with version, cookie bar', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Vai al contenuto principale' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveTextContent('Pagina iniziale');
    expect(screen.getByRole('link', { name: 'Buonmercato – vai alla home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Accedi' })[0]).toHaveAttribute('href', '/login');
    expect(await screen.findByText('Versione 2.0.0')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Consenso ai cookie' })).toBeInTheDocument();
  });

  it('the cart drawer tells a visitor that the cart needs a login', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Apri il carrello' }));
    const drawer = await screen.findByRole('dialog', { name: 'Il tuo carrello' });
    expect(drawer).toHaveTextContent('Per vedere il carrello accedi al tuo account.');
    expect(within(drawer).getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  });

  it('the menu button opens the category drawer', async () => {
    renderShell();
    await userEvent.click(screen.getAllByRole('button', { name: 'Apri il menu dei reparti' })[0] as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Reparti' });
    expect(await within(drawer).findByRole('link', { name: 'Latte e latticini' })).toBeInTheDocument();
    expect(within(drawer).queryByText('Reparto nascosto')).not.toBeInTheDocument();
  });

  it("the links drawer draws the content's menus: on a phone the mobile menu first, each address once", async () => {
    renderShell();
    await userEvent.click(screen.getAllByRole('button', { name: 'Apri il menu dei reparti' })[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Servizi e informazioni' }));
    const drawer = await screen.findByRole('dialog', { name: 'Servizi e informazioni' });
    const links = await within(drawer).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Consegna a casa', '/page/consegna-a-casa'],
      ['Vantaggi', '/vantaggi'],
      ['Domande frequenti', '/faq'],
    ]);
    await userEvent.click(links[2] as HTMLElement);
    expect(location()).toBe('/faq');
  });

  it('reacts to the API: service down and not found change page', async () => {
    renderShell();
    act(() => apiEvents.emit({ type: 'service-down' }));
    expect(location()).toBe('/service-down');
    act(() => apiEvents.emit({ type: 'not-found' }));
    expect(location()).toBe('/not-found');
  });

  it('an expired session (419) is forgotten and the login dialog opens with the text', async () => {
    setSignedInCookie();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/ebsn/api/auth/test')) return envelope(null, 419);
        if (url.startsWith('/ebsn/api/category')) return envelope({ categories: categoryTree });
        return new Response(JSON.stringify({ version: '2.0.0' }));
      }),
    );
    renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'Accedi' });
    expect(dialog).toHaveTextContent('La sessione è scaduta, si prega di rieffettuare il login per continuare.');
    expect(hasSignedInCookie()).toBe(false);
    expect(screen.getAllByRole('link', { name: 'Accedi', hidden: true })[0]).toHaveAttribute('href', '/login');
  });
});
