import { appleComponentPath, DEEP_LINK_PATTERNS } from '@spesa/domain';
import type { AppConfig } from '../../config/env';

/**
 * Android App Links: the running brand's app may open the shop's links
 * (https://developer.android.com/training/app-links/verify-android-applinks). Null without the settings.
 */
export function androidAssetLinks(config: AppConfig) {
  const packageName = config.APP_ANDROID_PACKAGE;
  const fingerprints = config.APP_ANDROID_SHA256_FINGERPRINTS;
  if (!packageName || !fingerprints?.length) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: fingerprints },
    },
  ];
}

/**
 * iOS Universal Links: which of the shop's paths the running brand's app opens, the deep links of the
 * spec (one list in packages/domain, the web app routes the same ones). `components` is read by iOS 13
 * and later; Capacitor 7 needs iOS 14, so the older `paths` form is left out. Null without the settings.
 */
export function appleAppSiteAssociation(config: AppConfig) {
  if (!config.APP_IOS_TEAM_ID || !config.APP_IOS_BUNDLE_ID) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [`${config.APP_IOS_TEAM_ID}.${config.APP_IOS_BUNDLE_ID}`],
          components: DEEP_LINK_PATTERNS.map((pattern) => ({ '/': appleComponentPath(pattern) })),
        },
      ],
    },
  };
}
