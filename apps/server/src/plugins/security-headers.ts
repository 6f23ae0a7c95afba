import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type SecurityHeadersOptions = {
  /** The shop's public address: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string | undefined;
  /** The web app's index.html as served: its inline scripts are allowed by their hash, nothing else inline. */
  indexHtml: string | null;
  /** A Google Tag Manager container is configured (GTM_CONTAINER_ID): its and Google Analytics' origins are allowed. */
  gtm?: boolean;
};

/**
 * What Google Tag Manager and GA4 need (Google's "Content Security Policy" guide for the tag manager):
 * the container's and gtag's scripts, GA's collection calls and pixels. Only with a container
 * configured (docs/decisions/0036); tags of other vendors (and GTM's custom HTML tags, which are
 * inline) stay blocked.
 */
export const TAG_MANAGER_SOURCES = {
  scriptSrc: ['https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/** What the shop lets the page use; nothing from other sites. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()';

/** The CSP source of each inline script (`<script>` without src) of a page: `'sha256-…'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The browser defences of every answer (docs/decisions/0016), through helmet: a Content-Security-Policy
 * with no inline script but index.html's own (by hash), styles inline allowed (emotion and the widgets
 * write <style> at run time), workers only from the shop (the ALTCHA widget's proof of work is a file of ours), no framing;
 * nosniff, a referrer for the shop's own pages only, Permissions-Policy, and HSTS behind https.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { publicUrl, indexHtml, gtm }: SecurityHeadersOptions) => {
  const https = publicUrl?.startsWith('https:') === true;
  const tags = gtm ? TAG_MANAGER_SOURCES : { scriptSrc: [], connectSrc: [], imgSrc: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(indexHtml ? inlineScriptHashes(indexHtml) : []), ...tags.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...tags.imgSrc],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...tags.connectSrc],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    // 'same-origin' and not helmet's 'no-referrer': with no-referrer the browser sends `Origin: null`
    // on the shop's own form posts (the test gateway's), which the CSRF check must recognise.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
