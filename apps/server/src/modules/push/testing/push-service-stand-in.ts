import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { throwawayKeys } from '../../../../test/throwaway-keys';

/** A browser's push subscription made the way a browser makes one: a P-256 key pair and a 16-byte auth secret. */
export function browserSubscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
}

export type ReceivedPush = {
  path: string;
  /** The VAPID JWT's claims, after its ES256 signature was checked against the key `k`. */
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
  ttl: string | undefined;
  /** The payload decrypted with the subscription's private key and auth secret (RFC 8291). */
  message: Record<string, unknown>;
};

/** A P-256 public key (65 bytes, uncompressed, base64url) as a key object. */
function p256PublicKey(base64url: string) {
  const raw = Buffer.from(base64url, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 key');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

/** Checks a `vapid t=<jwt>, k=<key>` header (RFC 8292): the signature, the audience and the expiry. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt = '', publicKey = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: p256PublicKey(publicKey), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID alg is not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('VAPID exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('VAPID sub is no mailto: or https:');
  return { claims, publicKey };
}

/**
 * A push service stand-in on https://127.0.0.1 (a self-signed certificate the test process trusts):
 * it checks each request's VAPID JWT, decrypts the payload with the subscription's keys, records it,
 * and answers 201 — or the status the test sets next (410: the subscription is gone).
 */
export async function startPushServiceStandIn() {
  const keys = throwawayKeys('127.0.0.1', { keyType: 'p256', ipAddress: '127.0.0.1' });
  const cert = keys.cert;
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const subscribers = new Map<string, { ecdh: ECDH; auth: string }>();
  let nextStatus = 201;
  let origin = '';

  const server = https.createServer({ key: keys.key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const { claims, publicKey } = checkVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('payload not aes128gcm');
        const keys = subscribers.get(request.url ?? '');
        if (!keys) throw new Error(`unknown subscription ${request.url}`);
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
        const ttl = request.headers.ttl;
        received.push({
          path: request.url ?? '',
          claims,
          publicKey,
          ttl: Array.isArray(ttl) ? ttl[0] : ttl,
          message: JSON.parse(plain.toString('utf8')),
        });
        response.statusCode = nextStatus;
      } catch (error) {
        errors.push(String(error));
        response.statusCode = 400;
      }
      nextStatus = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // web-push posts through https' global agent: it trusts the stand-in's certificate, in this test process only.
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;

  return {
    origin,
    received,
    errors,
    /** A subscription at the stand-in for a fresh browser key pair: what PushManager.subscribe would answer. */
    subscribe: (name: string) => {
      const keys = browserSubscriptionKeys();
      subscribers.set(`/push/${name}`, { ecdh: keys.ecdh, auth: keys.auth });
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    answerNext: (status: number) => {
      nextStatus = status;
    },
    close: async () => {
      https.globalAgent.options.ca = previousCa;
      https.globalAgent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
