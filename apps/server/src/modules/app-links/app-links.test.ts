import { DEEP_LINK_PATTERNS, isDeepLinkPath } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ConfigError, loadConfig } from '../../config/env';

const FINGERPRINT = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';
const nativeApp = {
  APP_ANDROID_PACKAGE: 'it.spesachiara.app',
  APP_ANDROID_SHA256_FINGERPRINTS: `${FINGERPRINT.toLowerCase()}, ${FINGERPRINT.replaceAll('14', 'AA')}`,
  APP_IOS_TEAM_ID: 'ABCDE12345',
  APP_IOS_BUNDLE_ID: 'it.spesachiara.app',
};
const ASSET_LINKS = '/.well-known/assetlinks.json';
const AASA = '/.well-known/apple-app-site-association';

/** Apple's component wildcard: `*` any characters (slashes too), `?` one. */
const appleMatches = (component: string, path: string) =>
  new RegExp(
    `^${component
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replaceAll('?', '.')}$`,
  ).test(path);

describe('the native app’s link verification files', () => {
  describe('with the brand’s app configured', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp({ TENANT: 'spesachiara', ...nativeApp }, { indexHtml: '<!doctype html><title>shop</title>' });
    });
    afterAll(() => test.close());

    it('assetlinks.json lets the Android package open the shop’s links, signed by the configured certificates', async () => {
      const answer = await test.app.inject({ method: 'GET', url: ASSET_LINKS });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: {
            namespace: 'android_app',
            package_name: 'it.spesachiara.app',
            sha256_cert_fingerprints: [FINGERPRINT, FINGERPRINT.replaceAll('14', 'AA')],
          },
        },
      ]);
    });

    it('apple-app-site-association claims exactly the spec’s deep links for team.bundle, as JSON, without redirect', async () => {
      const answer = await test.app.inject({ method: 'GET', url: AASA, headers: { accept: '*/*' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const [details] = answer.json().applinks.details;
      expect(details.appIDs).toEqual(['ABCDE12345.it.spesachiara.app']);
      expect(details.components).toEqual([
        { '/': '/profile/orders' },
        { '/': '/checkout' },
        { '/': '/search' },
        { '/': '/product/*' },
        { '/': '/category/*' },
        { '/': '/profile/orders/*' },
      ]);
    });

    it('the paths iOS hands to the app are the ones the web app routes (one list in packages/domain)', async () => {
      const components: string[] = (await test.app.inject({ method: 'GET', url: AASA }))
        .json()
        .applinks.details[0].components.map((component: Record<string, string>) => component['/']);
      expect(components).toHaveLength(DEEP_LINK_PATTERNS.length);
      for (const path of [
        '/profile/orders',
        '/profile/orders/42',
        '/checkout',
        '/search',
        '/product/latte-intero-1l',
        '/category/frutta/mele',
      ]) {
        expect(isDeepLinkPath(path), path).toBe(true);
        expect(
          components.some((component) => appleMatches(component, path)),
          path,
        ).toBe(true);
      }
      for (const path of ['/', '/payment', '/login', '/profile', '/cart/payment-completed/3']) {
        expect(isDeepLinkPath(path), path).toBe(false);
        expect(
          components.some((component) => appleMatches(component, path)),
          path,
        ).toBe(false);
      }
    });
  });

  describe('for a brand without a native app', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp({}, { indexHtml: '<!doctype html><title>shop</title>' });
    });
    afterAll(() => test.close());

    it('both files answer 404, not the web app’s page', async () => {
      for (const url of [ASSET_LINKS, AASA]) {
        const answer = await test.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).not.toContain('<title>shop</title>');
      }
    });
  });

  it('refuses half a setting or a malformed one at start, naming it', () => {
    const start = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });
    expect(start({ APP_ANDROID_PACKAGE: 'it.spesachiara.app' })).toThrow(
      new ConfigError(
        "Missing APP_ANDROID_SHA256_FINGERPRINTS: required with APP_ANDROID_PACKAGE, for the native app's link verification",
      ),
    );
    expect(start({ APP_IOS_BUNDLE_ID: 'it.spesachiara.app' })).toThrow(/^Missing APP_IOS_TEAM_ID/);
    expect(start({ ...nativeApp, APP_ANDROID_SHA256_FINGERPRINTS: 'AB:CD' })).toThrow(/^Invalid APP_ANDROID_SHA256_FINGERPRINTS/);
    expect(start({ ...nativeApp, APP_IOS_TEAM_ID: 'abc' })).toThrow(/^Invalid APP_IOS_TEAM_ID/);
    expect(start({ ...nativeApp, APP_ANDROID_PACKAGE: 'app' })).toThrow(/^Invalid APP_ANDROID_PACKAGE/);
  });
});
