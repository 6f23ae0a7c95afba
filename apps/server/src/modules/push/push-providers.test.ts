import { generateKeyPairSync } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { apnsProvider, fcmProvider, type HttpPost, type PushPayload } from './push-providers';

const payload: PushPayload = {
  title: 'Buonmercato: ordine confermato',
  body: 'Testo',
  url: '/profile/orders/1',
  tag: 'orderConfirmed-1',
  icon: '/i.png',
};
const log = pino({ level: 'silent' });

/** A fake transport: records the calls and answers from a list. */
function fakePost(answers: { status: number; body: string }[]) {
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  const post: HttpPost = async (url, headers, body) => {
    calls.push({ url, headers, body });
    return answers.shift() ?? { status: 500, body: '' };
  };
  return { calls, post };
}

describe('native push providers (no network: fake transports)', () => {
  it('skip, without a call, when their credentials are not set', async () => {
    const { calls, post } = fakePost([]);
    expect(await fcmProvider(null, log, post).send({ kind: 'android', token: 't' }, payload)).toBe('skipped');
    expect(await apnsProvider(null, log, post).send({ kind: 'ios', token: 't' }, payload)).toBe('skipped');
    expect(calls).toEqual([]);
  });

  it('FCM: gets an OAuth token with the service account, sends the message, and says an unregistered token is gone', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const settings = { projectId: 'spesa-app', clientEmail: 'push@spesa-app.iam.gserviceaccount.com', privateKey };
    const { calls, post } = fakePost([
      { status: 200, body: JSON.stringify({ access_token: 'ya29.token', expires_in: 3600 }) },
      { status: 200, body: '{}' },
      { status: 404, body: '{"error":{"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}' },
    ]);
    const fcm = fcmProvider(settings, log, post);
    expect(await fcm.send({ kind: 'android', token: 'device-token' }, payload)).toBe('sent');
    expect(await fcm.send({ kind: 'android', token: 'old-token' }, payload)).toBe('gone');
    expect(await fcm.send({ kind: 'ios', token: 'x' }, payload)).toBe('skipped');
    expect(calls.map((call) => call.url)).toEqual([
      'https://oauth2.googleapis.com/token',
      'https://fcm.googleapis.com/v1/projects/spesa-app/messages:send',
      'https://fcm.googleapis.com/v1/projects/spesa-app/messages:send',
    ]);
    const assertion = new URLSearchParams(calls[0]?.body).get('assertion') ?? '';
    const claims = JSON.parse(Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ iss: settings.clientEmail, aud: 'https://oauth2.googleapis.com/token' });
    expect(calls[1]?.headers.authorization).toBe('Bearer ya29.token');
    expect(JSON.parse(calls[1]?.body ?? '')).toMatchObject({
      message: { token: 'device-token', notification: { title: payload.title, body: payload.body }, data: { url: payload.url } },
    });
  });

  it('APNs: posts to the sandbox with an ES256 provider token and the bundle id; 410 is gone', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const settings = { key: privateKey, keyId: 'KEY123', teamId: 'TEAM45', bundleId: 'it.buonmercato.app', production: false };
    const { calls, post } = fakePost([
      { status: 200, body: '' },
      { status: 410, body: '{"reason":"Unregistered"}' },
    ]);
    const apns = apnsProvider(settings, log, post);
    expect(await apns.send({ kind: 'ios', token: 'abc' }, payload)).toBe('sent');
    expect(await apns.send({ kind: 'ios', token: 'old' }, payload)).toBe('gone');
    expect(calls[0]?.url).toBe('https://api.sandbox.push.apple.com/3/device/abc');
    expect(calls[0]?.headers).toMatchObject({ 'apns-topic': 'it.buonmercato.app', 'apns-push-type': 'alert' });
    const [head, claims] = (calls[0]?.headers.authorization ?? '').replace('bearer ', '').split('.');
    expect(JSON.parse(Buffer.from(head ?? '', 'base64url').toString())).toMatchObject({ alg: 'ES256', kid: 'KEY123' });
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toMatchObject({ iss: 'TEAM45' });
    expect(JSON.parse(calls[0]?.body ?? '')).toMatchObject({ aps: { alert: { title: payload.title } }, url: payload.url });
  });
});
