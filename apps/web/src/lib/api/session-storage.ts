// The session and account the login answer returns, sent on every call. With "remember me" they are
// kept in local storage (they outlive the browser); without it in session storage, so closing the
// browser ends the session as the server's idle timeout would.
const SESSION_KEY = 'ebsn.session';
const ACCOUNT_KEY = 'ebsn.account';
const UUID_KEY = 'ebsn.clientUuid';

export const sessionStorageKeys = { SESSION_KEY, ACCOUNT_KEY, UUID_KEY };

/** Reads a key, where storage is unavailable (private modes, blocked cookies) as if empty. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes (null removes); false when the browser refused. */
function write(storage: () => Storage, entries: Record<string, string | null>): boolean {
  try {
    const target = storage();
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) target.removeItem(key);
      else target.setItem(key, value);
    }
    return true;
  } catch {
    return false;
  }
}

const local = () => window.localStorage;
const perTab = () => window.sessionStorage;
// Where the browser refuses storage, the session is kept in memory: it lasts as long as the page.
let inMemory: { session: string; account: string } | null = null;

export const storedSession = {
  session: () => read(perTab, SESSION_KEY) ?? read(local, SESSION_KEY) ?? inMemory?.session ?? null,
  account: () => read(perTab, ACCOUNT_KEY) ?? read(local, ACCOUNT_KEY) ?? inMemory?.account ?? null,
  /** True when the session was kept with "remember me" (it survives closing the browser). */
  remembered: () => read(local, SESSION_KEY) !== null,
  save(session: string, account: string, remember: boolean) {
    storedSession.clear();
    if (!write(remember ? local : perTab, { [SESSION_KEY]: session, [ACCOUNT_KEY]: account })) inMemory = { session, account };
  },
  clear() {
    inMemory = null;
    write(local, { [SESSION_KEY]: null, [ACCOUNT_KEY]: null });
    write(perTab, { [SESSION_KEY]: null, [ACCOUNT_KEY]: null });
  },
};

/** A stable id of this browser, sent as X-Ebsn-Client-UUID. */
export function clientUuid(): string {
  let uuid = read(local, UUID_KEY);
  if (!uuid) {
    uuid = crypto.randomUUID();
    write(local, { [UUID_KEY]: uuid });
  }
  return uuid;
}
