/**
 * Resolves in a new task of the browser's event loop, after what is waiting (input, painting): a
 * macrotask through a MessageChannel, which a browser runs at once, not after setTimeout's clamp.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
