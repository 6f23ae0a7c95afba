// The session and account the login answer returns, kept in local storage and sent on every call.
const SESSION_KEY = 'ebsn.session';
const ACCOUNT_KEY = 'ebsn.account';
const UUID_KEY = 'ebsn.clientUuid';

export const sessionStorageKeys = { SESSION_KEY, ACCOUNT_KEY, UUID_KEY };

export const storedSession = {
  session: () => localStorage.getItem(SESSION_KEY),
  account: () => localStorage.getItem(ACCOUNT_KEY),
  save(session: string, account: string) {
    localStorage.setItem(SESSION_KEY, session);
    localStorage.setItem(ACCOUNT_KEY, account);
  },
  clear() {
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem(ACCOUNT_KEY);
  },
};

/** A stable id of this browser, sent as X-Ebsn-Client-UUID. */
export function clientUuid(): string {
  let uuid = localStorage.getItem(UUID_KEY);
  if (!uuid) {
    uuid = crypto.randomUUID();
    localStorage.setItem(UUID_KEY, uuid);
  }
  return uuid;
}
