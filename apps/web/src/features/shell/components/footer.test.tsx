import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantSettings } from '../../../config/tenant-settings';
import { renderWithProviders } from '../../../testing/render-with-providers';
import Footer from './footer';

describe('footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the link groups, the copyright with the brand and the version read from /version.json', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ version: '1.4.2' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onOpenCookiePreferences = vi.fn();
    renderWithProviders(<Footer tenant={tenantSettings('buonmercato')} onOpenCookiePreferences={onOpenCookiePreferences} />);

    expect(await screen.findByText('Versione 1.4.2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/version.json', expect.anything());
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Buonmercato – Tutti i diritti riservati.`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Aiuto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consegna a casa' })).toHaveAttribute('href', '/page/consegna-a-casa');
    expect(screen.getByRole('link', { name: 'Servizio Clienti' })).toHaveAttribute('href', '/servizio-clienti');

    await userEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    expect(onOpenCookiePreferences).toHaveBeenCalled();
  });

  it('leaves the version out when /version.json cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    renderWithProviders(<Footer tenant={tenantSettings('spesachiara')} />);
    expect(await screen.findByText(/Spesa Chiara – Tutti i diritti riservati/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Versione/)).not.toBeInTheDocument();
  });
});
