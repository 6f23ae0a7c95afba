type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Asks the shell to open the cart drawer from any screen (the order detail's reorder, for one): the
 * shell subscribes once; a request made while nothing listens is simply dropped.
 */
export const cartDrawer = {
  open() {
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
