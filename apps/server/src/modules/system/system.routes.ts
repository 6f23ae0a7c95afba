import { devicePlatforms } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const versionSchema = z.object({
  /** The server's version (the footer shows it). */
  version: z.string(),
  /**
   * What the version check reads (second spec file, sections 3 and 4): the newest app version, the one
   * of the web build this server serves, and where to get it, `{platform}` left for the app to fill.
   */
  lastVersion: z.object({ version: z.string(), url: z.string() }),
});

const platformParams = z.object({ platform: z.enum(devicePlatforms) });

/** The `<meta name="app-version">` the web build writes into index.html (apps/web/build/build-version.ts). */
export function buildVersionIn(indexHtml: string | null): string | null {
  const meta = indexHtml?.match(/<meta\s+name="app-version"\s+content="(\d+(?:\.\d+)*)"/);
  return meta?.[1] ?? null;
}

type SystemOptions = {
  version: string;
  /** The web app's index.html as served (null: not built): its build version is the one every new visit gets. */
  indexHtml: string | null;
};

/** `/version.json` for the version check and the footer, `/app/{platform}` where an update is got, and the OpenAPI document. */
export const systemRoutes: FastifyPluginAsyncZod<SystemOptions> = async (app, { version, indexHtml }) => {
  const { publicUrl, ANDROID_STORE_URL, IOS_STORE_URL } = app.config;
  // A tab on an older build compares its own version with this one; without a build, the server's.
  const lastVersion = { version: buildVersionIn(indexHtml) ?? version, url: `${publicUrl}/app/{platform}` };

  app.get('/version.json', { schema: { response: { 200: versionSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { version, lastVersion };
  });

  // The update dialog's confirm: the web reloads the shop, a native app opens its store (settings), or the shop without one.
  const updateTargets = {
    web: `${publicUrl}/`,
    android: ANDROID_STORE_URL ?? `${publicUrl}/`,
    ios: IOS_STORE_URL ?? `${publicUrl}/`,
  };
  app.get(
    '/app/:platform',
    {
      schema: {
        tags: ['system'],
        summary: 'Where the update of a platform is installed from (the version document’s url): 302 to the shop or its store',
        params: platformParams,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.redirect(updateTargets[request.params.platform], 302);
    },
  );

  app.get('/ebsn/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
