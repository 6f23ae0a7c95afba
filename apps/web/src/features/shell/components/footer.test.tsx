import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantSettings } from '../../../config/tenant-settings';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { contentAnswer } from '../../content/testing/content-fixtures';
import Footer from './footer';

describe('footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the footer menu's link groups, the copyright with the brand and the version read from /version.json", async () => {
    const fetchMock = vi.fn(
      async (url: string) => contentAnswer(url) ?? new Response(JSON.stringify({ version: '1.4.2' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onOpenCookiePreferences = vi.fn();
    renderWithProviders(<Footer tenant={tenantSettings('buonmercato')} onOpenCookiePreferences={onOpenCookiePreferences} />);

    expect(await screen.findByText('Versione 1.4.2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/version.json', expect.anything());
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Buonmercato – Tutti i diritti riservati.`)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/p/wp-json/menus/v1/locations/footer', expect.anything());
    expect(await screen.findByRole('navigation', { name: 'Aiuto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consegna a casa' })).toHaveAttribute('href', '/page/consegna-a-casa');
    expect(screen.getByRole('link', { name: 'Servizio Clienti' })).toHaveAttribute('href', '/servizio-clienti');
    // An outside address is a plain link, not the router's.
    expect(screen.getByRole('link', { name: 'Lavora con noi' })).toHaveAttribute('href', 'https://lavora.example.org');

    await userEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    expect(onOpenCookiePreferences).toHaveBeenCalled();
  });

  it('leaves the version out when /version.json cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => contentAnswer(url) ?? new Response('nope', { status: 500 })),
    );
    renderWithProviders(<Footer tenant={tenantSettings('spesachiara')} />);
    expect(await screen.findByText(/Spesa Chiara – Tutti i diritti riservati/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Versione/)).not.toBeInTheDocument();
  });

  it('keeps the groups place while the menu loads, and shows the contacts without links when it fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.startsWith('/p/wp-json/')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(new Response('{}')),
      ),
    );
    const { container } = renderWithProviders(<Footer tenant={tenantSettings('spesachiara')} />);
    expect(await screen.findByText('Contatti')).toBeInTheDocument();
    expect(container.querySelector('footer [aria-busy="true"]')?.children.length).toBe(4);
    answer(new Response('{"code":"rest_no_route","message":"x","data":{"status":404}}', { status: 404 }));
    await vi.waitFor(() => expect(container.querySelector('footer [aria-busy="false"]')?.children.length).toBe(1));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
