/** Answers that the whole app reacts to, whichever screen made the call. */
export type ApiEvent =
  | { type: 'session-expired' }
  | { type: 'service-down' }
  | { type: 'not-found' }
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
