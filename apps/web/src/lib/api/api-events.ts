/** Answers that the whole app reacts to, whichever screen made the call. */
export type ApiEvent =
  | { type: 'session-expired' }
  | { type: 'service-down' }
  | { type: 'not-found' }
  /** A visitor asked for a page that needs a login (`wanted`); the login dialog is prompted. */
  | { type: 'not-logged-in'; wanted: string }
  | { type: 'session-changed'; session: string | null };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export const apiEvents = {
  emit(event: ApiEvent) {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
