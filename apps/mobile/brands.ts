/**
 * The native app of each brand (the tenants of packages/domain/src/tenants): its store identity.
 * `appId` is the Android package name and the iOS bundle id, and the app's own URL scheme
 * (it.spesachiara.app://profile/orders); `appName` is the name under the icon.
 */
export const brands = {
  spesachiara: { appId: 'it.spesachiara.app', appName: 'Spesa Chiara' },
  buonmercato: { appId: 'it.buonmercato.app', appName: 'Buonmercato' },
} as const;

export type BrandId = keyof typeof brands;

/** The brand named by BRAND (the same ids as the server's TENANT); a wrong one stops the command, naming the choices. */
export function brandOf(id: string | undefined): (typeof brands)[BrandId] & { id: BrandId } {
  const chosen = id ?? 'spesachiara';
  if (!Object.hasOwn(brands, chosen)) {
    throw new Error(`Invalid BRAND=${JSON.stringify(chosen)}: must be one of ${Object.keys(brands).join(', ')}`);
  }
  return { id: chosen as BrandId, ...brands[chosen as BrandId] };
}

/**
 * The shop the app loads (SHOP_URL, the server's PUBLIC_URL): https only, since the session cookie is
 * Secure and App Links and Universal Links exist only over https.
 */
export function shopUrlOf(url: string | undefined): string {
  if (!url || !/^https:\/\/[^\s/?#]+\/?$/.test(url)) {
    throw new Error(
      `Invalid SHOP_URL=${JSON.stringify(url ?? '')}: must be the shop's https origin, such as https://www.spesachiara.it`,
    );
  }
  return url.replace(/\/$/, '');
}
