import { errorCodes, errorTexts } from '@spesa/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { failure } from '../../lib/envelope';
import { androidAssetLinks, appleAppSiteAssociation } from './app-links.service';

/**
 * The files Android and iOS fetch to let the brand's app open the shop's links: JSON, at these exact
 * paths, without a redirect. A brand without a native app (settings unset) answers 404, never the web
 * app's index.html that any other extension-less path would get.
 */
export const appLinksRoutes: FastifyPluginAsync = async (app) => {
  const send = (reply: FastifyReply, document: unknown) => {
    if (document === null)
      return reply.status(404).send(failure(404, [{ code: errorCodes.notFound, description: errorTexts.notFound }]));
    return reply.type('application/json').header('cache-control', 'public, max-age=3600').send(JSON.stringify(document));
  };
  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (_request, reply) =>
    send(reply, androidAssetLinks(app.config)),
  );
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (_request, reply) =>
    send(reply, appleAppSiteAssociation(app.config)),
  );
};
