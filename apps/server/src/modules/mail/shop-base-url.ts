import type { FastifyRequest } from 'fastify';

const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where the links of an e-mail point: the origin the shopper reached (scheme and Host, or the
 * proxy's X-Forwarded-* headers), or `http://localhost:{PORT}` when the Host is missing or malformed.
 * Behind a public domain a fixed shop URL in the configuration would be safer (a forged Host could
 * otherwise aim a reset link elsewhere); see the decision record.
 */
export function shopBaseUrl(request: FastifyRequest, port: number): string {
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (!host || !hostPattern.test(host)) return `http://localhost:${port}`;
  return `${protocol}://${host}`;
}
