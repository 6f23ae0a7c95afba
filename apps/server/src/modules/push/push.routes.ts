import {
  appIconPath,
  deviceRegisterQuerySchema,
  deviceUnregisterQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  getTenant,
  isKnownPushService,
  pushPreferenceBodySchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
  pushTexts,
  pushUnsubscribeBodySchema,
  registeredDeviceSchema,
  vapidKeySchema,
} from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { userIdOf } from '../../plugins/session';
import { createPushService, type PushService } from './push.service';
import { createPushJob } from './push-job';
import { apnsProvider, fcmProvider, nativeSettingsOf, webPushProvider } from './push-providers';
import { loadVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push notifications: the service and its job (tests run the job's round themselves). */
    push: { service: PushService; publicKey: string; runJob: () => Promise<number> };
  }
}

const refusals = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 419: errorEnvelopeSchema };
const info = (description: string) => ({ infos: [{ code: 'msg.push', description }] });

/** The push service and its job, on the root app (the job starts when the app is ready; tests run its round themselves). */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  const keys = loadVapidKeys(app.config);
  const native = nativeSettingsOf(app.config);
  const service = createPushService(app.db, {
    brandName: getTenant(app.config.TENANT).brandName,
    // The installable app's brand icon (a PNG: notification icons are not drawn from SVG everywhere).
    icon: appIconPath(app.config.TENANT, 'icon-192.png'),
    providers: [webPushProvider(keys, app.log), fcmProvider(native.fcm, app.log), apnsProvider(native.apns, app.log)],
    log: app.log,
  });
  const job = createPushJob(service, app.log);
  app.decorate('push', { service, publicKey: keys.publicKey, runJob: job.runOnce });
  app.addHook('onReady', job.start);
  app.addHook('onClose', job.stop);
  app.metrics.watchJob(job);
});

/**
 * Device registration of the native wrapper (second file, section 7, Device) and the Web Push
 * subscription of the installed web app, the shopper's opt-in, and the job that sends the outbox
 * (decision 0034).
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service, publicKey } = app.push;

  app.get(
    '/externalregistration/register',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary:
          'Registers the shopper’s device for push (external_id: the FCM/APNs token; model, platform web|android|ios, platform_version, manufacturer, uuid); idempotent, one device per platform and uuid (a device logged in by another shopper moves to them)',
        querystring: deviceRegisterQuerySchema,
        response: { 200: envelopeSchema(registeredDeviceSchema), ...refusals },
      },
    },
    async (request) => ok(await service.registerDevice(userIdOf(request), request.query), info(pushTexts.registered)),
  );

  app.get(
    '/externalregistration/unregister',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary:
          'Removes the shopper’s device (platform, uuid) from push; idempotent (removed: false when it was not registered)',
        querystring: deviceUnregisterQuerySchema,
        response: { 200: envelopeSchema(z.object({ removed: z.boolean() })), ...refusals },
      },
    },
    async (request) => ok(await service.unregisterDevice(userIdOf(request), request.query), info(pushTexts.unregistered)),
  );

  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'The shop’s VAPID public key (base64url), the applicationServerKey of PushManager.subscribe',
        response: { 200: envelopeSchema(vapidKeySchema) },
      },
    },
    async () => ok({ publicKey }),
  );

  app.get(
    '/push/settings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary:
          'The shopper’s push choice (enabled; chosen: answered once), their Web Push subscriptions and registered devices',
        response: { 200: envelopeSchema(pushSettingsSchema), ...refusals },
      },
    },
    async (request) => ok(await service.settings(userIdOf(request))),
  );

  app.post(
    '/push/settings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary: 'Turns the shopper’s push notifications on or off (enabled), on every device',
        body: pushPreferenceBodySchema,
        response: { 200: envelopeSchema(pushSettingsSchema), ...refusals },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await service.setEnabled(userId, request.body.enabled);
      return ok(await service.settings(userId), info(request.body.enabled ? pushTexts.enabled : pushTexts.disabled));
    },
  );

  app.post(
    '/push/subscribe',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary:
          'Saves the browser’s Web Push subscription (endpoint, https in production; keys.p256dh 65 bytes and keys.auth 16 bytes, base64url) and turns the shopper’s notifications on',
        body: pushSubscriptionBodySchema,
        response: { 200: envelopeSchema(pushSettingsSchema), ...refusals },
      },
    },
    async (request) => {
      // Outside production a local stand-in (http, 127.0.0.1) may stand for the push service.
      if (app.config.NODE_ENV === 'production' && !isKnownPushService(request.body.endpoint, app.config.PUSH_SERVICE_DOMAINS))
        throw badRequest(pushTexts.unknownPushService, 'endpoint');
      const userId = userIdOf(request);
      await service.subscribe(userId, request.body);
      return ok(await service.settings(userId), info(pushTexts.subscribed));
    },
  );

  app.post(
    '/push/unsubscribe',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['push'],
        summary: 'Forgets the browser’s Web Push subscription (endpoint); idempotent',
        body: pushUnsubscribeBodySchema,
        response: { 200: envelopeSchema(pushSettingsSchema), ...refusals },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await service.unsubscribe(userId, request.body.endpoint);
      return ok(await service.settings(userId), info(pushTexts.unsubscribed));
    },
  );
};
