import { APP_BACKGROUND_COLOR, getTenant, offlinePageTexts, type TenantSettings, webAppManifest } from '@spesa/domain';
import type { FastifyInstance } from 'fastify';

/** The manifest's media type (https://www.w3.org/TR/appmanifest/#media-type-registration). */
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page the service worker keeps and shows when a page cannot be reached: the brand's name and
 * colour, Italian, no script (the CSP allows none inline) and nothing from the network. "Riprova" is a
 * link to the page itself: the service worker shows it in place of the page that failed.
 */
export function offlinePageHtml(tenant: Pick<TenantSettings, 'brandName' | 'theme'>): string {
  const brand = escapeHtml(tenant.brandName);
  const color = escapeHtml(tenant.theme.primaryColor);
  const texts = offlinePageTexts;
  return `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="${color}" />
    <title>${escapeHtml(texts.title)} | ${brand}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: ${APP_BACKGROUND_COLOR}; color: #1f1f1f; }
      header { background: ${color}; color: #fff; padding: 16px 20px; font-weight: 800; font-size: 20px; }
      main { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; padding: 32px 24px; gap: 16px; }
      h1 { margin: 0; font-size: 24px; }
      p { margin: 0; max-width: 32em; line-height: 1.5; font-size: 16px; }
      a { display: inline-block; margin-top: 8px; padding: 12px 28px; border-radius: 8px; background: ${color}; color: #fff; font-weight: 700; text-decoration: none; font-size: 16px; }
      a:focus-visible { outline: 3px solid #1f1f1f; outline-offset: 3px; }
      svg { width: 72px; height: 72px; }
    </style>
  </head>
  <body>
    <header>${brand}</header>
    <main>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"><path d="M2 8.5a15 15 0 0 1 20 0" opacity=".4"/><path d="M5 12a10 10 0 0 1 14 0" opacity=".4"/><path d="M8.5 15.5a5 5 0 0 1 7 0" opacity=".4"/><circle cx="12" cy="19" r="1" fill="${color}"/><path d="M3 3l18 18"/></svg>
      <h1>${escapeHtml(texts.heading)}</h1>
      <p>${escapeHtml(texts.text)}</p>
      <a href="">${escapeHtml(texts.retry)}</a>
    </main>
  </body>
</html>
`;
}

/**
 * The installable web app's server half (docs/decisions/0032): the brand's Web App Manifest and its
 * offline page, for the tenant the server was started with (one web build serves every brand).
 */
export async function pwaRoutes(app: FastifyInstance, { tenantId }: { tenantId: string }): Promise<void> {
  const tenant = getTenant(tenantId);
  const manifest = JSON.stringify(webAppManifest(tenant));
  const offlinePage = offlinePageHtml(tenant);

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(MANIFEST_CONTENT_TYPE).header('cache-control', 'no-cache').send(manifest),
  );
  app.get('/offline.html', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(offlinePage),
  );
}
