const UUID_KEY = 'ebsn.clientUuid';

/** A stable id of this browser, sent as X-Ebsn-Client-UUID (no secret: it names the browser, not the shopper). */
export function clientUuid(): string {
  try {
    let uuid = window.localStorage.getItem(UUID_KEY);
    if (!uuid) {
      uuid = crypto.randomUUID();
      window.localStorage.setItem(UUID_KEY, uuid);
    }
    return uuid;
  } catch {
    // Storage refused (private modes, blocked cookies): an id for this page only.
    pageUuid ??= crypto.randomUUID();
    return pageUuid;
  }
}

let pageUuid: string | undefined;
