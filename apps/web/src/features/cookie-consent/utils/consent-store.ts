import { useSyncExternalStore } from 'react';
import { currentPlatform, onPlatformChange } from '../../app-platform/current-platform';
import {
  buildPreferences,
  type CookieChoice,
  type CookiePreferences,
  choiceForAll,
  isConsentValid,
  parsePreferences,
} from './consent';

export const COOKIE_PREFERENCES_KEY = 'spesa.cookiePreferences';

type State = { preferences: CookiePreferences | null; needed: boolean; editing: boolean };

const listeners = new Set<() => void>();
let state: State | null = null;
/** Inside the native app consent is assumed granted (spec): no bar, analytics and profilation on. */
let grantedInApp: State | null = null;

function read(): State {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(COOKIE_PREFERENCES_KEY);
  } catch {
    // Storage refused (private mode): ask every time.
  }
  const preferences = parsePreferences(raw);
  return { preferences, needed: !isConsentValid(preferences, new Date()), editing: false };
}

function current(): State {
  if (currentPlatform().isNative) {
    grantedInApp ??= { preferences: buildPreferences(choiceForAll(true), new Date(), 'app'), needed: false, editing: false };
    return grantedInApp;
  }
  state ??= read();
  return state;
}

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

// The native platform is installed at start inside the app: whoever read the browser's consent before reads it again.
onPlatformChange(() => {
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored cookie choice, and whether the bar must be shown. */
export const cookieConsentStore = {
  get: current,
  subscribe,
  save(choice: CookieChoice) {
    const preferences = buildPreferences(choice, new Date(), crypto.randomUUID());
    try {
      localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
    } catch {
      // Nothing to do: the choice holds for this visit.
    }
    set({ preferences, needed: false, editing: false });
  },
  /** Opens the bar again on the detailed view (the footer's "Preferenze cookie"). */
  edit() {
    set({ ...current(), editing: true });
  },
  /** Forgets the cached state, so the next read looks at storage again (tests). */
  reset() {
    state = null;
    grantedInApp = null;
  },
};

/** The cookie choice and whether the bar is shown; re-renders when either changes. */
export function useCookieConsent(): State {
  return useSyncExternalStore(subscribe, current, current);
}
