import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env';

const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where the links of an e-mail point: the configured PUBLIC_URL when there is one (always, behind a
 * public domain: a forged Host must not aim a reset link elsewhere); otherwise the origin the shopper
 * reached, or `http://localhost:{PORT}` when the Host is missing or malformed.
 */
export function shopBaseUrl(request: FastifyRequest, config: Pick<AppConfig, 'PORT' | 'PUBLIC_URL'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const port = config.PORT;
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (!host || !hostPattern.test(host)) return `http://localhost:${port}`;
  return `${protocol}://${host}`;
}
