/**
 * Stands in for the ALTCHA widget in component tests (jsdom has no secure context nor workers): an
 * `altcha-widget` element that reports a solution as soon as its form listens, one new solution per
 * widget drawn (`solved-challenge-1`, `-2`…), as the real one does after solving in the background.
 */
let solved = 0;

/** Made on first use: jsdom's HTMLElement does not exist in the suite's node-environment files. */
const fakeAltchaWidget = () =>
  class FakeAltchaWidget extends HTMLElement {
    override addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      super.addEventListener(type, listener, options);
      if (type !== 'statechange') return;
      solved += 1;
      const payload = `solved-challenge-${solved}`;
      queueMicrotask(() => this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } })));
    }
  };

export async function loadFakeAltcha(): Promise<void> {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', fakeAltchaWidget());
}
