import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import type { PushMessage } from '@spesa/domain';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { AppConfig } from '../../config/env';
import type { VapidKeys } from './vapid-keys';

/** Where a notification goes: a browser's Web Push subscription, or a native device's token. */
export type PushTarget =
  | { kind: 'web'; endpoint: string; p256dh: string; auth: string }
  | { kind: 'android' | 'ios'; token: string };

/** What the service worker (or the wrapper) receives: the message and the brand's icon. */
export type PushPayload = PushMessage & { icon: string };

/** sent; gone: the push service says the subscription or token no longer exists (remove it); failed; skipped: no credentials. */
export type SendOutcome = 'sent' | 'gone' | 'failed' | 'skipped';

export interface PushProvider {
  send(target: PushTarget, payload: PushPayload): Promise<SendOutcome>;
}

/** An HTTP answer as the providers read it (the transport is replaced by a fake in the tests). */
export type HttpAnswer = { status: number; body: string };
export type HttpPost = (url: string, headers: Record<string, string>, body: string) => Promise<HttpAnswer>;

const goneStatuses = new Set([404, 410]);

/** Web Push (RFC 8030) with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), by the `web-push` library. */
export function webPushProvider(keys: VapidKeys, log: FastifyBaseLogger): PushProvider {
  return {
    send: async (target, payload) => {
      if (target.kind !== 'web') return 'skipped';
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: keys,
            TTL: 12 * 3600,
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
            urgency: 'normal',
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && goneStatuses.has(status)) return 'gone';
        log.warn({ err: error, status }, 'web push not delivered');
        return 'failed';
      }
    },
  };
}

/** A JSON Web Token signed with node:crypto (RS256 for Google's OAuth, ES256 for APNs). */
function signedJwt(header: object, claims: object, key: KeyObject, algorithm: 'RS256' | 'ES256'): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ ...header, alg: algorithm, typ: 'JWT' })}.${encode(claims)}`;
  const signature = createSign('SHA256')
    .update(input)
    .sign(algorithm === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key);
  return `${input}.${signature.toString('base64url')}`;
}

const postWithFetch: HttpPost = async (url, headers, body) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
};

export type FcmSettings = { projectId: string; clientEmail: string; privateKey: KeyObject };

/**
 * Firebase Cloud Messaging HTTP v1 for the Android wrapper's tokens: an OAuth token from the service
 * account (kept until shortly before it expires), then messages:send. Without settings it logs once
 * and skips.
 */
export function fcmProvider(settings: FcmSettings | null, log: FastifyBaseLogger, post: HttpPost = postWithFetch): PushProvider {
  let warned = false;
  let token: { value: string; until: number } | null = null;
  const accessToken = async (): Promise<string | null> => {
    if (!settings) return null;
    if (token && token.until > Date.now()) return token.value;
    const now = Math.floor(Date.now() / 1000);
    const assertion = signedJwt(
      {},
      {
        iss: settings.clientEmail,
        scope: 'https://www.googleapis.com/auth/firebase.messaging',
        aud: 'https://oauth2.googleapis.com/token',
        iat: now,
        exp: now + 3600,
      },
      settings.privateKey,
      'RS256',
    );
    const answer = await post(
      'https://oauth2.googleapis.com/token',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    );
    if (answer.status !== 200) {
      log.warn({ status: answer.status }, 'FCM access token refused');
      return null;
    }
    const { access_token: value, expires_in: seconds } = JSON.parse(answer.body) as { access_token: string; expires_in: number };
    token = { value, until: Date.now() + (seconds - 60) * 1000 };
    return value;
  };
  return {
    send: async (target, payload) => {
      if (target.kind !== 'android') return 'skipped';
      if (!settings) {
        if (!warned) log.info('FCM not configured (FCM_PROJECT_ID, FCM_SERVICE_ACCOUNT_FILE): Android pushes skipped');
        warned = true;
        return 'skipped';
      }
      try {
        const bearer = await accessToken();
        if (!bearer) return 'failed';
        const message = {
          message: {
            token: target.token,
            notification: { title: payload.title, body: payload.body },
            data: { url: payload.url, tag: payload.tag },
            android: { notification: { tag: payload.tag } },
          },
        };
        const answer = await post(
          `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`,
          { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          JSON.stringify(message),
        );
        if (answer.status === 200) return 'sent';
        if (answer.status === 404 || answer.body.includes('UNREGISTERED')) return 'gone';
        log.warn({ status: answer.status }, 'FCM push not delivered');
        return 'failed';
      } catch (error) {
        log.warn({ err: error }, 'FCM push failed');
        return 'failed';
      }
    },
  };
}

export type ApnsSettings = { key: KeyObject; keyId: string; teamId: string; bundleId: string; production: boolean };

/** One HTTP/2 POST, as APNs requires. */
const postWithHttp2: HttpPost = (url, headers, body) =>
  new Promise((resolve, reject) => {
    const { origin, pathname } = new URL(url);
    const session = http2.connect(origin);
    session.on('error', reject);
    const request = session.request({ ':method': 'POST', ':path': pathname, ...headers });
    request.setTimeout(10_000, () => request.close(http2.constants.NGHTTP2_CANCEL));
    let status = 0;
    let text = '';
    request.on('response', (responseHeaders) => {
      status = Number(responseHeaders[':status']);
    });
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      session.close();
      resolve({ status, body: text });
    });
    request.on('error', (error) => {
      session.close();
      reject(error);
    });
    request.end(body);
  });

/** Apple Push Notification service (token auth, ES256 provider token renewed every 50 minutes) for the iOS wrapper's tokens. */
export function apnsProvider(
  settings: ApnsSettings | null,
  log: FastifyBaseLogger,
  post: HttpPost = postWithHttp2,
): PushProvider {
  let warned = false;
  let token: { value: string; until: number } | null = null;
  const providerToken = (apns: ApnsSettings) => {
    if (token && token.until > Date.now()) return token.value;
    const value = signedJwt({ kid: apns.keyId }, { iss: apns.teamId, iat: Math.floor(Date.now() / 1000) }, apns.key, 'ES256');
    token = { value, until: Date.now() + 50 * 60_000 };
    return value;
  };
  return {
    send: async (target, payload) => {
      if (target.kind !== 'ios') return 'skipped';
      if (!settings) {
        if (!warned)
          log.info('APNs not configured (APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID, APNS_BUNDLE_ID): iOS pushes skipped');
        warned = true;
        return 'skipped';
      }
      const host = settings.production ? 'https://api.push.apple.com' : 'https://api.sandbox.push.apple.com';
      try {
        const answer = await post(
          `${host}/3/device/${encodeURIComponent(target.token)}`,
          {
            authorization: `bearer ${providerToken(settings)}`,
            'apns-topic': settings.bundleId,
            'apns-push-type': 'alert',
            'apns-collapse-id': payload.tag.slice(0, 64),
            'content-type': 'application/json',
          },
          JSON.stringify({ aps: { alert: { title: payload.title, body: payload.body }, sound: 'default' }, url: payload.url }),
        );
        if (answer.status === 200) return 'sent';
        if (answer.status === 410 || answer.body.includes('BadDeviceToken') || answer.body.includes('Unregistered'))
          return 'gone';
        log.warn({ status: answer.status, reason: answer.body }, 'APNs push not delivered');
        return 'failed';
      } catch (error) {
        log.warn({ err: error }, 'APNs push failed');
        return 'failed';
      }
    },
  };
}

/** The FCM and APNs settings from the configuration, or null where they are incomplete. */
export function nativeSettingsOf(config: AppConfig): { fcm: FcmSettings | null; apns: ApnsSettings | null } {
  let fcm: FcmSettings | null = null;
  if (config.FCM_PROJECT_ID && config.FCM_SERVICE_ACCOUNT_FILE) {
    const account = JSON.parse(readFileSync(config.FCM_SERVICE_ACCOUNT_FILE, 'utf8')) as {
      client_email: string;
      private_key: string;
    };
    fcm = {
      projectId: config.FCM_PROJECT_ID,
      clientEmail: account.client_email,
      privateKey: createPrivateKey(account.private_key),
    };
  }
  let apns: ApnsSettings | null = null;
  if (config.APNS_KEY_FILE && config.APNS_KEY_ID && config.APNS_TEAM_ID && config.APNS_BUNDLE_ID)
    apns = {
      key: createPrivateKey(readFileSync(config.APNS_KEY_FILE, 'utf8')),
      keyId: config.APNS_KEY_ID,
      teamId: config.APNS_TEAM_ID,
      bundleId: config.APNS_BUNDLE_ID,
      production: config.APNS_PRODUCTION === 'true',
    };
  return { fcm, apns };
}
