/**
 * Where the shop may send the browser after a company sign-in or sign-out: `relayStateUrl` only when it
 * is the shop's own origin (`publicUrl`), or a path on it; anything else (another site, `//evil`,
 * `javascript:`) goes to the shop's home, so the shop is never an open redirect.
 */
export function safeRelayTarget(relayStateUrl: string | null | undefined, publicUrl: string): string {
  const home = `${publicUrl.replace(/\/+$/, '')}/`;
  if (!relayStateUrl) return home;
  let target: URL;
  try {
    target = new URL(relayStateUrl, home);
  } catch {
    return home;
  }
  const shop = new URL(home);
  if (target.origin !== shop.origin || !target.pathname.startsWith(shop.pathname)) return home;
  return target.href;
}
