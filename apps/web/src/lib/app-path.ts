/**
 * The app path an address of the content leads to ('/page/chi-siamo', with its query and hash), or
 * null for another site, a mail or phone link, or a file the shop serves as it is (an image, a PDF).
 * Menus and pages may name the shop by its full address (WordPress writes absolute links): those
 * are the app's own too.
 */
export function appPathOf(url: string, origin: string = window.location.origin): string | null {
  if (!url || url.startsWith('//')) return null;
  let address: URL;
  try {
    address = new URL(url, origin);
  } catch {
    return null;
  }
  if (address.origin !== origin || !/^https?:$/.test(address.protocol)) return null;
  // Files and the API are the server's, not screens of the app.
  if (/\.[a-z0-9]{2,5}$/i.test(address.pathname) || /^\/(p|ebsn|images)\//.test(address.pathname)) return null;
  return `${address.pathname}${address.search}${address.hash}`;
}
