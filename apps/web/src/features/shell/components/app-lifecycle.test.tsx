import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setPlatform } from '../../app-platform/current-platform';
import { createFakePlatform } from '../testing/fake-platform';
import { AppLifecycle } from './app-lifecycle';

const MINUTE = 60_000;
const RUNNING = '0.1.0.20261128050000';
const versionDocument = (lastVersion: unknown) =>
  new Response(JSON.stringify({ version: '0.1.0', lastVersion }), { status: 200 });
const newer = { version: '0.1.0.20261128060000', url: 'https://spesa.example.it/app/{platform}' };

/** Lets `minutes` of the app's life go by (the interval's clock), then the answers it asked for arrive. */
async function minutesPass(minutes: number) {
  await act(() => vi.advanceTimersByTimeAsync(minutes * MINUTE));
}

describe('the version check and its update dialog', { timeout: 15_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let fake: ReturnType<typeof createFakePlatform>;
  const answers: (() => Response | Promise<Response>)[] = [];
  const versionReads = () => fetchMock.mock.calls.filter(([url]) => url === '/version.json').length;

  beforeEach(() => {
    // Only the interval and the clock: Testing Library's own waiting keeps real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    answers.length = 0;
    fetchMock = vi.fn(async (url: string) => {
      if (url !== '/version.json') return new Response('{}', { status: 404 });
      const next = answers.shift();
      return next ? next() : versionDocument({ version: RUNNING, url: '/app/{platform}' });
    });
    vi.stubGlobal('fetch', fetchMock);
    fake = createFakePlatform('web');
    setPlatform(fake.platform);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setPlatform(null);
  });

  it('reads /version.json every 10 minutes, not before', async () => {
    renderWithProviders(<AppLifecycle runningVersion={RUNNING} />);
    await minutesPass(9.9);
    expect(versionReads()).toBe(0);
    await minutesPass(0.1);
    expect(versionReads()).toBe(1);
    await minutesPass(20);
    expect(versionReads()).toBe(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the update dialog once the version is newer, stops checking, and "Aggiorna" goes to the platform url', async () => {
    answers.push(
      () => versionDocument({ version: RUNNING, url: newer.url }),
      () => versionDocument(newer),
    );
    renderWithProviders(<AppLifecycle runningVersion={RUNNING} />);
    await minutesPass(10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await minutesPass(10);
    const dialog = await screen.findByRole('dialog', { name: 'Nuova versione disponibile' });
    expect(dialog).toHaveAccessibleDescription(
      "È disponibile una nuova versione del sito. Aggiorna la pagina per usarla: il carrello resta com'è.",
    );
    expect(versionReads()).toBe(2);
    await minutesPass(60);
    expect(versionReads()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(fake.platform.openUpdate).toHaveBeenCalledWith('https://spesa.example.it/app/web');
  });

  it('in the native app the url names its platform and the text its store', async () => {
    fake = createFakePlatform('android');
    setPlatform(fake.platform);
    answers.push(() => versionDocument(newer));
    renderWithProviders(<AppLifecycle runningVersion={RUNNING} />);
    await minutesPass(10);
    const dialog = await screen.findByRole('dialog', { name: 'Nuova versione disponibile' });
    expect(dialog).toHaveTextContent("Aggiornala dallo store per continuare a fare la spesa con l'ultima versione.");
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(fake.platform.openUpdate).toHaveBeenCalledWith('https://spesa.example.it/app/android');
  });

  it('"Più tardi" closes the dialog for this visit', async () => {
    answers.push(() => versionDocument(newer));
    renderWithProviders(<AppLifecycle runningVersion={RUNNING} />);
    await minutesPass(10);
    await userEvent.click(await screen.findByRole('button', { name: 'Più tardi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await minutesPass(30);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(versionReads()).toBe(1);
    expect(fake.platform.openUpdate).not.toHaveBeenCalled();
  });

  it('ignores a version that is not dotted numerics, or older, and goes on checking', async () => {
    answers.push(
      () => versionDocument({ version: '0.1.1-beta', url: newer.url }),
      () => versionDocument({ version: 'latest', url: newer.url }),
      () => versionDocument({ version: '0.0.9', url: newer.url }),
      () => versionDocument(null),
      () => new Response(JSON.stringify({ version: '9.9.9' }), { status: 200 }),
    );
    renderWithProviders(<AppLifecycle runningVersion={RUNNING} />);
    await minutesPass(50);
    expect(versionReads()).toBe(5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answers.push(() => versionDocument(newer));
    await minutesPass(10);
    expect(await screen.findByRole('dialog', { name: 'Nuova versione disponibile' })).toBeVisible();
  });

  it('ignores network errors and server errors: the next round asks again', async () => {
    answers.push(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('down', { status: 503 }),
      () => new Response('not json', { status: 200 }),
      () => versionDocument(newer),
    );
    renderWithProviders(<AppLifecycle runningVersion={RUNNING} />);
    await minutesPass(30);
    expect(versionReads()).toBe(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await minutesPass(10);
    expect(await screen.findByRole('dialog', { name: 'Nuova versione disponibile' })).toBeVisible();
  });

  it('does not check at all when the running build has no dotted numeric version (vite serve)', async () => {
    answers.push(() => versionDocument(newer));
    renderWithProviders(<AppLifecycle runningVersion="dev" />);
    await minutesPass(60);
    expect(versionReads()).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
